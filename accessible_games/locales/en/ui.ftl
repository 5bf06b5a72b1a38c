ui-welcome = { $game }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }. You are { $name }. Type help for the commands.
ui-welcome-watch = { $game }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }, all played by the computer.
ui-help = Commands: hand (h); middle or table (m); scores (s), scores detail; turn (t); actions (a), a numbered list of your moves: type the number or the move itself; card and a number: that card of your hand and what playing it would do; players: each player's cards, score and turn; recap: your hand and the table in one line; undo: take your last move back, where the rules allow it; repeat (r); history, or history and a number; rules; legend; stats: your experience points and games; save and a file name; load and a file name; quit (q).
ui-unknown = Unknown command: { $text }. Type help for the commands.
ui-internal_error = Something went wrong inside the program with that line. Your game is kept in { $path }; play goes on.
ui-internal_error-unsaved = Something went wrong inside the program with that line, and the game could not be kept in a file; play goes on.
ui-no_actions = You have no move now. { $status }
ui-actions-header = Your moves:
ui-actions-item = { $number }. { $label }
ui-number_range = There is no move { $number }: choose 1 to { $count }.
ui-nothing_to_repeat = Nothing has been said yet.
ui-history-empty = The history is empty.
ui-saved = Game saved to { $path }.
ui-options = Table options: { $options }.
ui-option = { $label }: { $value }
ui-clock-warn = { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
    } left for your move.
    .br = { $seconds }s left
ui-clock-expired = Time is up. Automatic move: { $move }.
    .br = time up: { $move }
ui-clock-left = { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
    } left for this move.
ui-loaded = Game loaded from { $path }.
ui-save-needs_file = Save where? Type save and a file name.
ui-load-needs_file = Load what? Type load and a file name.
ui-bye = Goodbye.
ui-input_ended = Input ended before the game did.
ui-game_over-hint = The game is over. Type scores, history or quit.
# a match that counts no points (Mau Mau's quick game): no scores offered
ui-game_over-hint-no_points = The game is over. Type history or quit.
ui-result = Result: { $scores }. Winner: { $winners }.
ui-result-tie = Result: { $scores }. Winners: { $winners }.
ui-result-none = Result: { $scores }. No winner.
ui-player = Player { $number }
ui-rules-missing = The rules text is missing.
ui-menu-title = Accessible Games. Choose a game by number, or q to quit:
ui-menu-item = { $number }. { $game }
ui-menu-players = How many players, { $low } to { $high }? Press Enter for { $default }.
ui-menu-bad_players = Please type a number from { $low } to { $high }.
ui-error-option = { $message }
ui-card-range = Type card and a number from 1 to { $count }: the position of a card in your hand.
ui-xp-gain = You gain { $xp ->
        [one] 1 experience point
       *[other] { $xp } experience points
    }{ $now }.
    .br = xp won: { $xp }{ $now }
ui-xp-loss = You lose { $xp ->
        [one] 1 experience point
       *[other] { $xp } experience points
    }{ $now }.
    .br = xp lost: { $xp }{ $now }
ui-xp-leave = You leave a running game and lose { $xp ->
        [one] 1 experience point
       *[other] { $xp } experience points
    }{ $now }.
    .br = left, xp lost: { $xp }{ $now }
ui-xp-now = ; now { $total }
    .br = , now { $total }
cli-bad_bots = --bots must be a number from 0 to { $players } or all, not { $value }.
cli-bad_level = Unknown bot level { $value }. Levels: { $allowed }.
cli-labels-done = Wrote { $count ->
        [one] 1 braille label
       *[other] { $count } braille labels
    } ({ $kinds } different) and their legend for { $game }, table { $table }, as { $format }: { $path }
cli-no_inline = --inline works on Linux and macOS only; using the whole terminal.
ui-result-score = { $player }: { $score ->
        [one] 1 point
       *[other] { $score } points
    }
ui-leave-confirm = The game is still running and your latest moves are not saved: leaving loses them and costs { $xp ->
        [one] 1 experience point
       *[other] { $xp } experience points
    }. Leave it? Type yes to leave, save and a file name to save and leave, or no to stay.
    .br = game running, moves unsaved, leaving costs xp: { $xp }. leave? yes, save FILE, no
ui-leave-cancelled = Not leaving. The game goes on.
ui-takeback-done = Taken back: { $move }.
    .br = back: { $move }
ui-forced = Your only move: { $move }.
    .br = only move: { $move }
ui-takeback-online = A move cannot be taken back at an online table.
ui-caution-again = { $caution } Choose the move again to make it.
