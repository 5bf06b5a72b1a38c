"""Experience points: what a finished or left game is worth to a player.

They follow the ranking of the online table Mau Mau comes from
(docs/rules/maumau.md): the winners get 10 x the number of players (in
pairs, 20 each), every loser loses 10, and a player who leaves a running
game loses 20. The local statistics (stats.py) and the server's ranking
(net/server/ranking.py) both count by these rules.
"""

from __future__ import annotations

#: a winner's points per player at the table
WIN_XP_PER_PLAYER = 10
#: a winner's points when seats play as pairs
PAIR_WIN_XP = 20
#: a loser's points
LOSS_XP = -10
#: the points of a player who leaves a running game
LEAVE_XP = -20


def win_xp(players: int, pairs: bool) -> int:
    """A winner's points at a table of ``players`` (pairs: ``PAIR_WIN_XP``)."""
    return PAIR_WIN_XP if pairs else WIN_XP_PER_PLAYER * players
