core-and = und
core-or = oder
core-nothing = nichts
core-seat = Spieler { $number }
core-you = du
core-option-unknown = Unbekannte Option { $name }. Optionen sind: { $allowed }.
core-option-local = Die Einstellung { $name } nennt eine Datei auf deinem eigenen Rechner; sie gilt nur in einem Spiel auf deinem Computer, nicht an einem Tisch auf einem Server.
core-option-choice = Option { $name } kann nicht { $value } sein. Erlaubt: { $allowed }.
core-option-range = Option { $name } kann nicht { $value } sein. Erlaubt: eine ganze Zahl von { $low } bis { $high }.
core-option-bool = Option { $name } kann nicht { $value } sein. Erlaubt: an oder aus.
core-option-none = keine
core-option-text = Option { $name } muss ein Text sein, nicht { $value }.
core-option-long = Option { $name } ist zu lang: { $length } Zeichen, höchstens { $limit }.
core-option-control = Option { $name } darf keine Steuerzeichen enthalten: { $value }.
core-option-table = Die Optionen müssen eine Tabelle aus Namen und Werten sein.
core-players-range = { $game } wird von { $low } bis { $high } { $high ->
        [one] Spieler
       *[other] Spielern
    } gespielt, nicht von { $count }.
core-not_your_turn = Du bist nicht am Zug. { $player } ist am Zug.
core-game_over = Das Spiel ist zu Ende.
core-unknown_action = Diesen Zug gibt es nicht: { $text }. Tippe aktionen für die Liste.
core-save-unreadable = Der gespeicherte Spielstand { $path } kann nicht gelesen werden: { $reason }.
core-save-format = { $path } ist kein Spielstand dieses Programms.
core-save-unknown_game = Der Spielstand gehört zu einem unbekannten Spiel: { $game }.
core-save-invalid = Der Spielstand { $path } ist nicht verwendbar: { $reason }.
core-save-newer = Der Spielstand { $path } stammt von einer neueren Version dieses Programms (Speicherformat { $version }; diese Version liest bis { $supported }). Aktualisiere das Programm, um ihn fortzusetzen.
core-save-corrupt = Der Spielstand { $path } ist beschädigt: Zug { $number } lässt sich nicht nachspielen.
core-save-rules_older = Der Spielstand { $path } ({ $game }) stammt aus einer früheren Fassung der Spielregeln und kann nicht fortgesetzt werden: seine Züge ergäben jetzt ein anderes Spiel. { $change } Beginne ein neues Spiel.
core-save-rules_newer = Der Spielstand { $path } ({ $game }) stammt aus einer neueren Fassung der Spielregeln, die diese Version nicht kennt. Aktualisiere das Programm, um ihn fortzusetzen.
core-save-write = Speichern nach { $path } nicht möglich: { $reason }.
core-unknown_game = Unbekanntes Spiel { $name }. Spiele: { $allowed }.
core-player = { $name }: { $score }
core-player-turn = { $name }: { $score }, am Zug
core-player-noscore = { $name }
core-on = an
core-off = aus
core-takeback-none = Du hast gerade keinen Zug, den du zurücknehmen kannst.
