acct-name-empty = Say a name.
net-config-unreadable = The configuration file { $path } cannot be read: { $reason }
net-config-syntax = The configuration file { $path } is not valid TOML: { $reason }
net-config-unknown = The configuration file { $path } has a key { $name } the server does not know; it knows: { $known }.
net-config-proxies = In { $path }, proxies must be a list of at most { $most } IP addresses.
net-config-admins = In { $path }, admins must be a list of at most { $most ->
        [one] 1 account name
       *[other] { $most } account names
    }.
net-config-admin_name = In { $path }, the administrator { $name } is not a valid name: { $reason }
admin-not = Only an administrator of this server may do that.
admin-ban-shared_address = { $player } connects through an address many players share (this machine's own, or a proxy's); it is not banned. Ban the player without their address.
admin-unban-none = No ban is in force for { $player }.
admin-unbanned = The ban of { $player } is ended.
admin-ban-none = No ban is in force.
admin-ban-line = { $player }: { $kind ->
        [account] the account
        [owner] the guest
       *[address] the address
    }, { $minutes ->
        [one] 1 more minute
       *[other] { $minutes } more minutes
    }. { $text }
admin-report-no_such = There is no report { $number }.
admin-report-handled = Report { $number } is marked handled.
net-closed-replaced = you connected again from elsewhere
net-closed-sent_off = an administrator sent you off
net-closed-session_ended = your session was ended elsewhere; log in again
admin-no_player = Nobody called { $player } is connected.
admin-kicked =
    { $who ->
        [you] An administrator sent you off the server.
       *[other] { $player } was sent off the server.
    }
admin-banned =
    { $who ->
        [you] You are banned from this server for { $minutes ->
                [one] 1 more minute
               *[other] { $minutes } more minutes
            }.
       *[other] { $player } is banned for { $minutes ->
                [one] 1 minute
               *[other] { $minutes } minutes
            }.
    }
admin-report-made = Your report on { $player } is kept for the administrators. Thank you.
admin-report-none = There are no reports.
admin-report-line = Report { $number }: { $reporter } about { $player }: { $text }. { $player } last said: { $said }
admin-report-rate = You reported a lot just now; wait a minute.
admin-create-rate = You opened many tables just now; wait a minute before the next.
admin-help = Also: report NAME and why, to tell the administrators about a player. Administrators: kick NAME, ban NAME MINUTES (ban NAME MINUTES address: their address too), unban NAME, bans, reports, handled NUMBER.
rank-on = This game is ranked: { $players } play for their ranking.
rank-same_address = This competitive game is not ranked: two of its players connect from the same address.
rank-too_few = This competitive game is not ranked: it needs two players logged in to their accounts.
rank-change-won =
    { $who ->
        [you] You gain { $points ->
                [one] 1 ranking point
               *[other] { $points } ranking points
            }, now { $total }.
       *[other] { $player } gains { $points ->
                [one] 1 ranking point
               *[other] { $points } ranking points
            }, now { $total }.
    }
rank-change-lost =
    { $who ->
        [you] You lose { $points ->
                [one] 1 ranking point
               *[other] { $points } ranking points
            }, now { $total }.
       *[other] { $player } loses { $points ->
                [one] 1 ranking point
               *[other] { $points } ranking points
            }, now { $total }.
    }
rank-left-dropped = { $player } did not come back in time and counts as having left this ranked game.
rank-vote-ask = { $player } left this ranked game. Punish them with { $points ->
        [one] 1 point
       *[other] { $points } points
    } off? Say vote yes or vote no within { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
    }.
rank-vote-punished = The table voted: { $player } loses { $points ->
        [one] 1 ranking point
       *[other] { $points } ranking points
    } for leaving.
rank-vote-spared = The table voted: { $player } is not punished for leaving.
rank-vote-none = There is no vote at your table now.
rank-vote-counted = Your vote is counted.
rank-vote-how = Say vote yes or vote no.
rank-line = { $place } of { $total }: { $name }, { $points ->
        [one] { $shown } point
       *[other] { $shown } points
    }, { $won } won, { $lost } lost, { $left } left.
rank-none = Nobody is ranked in { $game } yet.
rank-record = { $game }: { $points ->
        [one] { $shown } point
       *[other] { $shown } points
    }, { $won } won, { $lost } lost, { $left } left.
rank-record-none = You have no ranked games yet.
rank-competitive = competitive
rank-help = Ranking: ranking GAME lists the best players; record says your own; create a table with competitive=on to be ranked.
acct-name-length = A name has { $low } to { $high } characters.
acct-name-char = A name cannot hold the sign { $char }: use letters, digits, and spaces, hyphens, dots or underscores between them.
acct-name-start = A name starts with a letter.
acct-name-separators = A name has one space, hyphen, dot or underscore at a time, and none at its end.
acct-name-taken = The name { $name } is taken or looks too much like another player's name. Choose another one.
acct-name-guest = The name { $name } reads like a guest's name; an account needs a name of its own.
acct-password-length = A password has { $low } to { $high } characters.
acct-password-name = The password must not be your name.
acct-password-changed = Your password is changed. Every other session of your account has ended.
acct-password-old_wrong = The old password is wrong; the password stays as it was.
acct-login-wrong = Wrong name or password.
acct-login-busy = The server is checking many passwords at the moment; try again in a moment.
acct-login-single = One login at a time: wait for the answer to the one before.
acct-login-rate = Too many logins from this connection or address; wait a minute, then try again.
acct-register-rate = Too many new accounts from this address; try again in an hour.
acct-guest-renamed = The name { $name } belongs to an account or to a player here, so you are { $guest } for now. If it is your account, log in: login { $name }.
acct-guest-name = Guest { $number }
acct-registered = Your account { $name } is made, and you are logged in.
acct-logged_in = You are logged in as { $name }.
acct-logged_out = You are logged out. You play on as the guest { $name }.
acct-session-ended = Your session has ended; log in again with your password.
acct-session-ended-elsewhere = Your session was ended elsewhere (logged out, or the password changed); log in again with your password.
acct-already = You are logged in already, as { $name }.
acct-not_logged_in = You are not logged in.
acct-at_table = Leave your table first.
acct-guest = { $name } (guest)
acct-help = Accounts: register NAME, then your password twice; login NAME, then your password; password, to change it; logout.
acct-ask-password = Password for { $name } (not shown):
acct-ask-again = The same password again:
acct-ask-old = Your password now:
acct-ask-new = The new password:
acct-ask-mismatch = The two passwords differ; nothing was changed.
acct-login-wait = Too many wrong passwords for this name: wait { $count ->
        [one] 1 second
       *[other] { $count } seconds
    }, then try again.
acct-login-locked = Too many wrong passwords for this name: it is locked for { $count ->
        [one] 1 more minute
       *[other] { $count } more minutes
    }.
