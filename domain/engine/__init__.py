"""MECCG mechanics shared by the scenario rulesets: characters and items, companies and their
size, influence, attacks and strikes, body and corruption checks, keying creatures to places,
hazard limits, and card effects. Every function is pure; dice arrive as arguments.

Each mechanic cites the Council of Elrond rule it implements (see :mod:`domain.engine.coe`).
Scenario choices (which races count half, who picks strike targets, a hazard limit) are
arguments, never built in.
"""
