core-and = and
core-or = or
core-nothing = nothing
core-seat = player { $number }
core-you = you
core-option-unknown = Unknown option { $name }. Options are: { $allowed }.
core-option-local = The option { $name } names a file on your own machine; it works only in a game on your computer, not at a table on a server.
core-option-choice = Option { $name } cannot be { $value }. Allowed: { $allowed }.
core-option-range = Option { $name } cannot be { $value }. Allowed: a whole number from { $low } to { $high }.
core-option-bool = Option { $name } cannot be { $value }. Allowed: on or off.
core-option-none = none
core-option-text = Option { $name } must be a text, not { $value }.
core-option-long = Option { $name } is too long: { $length ->
        [one] 1 character
       *[other] { $length } characters
    }, at most { $limit }.
core-option-control = Option { $name } cannot hold control characters: { $value }.
core-option-table = The options must be a table of names and values.
core-players-range = { $game } is played by { $low } to { $high } { $high ->
        [one] player
       *[other] players
    }, not { $count }.
core-not_your_turn = It is not your turn. It is { $player }'s turn.
core-game_over = The game is over.
core-unknown_action = No such move: { $text }. Type actions for the list.
core-grammar-verb_not_now = You cannot make that move now: { $move }. Type actions for the list.
core-grammar-no_move_with = No move now with { $what }. Type actions for the list.
core-grammar-not_so = Not like this: { $move }. Type actions for the list.
core-grammar-which = That could be more than one move: { $moves }. Say which.
core-save-unreadable = Cannot read the saved game { $path }: { $reason }.
core-save-format = { $path } is not a saved game of this program.
core-save-unknown_game = The saved game is of an unknown game: { $game }.
core-save-invalid = The saved game { $path } cannot be used: { $reason }.
core-save-newer = The saved game { $path } was made by a newer version of this program (save format { $version }; this version reads up to { $supported }). Update the program to continue it.
core-save-corrupt = The saved game { $path } is damaged: move { $number } cannot be replayed.
core-save-rules_older = The saved game { $path } ({ $game }) was made under an earlier edition of the game's rules and cannot be continued: its moves would make another game now. { $change } Start a new game.
core-save-rules_newer = The saved game { $path } ({ $game }) was made under a newer edition of the game's rules, which this version does not know. Update the program to continue it.
core-save-write = Cannot save to { $path }: { $reason }.
core-unknown_game = Unknown game { $name }. Games: { $allowed }.
core-player = { $name }: { $score }
core-player-turn = { $name }: { $score }, on turn
core-player-noscore = { $name }
core-on = on
core-off = off
core-takeback-none = There is no move of yours to take back now.
