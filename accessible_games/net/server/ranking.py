"""The ranking of registered players, as the Mau Mau rules of the seed's
site describe it (docs/rules/maumau.md, "Ranking"), for every game: at a
*competitive* table that is ranked, each winner gains 10 experience points
times the number of players (playing in pairs, 20 for each player of the
winning pair), each loser loses 10, and a player who leaves the running game
loses 20 if the remaining players vote to punish them. The same arithmetic
as the local statistics (:mod:`accessible_games.core.experience`).

A competitive table is ranked when at least two of its players are logged
in to accounts and no two of the people who ever held a seat there (also
one who sat down and left before the start) connected from the same machine
(:func:`machine`); the table hears which at the start, and a game found
sharing later (a player back from another address) is ranked no more.
Guests and bots may sit at it; they are never ranked, and neither is
anyone at a friendly table.
"""

from __future__ import annotations

import ipaddress

from accessible_games.core.experience import LEAVE_XP, LOSS_XP, win_xp
from accessible_games.net.server.store import RankChange

#: the penalty a vote of the remaining players gives a player who left
PENALTY = LEAVE_XP
#: how long the remaining players have to vote (seconds)
VOTE_SECONDS = 30.0
#: a player who leaves a ranked game while nobody is there to vote (every
#: other ranked player is away) is punished: leaving is what the penalty is
#: for, and an absent opponent cannot speak for sparing (docs/rules/maumau.md)
DEFAULT_PUNISH = True


def machine(address: str) -> str:
    """The machine an address stands for, for the same-address check: the
    ``::ffff:`` form of an IPv4 address is that address, and every loopback
    address (127.0.0.0/8, ::1) is this one machine."""
    try:
        found = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if isinstance(found, ipaddress.IPv6Address) and found.ipv4_mapped is not None:
        found = found.ipv4_mapped
    return "loopback" if found.is_loopback else str(found)


def shared(addresses: dict[str, set[str]]) -> bool:
    """Whether two of the people (owner ids -> the machines they connected
    from) share a machine."""
    seen: set[str] = set()
    for machines in addresses.values():
        if seen & machines:
            return True
        seen |= machines
    return False


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
