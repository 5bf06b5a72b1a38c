net-too_big = Die Nachricht ist zu groß: höchstens { $limit ->
        [one] 1 Byte
       *[other] { $limit } Bytes
    }.
net-not_json = Die Nachricht ist nicht lesbar: { $reason }
net-not_object = Die Nachricht muss ein Objekt mit einem Typ sein.
net-unknown_type = Unbekannte Art von Nachricht.
net-missing = Der Nachricht fehlt das Feld { $field }.
net-bad_field = Das Feld { $field } der Nachricht ist nicht erlaubt oder hat einen falschen Wert.
net-bad_number = Das Feld { $field } muss eine ganze Zahl von { $low } bis { $high } sein.
net-too_long = Das Feld { $field } ist zu lang: höchstens { $limit } Zeichen.
net-empty = Das Feld { $field } ist leer.
net-unreadable = (eine Nachricht, die dieses Programm nicht lesen kann)
net-rate = Zu viele Nachrichten auf einmal: Warte einen Moment.
net-binary = Der Server liest nur Textnachrichten; eine Binärnachricht wurde nicht gelesen.
net-chat_rate = Du schreibst zu schnell: Warte einen Moment.
net-version = Der Server spricht Protokollversion { $server }, dieses Programm Version { $client }. Aktualisiere das Programm, um auf diesem Server zu spielen.
net-hello_first = Melde dich zuerst an.
net-hello_twice = Du bist schon verbunden.
net-no_table = Es gibt keinen Tisch { $table }.
net-no_game = Unbekanntes Spiel { $game }. Spiele: { $allowed }.
net-no_level = Unbekannte Bot-Stufe { $level }. Stufen: { $allowed }.
net-bots_many =
    { $bots ->
        [one] 1 Bot lässt an einem Tisch für { $players } keinen Platz für dich.
       *[other] { $bots } Bots lassen an einem Tisch für { $players } keinen Platz für dich.
    }
net-table_full = Tisch { $table } hat keinen freien Platz. Schau stattdessen zu.
net-seat_taken = Platz { $seat } an Tisch { $table } ist besetzt.
net-at_table = Du bist schon an Tisch { $table }. Verlass ihn zuerst.
net-not_at_table = Du bist an keinem Tisch.
net-not_creator = Nur wer den Tisch eröffnet hat, kann das Spiel starten.
net-started = Das Spiel an Tisch { $table } hat schon begonnen.
net-not_started = Das Spiel an Tisch { $table } hat noch nicht begonnen: Wer den Tisch eröffnet hat, sagt start.
net-watching = Du schaust zu: Zuschauer ziehen nicht.
net-server_full = Der Server hat zu viele Tische: Versuch es später noch einmal.
net-created = Tisch { $table } eröffnet: { $game } für { $players }. Sag start, wenn alle da sind.
net-joined =
    { $who ->
        [you] Du sitzt auf Platz { $seat } an Tisch { $table }.
       *[other] { $player } setzt sich auf Platz { $seat }.
    }
net-watch =
    { $who ->
        [you] Du schaust Tisch { $table } zu.
       *[other] { $player } schaut zu.
    }
net-left =
    { $who ->
        [you] Du hast den Tisch verlassen.
       *[other] { $player } hat den Tisch verlassen.
    }
net-dropped = { $player } hat die Verbindung verloren; der Platz wartet { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
    }.
net-dropped-waiting = { $player } hat die Verbindung verloren; der Platz bleibt reserviert.
net-bot_plays = Jetzt spielt der Computer für { $player }.
net-returned =
    { $who ->
        [you] Du bist zurück an Tisch { $table }.
       *[other] { $player } ist zurück.
    }
net-start = Das Spiel beginnt.
net-filled = Computerspieler nehmen die freien Plätze: { $seats }.
net-recap = Während du weg warst: { $count ->
        [one] 1 Zug
       *[other] { $count } Züge
    }.
net-timeout =
    { $who ->
        [you] Deine Zeit ist um: Das Spiel zieht für dich.
       *[other] Die Zeit von { $player } ist um: Das Spiel zieht für { $player }.
    }
net-chat-lobby =
    { $who ->
        [you] Du sagst: { $text }
       *[other] { $player } sagt: { $text }
    }
net-chat-table =
    { $who ->
        [you] Du sagst am Tisch: { $text }
       *[other] { $player } sagt am Tisch: { $text }
    }
net-chat-earlier = Während du weg warst, sagte { $player } am Tisch: { $text }
net-chat-none = Noch kein Chat.
net-help-chat = Sag chat, oder chat und wie viele der letzten Nachrichten, zum Beispiel chat 5.
net-muted = { $player } ist stummgeschaltet.
net-unmuted = { $player } ist nicht mehr stummgeschaltet.
net-connecting = Verbinde mit { $url }.
net-connected = Mit { $url } verbunden als { $name }.
net-lost = Die Verbindung ist weg. Neuer Versuch in { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
    }.
net-retrying = Der Server hat nicht rechtzeitig geantwortet. Neuer Versuch, { $attempt } von { $tries }.
net-back = Wieder verbunden.
net-cut_off = Die Verbindung ist abgerissen, bevor der Server antwortete: Sag es noch einmal, wenn die Verbindung wieder steht.
net-chat_kept = Gerade keine Verbindung: Deine Nachricht geht hinaus, sobald die Verbindung wieder steht.
net-chat_full = { $count ->
        [one] 1 Nachricht wartet
       *[other] { $count } Nachrichten warten
    } schon auf die Verbindung: Sag diese noch einmal, wenn die Verbindung wieder steht.
net-cannot = Keine Verbindung zu { $url }: { $reason }.
net-closed = Der Server hat die Verbindung beendet: { $reason }
net-no_answer = Der Server antwortet nicht.
net-online_only = Online-Spiele verwahrt der Server; hier gibt es nichts zu speichern oder zu laden.
net-seat-human = { $name }
net-seat-bot = { $name } (Computer)
net-seat-empty = frei
net-seat-away = { $name } (weg)
net-seat-guest = { $name } (Gast)
net-table-line = Tisch { $table }: { $game }, { $status }{ $options }; Plätze: { $seats }; { $watchers }.
net-table-options = ; { $options }
net-table-waiting = wartet
net-table-playing = läuft
net-table-over = beendet
net-table-waiting-competitive = wartet, Wettkampf
net-table-playing-competitive = läuft, Wettkampf
net-table-over-competitive = beendet, Wettkampf
net-table-watchers = { $count ->
        [one] 1 schaut zu
       *[other] { $count } schauen zu
    }
net-table-opened = Neuer Tisch. { $line }
net-table-gone = Tisch { $table } ist nicht mehr offen.
net-tables-none = Noch keine Tische. Eröffne einen mit neu und einem Spiel.
net-tables-count = { $count ->
        [one] 1 Tisch
       *[other] { $count } Tische
    }.
net-tables-more = { $count ->
        [one] 1 weiterer Tisch ist nicht aufgezählt.
       *[other] { $count } weitere Tische sind nicht aufgezählt.
    }
net-tables-yours = { $count ->
        [one] Du hast schon 1 offenen Tisch: setz dich daran oder warte, bis er schließt (ein Tisch, an dem niemand ist, schließt nach ein paar Minuten).
       *[other] Du hast schon { $count } offene Tische: setz dich an einen davon oder warte, bis einer schließt (ein Tisch, an dem niemand ist, schließt nach ein paar Minuten).
    }
net-tables-address = { $count ->
        [one] Schon ein Tisch von deiner Adresse aus wartet auf Mitspieler: setz dich daran oder versuch es später noch einmal.
       *[other] Schon { $count } Tische von deiner Adresse aus warten auf Mitspieler: setz dich an einen davon oder versuch es später noch einmal.
    }
net-help-lobby = Befehle: tische; neu SPIEL spieler=N bots=N und Optionen, zum Beispiel neu maumau spieler=3 bots=1; setzen TISCH; zuschauen TISCH; start; sag TEXT; chat, um den Chat noch einmal zu hören; stumm NAME; laut NAME; verlassen; ende.
net-help-table = Online außerdem: sag TEXT an den Tisch, chat, um den Chat noch einmal zu hören, stumm NAME, start (wer den Tisch eröffnet hat), verlassen.
net-help-create = Sag neu, ein Spiel und dann Namen mit Werten, zum Beispiel neu pulok spieler=3 bots=2 variant=double.
net-help-number = Sag die Nummer des Tisches, zum Beispiel setzen 3.
net-reason-refused = der Server nimmt die Verbindung nicht an; vielleicht läuft er nicht
net-reason-timeout = der Server hat nicht rechtzeitig geantwortet
net-reason-unknown_host = ein Computer dieses Namens ist nicht bekannt
net-reason-tls = die verschlüsselte Verbindung ist gescheitert ({ $detail })
net-reason-not_a_server = unter dieser Adresse antwortet kein Spielserver
# ein Zug, den der Computer für eine abwesende Person machte, an Stelle ihres Namens
net-seat-computer_for = { $name } (Computer)
# vor dem Start gibt ein Computerspieler seinen Namen an eine Person ab, die sich setzte
net-bot_renamed = Der Computerspieler auf Platz { $seat } heißt jetzt { $name }, nicht mehr { $old }.
net-welcome-watch = { $game }, { $players ->
        [one] ein Spieler
       *[other] { $players } Spieler
    }; du schaust zu.
