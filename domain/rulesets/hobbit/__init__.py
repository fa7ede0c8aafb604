"""The Hobbit family of solitaire scenarios (There and Back Again, Burglar Wants a Good Job,
Guise of the Necromancer): what they share lives here once, and each scenario states only how
it differs, as a small subclass of :class:`HobbitScenario`.

The API, module by module:

- ``state``: :class:`HobbitState` (the company, the ``hero`` the game is about, both decks and
  discard piles, the resource hand, the face-up hazards ``row``, the attack ``combat``, the
  automatic-attacks still to face, the eliminated character's items ``legacy``) and
  :class:`Combat`; the phase names ``UNTAP`` .. ``END_OF_TURN`` and the steps. A scenario
  subclasses ``HobbitState`` (a frozen, slotted dataclass) to add its own fields.
- ``turn``: :class:`HobbitRules`, the skeleton: decisions dispatch to ``_do_<kind>`` (the
  :class:`~domain.rulesets.hobbit.moves.Move` kind, ``-`` read as ``_``), facts to
  ``_on_<Kind>``; ``_advance`` plays the turn on automatically to the next choice;
  :class:`FamilyClauses` names the scenario's clause for each shared rule.
- one module per phase, each a mixin over ``HobbitRules``: ``organization`` (item transfers
  with the corruption check), ``movement`` (drawing from the hazard deck, reshuffling its
  discard pile), ``site`` (entering, automatic-attacks, items), ``end_of_turn`` (draw,
  discard to the hand size), ``combat`` (CoE chapter 3 with the scenario as the attacker,
  ranking targets by ``attack_rank``), ``cards`` (short-events, items used, declared effects).
- ``scenario``: :class:`HobbitScenario`, the phases put together. A scenario subclasses it,
  sets ``family``, ``notes`` (its rules notes), ``hand_size`` and ``hero_gone_reason``, and
  provides ``legal(state)``,
  ``attack_rank(character)``, ``_begin_movement`` and ``_movement_step``; it overrides any
  other ``_do_*`` / ``_on_*`` or hook where its rules differ (hooks: ``_untaps``,
  ``_refreshed``, ``_waiting``, ``_entry_bonus``, ``_item_fields``, ``_site_card``,
  ``_deck_exhausted``, ``_after_item_moved``). ``combat.readiness`` orders untapped before
  tapped before wounded, the first key of every scenario's ``attack_rank``.
- ``moves``: the legal-action builders every scenario offers the same way (strikes,
  inheritance, any-time cards and items, item plays, transfers); ``collector(out)`` gives the
  ``add(id, label, rule, move, params, candidates)`` they write through; ``any_time_moves(...,
  declarable=...)`` limits which unscripted cards may be played by declaring their effect.
- ``character_texts``: the characters' printed bonuses (prowess against an attacker's race,
  that attacker's halved body, direct influence against a faction) each scenario plays from
  its ``character_bonuses_from``, and what of a character's text the family leaves out.
- ``check_helpers``: companions tapping to help a corruption check the player's own action asks
  (CoE 7.1.1), from a scenario's ``check_helpers_from`` (the wait lives in ``organization``).
- ``narrate``: one line per fact the family shares; ``line(catalog, fact, own)`` takes the
  scenario's own lines.
- ``decks``: deck lists read from ids or names, copy limits, creature groups each creature
  counted in once (``assign_groups``), and ``default_setup(ruleset_id)``.
"""

from domain.rulesets.hobbit.scenario import HobbitScenario
from domain.rulesets.hobbit.state import Combat, HobbitState
from domain.rulesets.hobbit.turn import FamilyClauses

__all__ = ["Combat", "FamilyClauses", "HobbitScenario", "HobbitState"]
