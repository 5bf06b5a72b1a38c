net-too_big = The message is too big: at most { $limit ->
        [one] 1 byte
       *[other] { $limit } bytes
    }.
net-not_json = The message cannot be read: { $reason }
net-not_object = The message must be an object with a type.
net-unknown_type = Unknown kind of message.
net-missing = The message lacks the field { $field }.
net-bad_field = The field { $field } of the message is not allowed or has a wrong value.
net-bad_number = The field { $field } must be a whole number from { $low } to { $high }.
net-too_long = The field { $field } is too long: at most { $limit ->
        [one] 1 character
       *[other] { $limit } characters
    }.
net-empty = The field { $field } is empty.
net-unreadable = (a message this program cannot read)
net-rate = Too many messages at once: wait a moment.
net-binary = The server reads text messages only; a binary message was not read.
net-chat_rate = You are chatting too fast: wait a moment.
net-version = The server speaks protocol version { $server }; this program speaks version { $client }. Update the program to play on this server.
net-hello_first = Say hello first.
net-hello_twice = You are connected already.
net-no_table = There is no table { $table }.
net-no_game = Unknown game { $game }. Games: { $allowed }.
net-no_level = Unknown bot level { $level }. Levels: { $allowed }.
net-bots_many =
    { $bots ->
        [one] 1 bot leaves no seat for you at a table of { $players }.
       *[other] { $bots } bots leave no seat for you at a table of { $players }.
    }
net-table_full = Table { $table } has no free seat. Watch it instead.
net-seat_taken = Seat { $seat } of table { $table } is taken.
net-at_table = You are at table { $table } already. Leave it first.
net-not_at_table = You are not at a table.
net-not_creator = Only the player who made the table can start it.
net-started = The game at table { $table } has started already.
net-not_started = The game at table { $table } has not started yet: who made the table says start.
net-watching = You are watching: onlookers do not move.
net-server_full = The server has too many tables: try again later.
net-created = Table { $table } made: { $game } for { $players }. Say start when everyone is there.
net-joined =
    { $who ->
        [you] You take seat { $seat } at table { $table }.
       *[other] { $player } takes seat { $seat }.
    }
net-watch =
    { $who ->
        [you] You are watching table { $table }.
       *[other] { $player } is watching.
    }
net-left =
    { $who ->
        [you] You left the table.
       *[other] { $player } left the table.
    }
net-dropped = { $player } lost the connection; the seat waits { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
    }.
net-dropped-waiting = { $player } lost the connection; the seat is kept for them.
net-bot_plays = The computer plays for { $player } now.
net-returned =
    { $who ->
        [you] You are back at table { $table }.
       *[other] { $player } is back.
    }
net-start = The game starts.
net-filled = Computer players take the empty seats: { $seats }.
net-recap = While you were away: { $count ->
        [one] 1 move
       *[other] { $count } moves
    }.
net-timeout =
    { $who ->
        [you] Time is up for you: the game moves for you.
       *[other] Time is up for { $player }: the game moves for them.
    }
net-chat-lobby =
    { $who ->
        [you] You say: { $text }
       *[other] { $player } says: { $text }
    }
net-chat-table =
    { $who ->
        [you] You say to the table: { $text }
       *[other] { $player } at the table says: { $text }
    }
net-chat-earlier = While you were away, { $player } said at the table: { $text }
net-chat-none = No chat yet.
net-help-chat = Say chat, or chat and how many of the last messages, for example chat 5.
net-muted = { $player } is muted.
net-unmuted = { $player } is no longer muted.
net-connecting = Connecting to { $url }.
net-connected = Connected to { $url } as { $name }.
net-lost = The connection is lost. Trying again in { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
    }.
net-retrying = The server did not answer in time. Trying again, { $attempt } of { $tries }.
net-back = Connected again.
net-cut_off = The connection was lost before the server answered: say it again when the connection is back.
net-chat_kept = Not connected now: your message is sent when the connection is back.
net-chat_full = { $count ->
        [one] 1 message waits
       *[other] { $count } messages wait
    } for the connection already: say this one again when the connection is back.
net-cannot = Cannot connect to { $url }: { $reason }.
net-closed = The server closed the connection: { $reason }
net-no_answer = The server does not answer.
net-online_only = Online games are kept by the server; there is nothing to save or load here.
net-seat-human = { $name }
net-seat-bot = { $name } (computer)
net-seat-empty = free
net-seat-away = { $name } (away)
net-seat-guest = { $name } (guest)
net-table-line = Table { $table }: { $game }, { $status }{ $options }; seats: { $seats }; { $watchers }.
net-table-options = ; { $options }
net-table-waiting = waiting
net-table-playing = playing
net-table-over = over
net-table-waiting-competitive = waiting, competitive
net-table-playing-competitive = playing, competitive
net-table-over-competitive = over, competitive
net-table-watchers = { $count } watching
net-table-opened = New table. { $line }
net-table-gone = Table { $table } is no longer open.
net-tables-none = No tables yet. Make one with create and a game.
net-tables-count = { $count ->
        [one] 1 table
       *[other] { $count } tables
    }.
net-tables-more = { $count ->
        [one] 1 more table is not listed.
       *[other] { $count } more tables are not listed.
    }
net-tables-yours = { $count ->
        [one] You have 1 open table already: sit down at it, or wait until it closes (a table nobody is at closes after a few minutes).
       *[other] You have { $count } open tables already: sit down at one of them, or wait until one closes (a table nobody is at closes after a few minutes).
    }
net-tables-address = { $count ->
        [one] A table made from your address is waiting for players already: join it, or try again later.
       *[other] { $count } tables made from your address are waiting for players already: join one of them, or try again later.
    }
net-help-lobby = Commands: tables; create GAME players=N bots=N and options, for example create maumau players=3 bots=1; join TABLE; watch TABLE; start; say TEXT; chat to hear the chat again; mute NAME; unmute NAME; leave; quit.
net-help-table = Online also: say TEXT to the table, chat to hear the chat again, mute NAME, start (who made the table), leave.
net-help-create = Say create, a game and then names with values, for example create pulok players=3 bots=2 variant=double.
net-help-number = Say the table's number, for example join 3.
net-reason-refused = the server does not accept the connection; perhaps it is not running
net-reason-timeout = the server did not answer in time
net-reason-unknown_host = no computer of that name is known
net-reason-tls = the encrypted connection failed ({ $detail })
net-reason-not_a_server = no game server answers at that address
# a move a computer made for a person who is away, in place of their name
net-seat-computer_for = { $name } (computer)
# before the start, a computer player gives its name to a person who sat down with it
net-bot_renamed = The computer player at seat { $seat } is called { $name } now, not { $old }.
net-welcome-watch = { $game }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }; you are watching.
