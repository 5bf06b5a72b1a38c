tui-welcome = { $game }, { $players ->
        [one] ein Spieler
       *[other] { $players } Spieler
    }. Du bist { $name }. Tab wechselt zwischen den Bereichen; F1 nennt die Tasten.
tui-welcome-watch = { $game }, { $players ->
        [one] ein Spieler
       *[other] { $players } Spieler
    }, alle vom Computer gespielt. F1 nennt die Tasten.
tui-zone-messages = Nachrichten
tui-zone-hand = Hand
tui-zone-players = Spieler und Punkte
tui-zone-actions = Aktionen
tui-position = { $position } von { $count }
    .br = { $position } von { $count }
tui-item = { $text }, { $position }
tui-neighbour = { $difference }: { $keyname }
tui-landing = { $item }; { $notes }
tui-zone-item = { $zone }: { $text }, { $position }
tui-zone-empty = { $zone }: leer
tui-nothing_to_repeat = Es wurde noch nichts gesagt.
tui-history-empty = Keine Nachrichten in diesem Puffer.
tui-history-first = { $text } (erste Nachricht)
tui-history-last = { $text } (letzte Nachricht)
tui-buffer =
    { $who ->
        [you] eigene Züge und Antworten
       *[other] Puffer: { $name }, { $count ->
                [one] 1 Nachricht
               *[other] { $count } Nachrichten
            }.
    }
tui-buffer-all = alle Nachrichten
tui-buffer-game = Spiel
tui-buffer-system = System
tui-buffer-chat = Chat
tui-buffer-sounds = Töne
tui-buffer-earlier = { $ago ->
        [one] voriges Spiel
       *[other] { $ago } Spiele zurück
    }, { $game }
tui-key = { $name }: { $description }
tui-quit-cancelled = Nicht beendet. Das Spiel geht weiter.
tui-no_actions = Du hast gerade keinen Zug. { $status }
tui-card-range = Eine Karte { $number } gibt es nicht in deiner Hand: du hast { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }.
tui-keydesc-turn = wer ist am Zug
tui-keydesc-scores = Punkte
tui-keydesc-details = Punkte im Detail
tui-keydesc-hand = Hand
tui-keydesc-actions = Aktionen
tui-keydesc-repeat = letzte Nachricht des Spiels wiederholen
tui-keydesc-recap = deine Hand und der Tisch in einer Zeile
tui-keydesc-take_back = deinen letzten Zug zurücknehmen, wo die Regeln es erlauben
tui-keydesc-older = ältere Nachricht
tui-keydesc-newer = neuere Nachricht
tui-keydesc-oldest = älteste Nachricht
tui-keydesc-newest = neueste Nachricht
tui-keydesc-prev_buffer = vorheriger Nachrichtenpuffer
tui-keydesc-next_buffer = nächster Nachrichtenpuffer
tui-keydesc-help = diese Liste der Tasten
tui-keydesc-save = Spiel speichern
tui-keydesc-card = diese Karte der Hand wählen
tui-keydesc-zones = nächster und vorheriger Bereich
tui-keyname-numbers = 1 bis 9
tui-keyname-tab = Tab und Umschalt Tab
tui-keyname-enter = Eingabe
tui-keyname-shift = Umschalt { $name }
tui-keyname-ctrl = Steuerung { $name }
tui-keyname-comma = Komma
tui-keyname-period = Punkt
tui-keyname-less = Umschalt Komma (Semikolon; auf englischen Tastaturen das Kleiner-Zeichen)
tui-keyname-greater = Umschalt Punkt (Doppelpunkt; auf englischen Tastaturen das Größer-Zeichen)
tui-keyname-lbracket = eckige Klammer auf
tui-keyname-rbracket = eckige Klammer zu
tui-keyname-escape = Escape
tui-keydesc-middle = der Tisch: Mitte, Stapel, Reihen
tui-keydesc-players = Spieler und Punkte
tui-keydesc-rules = Regeln dieses Spiels
tui-keydesc-settings = Einstellungen
tui-keydesc-menu = Spielmenü: jede Taste als Liste
tui-keydesc-leave = Spiel verlassen (fragt, solange es läuft)
tui-keydesc-quit = Programm beenden
tui-keydesc-enter = auf den Eintrag wirken: Aktion spielen, Karte wählen, Nachricht nochmals lesen
tui-keydesc-arrows = vorheriger und nächster Eintrag eines Bereichs
tui-keydesc-home_end = erster und letzter Eintrag eines Bereichs
tui-keydesc-routing = wirkt auf den Eintrag wie die Eingabetaste
tui-keydesc-menu_arrows = vorheriger und nächster Eintrag
tui-keydesc-menu_enter = Eintrag wählen; bei einer Einstellung die Werte zeigen oder einen eingeben
tui-keydesc-menu_change = Einstellung auf den vorherigen oder nächsten Wert ändern
tui-keydesc-menu_back = zurück; in einer Werteliste bleibt der alte Wert
tui-keydesc-pan = Nachricht weiterschieben
tui-keydesc-display_walk = ältere und neuere Nachricht, nur in Braille
tui-keyname-up = Pfeil hoch
tui-keyname-down = Pfeil runter
tui-keyname-left = Pfeil links
tui-keyname-right = Pfeil rechts
tui-keyname-home = Pos1
tui-keyname-end = Ende
tui-keyname-or = { " " }oder{ " " }
tui-keyname-routing = eine Routingtaste der Braillezeile
tui-keyname-pan_left = Braillezeile nach links
tui-keyname-pan_right = Braillezeile nach rechts
tui-keyname-line_up = Braillezeile Zeile hoch
tui-keyname-line_down = Braillezeile Zeile runter
tui-help-title = Tasten
tui-help-game_keys = Am Tisch
tui-help-menu_keys = In Menüs und Formularen
tui-help-display_keys = Auf der Braillezeile
tui-help-key = Taste
tui-help-does = Wirkung
tui-quit-confirm = Das Spiel läuft noch. Verlassen? J verlässt, S speichert und verlässt, N bleibt.
tui-game_over-hint = Das Spiel ist zu Ende. Mit S und Umschalt S hörst du die Punkte, mit Steuerung Q verlässt du den Tisch.
# a match that counts no points (Mau Mau's quick game): no scores offered
tui-game_over-hint-no_points = Das Spiel ist zu Ende. Mit Steuerung Q verlässt du den Tisch.
tui-zone-item-nopos = { $zone }: { $text }
tui-edge-bottom = Ende der Liste
    .br = { $text } >|
tui-edge-top = { $text }, { $position }, Anfang der Liste
    .br = { $text } |<
tui-rules-title = Regeln von { $game }
tui-rules-missing = Für dieses Spiel gibt es keinen Regeltext.
tui-menu-title = Menü
tui-menu-game = Spielmenü
tui-menu-entry = { $description } ({ $keys })
tui-menu-entry-nokey = { $description }
tui-thinking = { $player } denkt nach.
tui-help-own_keys = Tasten für { $game }
tui-help-own_keys-note = Eine Taste des Spiels ersetzt die gleichnamige Taste des Tisches; den Bereich Spieler erreichst du dann mit Tab oder über das Spielmenü (F10).
tui-text = { $text }
tui-main-title = Accessible Games, Hauptmenü
tui-main-welcome = Willkommen bei Accessible Games. Pfeiltasten wählen, Eingabe öffnet, F1 nennt die Tasten. { $item }
tui-main-play = Neues Spiel
tui-main-load = Gespeichertes Spiel fortsetzen
tui-main-labels = Braille-Etiketten drucken
tui-main-stats = Statistik
tui-main-settings = Einstellungen
tui-main-help = Hilfe: Tasten
tui-main-quit = Beenden
tui-labels-title = Braille-Etiketten drucken
tui-labels-game = Spiel
tui-labels-table = Brailletabelle
tui-labels-table-default = die der Sprache
tui-labels-format = Format
tui-labels-format-brf = BRF, für einen Brailledrucker
tui-labels-format-pef = PEF, für einen Brailledrucker
tui-labels-format-txt = Text in Unicode-Braille, eine Vorschau
tui-labels-format-svg = SVG-Zeichnung, für Schwellpapier oder sehende Helfer
tui-labels-format-pdf = PDF, für Schwellpapier oder sehende Helfer
tui-labels-per_card = Etiketten je Karte
tui-labels-per_card-1 = eins
tui-labels-per_card-2 = zwei, für gegenüberliegende Ecken
tui-labels-deck = Kartendatei
tui-labels-deck-default = das Standardspiel
tui-labels-cells = Zellen je Zeile
tui-labels-lines = Zeilen je Seite
tui-labels-output = Datei
tui-labels-print = Etiketten drucken
tui-labels-number = { $text } ist keine Zahl von { $low } bis { $high }.
tui-labels-folder = Der Ordner für { $path } lässt sich nicht anlegen: { $reason }.
tui-main-no_back = Das ist das Hauptmenü. Wähle Beenden oder drücke Steuerung Q, um das Programm zu verlassen.
tui-input-hint = Tippen, dann Eingabe; Escape bricht ab.
tui-input-open = { $title }: { $value }. { $hint }
tui-input-empty = leer
tui-input-space = Leerzeichen
tui-input-deleted = { $text } gelöscht
tui-input-cancelled = Abgebrochen, nichts geändert.
tui-input-secret_hint = Was du tippst, wird weder angezeigt noch gesprochen: jedes Zeichen wird als Stern gesagt. Dann Eingabe; Escape bricht ab.
tui-input-hidden = Stern
tui-input-hidden_deleted = gelöscht
tui-stats-title = Statistik der Spiele auf diesem Computer
tui-stats-title-named = Statistik von { $profile } auf diesem Computer
tui-load-title = Gespeichertes Spiel fortsetzen
tui-load-item = { $game }, { $players ->
        [one] ein Spieler
       *[other] { $players } Spieler
    }, gespeichert { $when }, nach { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    } ({ $file })
tui-load-path = Pfad eines Spielstands eintippen
tui-load-none = In { $folder } gibt es noch keine gespeicherten Spiele. Du kannst den Pfad eines Spielstands eintippen.
tui-load-no_path = Bitte tippe den Pfad eines Spielstands ein.
tui-form-field = { $label }: { $value }
tui-form-changed = { $label }: { $value }
tui-form-button_hint = { $label }: Eingabe drücken.
tui-form-edge = { $label }: { $value } ist der letzte Wert.
tui-form-edge_low = { $label }: { $value } ist der erste Wert.
tui-form-type_hint = { $label }: Eingabe drücken, um einen Wert einzutippen.
tui-form-type_title = { $label }
tui-new-title = Neues Spiel
tui-new-game = Spiel
tui-new-players = Spieler
tui-new-seat = Platz { $number }
tui-new-seat-you = du
tui-new-seat-bot = Computer, { $level }
tui-new-seed = Startwert
tui-new-seed-random = zufällig
tui-new-start = Spiel starten
tui-new-bad_seed = Der Startwert muss eine ganze Zahl sein, oder leer für ein zufälliges Spiel, nicht { $value }.
tui-level-random = zufällige Züge
tui-level-good = gut
tui-level-strong = stark
tui-settings-title = Einstellungen
tui-settings-not_saved = Die Änderung gilt jetzt, konnte aber nicht gespeichert werden: { $reason }.
tui-setting-language = Sprache
tui-setting-language-en = English
tui-setting-language-de = Deutsch
tui-setting-language-pseudo = Pseudo-Sprache (zeigt Text, der nicht übersetzt ist)
tui-setting-speech = Sprachausgabe
tui-setting-speech-auto = automatisch
tui-setting-speech-screenreader = Bildschirmleser
tui-setting-speech-speechd = Speech Dispatcher
tui-setting-speech-pyttsx3 = eingebaute Stimme (pyttsx3)
tui-setting-speech-none = keine
tui-setting-own_speech = Eigene Sprachausgabe
tui-setting-voice = Stimme
tui-setting-rate = Sprechgeschwindigkeit
tui-setting-volume = Lautstärke der Sprache
tui-setting-braille_table = Brailletabelle
tui-setting-braille_table-auto = automatisch zur Sprache
tui-setting-braille_table-de-g0 = deutsche Computerbraille
tui-setting-braille_table-de-g1 = deutsche Vollschrift
tui-setting-braille_table-de-g2 = deutsche Kurzschrift
tui-setting-braille_table-en-ueb-g1 = englische Vollschrift (UEB)
tui-setting-braille_table-en-ueb-g2 = englische Kurzschrift (UEB)
tui-setting-braille = Braillezeile
tui-setting-braille-auto = automatisch
tui-setting-braille-brlapi = BRLTTY
tui-setting-braille-screenreader = Bildschirmleser
tui-setting-braille-unicode = auf dem Bildschirm
tui-setting-braille-none = keine
tui-setting-brlapi_host = BRLTTY-Host
tui-setting-verbosity = Ausführlichkeit
tui-setting-verbosity-full = ausführlich
tui-setting-verbosity-normal = normal
tui-setting-verbosity-terse = knapp
tui-setting-positions = Positionen ansagen, etwa 3 von 7
tui-setting-recap = Hand und Tisch zusammenfassen, wenn du dran bist
tui-setting-cautions = Vor einem teuren Zug noch einmal fragen
tui-setting-forced_moves = Deinen einzigen Zug von selbst machen (ein erzwungenes Ziehen, Umdrehen oder Passen)
tui-setting-forced_pause = Pause, bevor dein einziger Zug gemacht wird
tui-setting-forced_pause-0 = keine
tui-setting-forced_pause-300 = 0,3 Sekunden
tui-setting-forced_pause-600 = 0,6 Sekunden
tui-setting-forced_pause-1000 = 1 Sekunde
tui-setting-forced_pause-1500 = 1,5 Sekunden
tui-setting-forced_pause-2000 = 2 Sekunden
tui-setting-forced_pause-3000 = 3 Sekunden
tui-setting-theme = Aussehen
tui-setting-theme-high-contrast-dark = hoher Kontrast, Terminalfarben, dunkler Hintergrund
tui-setting-theme-high-contrast-light = hoher Kontrast, Terminalfarben, heller Hintergrund
tui-setting-theme-colour = farbig
tui-setting-name = Dein Name
tui-setting-name-empty = keiner, du bist Spieler 1
tui-setting-empty = Standard
tui-setting-sounds = Klänge
tui-setting-sound_volume = Lautstärke der Klänge
tui-setting-muted_cues = Stumme Klänge
tui-setting-muted_cues-empty = keine, alle Klänge spielen
tui-setting-sound_theme = Klangordner
tui-setting-sound_theme-empty = die eigenen Klänge des Spiels
tui-setting-sound_braille = Klänge auf der Braillezeile
tui-main-online = Online spielen
tui-online-address = Adresse des Servers
tui-online-address-hint = Tippe die Adresse des Servers, zum Beispiel wss://192.168.1.5:7000, dann Eingabe; Escape bricht ab.
tui-online-bad_address = { $text } ist keine Adresse eines Servers. Tippe eine wie wss://192.168.1.5:7000.
tui-online-name = Dein Name an den Tischen
tui-online-bad_name = Ein Name braucht Buchstaben oder Ziffern, höchstens { $limit } Zeichen.
tui-online-title = Online-Lobby, { $url }, { $who }
tui-online-title-short = Online-Lobby, { $url }
tui-online-who-guest = { $name } (Gast)
tui-online-who-account = angemeldet als { $name }
tui-online-welcome = Online-Lobby: du bist { $name }. { $account } Pfeiltasten wählen, Eingabe öffnet, F5 nennt die Tische neu, F1 nennt die Tasten. { $item }
tui-online-welcome-guest = Du spielst als Gast; Anmelden oder registrieren gibt dir ein Konto und einen Platz in den Ranglisten.
tui-online-welcome-account = Du bist an deinem Konto angemeldet.
tui-online-login = Anmelden oder registrieren
tui-online-logout = Abmelden
tui-online-password = Passwort ändern
tui-online-rankings = Ranglisten
tui-online-record = Meine Bilanz
tui-online-report = Einen Spieler melden
tui-online-account-title = Anmelden oder registrieren
tui-online-account-login = An meinem Konto anmelden
tui-online-account-register = Ein neues Konto registrieren
tui-online-account-name = Name des Kontos
tui-online-account-password = Passwort für { $name }
tui-online-account-again = Dasselbe Passwort noch einmal
tui-online-account-old = Dein jetziges Passwort
tui-online-account-new = Das neue Passwort
tui-online-account-empty = Tippe das Passwort, oder drücke Escape.
tui-online-ranking-choose = Die Rangliste welches Spiels?
tui-online-ranking-title = Rangliste von { $game }
tui-online-ranking-next = Die nächsten Plätze, ab { $place }
tui-online-ranking-earlier = Die Plätze davor, ab { $place }
tui-online-record-title = Meine Bilanz
tui-online-report-title = Einen Spieler melden
tui-online-report-item = { $player }
tui-online-report-type = Namen eines Spielers tippen
tui-online-report-name = Spieler, den du melden willst
tui-online-report-why = Warum meldest du { $player }? (darf leer bleiben)
tui-online-report-why_hint = Tippe einen kurzen Grund für die Administratoren, oder nichts, dann Eingabe; Escape bricht ab.
tui-online-vote-ask = { $player } hat dieses gewertete Spiel verlassen. Mit { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkten
    } Abzug bestrafen? Drücke F6 für ja oder F7 für nein, innerhalb von { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
    }.
tui-online-new-competitive = Wettkampf (gewertet)
tui-online-create = Tisch eröffnen
tui-online-refresh = Tische neu auflisten
tui-online-say = Etwas in die Lobby sagen
tui-online-chat = Der Chat bisher
tui-online-mute = Spieler stumm oder laut schalten
tui-online-disconnect = Server verlassen
tui-online-no_back = Das ist die Online-Lobby. Wähle Server verlassen oder drücke Steuerung Q, um sie zu verlassen.
tui-online-table-title = Tisch { $table }
tui-online-join = Platz nehmen
tui-online-watch = Zuschauen
tui-online-created = Tisch { $table } eröffnet: { $game } für { $players }.
tui-online-welcome-table = Tisch { $table }: { $game }, { $players ->
        [one] ein Spieler
       *[other] { $players } Spieler
    }. Du bist { $name }. Tab wechselt zwischen den Bereichen; Schrägstrich sagt etwas an den Tisch; F1 nennt die Tasten; Steuerung Q verlässt den Tisch.
tui-online-welcome-watching = Tisch { $table }: { $game }, { $players ->
        [one] ein Spieler
       *[other] { $players } Spieler
    }; du schaust zu. Schrägstrich sagt etwas an den Tisch; F1 nennt die Tasten; Steuerung Q verlässt den Tisch.
tui-online-start_hint = Wenn alle da sind, startet F5 das Spiel; Bots nehmen die freien Plätze.
tui-online-wait_start = Das Spiel beginnt, wenn der Spieler, der den Tisch eröffnet hat, es startet.
tui-online-start_item = Das Spiel jetzt starten; Bots nehmen die freien Plätze (F5)
tui-online-leave-confirm = Das Spiel läuft noch. Den Tisch verlassen? Ein Bot spielt deinen Platz, bis du zurückkommst. J verlässt, N bleibt.
tui-online-say-lobby = In die Lobby sagen
tui-online-say-table = An den Tisch sagen
tui-online-say-empty = Tippe, was du sagen willst, oder drücke Escape.
tui-online-say-long =
    { $length ->
        [one] Das ist 1 Zeichen; höchstens { $limit } gehen auf einmal.
       *[other] Das sind { $length } Zeichen; höchstens { $limit } gehen auf einmal.
    }
tui-online-chat-title = Chat
tui-online-mute-title = Spieler stumm oder laut schalten
tui-online-mute-item-on = { $player }: stumm; Eingabe schaltet wieder laut
    .br = { $player } x
tui-online-mute-item-off = { $player }: hörbar; Eingabe schaltet stumm
    .br = { $player }
tui-online-mute-type = Namen eines Spielers tippen
tui-online-mute-name = Spieler, der stumm oder laut werden soll
tui-online-new-title = Neuer Tisch online
tui-online-new-bots = Bots
tui-online-new-level = Stufe der Bots
tui-online-new-create = Tisch eröffnen
tui-online-closed = Du hast den Server { $url } verlassen.
tui-keydesc-chat = etwas an den Tisch sagen
tui-keydesc-start_table = das Spiel starten (wer den Tisch eröffnet hat); Bots nehmen die freien Plätze
tui-keydesc-mute = den Chat eines Spielers stumm oder laut schalten
tui-keydesc-report = einen Spieler den Administratoren des Servers melden
tui-keydesc-vote_yes = wenn ein gewerteter Spieler gegangen ist: für eine Strafe stimmen
tui-keydesc-vote_no = wenn ein gewerteter Spieler gegangen ist: gegen eine Strafe stimmen
tui-keydesc-lobby_enter = auf einem Tisch: Platz nehmen oder zuschauen; auf einem Eintrag: ihn wählen
tui-keydesc-refresh = die Tische neu auflisten
tui-keyname-slash = Schrägstrich
tui-help-online_keys = An einem Tisch online
tui-help-online_keys-note = Einen Spieler stumm schalten oder melden geht im Spielmenü (F10) und in der Lobby.
tui-help-lobby_keys = In der Online-Lobby
tui-load-set_aside =
    { $count ->
        [one] Ein beschädigter Spielstand wurde in { $folder } beiseitegelegt: er heißt jetzt { $kept } und wird nicht mehr aufgeführt.
       *[other] { $count } beschädigte Spielstände wurden in { $folder } beiseitegelegt: ihre Namen enden jetzt auf .broken (oder .broken-2 und so weiter), und sie werden nicht mehr aufgeführt.
    }
tui-online-ranking-heard =
    { $count ->
        [one] Rangliste von { $game }, ein Spieler. Pfeiltasten lesen sie noch einmal.
       *[other] Rangliste von { $game }, { $count } Spieler, Plätze { $first } bis { $last }. Pfeiltasten lesen sie noch einmal.
    }
tui-online-record-heard =
    { $count ->
        [one] Deine Bilanz, 1 Spiel. Pfeiltasten lesen sie noch einmal.
       *[other] Deine Bilanz, { $count } Spiele. Pfeiltasten lesen sie noch einmal.
    }
tui-online-tables =
    { $count ->
        [0] Keine offenen Tische. Wähle Tisch eröffnen, um einen zu eröffnen.
        [one] 1 offener Tisch: { $first }
       *[other] { $count } offene Tische.
    }
tui-app-title = Accessible Games
tui-new-players_fit = Spieler: { $players } ({ $low } bis { $high } in dieser Variante).
