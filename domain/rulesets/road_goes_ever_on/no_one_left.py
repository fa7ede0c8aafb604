"""The game lost once no character is left in play (RGO-GEN-7 as Red Book reads it: the rules
end the game only at the Free Council or under the Shadow, and a game with no character left
can do neither, so it is lost).

From ``SINCE`` it is found lost as soon as the last character leaves play, whatever took him
(a corruption check a card asks for after an influence attempt, an escape, an untap phase's
check): after every decision's resolution, and before the turn ends or the organization phase
begins, the steps the rules go through with no decision between them. Before, only some steps
looked (an attack over, the movement/hazard phase's checks made, the site phase going on), so
an empty company could move, draw and see the Shadow grow before the game was found lost, and
those games replay as played."""

from __future__ import annotations

from domain.ruleset import played_since

#: The first version finding the game lost at once when no character is left.
SINCE = 218


def at_once(played: str) -> bool:
    """Whether a game played at ``played`` is found lost as soon as no character is left."""
    return played_since(played, SINCE)
