"""The automatic player: call the council when it can, bring characters in, travel to the
sites where the Quest Display's cards are found, take them, and head home to a Haven."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domain.canonical import JSON
from domain.cards import Catalog, fold
from domain.engine import coe
from domain.engine.characters import copy_of
from domain.ruleset import Action, Context, Table, played_since
from domain.rulesets.road_goes_ever_on import (
    additional_items,
    ally_hazard_cancels,
    ally_influence,
    ally_moves,
    ally_strikes,
    balance_of_things,
    battles,
    blade_removal,
    check_helpers,
    company_policy,
    corruption_policy,
    defense_policy,
    factions,
    followers,
    great_ship,
    hand_resources,
    hand_windows,
    hazard_events,
    hazard_scripts,
    information_storing,
    item_uses,
    long_events,
    lost_tapping,
    nenya,
    one_character,
    raids,
    rescues,
    routes,
    sent_home,
    songs,
)
from domain.rulesets.road_goes_ever_on.agents import policy as agent_choice
from domain.rulesets.road_goes_ever_on.choices import NEWS_DECKS
from domain.rulesets.road_goes_ever_on.state import (
    ENVIRONMENT_REROLL,
    LONG_EVENT,
    ORGANIZATION,
    SITE,
    State,
)
from domain.rulesets.road_goes_ever_on.tokens import SKILL_TOKEN

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn


#: The first version whose automatic player moves a character between general and direct
#: influence in the organization phase when that lets a character of the hand come into play
#: that otherwise could not (``_make_room``); before, it moved no one. The rules do not change.
ROOM_SINCE = 222
#: The arguments that, left out, make the pick the engine made before they were asked for:
#: an action asking for these only is played by the automatic player as before, without them.
DEFAULTED = frozenset((nenya.ARG,))


def _first(ids: list[str], prefix: str) -> str | None:
    return next((i for i in ids if i.startswith(prefix)), None)


def choose(ruleset: RoadGoesEverOn, state: State,
           actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
    ids = [a.id for a in actions]
    if state.awaited_long is not None:
        return long_events.policy_declaration(state, ruleset.catalog)
    if state.awaited_event is not None:
        return hazard_events.policy_declaration(state, ruleset.catalog, ids)
    if state.phase == ORGANIZATION:
        sung = songs.policy_choice(state, ids)  # a Song's arguments name whom it helps
        if sung is not None:
            return sung
    # The actions that need arguments (a declared effect, a printed number) are the
    # player's to fill in: the automatic player chooses among the others, and among those
    # whose arguments, left out, make the engine's own pick (``DEFAULTED``).
    plain = [a.id for a in actions if DEFAULTED.issuperset(a.params)]
    return _choose(ruleset, state, plain or ids), {}


def _choose(ruleset: RoadGoesEverOn, state: State, ids: list[str]) -> str:
    if state.awaited_check is not None:
        return check_helpers.policy_choice(state, ids)
    if state.awaited_untap:
        return blade_removal.policy_choice(ids) or blade_removal.RESUME
    if state.awaited_balance is not None:
        return balance_of_things.policy_choice()
    if state.awaited_ship_event is not None:
        return great_ship.policy_choice(ids)
    if state.hazard_cancel is not None:  # an ally cancels every hazard it may
        return ally_hazard_cancels.policy_choice(ids) or ally_hazard_cancels.LET
    if state.awaited_agent is not None:
        return agent_choice(state, ruleset.catalog.get)
    # Songs that help are sung above (songs.policy_choice); for want of anything else to do
    # one is sung to no effect.
    ids = [i for i in ids if not i.startswith("sing:")] or [
        i for i in ids if i.endswith(":no-effect")]
    if state.awaited_strikes is not None:
        # Boromir may take more strikes (RGO-ABIL-10); the automatic player gives one each.
        given = state.awaited_strikes.assigned
        ids = [i for i in ids if not (i.startswith("assign:") and i[len("assign:"):] in given)]
    met = _first(ids, "face-agent:")
    if met is not None:
        return met  # the only action while an Agent waits at the site
    if state.awaited_company is not None:
        return _first(ids, "next-company:") or ids[0]  # the first company still to play
    if state.awaited_strikes is not None:
        return _defend(state, ids, ruleset.catalog, ruleset.played)
    if state.awaited_discard is not None:
        # The newest card goes: the hand keeps what the player has planned around.
        return f"discard:{state.hand[-1]}"
    if state.awaited_tapping is not None:  # who taps for a Lost encounter
        return lost_tapping.policy_choice(ids) or ids[0]
    if state.awaited_transfer is not None:  # the item a character sent home passes
        return sent_home.policy_choice(
            ids, lambda c: ruleset.catalog.get(c).marshalling_points or 0) or ids[0]
    if state.awaited_item_loss is not None:
        # The thief takes the item worth the fewest marshalling points, a lost treasure's
        # copy last (item_copies.py).
        def worth(action_id: str) -> tuple[int, bool]:
            card, lair = copy_of(action_id.split(":", 1)[1])
            return ruleset.catalog.get(card).marshalling_points or 0, lair is not None
        return min((i for i in ids if i.startswith("lose-item:")), key=worth)
    # Rescue Prisoners: played, held and stored whenever it helps (rescues.py).
    rescued = rescues.policy_choice(state, ids) or information_storing.policy_choice(ids)
    if rescued is not None:
        return rescued
    if hand_windows.KIND in ids:  # a company's hand cards before its hazards
        return hand_resources.road_choice(ids) or hand_windows.KIND
    if state.phase == ORGANIZATION:
        return _organize(ruleset, state, ids)
    if state.phase == LONG_EVENT:
        return hand_resources.road_choice(ids) or _first(ids, "play-long-event:") \
            or "continue"
    if state.phase == ENVIRONMENT_REROLL:
        return "decline"
    if state.phase == SITE:
        crossing = _first(ids, f"{hazard_scripts.RIVER_KIND}:")  # a ranger taps to cross River
        if crossing is not None:
            return crossing
        here = ruleset.catalog.get(state.site)
        if "raid" in ids and raids.policy_raids(state, here, raids.raid_seconds(
                ruleset.machinery(state)[0].tables, state, here, ruleset.played)):
            return "raid"
        if "explore" in ids:
            # A Skill token standing in for a tapping leaves the character free to take the
            # site's quest afterwards (RGO-TOKEN-7).
            spent = f"explore:{SKILL_TOKEN}"
            return spent if spent in ids else "explore"
        fought = battles.policy_choice(ids)  # a Battle is fought whenever it can be
        if fought is not None:
            return fought
        rescue = factions.policy_choice(state, ids)
        if rescue is not None:
            return rescue
        # Factions want the character with the most direct influence; others anyone.
        # A lost treasure stored at a Haven counts towards the golden_hoard victory (TDH-SPEC-2).
        treasure = _first(ids, "lost-treasure:")
        if treasure is not None:
            return treasure
        takes = [i for i in ids if i.startswith("take-quest:")]
        if takes:
            def influence(action_id: str) -> int:
                found = state.character(action_id.rsplit(":", 1)[1])
                return -(found.direct_influence if found else 0)
            chosen = sorted(takes, key=influence)[0]
            # A diplomat about to influence a faction plays Lordly Presence or New
            # Friendship first, a Wizard Wizard's Voice (RGO-QUEST-4).
            quest, who = chosen.split(":")[1:3]
            if not ruleset.catalog.get(quest).is_faction:
                return chosen
            return hand_resources.influence_choice(ids, who) or chosen
        items = [i for i in ids if i.startswith("play-item:")]
        bare = [i for i in items if (c := state.character(i.rsplit(":", 1)[1])) and not c.items]
        if bare:
            return bare[0]
        if items and additional_items.is_open(state):  # the additional item: now or never
            return items[0]
        # Roäc the Raven tries any faction of the Display before the turn ends.
        raven = _first(ids, f"{ally_influence.KIND}:")
        if raven is not None:
            return raven
        # Bill the Pony takes a company with a wounded character to a Haven to heal.
        pony = _first(ids, f"{ally_moves.KIND}:")
        if pony is not None and any(c.wounded for c in state.characters):
            return pony
        # While two rolls wait for a choice (a character at home, RGO-HOME-2) the turn cannot
        # end: the first roll is taken.
        return "end-turn" if "end-turn" in ids else ids[0]
    return ids[0]


def _defend(state: State, ids: list[str], catalog: Catalog, played: str) -> str:
    """The strikes to the strongest, with the hand's resources where they help
    (hand_resources.policy_choice)."""
    tapped = factions.policy_choice(state, ids)
    if tapped is not None:
        return tapped
    used = item_uses.policy_choice(state, catalog, ids, played)  # an item against the attack
    if used is not None:
        return used
    choice = _strongest(state, ids, catalog)
    who = choice.split(":", 1)[1] if choice.startswith(
        ("assign:", "courage:", "steady:", "stand:")) else None
    return hand_resources.policy_choice(state, ids, who) or choice


def _strongest(state: State, ids: list[str], catalog: Catalog) -> str:
    """The defender gives strikes to its strongest untapped characters first, the one kept
    for the site's quest last (defense_policy.py)."""
    def fresh(action_id: str) -> bool:
        # A tapped or wounded Brave character may be offered (RGO-CHAR-3): not worth the risk.
        who = action_id.split(":", 1)[1]
        found = state.character(who)
        if found is None:  # an ally is offered only untapped (ally_strikes.py)
            return ally_strikes.is_ally(state, who)
        return found.untapped
    kept = defense_policy.keeper(state, catalog.get)
    assigns = defense_policy.ordered(
        state, [i for i in ids if i.startswith("assign:") and fresh(i)], kept, catalog.get)
    if not assigns:
        return "assign-rest"
    # Courage and a Warrior's Skill token go to the character about to face the strike
    # (RGO-TOKEN-2, 8); else it stays untapped where that seldom wounds it (CoE 3.iv.3).
    who = assigns[0].split(":", 1)[1]
    found = state.character(who)
    stand = f"stand:{who}" if found is not None and defense_policy.stands(
        state, found, kept) else None
    return next((i for i in (f"courage:{who}", f"steady:{who}", stand) if i in ids),
                assigns[0])


def _organize(ruleset: RoadGoesEverOn, state: State, ids: list[str]) -> str:
    # A character under no influence is placed, or discarded as the phase ends.
    placed = followers.policy_choice(state, ruleset.catalog.get, ids)
    if placed is not None:
        return placed
    stored = _first(ids, "store-treasure:")  # each one a card more in hand, and the way to win
    if stored is not None:
        return stored
    played = factions.policy_choice(state, ids) or hand_resources.organizing_choice(ids)
    if played is not None:
        return played
    # A gold ring is worth more as the special ring it hides: test it while at a Haven.
    tests = _first(ids, "test-ring:")
    if tests is not None:
        return tests
    # Appendix 1's untapping, healing and removal always help the company (RGO-CHAR-1);
    # a look at a deck's top card (Galadriel) would only tap her, and Beorn roused would
    # leave the company as the turn ends.
    def helps(action_id: str) -> bool:
        target = action_id.rsplit(":", 1)[1]
        return target not in NEWS_DECKS and fold(ruleset.catalog.get(target).name) != fold(
            "Beorn")

    ability = next((i for i in ids if i.startswith("ability:") and helps(i)), None)
    if ability is not None:
        return ability
    planned = _plan(ruleset, state, ids)
    if planned.startswith("move:") or planned == "stay":
        # Join, split, and plan the waiting companies' moves before this one's ends the phase.
        organized = company_policy.choice(ruleset, state, ids, planned)
        if organized is not None:
            return organized
    removal = corruption_policy.choice(ids)
    if removal is not None:
        return removal
    # A company resting at a Haven takes heart for the road ahead (RGO-TOKEN-1).
    heart = _first(ids, "take-heart:")
    if planned == "stay" and heart is not None:
        return heart
    # Split companies: when this one may not stay, another plans its move (CoE 2.II.3.6).
    return planned if planned in ids else _first(ids, "move:") or (
        "stay" if "stay" in ids else ids[0])


def _best_character(ruleset: RoadGoesEverOn, ids: list[str]) -> str | None:
    """A character of the hand brought into play, under general influence first, else as a
    follower (followers.py). From one_character.ONCE_SINCE, one a turn coming in, the one
    worth most: his marshalling points (they count at the Free Council), then his prowess,
    then his direct influence; before, the first offered (all came in, one by one)."""
    plays = [i for i in ids if i.startswith("play-character:")] \
        + [i for i in ids if i.startswith(f"{followers.KIND}:")]
    if not one_character.once(ruleset.played):
        return next(iter(plays), None)

    def worth(action_id: str) -> tuple[int, int, int]:
        card = ruleset.catalog.get(action_id.split(":")[1])
        return card.marshalling_points or 0, card.prowess or 0, card.direct_influence or 0

    return max(plays, key=worth, default=None)  # the first of the best


def _plan(ruleset: RoadGoesEverOn, state: State, ids: list[str]) -> str:
    if "call-council" in ids:
        return "call-council"
    # Under general influence first, else as a follower (followers.py), else room made.
    play = _best_character(ruleset, ids) or _make_room(ruleset, state, ids)
    if play is not None:
        return play
    # The organizing company's moves (``move:<company>:<site>`` plans another company's).
    moves = {i.split(":", 1)[1]: i for i in ids if i.startswith("move:") and i.count(":") == 1}
    taken = [c.destination for c in state.companies if c.destination is not None]
    return routes.route(ruleset, state, state.site, state.characters, moves, taken) or "stay"


def _make_room(ruleset: RoadGoesEverOn, state: State, ids: list[str]) -> str | None:
    """From ``ROOM_SINCE``, while a character of the hand lacks only influence to come into
    play: the first move offered between general and direct influence after which one may
    (``take-follower``, freeing general influence; ``release-follower``, freeing his
    controller's direct influence), each tried by the function that records it and the
    offers that follow (``newcomer_actions``). None: no such move, or an earlier version."""
    if not played_since(ruleset.played, ROOM_SINCE):
        return None
    turn, _ = ruleset.machinery(state)
    here = ruleset.catalog.get(state.site)

    def short(card_id: str) -> bool:
        card = ruleset.catalog.get(card_id)
        found = turn.hand_play_problem(state, card, here) if card.is_character else None
        return found is not None and found[1] == coe.GENERAL_INFLUENCE

    if not any(short(c) for c in dict.fromkeys(state.hand)):
        return None
    loose = state.under_no_influence()  # placed first, by followers.policy_choice
    for action_id in ids:
        kind, _, rest = action_id.partition(":")
        if kind not in (followers.TAKE, followers.RELEASE) or rest.split(":")[0] in loose:
            continue
        ctx = Context(ruleset, Table(0, {}, state))
        followers.move(ctx, ruleset.catalog.get, kind, rest)
        if ruleset.newcomer_actions(ctx.state):
            return action_id
    return None
