acct-name-empty = Gib einen Namen an.
net-config-unreadable = Die Konfigurationsdatei { $path } kann nicht gelesen werden: { $reason }
net-config-syntax = Die Konfigurationsdatei { $path } ist kein gültiges TOML: { $reason }
net-config-unknown = Die Konfigurationsdatei { $path } hat einen Schlüssel { $name }, den der Server nicht kennt; er kennt: { $known }.
net-config-proxies = In { $path } muss proxies eine Liste von höchstens { $most } IP-Adressen sein.
net-config-admins = In { $path } muss admins eine Liste von höchstens { $most ->
        [one] 1 Kontonamen
       *[other] { $most } Kontonamen
    } sein.
net-config-admin_name = In { $path } ist der Administrator { $name } kein gültiger Name: { $reason }
admin-not = Das darf nur ein Administrator dieses Servers.
admin-ban-shared_address = { $player } verbindet sich über eine Adresse, die viele Spieler teilen (die dieses Rechners oder die eines Proxys); sie wird nicht gesperrt. Sperre den Spieler ohne seine Adresse.
admin-unban-none = Für { $player } gilt keine Sperre.
admin-unbanned = Die Sperre von { $player } ist aufgehoben.
admin-ban-none = Es gilt keine Sperre.
admin-ban-line = { $player }: { $kind ->
        [account] das Konto
        [owner] der Gast
       *[address] die Adresse
    }, noch { $minutes ->
        [one] 1 Minute
       *[other] { $minutes } Minuten
    }. { $text }
admin-report-no_such = Es gibt keine Meldung { $number }.
admin-report-handled = Meldung { $number } ist als erledigt markiert.
net-closed-replaced = du hast dich von anderswo neu verbunden
net-closed-sent_off = ein Administrator hat dich hinausgeschickt
net-closed-session_ended = deine Sitzung wurde anderswo beendet; melde dich wieder an
admin-no_player = Niemand namens { $player } ist verbunden.
admin-kicked =
    { $who ->
        [you] Ein Administrator hat dich vom Server geschickt.
       *[other] { $player } wurde vom Server geschickt.
    }
admin-banned =
    { $who ->
        [you] Du bist auf diesem Server noch { $minutes ->
                [one] 1 Minute
               *[other] { $minutes } Minuten
            } gesperrt.
       *[other] { $player } ist für { $minutes ->
                [one] 1 Minute
               *[other] { $minutes } Minuten
            } gesperrt.
    }
admin-report-made = Deine Meldung über { $player } ist für die Administratoren aufbewahrt. Danke.
admin-report-none = Es gibt keine Meldungen.
admin-report-line = Meldung { $number }: { $reporter } über { $player }: { $text }. { $player } sagte zuletzt: { $said }
admin-report-rate = Du hast gerade viel gemeldet; warte eine Minute.
admin-create-rate = Du hast gerade viele Tische eröffnet; warte eine Minute bis zum nächsten.
admin-help = Außerdem: melden NAME und warum, um den Administratoren von einem Spieler zu berichten. Administratoren: rauswerfen NAME, sperren NAME MINUTEN (sperren NAME MINUTEN adresse: auch seine Adresse), entsperren NAME, sperren-liste, meldungen, erledigt NUMMER.
rank-on = Dieses Spiel wird gewertet: { $players } spielen für ihre Rangliste.
rank-same_address = Dieses Wettkampfspiel wird nicht gewertet: zwei seiner Spieler verbinden sich von derselben Adresse.
rank-too_few = Dieses Wettkampfspiel wird nicht gewertet: es braucht zwei Spieler, die an ihrem Konto angemeldet sind.
rank-change-won =
    { $who ->
        [you] Du gewinnst { $points ->
                [one] 1 Ranglistenpunkt
               *[other] { $points } Ranglistenpunkte
            }, jetzt { $total }.
       *[other] { $player } gewinnt { $points ->
                [one] 1 Ranglistenpunkt
               *[other] { $points } Ranglistenpunkte
            }, jetzt { $total }.
    }
rank-change-lost =
    { $who ->
        [you] Du verlierst { $points ->
                [one] 1 Ranglistenpunkt
               *[other] { $points } Ranglistenpunkte
            }, jetzt { $total }.
       *[other] { $player } verliert { $points ->
                [one] 1 Ranglistenpunkt
               *[other] { $points } Ranglistenpunkte
            }, jetzt { $total }.
    }
rank-left-dropped = { $player } kam nicht rechtzeitig zurück und gilt als aus diesem gewerteten Spiel gegangen.
rank-vote-ask = { $player } hat dieses gewertete Spiel verlassen. Mit { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkten
    } Abzug bestrafen? Sag abstimmen ja oder abstimmen nein, innerhalb von { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
    }.
rank-vote-punished = Der Tisch hat abgestimmt: { $player } verliert { $points ->
        [one] 1 Ranglistenpunkt
       *[other] { $points } Ranglistenpunkte
    } für das Verlassen.
rank-vote-spared = Der Tisch hat abgestimmt: { $player } wird für das Verlassen nicht bestraft.
rank-vote-none = An deinem Tisch läuft gerade keine Abstimmung.
rank-vote-counted = Deine Stimme ist gezählt.
rank-vote-how = Sag abstimmen ja oder abstimmen nein.
rank-line = { $place } von { $total }: { $name }, { $points ->
        [one] { $shown } Punkt
       *[other] { $shown } Punkte
    }, { $won } gewonnen, { $lost } verloren, { $left } verlassen.
rank-none = In { $game } ist noch niemand gewertet.
rank-record = { $game }: { $points ->
        [one] { $shown } Punkt
       *[other] { $shown } Punkte
    }, { $won } gewonnen, { $lost } verloren, { $left } verlassen.
rank-record-none = Du hast noch keine gewerteten Spiele.
rank-competitive = Wettkampf
rank-help = Rangliste: rangliste SPIEL nennt die besten Spieler; bilanz sagt deine eigene; eröffne einen Tisch mit competitive=on, um gewertet zu werden.
acct-name-length = Ein Name hat { $low } bis { $high } Zeichen.
acct-name-char = Ein Name kann das Zeichen { $char } nicht enthalten: nimm Buchstaben, Ziffern und dazwischen Leerzeichen, Bindestriche, Punkte oder Unterstriche.
acct-name-start = Ein Name beginnt mit einem Buchstaben.
acct-name-separators = Ein Name hat jeweils nur ein Leerzeichen, einen Bindestrich, Punkt oder Unterstrich, und keines am Ende.
acct-name-taken = Der Name { $name } ist vergeben oder sieht dem Namen eines anderen Spielers zu ähnlich. Wähle einen anderen.
acct-name-guest = Der Name { $name } klingt wie der Name eines Gasts; ein Konto braucht einen eigenen Namen.
acct-password-length = Ein Passwort hat { $low } bis { $high } Zeichen.
acct-password-name = Das Passwort darf nicht dein Name sein.
acct-password-changed = Dein Passwort ist geändert. Alle anderen Sitzungen deines Kontos sind beendet.
acct-password-old_wrong = Das alte Passwort stimmt nicht; das Passwort bleibt, wie es war.
acct-login-wrong = Name oder Passwort falsch.
acct-login-busy = Der Server prüft gerade viele Passwörter; versuche es gleich noch einmal.
acct-login-single = Eine Anmeldung nach der anderen: warte auf die Antwort auf die vorige.
acct-login-rate = Zu viele Anmeldungen von dieser Verbindung oder Adresse; warte eine Minute und versuche es dann wieder.
acct-register-rate = Zu viele neue Konten von dieser Adresse; versuche es in einer Stunde wieder.
acct-guest-renamed = Der Name { $name } gehört zu einem Konto oder einem Spieler hier, darum bist du vorerst { $guest }. Wenn es dein Konto ist, melde dich an: anmelden { $name }.
acct-guest-name = Gast { $number }
acct-registered = Dein Konto { $name } ist angelegt, und du bist angemeldet.
acct-logged_in = Du bist als { $name } angemeldet.
acct-logged_out = Du bist abgemeldet. Du spielst als Gast { $name } weiter.
acct-session-ended = Deine Sitzung ist abgelaufen; melde dich mit deinem Passwort wieder an.
acct-session-ended-elsewhere = Deine Sitzung wurde anderswo beendet (abgemeldet oder Passwort geändert); melde dich mit deinem Passwort wieder an.
acct-already = Du bist schon angemeldet, als { $name }.
acct-not_logged_in = Du bist nicht angemeldet.
acct-at_table = Verlasse zuerst deinen Tisch.
acct-guest = { $name } (Gast)
acct-help = Konten: registrieren NAME, dann zweimal dein Passwort; anmelden NAME, dann dein Passwort; passwort, um es zu ändern; abmelden.
acct-ask-password = Passwort für { $name } (wird nicht angezeigt):
acct-ask-again = Dasselbe Passwort noch einmal:
acct-ask-old = Dein jetziges Passwort:
acct-ask-new = Das neue Passwort:
acct-ask-mismatch = Die beiden Passwörter sind verschieden; nichts wurde geändert.
acct-login-wait = Zu viele falsche Passwörter für diesen Namen: warte { $count ->
        [one] 1 Sekunde
       *[other] { $count } Sekunden
    } und versuche es dann wieder.
acct-login-locked = Zu viele falsche Passwörter für diesen Namen: er ist noch { $count ->
        [one] 1 Minute
       *[other] { $count } Minuten
    } gesperrt.
