"""References to the Council of Elrond (CoE) MECCG rules, the standard rules the scenarios build
on. A fact that applies a standard rule carries one of these as its ``rule``. The numbers are
the CoE rulebook's own (``2.IV.iii``, ``3.iv.6``, ...), prefixed ``CoE-``."""

from __future__ import annotations

DECK_COPIES = "CoE-1.3.1"  # one copy of a unique card, three of a non-unique one
HERO_RESOURCES = "CoE-1.3.W3"  # a Wizard player's resources are hero resources
GENERAL_INFLUENCE = "CoE-2.II.2.2.2"  # non-followers' mind is taken from general influence
DEFICIT_DISCARD = "CoE-2.II.8"  # over general influence at the end of organization
UNTAP = "CoE-2.I.1"  # untap, or heal to tapped at a haven
PLAY_DECK_EXHAUSTED = "CoE-2.4"
COMPANY_SIZE = "CoE-2.II.3.1"  # at most seven away from a haven
HALF_SIZE = "CoE-2.II.3.1.1"  # Hobbits (and Orc scouts) count half, rounded up
FOLLOWER = "CoE-2.II.3.2"  # controlled by direct influence
STORE_ITEM = "CoE-2.II.4"
TRANSFER_ITEM = "CoE-2.II.5"
LONG_EVENT_PHASE = "CoE-2.III"
HAZARD_LIMIT = "CoE-2.IV.iii"
#: the draws by the site card as a company moves: the resource player's up to its number
DRAWS_ON_MOVING = "CoE-2.IV.v"
#: the passive conditions the new site's reveal sets off, resolved after the draws
PASSIVE_CONDITIONS = "CoE-2.IV.vi"
KEYING = "CoE-2.IV.vii.2"
SITE_PHASE = "CoE-2.V"
AUTOMATIC_ATTACKS = "CoE-2.V.ii"
PLAY_ITEM = "CoE-2.V.4"
END_OF_TURN = "CoE-2.VI"
CANCEL_ATTACK = "CoE-3.i"  # cancel or modify the attack before strikes are assigned
DEFENDER_ASSIGNS = "CoE-3.ii"
ONE_STRIKE_EACH = "CoE-3.ii.1"
ATTACKER_ASSIGNS = "CoE-3.iii"
STRIKE_ORDER = "CoE-3.iv"  # the defender picks the order of the strike sequences
EXCESS_STRIKES = "CoE-3.iv.2"
STAY_UNTAPPED = "CoE-3.iv.3"
SUPPORT = "CoE-3.iv.4"
STRIKE_RESOURCES = "CoE-3.iv.5"
CANCEL_STRIKE = "CoE-3.iv.5.1"
STRIKE_ROLL = "CoE-3.iv.6"  # tapped -1, wounded -2
STRIKE_RESULT = "CoE-3.iv.7"
ATTACK_RESULT = "CoE-3.v"
BODY_CHECK = "CoE-3.I.1"
ELIMINATED = "CoE-3.I.2"
SHORT_EVENT = "CoE-5.1"
ITEM_IN_USE = "CoE-6.1"
ONE_OF_EACH_KIND = "CoE-6.1.3"
RING_TEST = "CoE-6.2"  # a gold ring tested: the kinds of special ring its roll indicates
CORRUPTION_CHECK = "CoE-7.1"
IMMEDIATELY = "CoE-9.5.3"  # resolved at once, no chain of effects, no response
