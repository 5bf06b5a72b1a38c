## Who plays, and the player as "you"; the start menu's variant; the legend key

# said when a game starts, after the welcome: every seat, the viewer as "you",
# a computer player with its level; $seats: names-seat-* messages, as a list
names-playing = Playing: { $seats }.
names-seat-you = you
names-seat-person = { $name }
names-seat-bot = { $name } (computer, { $level })
names-seat-away = { $name } (away; the computer plays meanwhile)
names-seat-free = seat { $seat } free
# the viewer's own line in the players zone (at the start of a line)
names-you = You
# the plain start menu: the variants of the chosen game, then the choice
names-menu-variants = Variants of { $game }:
names-menu-variant = Which variant, 1 to { $count }? Press Enter for { $default }.
names-menu-bad_variant = Please type a number from 1 to { $count }.
# F3 at the table
tui-keydesc-legend = the braille short forms in use (legend)
