tui-welcome = { $game }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }. You are { $name }. Tab moves between zones; F1 lists the keys.
tui-welcome-watch = { $game }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }, all played by the computer. F1 lists the keys.
tui-zone-messages = Messages
tui-zone-hand = Hand
tui-zone-players = Players and scores
tui-zone-actions = Actions
tui-position = { $position } of { $count }
    .br = { $position } of { $count }
tui-item = { $text }, { $position }
tui-neighbour = { $difference }: { $keyname }
tui-landing = { $item }; { $notes }
tui-zone-item = { $zone }: { $text }, { $position }
tui-zone-empty = { $zone }: empty
tui-nothing_to_repeat = Nothing has been said yet.
tui-history-empty = No messages in this buffer.
tui-history-first = { $text } (first message)
tui-history-last = { $text } (last message)
tui-buffer =
    { $who ->
        [you] own moves and answers
       *[other] Buffer: { $name }, { $count ->
                [one] 1 message
               *[other] { $count } messages
            }.
    }
tui-buffer-all = all messages
tui-buffer-game = game
tui-buffer-system = system
tui-buffer-chat = chat
tui-buffer-sounds = sound cues
tui-buffer-earlier = { $ago ->
        [one] the game before
       *[other] { $ago } games before
    }, { $game }
tui-key = { $name }: { $description }
tui-quit-cancelled = Not quitting. The game goes on.
tui-no_actions = You have no move now. { $status }
tui-card-range = There is no card { $number } in your hand: you hold { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
tui-keydesc-turn = whose turn
tui-keydesc-scores = scores
tui-keydesc-details = score details
tui-keydesc-hand = hand
tui-keydesc-actions = actions
tui-keydesc-repeat = repeat the game's last message
tui-keydesc-recap = your hand and the table in one line
tui-keydesc-take_back = take your last move back, where the rules allow it
tui-keydesc-older = older message
tui-keydesc-newer = newer message
tui-keydesc-oldest = oldest message
tui-keydesc-newest = newest message
tui-keydesc-prev_buffer = previous message buffer
tui-keydesc-next_buffer = next message buffer
tui-keydesc-help = this list of keys
tui-keydesc-save = save the game
tui-keydesc-card = pick that card of your hand
tui-keydesc-zones = next and previous zone
tui-keyname-numbers = 1 to 9
tui-keyname-tab = Tab and Shift Tab
tui-keyname-enter = Enter
tui-keyname-shift = Shift { $name }
tui-keyname-ctrl = Control { $name }
tui-keyname-comma = comma
tui-keyname-period = period
tui-keyname-less = Shift comma (the less-than sign, or semicolon on German keyboards)
tui-keyname-greater = Shift period (the greater-than sign, or colon on German keyboards)
tui-keyname-lbracket = left bracket
tui-keyname-rbracket = right bracket
tui-keyname-escape = Escape
tui-keydesc-middle = the table: middle, piles, columns
tui-keydesc-players = players and scores
tui-keydesc-rules = rules of this game
tui-keydesc-settings = settings
tui-keydesc-menu = game menu: every key's action as a list
tui-keydesc-leave = leave the game (asks first while it runs)
tui-keydesc-quit = quit the program
tui-keydesc-enter = act on the focused item: play an action, pick a card, read a message again
tui-keydesc-arrows = previous and next item of a zone
tui-keydesc-home_end = first and last item of a zone
tui-keydesc-routing = acts on the focused item, as Enter does
tui-keydesc-menu_arrows = previous and next entry
tui-keydesc-menu_enter = choose the entry; on a setting, list its values or type one
tui-keydesc-menu_change = change the focused setting to the previous or next value
tui-keydesc-menu_back = back; in a list of values, keep the old value
tui-keydesc-pan = pan the message
tui-keydesc-display_walk = older and newer message, in braille only
tui-keyname-up = Up
tui-keyname-down = Down
tui-keyname-left = Left
tui-keyname-right = Right
tui-keyname-home = Home
tui-keyname-end = End
tui-keyname-or = { " " }or{ " " }
tui-keyname-routing = a routing key of the braille display
tui-keyname-pan_left = display pan left
tui-keyname-pan_right = display pan right
tui-keyname-line_up = display line up
tui-keyname-line_down = display line down
tui-help-title = Keys
tui-help-game_keys = At the table
tui-help-menu_keys = In menus and forms
tui-help-display_keys = On the braille display
tui-help-key = Key
tui-help-does = Does
tui-quit-confirm = The game is still running. Leave it? Y leaves, S saves and leaves, N stays.
tui-game_over-hint = The game is over. S and Shift S tell you the scores, Control Q leaves the table.
# a match that counts no points (Mau Mau's quick game): no scores offered
tui-game_over-hint-no_points = The game is over. Control Q leaves the table.
tui-zone-item-nopos = { $zone }: { $text }
tui-edge-bottom = End of the list
    .br = { $text } >|
tui-edge-top = { $text }, { $position }, top of the list
    .br = { $text } |<
tui-rules-title = Rules of { $game }
tui-rules-missing = No rules text for this game.
tui-menu-title = Menu
tui-menu-game = Game menu
tui-menu-entry = { $description } ({ $keys })
tui-menu-entry-nokey = { $description }
tui-thinking = { $player } is thinking.
tui-help-own_keys = Keys of { $game }
tui-help-own_keys-note = A game's own key takes the place of the table's key of the same name; the Players zone is then reached with Tab or the game menu (F10).
tui-text = { $text }
tui-main-title = Accessible Games, main menu
tui-main-welcome = Welcome to Accessible Games. Up and Down choose, Enter opens, F1 lists the keys. { $item }
tui-main-play = Play a new game
tui-main-load = Continue a saved game
tui-main-labels = Print braille labels
tui-main-stats = Statistics
tui-main-settings = Settings
tui-main-help = Help: keys
tui-main-quit = Quit
tui-labels-title = Print braille labels
tui-labels-game = Game
tui-labels-table = Braille table
tui-labels-table-default = the language's default
tui-labels-format = Format
tui-labels-format-brf = BRF, for an embosser
tui-labels-format-pef = PEF, for an embosser
tui-labels-format-txt = Text in Unicode braille, a preview
tui-labels-format-svg = SVG drawing, for swell paper or a sighted helper
tui-labels-format-pdf = PDF, for swell paper or a sighted helper
tui-labels-per_card = Labels per card
tui-labels-per_card-1 = one
tui-labels-per_card-2 = two, for opposite corners
tui-labels-deck = Deck file
tui-labels-deck-default = the standard deck
tui-labels-cells = Cells per line
tui-labels-lines = Lines per page
tui-labels-output = File
tui-labels-print = Print the labels
tui-labels-number = { $text } is no number from { $low } to { $high }.
tui-labels-folder = Cannot make the folder for { $path }: { $reason }.
tui-main-no_back = This is the main menu. Choose Quit, or press Control Q, to leave the program.
tui-input-hint = Type, then Enter; Escape cancels.
tui-input-open = { $title }: { $value }. { $hint }
tui-input-empty = empty
tui-input-space = space
tui-input-deleted = { $text } deleted
tui-input-cancelled = Cancelled, nothing changed.
tui-input-secret_hint = What you type is neither shown nor spoken: each character is said as star. Then Enter; Escape cancels.
tui-input-hidden = star
tui-input-hidden_deleted = deleted
tui-stats-title = Statistics of local games
tui-stats-title-named = Statistics of { $profile }'s local games
tui-load-title = Continue a saved game
tui-load-item = { $game }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }, saved { $when }, after { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } ({ $file })
tui-load-path = Type the path of a saved game
tui-load-none = There are no saved games in { $folder } yet. You can type the path of one.
tui-load-no_path = Please type the path of a saved game.
tui-form-field = { $label }: { $value }
tui-form-changed = { $label }: { $value }
tui-form-button_hint = { $label }: press Enter.
tui-form-edge = { $label }: { $value } is the last value.
tui-form-edge_low = { $label }: { $value } is the first value.
tui-form-type_hint = { $label }: press Enter to type a value.
tui-form-type_title = { $label }
tui-new-title = New game
tui-new-game = Game
tui-new-players = Players
tui-new-seat = Seat { $number }
tui-new-seat-you = you
tui-new-seat-bot = computer, { $level }
tui-new-seed = Seed
tui-new-seed-random = random
tui-new-start = Start the game
tui-new-bad_seed = The seed must be a whole number, or empty for a random game, not { $value }.
tui-level-random = random moves
tui-level-good = good
tui-level-strong = strong
tui-settings-title = Settings
tui-settings-not_saved = The change applies now but could not be saved: { $reason }.
tui-setting-language = Language
tui-setting-language-en = English
tui-setting-language-de = Deutsch
tui-setting-language-pseudo = Pseudo-locale (shows text that is not translated)
tui-setting-speech = Speech output
tui-setting-speech-auto = automatic
tui-setting-speech-screenreader = screen reader
tui-setting-speech-speechd = Speech Dispatcher
tui-setting-speech-pyttsx3 = built-in voice (pyttsx3)
tui-setting-speech-none = none
tui-setting-own_speech = Own speech
tui-setting-voice = Voice
tui-setting-rate = Speech rate
tui-setting-volume = Speech volume
tui-setting-braille_table = Braille table
tui-setting-braille_table-auto = automatic for the language
tui-setting-braille_table-de-g0 = German computer braille
tui-setting-braille_table-de-g1 = German uncontracted (Vollschrift)
tui-setting-braille_table-de-g2 = German contracted (Kurzschrift)
tui-setting-braille_table-en-ueb-g1 = English UEB uncontracted
tui-setting-braille_table-en-ueb-g2 = English UEB contracted
tui-setting-braille = Braille display
tui-setting-braille-auto = automatic
tui-setting-braille-brlapi = BRLTTY
tui-setting-braille-screenreader = screen reader
tui-setting-braille-unicode = on screen
tui-setting-braille-none = none
tui-setting-brlapi_host = BRLTTY host
tui-setting-verbosity = Verbosity
tui-setting-verbosity-full = full
tui-setting-verbosity-normal = normal
tui-setting-verbosity-terse = terse
tui-setting-positions = Say positions such as 3 of 7
tui-setting-recap = Sum up your hand and the table when your turn comes
tui-setting-cautions = Ask again before a costly move
tui-setting-forced_moves = Make your only move by itself (a forced draw, flip or pass)
tui-setting-forced_pause = Pause before your only move is made
tui-setting-forced_pause-0 = none
tui-setting-forced_pause-300 = 0.3 seconds
tui-setting-forced_pause-600 = 0.6 seconds
tui-setting-forced_pause-1000 = 1 second
tui-setting-forced_pause-1500 = 1.5 seconds
tui-setting-forced_pause-2000 = 2 seconds
tui-setting-forced_pause-3000 = 3 seconds
tui-setting-theme = Look
tui-setting-theme-high-contrast-dark = high contrast, terminal colours, dark background
tui-setting-theme-high-contrast-light = high contrast, terminal colours, light background
tui-setting-theme-colour = colourful
tui-setting-name = Your name
tui-setting-name-empty = none, you are Player 1
tui-setting-empty = default
tui-setting-sounds = Sound cues
tui-setting-sound_volume = Sound cue volume
tui-setting-muted_cues = Silent sound cues
tui-setting-muted_cues-empty = none, every cue sounds
tui-setting-sound_theme = Sound folder
tui-setting-sound_theme-empty = the game's own sounds
tui-setting-sound_braille = Sound cues on the braille display
tui-main-online = Play online
tui-online-address = Server address
tui-online-address-hint = Type the server's address, for example wss://192.168.1.5:7000, then Enter; Escape cancels.
tui-online-bad_address = { $text } is no server address. Type one such as wss://192.168.1.5:7000.
tui-online-name = Your name at the tables
tui-online-bad_name = A name needs letters or digits, at most { $limit ->
        [one] 1 character
       *[other] { $limit } characters
    }.
tui-online-title = Online lobby, { $url }, { $who }
tui-online-title-short = Online lobby, { $url }
tui-online-who-guest = { $name } (guest)
tui-online-who-account = logged in as { $name }
tui-online-welcome = Online lobby: you are { $name }. { $account } Up and Down choose, Enter opens, F5 lists the tables again, F1 lists the keys. { $item }
tui-online-welcome-guest = You play as a guest; Log in or register gives you an account and a place in the rankings.
tui-online-welcome-account = You are logged in to your account.
tui-online-login = Log in or register
tui-online-logout = Log out
tui-online-password = Change your password
tui-online-rankings = Rankings
tui-online-record = My record
tui-online-report = Report a player
tui-online-account-title = Log in or register
tui-online-account-login = Log in to my account
tui-online-account-register = Register a new account
tui-online-account-name = Account name
tui-online-account-password = Password for { $name }
tui-online-account-again = The same password again
tui-online-account-old = Your password now
tui-online-account-new = The new password
tui-online-account-empty = Type the password, or press Escape.
tui-online-ranking-choose = The ranking of which game?
tui-online-ranking-title = Ranking of { $game }
tui-online-ranking-next = The next places, from { $place }
tui-online-ranking-earlier = The places before, from { $place }
tui-online-record-title = My record
tui-online-report-title = Report a player
tui-online-report-item = { $player }
tui-online-report-type = Type a player's name
tui-online-report-name = Player to report
tui-online-report-why = Why do you report { $player }? (may stay empty)
tui-online-report-why_hint = Type a short reason for the administrators, or nothing, then Enter; Escape cancels.
tui-online-vote-ask = { $player } left this ranked game. Punish them with { $points ->
        [one] 1 point
       *[other] { $points } points
    } off? Press F6 for yes or F7 for no, within { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
    }.
tui-online-new-competitive = Competitive (ranked)
tui-online-create = Create a table
tui-online-refresh = List the tables again
tui-online-say = Say something to the lobby
tui-online-chat = The chat so far
tui-online-mute = Mute or unmute a player
tui-online-disconnect = Leave the server
tui-online-no_back = This is the online lobby. Choose Leave the server, or press Control Q, to leave.
tui-online-table-title = Table { $table }
tui-online-join = Take a seat
tui-online-watch = Watch
tui-online-created = Table { $table } made: { $game } for { $players }.
tui-online-welcome-table = Table { $table }: { $game }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }. You are { $name }. Tab moves between zones; slash says something to the table; F1 lists the keys; Control Q leaves the table.
tui-online-welcome-watching = Table { $table }: { $game }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }; you are watching. Slash says something to the table; F1 lists the keys; Control Q leaves the table.
tui-online-start_hint = When everyone is there, press F5 to start the game; bots take the free seats.
tui-online-wait_start = The game starts when the player who made the table starts it.
tui-online-start_item = Start the game now; bots take the free seats (F5)
tui-online-leave-confirm = The game is still running. Leave the table? A bot plays your seat until you come back. Y leaves, N stays.
tui-online-say-lobby = Say to the lobby
tui-online-say-table = Say to the table
tui-online-say-empty = Type what to say, or press Escape.
tui-online-say-long = That is { $length ->
        [one] 1 character
       *[other] { $length } characters
    }; at most { $limit } can be said at once.
tui-online-chat-title = Chat
tui-online-mute-title = Mute or unmute a player
tui-online-mute-item-on = { $player }: muted; Enter lets you hear them again
    .br = { $player } x
tui-online-mute-item-off = { $player }: heard; Enter mutes them
    .br = { $player }
tui-online-mute-type = Type a player's name
tui-online-mute-name = Player to mute or unmute
tui-online-new-title = New table online
tui-online-new-bots = Bots
tui-online-new-level = Bot level
tui-online-new-create = Create the table
tui-online-closed = You left the server { $url }.
tui-keydesc-chat = say something to the table
tui-keydesc-start_table = start the game (who made the table); bots take the free seats
tui-keydesc-mute = mute or unmute a player's chat
tui-keydesc-report = report a player to the server's administrators
tui-keydesc-vote_yes = when a ranked player left: vote to punish them
tui-keydesc-vote_no = when a ranked player left: vote not to punish them
tui-keydesc-lobby_enter = on a table: take a seat or watch; on an entry: choose it
tui-keydesc-refresh = list the tables again
tui-keyname-slash = slash
tui-help-online_keys = At a table online
tui-help-online_keys-note = Muting and reporting a player are in the game menu (F10) and in the lobby.
tui-help-lobby_keys = In the online lobby
tui-load-set_aside =
    { $count ->
        [one] A damaged saved game was set aside in { $folder }: it is now called { $kept } and is no longer listed.
       *[other] { $count } damaged saved games were set aside in { $folder }: their names now end in .broken (or .broken-2 and so on) and they are no longer listed.
    }
tui-online-ranking-heard =
    { $count ->
        [one] Ranking of { $game }, 1 player. Up and Down read it again.
       *[other] Ranking of { $game }, { $count } players, places { $first } to { $last }. Up and Down read them again.
    }
tui-online-record-heard =
    { $count ->
        [one] Your record, 1 game. Up and Down read it again.
       *[other] Your record, { $count } games. Up and Down read them again.
    }
tui-online-tables =
    { $count ->
        [0] No open tables. Choose Create a table to make one.
        [one] 1 open table: { $first }
       *[other] { $count } open tables.
    }
tui-app-title = Accessible Games
tui-new-players_fit = Players: { $players } ({ $low } to { $high } in this variant).
