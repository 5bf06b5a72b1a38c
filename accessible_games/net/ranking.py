"""The ranking of registered players, as the Mau Mau rules of the seed's
site describe it (docs/rules/maumau.md, "Ranking"), for every game: at a
*competitive* table that is ranked, each winner gains 10 experience points
times the number of players (playing in pairs, 20 for each player of the
winning pair), each loser loses 10, and a player who leaves the running game
loses 20 if the remaining players vote to punish them. The same arithmetic
as the local statistics (:mod:`accessible_games.stats`).

A competitive table is ranked when at least two of its players are logged
in to accounts and no two of its players connect from the same address;
the table hears which at the start. Guests and bots may sit at it; they are
never ranked, and neither is anyone at a friendly table.
"""

from __future__ import annotations

from accessible_games.net.store import RankChange
from accessible_games.stats import LEAVE_XP, LOSS_XP, win_xp

#: the penalty a vote of the remaining players gives a player who left
PENALTY = LEAVE_XP
#: how long the remaining players have to vote (seconds)
VOTE_SECONDS = 30.0


def account_of(owner: str | None) -> int | None:
    """The account id of a seat's owner id, or None for a guest."""
    if owner is None or not owner.startswith("account:"):
        return None
    number = owner.partition(":")[2]
    return int(number) if number.isdigit() and len(number) < 19 else None


def changes(
    players: int, winners: tuple[int, ...], pairs: bool, ranked: dict[int, int], left: set[int]
) -> list[RankChange]:
    """What a finished game gives each ranked seat (``ranked``: seat ->
    account): winners gain, losers lose; a seat whose player left and did
    not come back is neither (a vote decides its penalty)."""
    gain = win_xp(players, pairs)
    out = []
    for seat, account in sorted(ranked.items()):
        if seat in left:
            continue
        won = seat in winners
        out.append(RankChange(account, gain if won else LOSS_XP, "won" if won else "lost"))
    return out


def punished(yes: int, no: int) -> bool:
    """Whether a vote punishes: more of the votes cast say yes."""
    return yes > no
