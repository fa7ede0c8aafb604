"""What a hazard event that stays in play does, told in words for the board's "hazards in play"
(``hazards_in_play.LongEventScript``): the attacks it strengthens, the characters it weakens,
the companies it turns back, the creatures it lets be keyed. A part that acts only while Doors
of Night is in play says whether it acts now. Words only: nothing here decides what a card
does."""

from __future__ import annotations

from collections.abc import Sequence

from domain.engine.effects import AttackModifier
from domain.engine.hazards_in_play import (
    ANY_RING,
    THE_ONE_RING,
    AttackRule,
    CharacterRule,
    FurtherKeys,
    LongEventScript,
)
from domain.text import and_list, count, singular, type_name

#: A part that acts only while Doors of Night is in play, as it is now or not.
WITH_DOORS = " (Doors of Night is in play)"
WITHOUT_DOORS = " (not now: only while Doors of Night is in play)"
#: Which Ring a character of the company must bear for a further keying to act.
_RINGS = {ANY_RING: "a Ring", THE_ONE_RING: "The One Ring"}


def doors_words(only_with_doors: bool, doors: bool) -> str:
    """The end of a part's words: whether Doors of Night, which it needs, is in play."""
    if not only_with_doors:
        return ""
    return WITH_DOORS if doors else WITHOUT_DOORS


def _types(types: Sequence[str], joined: str = " or ") -> str:
    return joined.join(type_name(t) for t in types)


def races_words(races: Sequence[str]) -> str:
    """"Orc and Troll": races as one attack's or creature's."""
    return and_list([singular(r) for r in races])


def signed(amount: int, noun: str) -> str:
    """"+1 strike", "+2 strikes", "-1 prowess"."""
    return f"{amount:+d} {noun if noun == 'prowess' or abs(amount) == 1 else noun + 's'}"


def _attacks(races: Sequence[str], automatic: bool = False, creatures: bool = False) -> str:
    """"every attack", "Wolf attacks", "automatic-attacks", "hazard creatures' attacks"."""
    kind = "automatic-attacks" if automatic else "hazard creatures' attacks" if creatures \
        else "attacks"
    if races:
        return f"{races_words(races)} {kind}"
    return kind if automatic or creatures else "every attack"


def _regions(least: int, types: Sequence[str]) -> str:
    """"at least 2 Wilderness regions", "at least 1 Shadow-land or Dark-domain region"."""
    return f"at least {count(least, _types(types) + ' region')}"


def modifier_words(modifier: AttackModifier) -> str:
    """What one ``AttackModifier`` adds, in words: "+1 strike and +1 prowess to Wolf
    attacks"."""
    parts = [signed(modifier.strikes, "strike") if modifier.strikes else "",
             signed(modifier.prowess, "prowess") if modifier.prowess else ""]
    return f"{and_list([p for p in parts if p])} to " \
           f"{_attacks(modifier.races, modifier.automatic_only)}"


def _attack_rule(rule: AttackRule, doors: bool) -> str:
    parts = [signed(rule.prowess, "prowess") if rule.prowess else "",
             "strikes doubled" if rule.strikes_doubled else ""]
    whom = _attacks(rule.races, bool(rule.automatic_at or rule.automatic_in),
                    rule.creatures_only)
    if rule.automatic_at:
        whom += f" at {_types(rule.automatic_at, ' and ')} sites"
    if rule.automatic_in:
        whom += f" at sites in {and_list(list(rule.automatic_in))}"
    return f"{and_list([p for p in parts if p])} for {whom}" + doors_words(rule.doors, doors)


def _character_rule(rule: CharacterRule, doors: bool) -> str:
    who = and_list(list(rule.races)) if rule.races else "every"
    but = " but a ranger" if rule.but_rangers else ""
    return f"{signed(rule.prowess, 'prowess')} to each {who} character{but} facing a " \
           "strike" + doors_words(rule.doors, doors)


def _keys(keys: FurtherKeys, doors: bool) -> str:
    which = "non-unique " if keys.pack else ""
    places = [f"to {_types(keys.regions, ' and ')} regions" if keys.regions else "",
              f"to {_types(keys.sites, ' and ')} sites" if keys.sites else "",
              f"to any site but a {_types(keys.sites_but)}" if keys.sites_but else ""]
    ring = f" while a character of the company bears {_RINGS[keys.ring]}" if keys.ring else ""
    return f"{which}{races_words(keys.races)} creatures may also be keyed " \
           f"{and_list([p for p in places if p])}{ring}" + doors_words(keys.doors, doors)


def script_words(script: LongEventScript, doors: bool) -> list[str]:
    """Each thing ``script`` does while in play, in words (``doors``: Doors of Night is in
    play, which picks the alternatives it has then and says which parts act now)."""
    modifiers = script.with_doors if doors and script.with_doors is not None else \
        script.modifiers
    said = [modifier_words(m) for m in modifiers]
    said += [_attack_rule(r, doors) for r in script.attacks]
    said += [_character_rule(r, doors) for r in script.characters]
    if script.turns_back is not None:
        back = script.turns_back
        said.append(f"a company moving through {_regions(back.at_least, back.regions)} goes "
                    "back to its site of origin"
                    + (" unless it has a ranger" if back.but_ranger else "")
                    + doors_words(back.doors, doors))
    if script.treats:
        said.append("the site path's " + and_list(
            [f"{type_name(a)} regions count as {type_name(b)}" for a, b in script.treats])
            + doors_words(True, doors))
    said += [(f"its own automatic-attack at {a.site_name}" if a.site_name else
              f"one more automatic-attack at each {type_name(a.site_type)}")
             + f": {a.race}, {count(a.strikes, 'strike')} at {a.prowess} prowess"
             for a in script.added_attacks]
    if script.taps_sites is not None:
        taps = script.taps_sites
        said.append(f"a non-Haven site reached through {_regions(taps.at_least, taps.regions)}"
                    " is tapped" + doors_words(True, doors))
    said += [_keys(k, doors) for k in script.keys]
    flags = ((script.corruption_twice, "each character counts one of his sources of "
                                       "corruption twice"),
             (script.keeps_hazard_long_events, "the hazard long-events in play stay at the "
                                               "end of their time"),
             (script.leaves_with_a_deck, "it leaves play when a play deck is exhausted"),
             (script.palantir_points_twice, "a palantír's corruption points count twice"),
             (script.cancels_searches, "every effect that searches or looks at a play deck "
                                       "or a discard pile is canceled"),
             (script.discards_resource_environments, "it discarded the resource environments "
                                                     "in play as it came"))
    return said + [words for holds, words in flags if holds]
