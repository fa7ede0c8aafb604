"""What a hazard event that stays in play does, told in words for the board's "hazards in play"
(``hazards_in_play.LongEventScript``): the attacks it strengthens, the characters it weakens,
the companies it turns back, the creatures it lets be keyed. Words only: nothing here decides
what a card does."""

from __future__ import annotations

from collections.abc import Sequence

from domain.engine.effects import AttackModifier
from domain.engine.hazards_in_play import AttackRule, CharacterRule, LongEventScript
from domain.text import and_list, count

WITH_DOORS = " (while Doors of Night is in play)"


def _of(races: Sequence[str]) -> str:
    return f"{and_list([r for r in races])} attacks" if races else "every attack"


def _regions(least: int, types: Sequence[str]) -> str:
    """"at least 2 wilderness regions", "at least 1 shadow-land or dark-domain region"."""
    return f"at least {count(least, ' or '.join(types) + ' region')}"


def modifier_words(modifier: AttackModifier) -> str:
    """What one ``AttackModifier`` adds, in words."""
    parts = [f"{modifier.strikes:+d} strikes" if modifier.strikes else "",
             f"{modifier.prowess:+d} prowess" if modifier.prowess else ""]
    whom = _of(modifier.races)
    if modifier.automatic_only:
        whom = f"{whom} that are automatic-attacks" if modifier.races else "automatic-attacks"
    return f"{and_list([p for p in parts if p])} to {whom}"


def _attack_rule(rule: AttackRule) -> str:
    parts = ["strikes doubled" if rule.strikes_doubled else "",
             f"{rule.prowess:+d} prowess" if rule.prowess else ""]
    whom = _of(rule.races)
    if rule.creatures_only:
        whom += " by hazard creatures"
    if rule.automatic_at:
        whom += f" (automatic-attacks at {and_list(list(rule.automatic_at))} sites)"
    if rule.automatic_in:
        whom += f" (automatic-attacks in {and_list(list(rule.automatic_in))})"
    return f"{and_list([p for p in parts if p])} for {whom}" + (WITH_DOORS if rule.doors else "")


def _character_rule(rule: CharacterRule) -> str:
    who = and_list(list(rule.races)) if rule.races else "every"
    but = " but a ranger" if rule.but_rangers else ""
    return f"{rule.prowess:+d} prowess to each {who} character{but} against a strike" + (
        WITH_DOORS if rule.doors else "")


def script_words(script: LongEventScript, doors: bool) -> list[str]:
    """Each thing ``script`` does while in play, in words (``doors``: Doors of Night is in
    play, which picks the alternatives it has then)."""
    modifiers = script.with_doors if doors and script.with_doors is not None else \
        script.modifiers
    said = [modifier_words(m) for m in modifiers]
    said += [_attack_rule(r) for r in script.attacks]
    said += [_character_rule(r) for r in script.characters]
    if script.turns_back is not None:
        back = script.turns_back
        said.append("a moving company whose site path holds "
                    f"{_regions(back.at_least, back.regions)} goes back to its site of origin"
                    + (" unless it has a ranger" if back.but_ranger else "")
                    + (WITH_DOORS if back.doors else ""))
    said += [f"{a} regions are treated as {b}{WITH_DOORS}" for a, b in script.treats]
    said += [f"an automatic-attack more at {a.site_name or 'each ' + a.site_type}: {a.race},"
             f" {count(a.strikes, 'strike')} at {a.prowess} prowess"
             for a in script.added_attacks]
    if script.taps_sites is not None:
        taps = script.taps_sites
        said.append("a non-Haven site whose site path holds "
                    f"{_regions(taps.at_least, taps.regions)} is tapped{WITH_DOORS}")
    said += [f"{and_list(list(k.races))} creatures may also be keyed "
             + and_list([w for w in (
                 f"to {and_list(list(k.regions))} regions" if k.regions else "",
                 f"to {and_list(list(k.sites))} sites" if k.sites else "",
                 f"to any site but {and_list(list(k.sites_but))}" if k.sites_but else "")
                 if w]) + (WITH_DOORS if k.doors else "") for k in script.keys]
    flags = ((script.corruption_twice, "each character counts one of his sources of "
                                       "corruption twice"),
             (script.keeps_hazard_long_events, "the hazard long-events in play stay at the "
                                               "end of their time"),
             (script.leaves_with_a_deck, "it leaves play when a play deck is exhausted"),
             (script.palantir_points_twice, "a palantír's corruption points count twice"),
             (script.cancels_searches, "every effect that searches or looks at a play deck "
                                       "or a discard pile is canceled"),
             (script.discards_resource_environments, "the resource environments in play were "
                                                     "discarded as it came"))
    return said + [words for holds, words in flags if holds]
