"""The keys of the full-screen mode, as data.

One table serves the key bindings, the F1 help, the game menu (every key's
action can also be chosen from a list) and docs/keys.md, so they cannot
drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.core.keys import GameKey
from accessible_games.core.messages import LANGUAGES, Msg, render
from accessible_games.games import registry

Name = Msg | str


@dataclass(frozen=True)
class KeySpec:
    """One key: the Textual key name(s), the action it runs on the screen,
    the catalog key of its description, how the key is spoken (a Msg, so it
    is read in the player's language) and whether the game menu offers it."""

    keys: str
    action: str
    description: str
    name: Name | tuple[Name, ...]
    in_menu: bool = True


def shift(key: str) -> Msg:
    return Msg("tui.keyname.shift", name=key)


def ctrl(key: str) -> Msg:
    return Msg("tui.keyname.ctrl", name=key)


#: the game screen's own keys
GAME_KEYS: tuple[KeySpec, ...] = (
    KeySpec("t", "turn", "tui.keydesc.turn", "T"),
    KeySpec("s", "scores(False)", "tui.keydesc.scores", "S"),
    KeySpec("S,shift+s", "scores(True)", "tui.keydesc.details", shift("S")),
    KeySpec("h", "focus_zone('hand')", "tui.keydesc.hand", "H"),
    KeySpec("m", "focus_table", "tui.keydesc.middle", "M"),
    KeySpec("p", "focus_zone('players')", "tui.keydesc.players", "P"),
    KeySpec("a,escape", "focus_actions", "tui.keydesc.actions", ("A", Msg("tui.keyname.escape"))),
    KeySpec("r", "repeat", "tui.keydesc.repeat", "R"),
    KeySpec("i", "recap", "tui.keydesc.recap", "I"),
    KeySpec("ctrl+z", "take_back", "tui.keydesc.take_back", ctrl("Z")),
    KeySpec("comma", "walk('older')", "tui.keydesc.older", Msg("tui.keyname.comma")),
    KeySpec("full_stop", "walk('newer')", "tui.keydesc.newer", Msg("tui.keyname.period")),
    # Shift+comma and Shift+period: "<" and ">" on US keyboards, ";" and ":" on German ones
    KeySpec(
        "less_than_sign,semicolon", "walk('oldest')", "tui.keydesc.oldest", Msg("tui.keyname.less")
    ),
    KeySpec(
        "greater_than_sign,colon",
        "walk('newest')",
        "tui.keydesc.newest",
        Msg("tui.keyname.greater"),
    ),
    KeySpec(
        "left_square_bracket",
        "switch_buffer(-1)",
        "tui.keydesc.prev_buffer",
        Msg("tui.keyname.lbracket"),
    ),
    KeySpec(
        "right_square_bracket",
        "switch_buffer(1)",
        "tui.keydesc.next_buffer",
        Msg("tui.keyname.rbracket"),
    ),
    *(
        KeySpec(str(n), f"card({n})", "tui.keydesc.card", Msg("tui.keyname.numbers"), in_menu=False)
        for n in range(1, 10)
    ),
    KeySpec("f1", "keys_help", "tui.keydesc.help", "F1"),
    KeySpec("f2", "rules", "tui.keydesc.rules", "F2"),
    KeySpec("f3", "legend", "tui.keydesc.legend", "F3"),
    KeySpec("f4", "settings", "tui.keydesc.settings", "F4"),
    KeySpec("f10", "game_menu", "tui.keydesc.menu", "F10", in_menu=False),
    KeySpec("ctrl+s", "save", "tui.keydesc.save", ctrl("S")),
    KeySpec("ctrl+q", "quit_game", "tui.keydesc.leave", ctrl("Q")),
)

#: the keys of a table online, on top of the table's keys (a spec without
#: keys is chosen from the game menu, F10, only)
ONLINE_KEYS: tuple[KeySpec, ...] = (
    KeySpec("slash", "chat", "tui.keydesc.chat", Msg("tui.keyname.slash")),
    KeySpec("f5", "start_table", "tui.keydesc.start_table", "F5"),
    # the vote on a ranked player who left (asked for by the server)
    KeySpec("f6", "vote(True)", "tui.keydesc.vote_yes", "F6"),
    KeySpec("f7", "vote(False)", "tui.keydesc.vote_no", "F7"),
    KeySpec("", "mute", "tui.keydesc.mute", ""),
    KeySpec("", "report", "tui.keydesc.report", ""),
)

#: the online lobby's own keys, beside those of every menu
LOBBY_KEYS: tuple[tuple[Name | tuple[Name, ...], str], ...] = (
    (Msg("tui.keyname.enter"), "tui.keydesc.lobby_enter"),
    ("F5", "tui.keydesc.refresh"),
)

#: keys every list has (Textual's own list keys, and the screens' Enter/Escape)
LIST_KEYS: tuple[tuple[Name | tuple[Name, ...], str], ...] = (
    (Msg("tui.keyname.tab"), "tui.keydesc.zones"),
    ((Msg("tui.keyname.up"), Msg("tui.keyname.down")), "tui.keydesc.arrows"),
    ((Msg("tui.keyname.home"), Msg("tui.keyname.end")), "tui.keydesc.home_end"),
    (Msg("tui.keyname.enter"), "tui.keydesc.enter"),
    (Msg("tui.keyname.routing"), "tui.keydesc.routing"),
)

#: the keys of menus and forms
MENU_KEYS: tuple[tuple[Name | tuple[Name, ...], str], ...] = (
    ((Msg("tui.keyname.up"), Msg("tui.keyname.down")), "tui.keydesc.menu_arrows"),
    (Msg("tui.keyname.enter"), "tui.keydesc.menu_enter"),
    ((Msg("tui.keyname.left"), Msg("tui.keyname.right")), "tui.keydesc.menu_change"),
    (Msg("tui.keyname.escape"), "tui.keydesc.menu_back"),
    ("F1", "tui.keydesc.help"),
    (ctrl("Q"), "tui.keydesc.quit"),
)

#: braille display keys (through BRLTTY's BrlAPI)
DISPLAY_KEYS: tuple[tuple[Name | tuple[Name, ...], str], ...] = (
    ((Msg("tui.keyname.pan_left"), Msg("tui.keyname.pan_right")), "tui.keydesc.pan"),
    ((Msg("tui.keyname.line_up"), Msg("tui.keyname.line_down")), "tui.keydesc.display_walk"),
    (Msg("tui.keyname.routing"), "tui.keydesc.routing"),
)


def key_name(spec_name: Name | tuple[Name, ...], lang: str) -> str:
    names = spec_name if isinstance(spec_name, tuple) else (spec_name,)
    return render(Msg("tui.keyname.or"), lang).join(render(n, lang) for n in names)


def key_names(keys: str) -> set[str]:
    """The key names of a comma-separated binding ("a,escape")."""
    return {n.strip() for n in keys.split(",")}


def game_key_rows(lang: str, game_keys: tuple[GameKey, ...] = ()) -> list[tuple[str, str]]:
    """(keys, what they do) for the game screen, each description once;
    without the keys a game's own keys of the same name take over."""
    taken = set().union(*(key_names(k.keys) for k in game_keys)) if game_keys else set()
    rows: list[tuple[str, str]] = []
    seen: set[str] = set()
    for spec in GAME_KEYS:
        if spec.description in seen or key_names(spec.keys) <= taken:
            continue
        seen.add(spec.description)
        rows.append((key_name(spec.name, lang), render(Msg(spec.description), lang)))
    for name, description in LIST_KEYS:
        rows.append((key_name(name, lang), render(Msg(description), lang)))
    return rows


def own_key_rows(game_keys: tuple[GameKey, ...], lang: str) -> list[tuple[str, str]]:
    """(key, what it does) for a game's own keys."""
    return [(render(k.name, lang), render(Msg(k.description), lang)) for k in game_keys if k.listed]


def rows_for(
    table: tuple[tuple[Name | tuple[Name, ...], str], ...], lang: str
) -> list[tuple[str, str]]:
    return [(key_name(name, lang), render(Msg(description), lang)) for name, description in table]


def spec_rows(specs: tuple[KeySpec, ...], lang: str) -> list[tuple[str, str]]:
    """(keys, what they do) for key specs that have keys."""
    return [
        (key_name(spec.name, lang), render(Msg(spec.description), lang))
        for spec in specs
        if spec.keys
    ]


def menu_specs() -> list[KeySpec]:
    """The game keys the game menu offers, each action once."""
    seen: set[str] = set()
    out = []
    for spec in GAME_KEYS:
        if spec.in_menu and spec.description not in seen:
            seen.add(spec.description)
            out.append(spec)
    return out


def keys_markdown() -> str:
    """docs/keys.md: the same tables as the F1 help, in both languages."""
    lines = [
        "# Keys",
        "",
        "Generated from `accessible_games/ui/tui/keys.py`, the table the program",
        "itself uses for its key bindings, the F1 help and the game menu (F10).",
        "`make keys-doc` writes this file again; a test checks it is current.",
        "",
    ]
    for lang in LANGUAGES:
        lines += [f"## {render(Msg(f'tui.setting.language.{lang}'), lang)}", ""]
        sections: tuple[tuple[str, list[tuple[str, str]]], ...] = (
            (render(Msg("tui.help.game_keys"), lang), game_key_rows(lang)),
            (render(Msg("tui.help.menu_keys"), lang), rows_for(MENU_KEYS, lang)),
            (render(Msg("tui.help.display_keys"), lang), rows_for(DISPLAY_KEYS, lang)),
        )
        sections += (
            (
                render(Msg("tui.help.online_keys"), lang),
                spec_rows(ONLINE_KEYS, lang)
                + [("", render(Msg("tui.help.online_keys.note"), lang))],
            ),
            (render(Msg("tui.help.lobby_keys"), lang), rows_for(LOBBY_KEYS, lang)),
        )
        for entry in _games_with_keys():
            title = render(Msg("tui.help.own_keys", game=entry.rules.title), lang)
            rows = own_key_rows(entry.keys, lang)
            rows.append(("", render(Msg("tui.help.own_keys.note"), lang)))
            sections += ((title, rows),)
        for title, rows in sections:
            lines += [
                f"### {title}",
                "",
                "| "
                + render(Msg("tui.help.key"), lang)
                + " | "
                + render(Msg("tui.help.does"), lang)
                + " |",
                "|---|---|",
            ]
            lines += [f"| {k} | {d} |" for k, d in rows]
            lines.append("")
    return "\n".join(lines)


def _games_with_keys() -> list:
    found = [registry.entry(game_id) for game_id in registry.game_ids()]
    return [e for e in found if e is not None and e.keys]
