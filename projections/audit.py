"""The audit of one event, as a judge reads it: what happened and the clause behind it, the
table just before and just after, and the chain of its causes back to the last player decision
(the dice it consumed, the source of each modifier, what kept the roller untapped, the earlier
outcomes of the same resolution that bear on it, the decision itself, or that the rules alone
resolved it), each step with its clause's summary and whether it was undone; then a
verdict that recomputes the outcome from the recorded inputs.

The log is verified first: an audit of a log that does not replay is refused, naming the first
event that differs. The shape of the JSON is described in docs/audit.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from domain.canonical import JSON
from domain.chronicle import Chronicle, Record, verify
from domain.engine import coe
from domain.engine.checks import recompute, recorded_rolls, span
from domain.errors import InvalidLog, NoSuchVersion
from domain.ruleset import (
    DECISION,
    DICE_ROLLED,
    GAME_STARTED,
    INPUT_KINDS,
    RANDOM_KINDS,
    Ruleset,
    evolve_table,
)
from domain.text import sentence
from projections.board import table_at
from projections.citing import cite
from projections.provenance import standing_source

#: How a step of the chain relates to the audited event.
EVENT, DICE, SOURCE, CHOSEN, KEPT, CARD, EARLIER, ROLLED, DECIDED, UNDECIDED = (
    "the event", "dice it consumed", "source of a modifier", "the decision behind a source",
    "what kept him untapped", "the card that decided it", "earlier outcome it follows",
    "the decision that rolled it", "the decision behind it",
    "resolved by the rules, no decision")
#: An earlier ruling the event rests on beyond its own resolution (``Ruleset.grounds``: each
#: card a score counts, put in the pile turns before).
GROUND = "an earlier ruling it rests on"
#: A strike's roll is held against its attack's prowess: the audit links the attack's
#: declaration and, where it records ``prowess_from`` (the printed value and each change),
#: the source of each change.
ATTACK, PROWESS = "the attack's prowess", "source of the attack's prowess"
STRUCK, DECLARED, ASSIGNED = "StrikeResolved", "AttackDeclared", "StrikeAssigned"
ENDED = "AttackEnded"
#: The events that apply a change to an attack named by its clause (a table's row).
APPLYING = ("SiteEncounter", "DragonEncounter", "AttackModified")
#: The fields of an outcome naming the card whose own text decided it (the creature whose
#: strike took an item, the hazard event that tapped a character, the ally whose text
#: discards him): the audit links the event that played that card.
DECIDED_BY = ("creature", "hazard_card", "ally_card")
#: The field of an outcome naming the play of the copy of a card that decided it, by its
#: number among the ruleset's plays (``Ruleset.numbered_plays``): the audit links that play.
PLAY = "play"
#: The field of an outcome naming the kind of the earlier event it follows outside its own
#: resolution (a character discarded as the organization phase ends for being under no
#: influence follows the ``FollowerUncontrolled`` that left him so, turns before): the audit
#: links the last event of that kind naming what the outcome is about (its character, or an
#: item's bearer).
FOLLOWS = "follows"
#: The events recording that a card spared a character the tap of a strike he wins without
#: taking the -3 (Dodge, in the Hobbit games): they change how the strike ends, so a roll of
#: the character's links them, with the card played and the decision that played it.
KEPT_UNTAPPED = ("StrikeTapPrevented",)
#: The event beginning a turn: no outcome of the new turn follows from the turn before it.
TURN_BEGAN = "TurnBegan"
#: The event ending a turn: it follows from the turn's last decision (ending the turn, a
#: discard) when only that decision's own end-of-turn steps lie between them (see
#: :func:`_own_steps`).
TURN_ENDED = "TurnEnded"

#: The events in which a character chooses (or is made) to face a strike untapped at -3: the
#: source of a ``state:untapped`` modifier, which is a choice for this strike, not a standing.
CHOSE_UNTAPPED = ("StayUntapped", "StaysUntapped", "StrikeFaced")
#: Those of them that are a player's choice, made by a decision of its own: a Solitaire member
#: faces a strike untapped by the rule (SV1-HAZ-4D), so no decision is behind his -3.
PLAYER_CHOSE_UNTAPPED = ("StayUntapped", "StaysUntapped")
#: What a token spent on a roll (``<token>:<character>``) is linked to: the event spending it.
SPENT = {"courage": "CourageTokenSpent"}
#: The fields of a roll's event naming what it was about: an outcome with no roll of its own
#: consumed that roll's dice only if it names one of them (an elimination after the body
#: check of the same character), not because it came later in the same resolution, and only
#: as one of the roll's own outcomes (see :func:`_rolled_for`).
ABOUT = ("character", "member", "card", "site")

#: The event of a helper tapping for the check, a choice: its source links the decision too.
HELPED = ("CheckHelped",)


class Change(NamedTuple):
    """One change to an attack's prowess and the event that records its source, if any."""

    amount: int
    source: str
    why: str
    record: Record | None


class Link(NamedTuple):
    """A step of the chain: its relation, its event (None for a modifier that no event put
    there: a fixed amount of a rule the ruleset applies without recording it, named by
    ``clause``) and, for a modifier's source, the modifier and its amount."""

    relation: str
    record: Record | None
    why: str | None = None
    clause: str | None = None


def audit_report(ruleset: Ruleset[Any], records: Sequence[Record], version: int
                 ) -> dict[str, JSON]:
    """The audit of event ``version`` of a whole stored log. Raises :class:`NoSuchVersion`
    for a version the log does not have and :class:`InvalidLog` (naming the first differing
    event) for a log that does not verify; reads only."""
    if not 1 <= version <= len(records):
        raise NoSuchVersion(f"Event {version} does not exist: this game has events 1 to "
                            f"{len(records)}.")
    verdict = verify(ruleset, records)
    if not verdict.ok:
        assert verdict.difference is not None
        raise InvalidLog(sentence("The log does not verify, so no ruling in it can be "
                                  f"audited: {verdict.difference.summary}"))
    return audit_view(Chronicle(ruleset, records), version)


def audit_view(chronicle: Chronicle, version: int) -> dict[str, JSON]:
    """The audit of event ``version`` of a verified game."""
    ruleset = chronicle.ruleset
    history = chronicle.history(version)  # refuses a version the game does not have
    record = history[-1]
    current = {r.version for r in chronicle.history()}
    before = None
    if version > 1:
        # Every record follows the one stored just before it (an Undone record too: it is
        # appended at the tip), so the state before event v is the state at v - 1.
        before = ruleset.board(table_at(chronicle, version - 1).rules)
    causes = _causes(chronicle, history)
    prowess = _attack_prowess(history)
    decided = next((link.record for link in causes if link.relation == DECIDED), None)

    def step(link: Link) -> dict[str, JSON]:
        cause = link.record
        if link.relation == UNDECIDED:
            return {"relation": UNDECIDED, "why": None, "version": None, "kind": None,
                    "line": "No player decision led to it: the rules resolved it.",
                    "clause": None, "undone": False}
        if cause is None and link.clause is None:  # a change no step of the rules traced
            return {"relation": link.relation, "why": link.why, "version": None, "kind": None,
                    "line": "No event records it: the ruleset did not trace its source.",
                    "clause": None, "undone": False}
        if cause is None:  # a rule's amount that no event records: named by its clause
            return {"relation": link.relation, "why": link.why, "version": None, "kind": None,
                    "line": f"No event records it: the rule {link.clause} applies it.",
                    "clause": cite(ruleset, link.clause), "undone": False}
        return {"relation": link.relation, "why": link.why, "version": cause.version,
                "kind": cause.kind, "line": chronicle.narrate(cause),
                "clause": cite(ruleset, cause.rule), "undone": cause.version not in current}

    return {
        "version": version,
        "event": record.to_json(),
        "line": chronicle.narrate(record),
        "decision": decided.to_json() if decided is not None and decided.kind == DECISION
        else None,
        "random": _draw(record),
        "dice": [link.record.version for link in causes
                 if link.relation == DICE and link.record is not None],
        "clause": cite(ruleset, record.rule),
        "undone": version not in current,
        "causes": [step(link) for link in causes],
        "attack_prowess": None if prowess is None else prowess[1],
        "verdict": _verdict(ruleset, record, causes, prowess),
        "before": before,
        "after": ruleset.board(table_at(chronicle, version).rules),
    }


def _causes(chronicle: Chronicle, history: list[Record]) -> list[Link]:
    """The chain from the event back to the decision that led to it (or the game's start):
    the event, the dice its check consumed, each modifier's source (and the decision behind
    a source that was a choice), what kept the roller untapped, the play of the card that
    decided it, the earlier outcomes of the same resolution that bear on it (newest first),
    then the decision, or, where no decision led to it, a step saying the rules resolved it."""
    record = history[-1]
    waits = chronicle.ruleset.wait_kinds
    full, history = history, (_unwaited(history, waits) if waits else history)
    since = _resolution(history)
    chain = [Link(EVENT, record)]
    named = {record.version}
    announced = _announces(record, chronicle.records[record.version:])
    named_roll = _outcome_of(record, history[:-1])
    roller = record if _rolls(record) else named_roll or (None if announced else _rolled_for(
        record, since, chronicle.ruleset.reveal_kinds))
    if named_roll is not None and named_roll is not record:
        # A roll of an earlier resolution the event names as its own cause (a burglary's).
        chain.append(Link(EARLIER, named_roll))
        named.add(named_roll.version)
    if roller is not None:
        for dice in _dice(roller, history[:-1]):
            # An outcome with no roll of its own follows the roll whose outcome it is.
            chain.append(Link(DICE, dice, None if roller is record
                              else f"rolled for the {roller.kind} at event {roller.version}"))
            named.add(dice.version)
    modifiers = _modifiers(record)
    states = _states(chronicle, full[:-1]) if modifiers else []  # every event's state
    for modifier in modifiers:
        named_by = str(modifier.get("source"))
        why = f"{modifier.get('why')} ({_signed(modifier)})"
        source = standing_source(named_by, _subject(record), full[:-1], states) \
            or _source(named_by, record, history[:-1])
        if source is None:
            clause = modifier.get("clause") or named_by.partition(":")[2]
            chain.append(Link(SOURCE, None, why, str(clause)))
            continue
        # Each modifier shows its source, even where two share one event.
        chain.append(Link(SOURCE, source, why))
        named.add(source.version)
        chosen = source.kind in HELPED or named_by == "state:untapped" \
            and source.kind in PLAYER_CHOSE_UNTAPPED
        choice = _decision_of(full, source) if chosen else None
        if choice is not None and choice.version not in named and choice is not since[0]:
            chain.append(Link(CHOSEN, choice, why))
            named.add(choice.version)
    found = _attack_prowess(history)
    if found is not None:
        declared, told = found
        chain.append(Link(ATTACK, declared, str(told["line"])))
        named.add(declared.version)
        for change in _changes(declared, history):
            chain.append(Link(PROWESS, change.record, f"{change.why} ({change.amount:+})",
                              None if change.source == "unexplained"
                              else change.source.partition(":")[2]))
            if change.record is not None:
                named.add(change.record.version)
    if _rolls(record):
        for link in _kept_untapped(history, record):
            if link.record is not None and link.record.version not in named \
                    and link.record is not since[0]:
                chain.append(link)
                named.add(link.record.version)
    played = _card_played(record, history[:-1], chronicle.ruleset.numbered_plays)
    if played is not None and played.version not in named:
        chain.append(Link(CARD, played))
        named.add(played.version)
    earlier, decided = _related(record, since, _card_ids(chronicle.ruleset))
    chain += [Link(EARLIER, r) for r in earlier if r.version not in named]
    followed = _followed(record, history[:-1])
    if followed is not None and followed.version not in named:
        chain.append(Link(EARLIER, followed))
        named.add(followed.version)
    shown = {link.record.version for link in chain if link.record is not None}
    for at in chronicle.ruleset.grounds(record.fact, [r.fact for r in full[:-1]]):
        if full[at].version not in shown:
            chain.append(Link(GROUND, full[at]))
            shown.add(full[at].version)
    # A check that waited for the player was rolled by his decision: the decision behind it
    # where no other began it (the rules asked for it), else the decision that rolled it.
    rolled = _rolled_by(full, waits)
    if decided and since and since[0].kind in INPUT_KINDS:
        if rolled is not None and rolled.version not in named and rolled is not since[0]:
            chain.append(Link(ROLLED, rolled))
        if since[0].version not in named:
            chain.append(Link(DECIDED, since[0]))
    elif rolled is not None:
        chain.append(Link(DECIDED, rolled))
    else:
        chain.append(Link(UNDECIDED, None))
    return chain


def _rolled_by(history: list[Record], waits: tuple[str, ...]) -> Record | None:
    """For a check that waited for the player's answers (from a ``waits[0]`` fact,
    ``Ruleset.wait_kinds``: a corruption check waiting for helpers), the decision that rolled
    it: the last before it, no other roll lying between the wait's start and it; None for any
    other event (an outcome of the check, a check rolled at once)."""
    record = history[-1]
    if not waits or not _rolls(record):
        return None
    rolled = None
    for earlier in reversed(history[:-1]):
        if earlier.kind == waits[0]:
            return rolled if rolled is not None and rolled.kind == DECISION else None
        if _rolls(earlier):
            return None
        if rolled is None and earlier.kind in INPUT_KINDS:
            rolled = earlier
    return None


def _unwaited(history: list[Record], waits: tuple[str, ...]) -> list[Record]:
    """``history`` without the waits (``waits``, ``Ruleset.wait_kinds``: a check waiting for
    its helpers, The Road Goes Ever On's check_helpers.py) of the checks whose answers began the
    event's resolution: a wait runs from its ``CheckAwaited`` to the check's roll, and the
    decisions in it answer it (a helper tapped, the roll asked). Each wait so dropped, the
    resolution goes back to the decision before it, which may answer an earlier wait (the
    Free Council's final checks, one after another)."""
    out = list(history)
    while True:
        start = next((i for i in range(len(out) - 1, -1, -1) if out[i].kind in INPUT_KINDS),
                     None)
        if start is None:
            return out
        awaited = next((i for i in range(start - 1, -1, -1) if out[i].kind == waits[0]), None)
        if awaited is None:
            return out
        rolled = next((i for i in range(awaited, len(out)) if _rolls(out[i])), len(out))
        if rolled < start:
            return out
        out = [r for i, r in enumerate(out) if not awaited <= i < rolled
               or r.kind not in INPUT_KINDS and r.kind not in waits]


def _attack_prowess(history: list[Record]) -> tuple[Record, dict[str, JSON]] | None:
    """For a strike's resolution, its attack's declaration and where the prowess it is held
    against comes from (``prowess_from``): the printed value, each change linked to the
    event of its source, and a line (``printed 8, +2 Choking Shadows (event 85)``). None for
    another event, or an attack declared by a version that did not record it."""
    record = history[-1]
    declared = _declaration(record, history[:-1]) if record.kind == STRUCK else None
    origin = None if declared is None else declared.data.get("prowess_from")
    if declared is None or not isinstance(origin, Mapping):
        return None
    changes = _changes(declared, history)
    attack = declared.data.get("attack")
    prowess = attack.get("prowess") if isinstance(attack, Mapping) else None
    line = ", ".join([f"printed {origin.get('printed')}", *(
        f"{c.amount:+} {c.why}" + (f" (event {c.record.version})" if c.record else "")
        for c in changes)])
    return declared, {
        "declared": declared.version, "prowess": prowess, "printed": origin.get("printed"),
        "changes": [{"amount": c.amount, "source": c.source, "why": c.why,
                     "version": None if c.record is None else c.record.version}
                    for c in changes],
        "line": line}


def _declaration(record: Record, earlier: list[Record]) -> Record | None:
    """The ``AttackDeclared`` of the attack whose strike ``record`` resolves: the attack last
    assigned a strike on its character, declared last before that assignment, in the attack
    under way (since the last ``AttackEnded``). None where no attack under way assigned him
    one: a strike no attack declared (The Road's inn Thief, a table's row) is held against
    its own prowess, not against an earlier attack's."""
    who = _subject(record)
    assigned = None
    for r in reversed(earlier):
        if r.kind == ENDED:
            return None
        if r.kind == ASSIGNED and r.data.get("character") == who:
            assigned = r
            break
    name = None if assigned is None else assigned.data.get("attack")
    return next((r for r in reversed(earlier) if r.kind == DECLARED and (
        name is None or _attack_name(r) == name)), None)


def _attack_name(record: Record) -> JSON:
    attack = record.data.get("attack")
    return attack.get("name") if isinstance(attack, Mapping) else None


def _changes(declared: Record, history: list[Record]) -> list[Change]:
    """Each change ``declared``'s ``prowess_from`` lists, with the event of its source: for a
    card, the last ``AttackModified`` before the declaration naming the card (this attack's
    first), else the last event naming it; for a clause (a table's row), the last event
    applying it (``APPLYING``), else the last citing it."""
    origin = declared.data.get("prowess_from")
    listed = origin.get("changes") if isinstance(origin, Mapping) else None
    earlier = [r for r in history if r.version < declared.version
               and r.kind not in RANDOM_KINDS and r.kind not in INPUT_KINDS]
    name = _attack_name(declared)
    found = []
    for change in listed if isinstance(listed, list) else []:
        if not isinstance(change, Mapping):
            continue
        source = str(change.get("source"))
        kind, _, what = source.partition(":")
        if kind == "card":
            naming = [r for r in earlier if _names(r.data, what)]
            modifying = [r for r in naming if r.kind == "AttackModified"]
            own = [r for r in modifying if r.data.get("attack") == name]
        elif kind == "rule":
            naming = [r for r in earlier if r.rule == what]
            modifying = [r for r in naming if r.kind in APPLYING]
            own = [r for r in modifying if r.data.get("attack") in (name, None)]
        else:
            naming = modifying = own = []
        best = own or modifying or naming
        amount = change.get("amount")
        found.append(Change(amount if isinstance(amount, int) else 0, source,
                            str(change.get("why")), best[-1] if best else None))
    return found


def _card_played(record: Record, earlier: list[Record], numbered: str = "") -> Record | None:
    """The play of the card an outcome names as deciding it: the play of its copy where it
    names one (``PLAY``, the ``numbered`` kind's record of that number, see
    :func:`_numbered_play`); else by the card it names (``DECIDED_BY``). For a creature
    whose attack is in progress (``_attack_in_progress``), that attack's: the event playing it
    under the clause the outcome cites since the attack before ended or was declared (Burglar's
    ``HazardPlayed``), else its ``AttackDeclared``, never an earlier event naming the card under
    that clause (a ``PhaseBegan`` of another turn). Otherwise the last event
    before it of another kind (not an earlier item it took) and not itself an outcome that card
    decided (an item leaving with the character it discards) naming that card under the clause
    the outcome cites (the clause the card was
    played under, the outcome citing it as a card's effect); else, for an outcome citing a
    rule of its own (a body check whose equal roll a creature's text makes a discard), the
    last attack declared naming it (``DECLARED``: the creature's play, not the assignment of
    its strikes that names it after); else the last naming it."""
    own = _numbered_play(record, earlier, numbered)
    if own is not None:
        return own
    card = _deciding_card(record)
    if card is None:
        return None
    naming = [r for r in earlier if r.kind not in RANDOM_KINDS and r.kind not in INPUT_KINDS
              and r.kind != record.kind and _deciding_card(r) != card and _names(r.data, card)]
    attack = _attack_in_progress(card, earlier)
    if attack is not None:
        # Its play is this attack's: never an earlier event naming the card under that clause.
        begun = [r for r in earlier if r.kind in (DECLARED, ENDED) and r.version < attack.version]
        since = begun[-1].version if begun else 0
        played = [r for r in naming if since < r.version <= attack.version
                  and r.rule == record.rule]
        return played[-1] if played else attack
    cited = [r for r in naming if r.rule == record.rule]
    declared = [r for r in naming if r.kind == DECLARED]
    return (cited or declared or naming)[-1] if naming else None


def _numbered_play(record: Record, earlier: list[Record], numbered: str) -> Record | None:
    """The play an outcome names as its copy's (``PLAY``: the nth earlier record of the kind
    ``numbered`` citing a clause), where that record plays a card the outcome names as its
    own (``DECIDED_BY``, ``card``, its attack's ``source``, one of its ``cards``); None for an
    outcome naming none."""
    number = record.data.get(PLAY)
    if not numbered or not isinstance(number, int) or isinstance(number, bool) or number < 1:
        return None
    cards = record.data.get("cards")
    own = [_deciding_card(record), record.data.get("card"), _attacker(record),
           *(cards if isinstance(cards, list) else ())]
    plays = [r for r in earlier if r.kind == numbered and r.rule is not None]
    found = plays[number - 1] if number <= len(plays) else None
    played = None if found is None else found.data.get("card")
    return found if played is not None and played in own else None


def _followed(record: Record, earlier: list[Record]) -> Record | None:
    """The earlier event an outcome names the kind of as the one it follows (``FOLLOWS``):
    the last of that kind naming its character (or an item's bearer); None for one naming
    none."""
    kind = record.data.get(FOLLOWS)
    about = _subject(record) or record.data.get("bearer")
    if not isinstance(kind, str) or not isinstance(about, str) or not about:
        return None
    return next((r for r in reversed(earlier) if r.kind == kind and _names(r.data, about)),
                None)


def _attack_in_progress(card: str, earlier: list[Record]) -> Record | None:
    """The ``AttackDeclared`` of ``card``'s attack in progress: the last declaring an attack
    by that card (``attack.source``), no ``AttackEnded`` of that attack after it; None for a
    card attacking in none."""
    declared = next((r for r in reversed(earlier) if r.kind == DECLARED and _attacker(r) == card),
                    None)
    if declared is None or any(r.kind == ENDED and r.data.get("attack") == _attack_name(declared)
                               for r in earlier if r.version > declared.version):
        return None
    return declared


def _attacker(record: Record) -> JSON:
    """The card an ``AttackDeclared``'s attack is made by (its ``source``)."""
    attack = record.data.get("attack")
    return attack.get("source") if isinstance(attack, Mapping) else None


def _deciding_card(record: Record) -> str | None:
    """The card an outcome names as deciding it (``DECIDED_BY``), or None."""
    card = next((record.data.get(f) for f in DECIDED_BY if record.data.get(f)), None)
    return card if isinstance(card, str) else None


def _announces(record: Record, after: Sequence[Record]) -> bool:
    """Whether an event with no roll of its own announces the roll that follows it (a hazard
    taking effect by asking for a check, say): the next event after the draws, before any
    decision, is a roll citing the same clause and about what the event names. Such an event
    consumed no earlier dice, even when a like roll just preceded it (a second check)."""
    if _rolls(record):
        return False
    for later in after:
        if later.kind in INPUT_KINDS:
            return False
        if later.kind in RANDOM_KINDS:
            continue
        return _rolls(later) and later.rule is not None and later.rule == record.rule \
            and _follows(record, later)
    return False


def _kept_untapped(history: list[Record], record: Record) -> list[Link]:
    """What spared the roller the tap of this roll: each event since his last roll recording
    it (``KEPT_UNTAPPED``), with the events of its own resolution naming him (the card played
    on him) and the decision that started that resolution."""
    subject = _subject(record)
    if not subject:
        return []
    links: list[Link] = []
    for kept in _since_last_roll(record, history[:-1], any_kind=True):
        if kept.kind not in KEPT_UNTAPPED or not _names(kept.data, subject):
            continue
        own = _resolution([r for r in history if r.version <= kept.version])
        links += [Link(KEPT, r) for r in own if r.kind not in INPUT_KINDS
                  and r.kind not in RANDOM_KINDS and _names(r.data, subject)]
        if own and own[0].kind == DECISION:
            links.append(Link(CHOSEN, own[0], "kept untapped"))
    return links


def _card_ids(ruleset: Ruleset[Any]) -> frozenset[str]:
    """The ids of the ruleset's cards (none for a game played without cards)."""
    cards = getattr(ruleset.catalog, "cards", ())
    return frozenset(card.id for card in cards)


def _about(record: Record, cards: frozenset[str]) -> set[str]:
    """The cards (characters, hazards, items, sites) an event is about: the card instances
    among its fields' values and the lists of them, not those nested deeper (a ranking's
    candidates, a check's modifiers), which every member of a company would share."""
    found: set[str] = set()
    for value in record.data.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str) and item.partition("#")[0] in cards:
                found.add(item)
    return found


def _related(record: Record, since: list[Record], cards: frozenset[str]
             ) -> tuple[list[Record], bool]:
    """The earlier outcomes of the event's resolution that bear on it (newest first), and
    whether the decision that started the resolution led to it. Walking back, an outcome
    bears on it when it is about a card the event is about (the strike a body check follows,
    the strike's assignment, the hazard's reveal; for an event about no card, every outcome
    does), and a draw when the outcome that consumed it (the next) does. A turn beginning,
    or the end of a resolution not about the event's cards (another hazard resolved, an
    attack ended), closes the walk: what came before was resolved for something else, and
    the decision before it did not lead to this event, which the rules alone resolved;
    unless that end is the decision's first outcome (ending the turn, leaving a site), or
    the turn's end after only the decision's own end-of-turn steps (a discard, an on-guard
    card returned)."""
    about = _about(record, cards)
    taken: list[Record] = []
    consumer_taken = True  # whether the outcome just after (a draw's consumer) was taken
    for at in range(len(since) - 2, -1, -1):
        earlier = since[at]
        if earlier.kind in INPUT_KINDS:
            break
        if earlier.kind == TURN_BEGAN:
            return taken, False
        if earlier.kind in RANDOM_KINDS:
            if consumer_taken:
                taken.append(earlier)
            continue
        named = _about(earlier, cards)
        consumer_taken = not about or bool(named & about)
        if consumer_taken:
            taken.append(earlier)
        if _ends(earlier.kind) and not (named & about) \
                and any(r.kind not in RANDOM_KINDS for r in since[1:at]) \
                and not (earlier.kind == TURN_ENDED and _own_steps(since[1:at])):
            return taken, False
    return taken, True


def _own_steps(between: list[Record]) -> bool:
    """Whether the events between a decision and the turn's end are that decision's own
    end-of-turn steps (cards discarded, returned or drawn to the hand): none rolls or begins
    or ends anything (a phase, an attack), which would make the end follow something else."""
    return not any(_rolls(r) or r.kind == DICE_ROLLED or _ends(r.kind)
                   or r.kind.endswith("Began") for r in between)


def _ends(kind: str) -> bool:
    """Whether an event of ``kind`` ends a resolution (an attack, a hazard, a phase)."""
    return kind.endswith("Ended") or kind.endswith("Resolved") and not kind.startswith("Strike")


def _rolls(record: Record) -> bool:
    """Whether an event makes a roll of its own (a check, a table roll, or, in a log of a
    version that recorded bare dice, its dice)."""
    return bool(recorded_rolls(record.data)) or "dice" in record.data


def _rolled_for(outcome: Record, since: list[Record], reveals: tuple[str, ...]
                ) -> Record | None:
    """The roll whose outcome an event with no roll of its own is, or None: the last roll
    before it, up to the next decision or the next draw (another roll's dice, a card drawn
    or revealed: ``reveals``), when the event names what the roll was about and either cites
    the roll's own clause (the attacks a site encounter's row queues at that site) or follows
    it with only events naming what it was about between them (the elimination after a body
    check, the hazard's resolution after its last strike). An event between naming none of
    it (a turn or an attack ending) closes the roll's outcomes: a later event naming the same
    character (next turn's untap, the next attack's strike on him) does not follow from it."""
    between: list[Record] = []
    for earlier in reversed(since[:-1]):
        if earlier.kind in INPUT_KINDS or earlier.kind in RANDOM_KINDS \
                or earlier.kind in reveals:
            return None
        if _rolls(earlier):
            own = outcome.rule is not None and outcome.rule == earlier.rule
            return earlier if _follows(outcome, earlier) and (
                own or all(_follows(r, earlier) for r in between)) else None
        between.append(earlier)
    return None


def _outcome_of(outcome: Record, earlier: list[Record]) -> Record | None:
    """The event whose roll an event names as the one it is the outcome of (``outcome_of``:
    the roll's stream and index), past any decision between them (the item a successful
    burglary allows, played by the player's next decision), or None."""
    named = outcome.data.get("outcome_of")
    if not isinstance(named, Mapping):
        return None
    at = (named.get("stream"), named.get("index"))
    return next((r for r in reversed(earlier)
                 if at in (_roll_at(made) for made in recorded_rolls(r.data))), None)


def _roll_at(made: Mapping[str, JSON]) -> tuple[JSON, JSON] | None:
    """The (stream, index) of a recorded roll's dice, or None."""
    roll = made.get("roll")
    return (roll.get("stream"), roll.get("index")) if isinstance(roll, Mapping) else None


def _follows(outcome: Record, roller: Record) -> bool:
    """Whether an outcome with no roll of its own names what ``roller``'s roll was about."""
    return any(isinstance(about, str) and about and _names(outcome.data, about)
               for about in (roller.data.get(key) for key in ABOUT))


def _decision_of(history: list[Record], record: Record) -> Record | None:
    """The Decision that started ``record``'s resolution, or None (the game's opening)."""
    start = _resolution([r for r in history if r.version < record.version])
    return start[0] if start and start[0].kind == DECISION else None


def _states(chronicle: Chronicle, history: list[Record]) -> list[object]:
    """The state after each record of ``history`` (an effective history from its start)."""
    if not history:
        return []
    table = chronicle.state_at(history[0].version)
    states: list[object] = [table.rules]
    for record in history[1:]:
        if record.kind not in INPUT_KINDS:
            table = evolve_table(chronicle.ruleset, table, record.fact)
        states.append(table.rules)
    return states


def _resolution(history: list[Record]) -> list[Record]:
    """The records from the last input (a decision, or the game's start) to the event."""
    for i in range(len(history) - 1, -1, -1):
        if history[i].kind in INPUT_KINDS:
            return history[i:]
    return history


def _check(record: Record) -> Mapping[str, JSON] | None:
    found = recorded_rolls(record.data)
    return found[0] if found else None


def _modifiers(record: Record) -> list[Mapping[str, JSON]]:
    return [m for made in recorded_rolls(record.data)
            for m in (made.get("modifiers") or []) if isinstance(m, Mapping)]


def _dice(record: Record, earlier: list[Record]) -> list[Record]:
    """The DiceRolled events a record's rolls consumed, in its order: by the stream and index
    each roll records, or, for a log of a version that recorded bare dice, the last roll
    before it with the same faces."""
    found = []
    for made in recorded_rolls(record.data):
        roll = made.get("roll")
        at = (roll.get("stream"), roll.get("index")) if isinstance(roll, Mapping) else None
        found += [c for c in earlier if c.kind == DICE_ROLLED
                  and (c.data.get("stream"), c.data.get("index")) == at][-1:]
    if not recorded_rolls(record.data) and "dice" in record.data:
        found += [c for c in earlier if c.kind == DICE_ROLLED
                  and c.data.get("values") == record.data["dice"]][-1:]
    return found


def _source(source: str, record: Record, earlier: list[Record]) -> Record | None:
    """The earlier event a modifier's source goes back to, when it is not a standing of the
    state (see :func:`projections.provenance.standing_source`): for the roller's own card,
    the event that brought it into play; for another card or a member, the last event naming
    it. A source that belongs to this roll alone is looked for only since the roller's last
    roll of its kind (an earlier attack's events are not this one's): a token spent, by
    the event spending it; the choice to stay untapped, by the event making it; a rule's
    amount, by the last event applying it to the roller (the excess strikes allocated to
    him), else the last event applying it. None when no event records it."""
    kind, _, what = source.partition(":")
    subject = _subject(record)
    recent = _since_last_roll(record, earlier)
    if kind in SPENT:
        return next((r for r in reversed(recent)
                     if r.kind == SPENT[kind] and _names(r.data, what)), None)
    if source == "state:untapped":
        return next((r for r in reversed(_since_last_roll(record, earlier, any_kind=True))
                     if r.kind in CHOSE_UNTAPPED and subject and _names(r.data, subject)), None)
    if kind == "rule":
        applying = [r for r in recent if r.kind not in RANDOM_KINDS and _check(r) is None
                    and (r.rule == what or _excess_on(r, what) == subject)]
        own = [r for r in applying if subject and _names(r.data, subject)]
        return (own or applying)[-1] if applying else None
    if kind == "state":
        return next((r for r in reversed(earlier)
                     if r.kind not in RANDOM_KINDS and subject and _names(r.data, subject)
                     and (what.replace(" ", "").lower() in r.kind.lower()
                          or _names(r.data, what))), None)
    # A card, a member, an ability: by its id. The roller's own card counts from when it came
    # into play; another card (an item, an assistant) from the last event that placed it or
    # used it, not another roll.
    naming = [r for r in earlier if r.kind not in RANDOM_KINDS and r.kind != GAME_STARTED
              and _check(r) is None and r.kind != record.kind and _names(r.data, what)]
    if not naming:
        return None
    if kind == "card" and what == subject:
        return naming[0]
    if kind == "card" and what == record.data.get("asked_by"):
        return _brought(what, earlier)
    return naming[-1]


def _brought(card: str, earlier: list[Record]) -> Record | None:
    """The event that brought the card asking for a check into play: the first of the last
    unbroken run of events naming it (draws aside), so its reveal rather than the strikes'
    assignment that names it last."""
    first = None
    for record in reversed(earlier):
        if record.kind in RANDOM_KINDS:
            continue
        if _names(record.data, card):
            first = record
        elif first is not None:
            break
    return first


def _since_last_roll(record: Record, earlier: list[Record], *, any_kind: bool = False
                     ) -> list[Record]:
    """The records of ``earlier`` after the roller's last roll of ``record``'s kind (the strike
    he faced before this one, say: the body check after a strike still follows the card
    played on it), or with ``any_kind`` after his last roll of any kind (the choice to stay
    untapped for a strike is not the -3 of a later roll to remove a corruption card)."""
    subject = _subject(record)
    for i in range(len(earlier) - 1, -1, -1):
        if subject and _subject(earlier[i]) == subject and (
                earlier[i].kind == record.kind if not any_kind else _check(earlier[i])):
            return earlier[i + 1:]
    return earlier


def _excess_on(record: Record, clause: str) -> str | None:
    """The character an event places the excess strikes on, for the excess strikes' clause
    (an event that allocates them may cite the strike sequence as a whole, CoE 3.iv)."""
    if clause != coe.EXCESS_STRIKES:
        return None
    on = record.data.get("excess_on")
    return on if isinstance(on, str) else None


def _subject(record: Record) -> str:
    """The character a check is made for (rulesets call it a member or a character)."""
    return str(record.data.get("member") or record.data.get("character") or "")


def _signed(modifier: Mapping[str, JSON]) -> str:
    amount = modifier.get("amount")
    return f"{amount:+}" if isinstance(amount, int) else str(amount)


def _names(value: JSON, wanted: str) -> bool:
    if isinstance(value, str):
        return value == wanted
    if isinstance(value, list):
        return any(_names(v, wanted) for v in value)
    if isinstance(value, Mapping):
        return any(_names(v, wanted) for v in value.values())
    return False


_REPRODUCED = ("Re-simulating the game from its first event and its decisions gives this "
               "event exactly.")


def _verdict(ruleset: Ruleset[Any], record: Record, causes: list[Link],
             prowess: tuple[Record, dict[str, JSON]] | None = None) -> dict[str, JSON]:
    """Recompute the outcome from what the log records: the re-simulation (already passed:
    the log verified), and for each roll the event records its arithmetic (and for a table
    roll the row it selects) and its dice. An event whose clause lets the dice alone decide
    (a natural double six) says so rather than holding the total against the target."""
    rolls = recorded_rolls(record.data)
    if not rolls:
        return {"reproduced": True, "check": None, "summary": _REPRODUCED}
    consumed = [link.record for link in causes
                if link.relation == DICE and link.why is None and link.record is not None]
    decisive = ruleset.decisive_rolls.get(record.rule or "")
    problems: list[str] = []
    sentences = []
    for i, made in enumerate(rolls):
        problems += recompute(made)
        dice = consumed[i] if i < len(consumed) else None
        if dice is None:
            problems.append("no earlier dice event has the roll this check names")
        elif dice.data.get("values") != made.get("dice"):
            problems.append(f"the check's dice {made.get('dice')} are not the dice rolled at "
                            f"event {dice.version} ({dice.data.get('values')})")
        sentences.append(_arithmetic(made) if decisive is None or i
                         else _decided(made, decisive, str(record.rule)))
    if prowess is not None:
        sentences.append(_held_against(rolls[0], *prowess))
    return {"reproduced": True,
            "check": {"agrees": not problems, "problems": list(problems),
                      "dice_event": consumed[0].version if consumed else None},
            "summary": " ".join([_REPRODUCED, *sentences])
                       + (" " + "; ".join(problems) + "." if problems else "")}


def _held_against(made: Mapping[str, JSON], declared: Record, told: Mapping[str, JSON]
                  ) -> str:
    """Where the strike's target comes from: its attack's prowess as declared, and any part
    the strike itself adds (a strike's own modifier)."""
    said = (f"The strike's {made.get('target')} is the prowess of the attack declared at "
            f"event {declared.version}: {told.get('line')} = {told.get('prowess')}")
    target, prowess = made.get("target"), told.get("prowess")
    if isinstance(target, int) and isinstance(prowess, int) and target != prowess:
        said += f", and {target - prowess:+} on this strike itself"
    return said + "."


def _arithmetic(made: Mapping[str, JSON]) -> str:
    """One roll's sum in words: the check's comparison, or the table row the total selects."""
    total = _sum(made)
    if "table" in made:
        rows = made.get("rows")
        keys = ", ".join(f"{r.get('key')} ({_span(r)})" for r in rows
                         if isinstance(r, Mapping)) if isinstance(rows, list) else ""
        return f"{total} on the {made.get('table')} table selects {keys}."
    return (f"{total}, which must be {made.get('passes')} {made.get('target')}: "
            f"{'passed' if made.get('passed') else 'failed'}.")


def _sum(made: Mapping[str, JSON]) -> str:
    """``Dice 1 + 1 +6 +3 -2 = 9``: the faces, each modifier, the total."""
    listed = made.get("modifiers")
    terms = " ".join(_signed(m) for m in listed if isinstance(m, Mapping)) \
        if isinstance(listed, list) else ""
    rolled = made.get("dice")
    faces = " + ".join(str(d) for d in rolled) if isinstance(rolled, list) else "?"
    return f"Dice {faces}{' ' + terms if terms else ''} = {made.get('total')}"


def _decided(made: Mapping[str, JSON], decisive: str, clause: str) -> str:
    """A check the dice decided by themselves: its sum, and the clause that sets it aside."""
    return (f"{_sum(made)}; {decisive} [{clause}], so the total need not be "
            f"{made.get('passes')} {made.get('target')}.")


def _span(row: Mapping[str, JSON]) -> str:
    low, high = row.get("min"), row.get("max")
    return span(low if isinstance(low, int) else None, high if isinstance(high, int) else None)


def _draw(record: Record) -> dict[str, JSON] | None:
    if record.kind not in RANDOM_KINDS:
        return None
    return {"stream": record.data["stream"], "index": record.data["index"],
            "next": record.data["next"]}
