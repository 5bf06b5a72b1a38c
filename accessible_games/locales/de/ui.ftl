ui-welcome = { $game }, { $players ->
        [one] ein Spieler
       *[other] { $players } Spieler
    }. Du bist { $name }. Tippe hilfe für die Befehle.
ui-welcome-watch = { $game }, { $players ->
        [one] ein Spieler
       *[other] { $players } Spieler
    }, alle vom Computer gespielt.
ui-help = Befehle: hand (h); mitte oder tisch (m); punkte (s), punkte details; zug (t); aktionen (a), eine nummerierte Liste deiner Züge: tippe die Nummer oder den Zug selbst; karte und eine Zahl: diese Karte deiner Hand und was ihr Spielen bewirkt; spieler: Karten, Punkte und Zug jedes Spielers; überblick: deine Hand und der Tisch in einer Zeile; zurücknehmen: deinen letzten Zug zurücknehmen, wo die Regeln es erlauben; wiederholen (r); verlauf, oder verlauf und eine Zahl; regeln; legende; statistik: deine Erfahrungspunkte und Spiele; speichern und ein Dateiname; laden und ein Dateiname; verlassen oder ende (q).
ui-unknown = Unbekannter Befehl: { $text }. Tippe hilfe für die Befehle.
ui-internal_error = Bei dieser Zeile ist im Programm etwas schiefgegangen. Dein Spiel ist in { $path } gesichert; es geht weiter.
ui-internal_error-unsaved = Bei dieser Zeile ist im Programm etwas schiefgegangen, und das Spiel ließ sich nicht in einer Datei sichern; es geht weiter.
ui-no_actions = Du hast gerade keinen Zug. { $status }
ui-actions-header = Deine Züge:
ui-actions-item = { $number }. { $label }
ui-number_range = Einen Zug { $number } gibt es nicht: wähle 1 bis { $count }.
ui-nothing_to_repeat = Es wurde noch nichts gesagt.
ui-history-empty = Der Verlauf ist leer.
ui-saved = Spiel gespeichert in { $path }.
ui-options = Tisch-Optionen: { $options }.
ui-option = { $label }: { $value }
ui-clock-warn = Noch { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
    } für deinen Zug.
    .br = noch { $seconds }s
ui-clock-expired = Die Zeit ist um. Automatischer Zug: { $move }.
    .br = Zeit um: { $move }
ui-clock-left = Noch { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
    } für diesen Zug.
ui-loaded = Spiel geladen aus { $path }.
ui-save-needs_file = Wohin speichern? Tippe speichern und einen Dateinamen.
ui-load-needs_file = Was laden? Tippe laden und einen Dateinamen.
ui-bye = Auf Wiedersehen.
ui-input_ended = Die Eingabe endete vor dem Spiel.
ui-game_over-hint = Das Spiel ist zu Ende. Tippe punkte, verlauf oder ende.
# a match that counts no points (Mau Mau's quick game): no scores offered
ui-game_over-hint-no_points = Das Spiel ist zu Ende. Tippe verlauf oder ende.
ui-result = Ergebnis: { $scores }. Sieger: { $winners }.
ui-result-tie = Ergebnis: { $scores }. Sieger: { $winners }.
ui-result-none = Ergebnis: { $scores }. Kein Sieger.
ui-player = Spieler { $number }
ui-rules-missing = Der Regeltext fehlt.
ui-menu-title = Accessible Games. Wähle ein Spiel mit seiner Nummer, oder q zum Beenden:
ui-menu-item = { $number }. { $game }
ui-menu-players = Wie viele Spieler, { $low } bis { $high }? Enter für { $default }.
ui-menu-bad_players = Bitte eine Zahl von { $low } bis { $high } tippen.
ui-error-option = { $message }
ui-card-range = Tippe karte und eine Zahl von 1 bis { $count }: die Stelle einer Karte auf deiner Hand.
ui-xp-gain = Du bekommst { $xp ->
        [one] 1 Erfahrungspunkt
       *[other] { $xp } Erfahrungspunkte
    }{ $now }.
    .br = EP bekommen: { $xp }{ $now }
ui-xp-loss = Du verlierst { $xp ->
        [one] 1 Erfahrungspunkt
       *[other] { $xp } Erfahrungspunkte
    }{ $now }.
    .br = EP verloren: { $xp }{ $now }
ui-xp-leave = Du verlässt ein laufendes Spiel und verlierst { $xp ->
        [one] 1 Erfahrungspunkt
       *[other] { $xp } Erfahrungspunkte
    }{ $now }.
    .br = verlassen, EP verloren: { $xp }{ $now }
ui-xp-now = ; jetzt { $total }
    .br = , jetzt { $total }
cli-bad_bots = --bots muss eine Zahl von 0 bis { $players } oder all sein, nicht { $value }.
cli-bad_level = Unbekannte Bot-Stufe { $value }. Stufen: { $allowed }.
cli-labels-done = { $count ->
        [one] 1 Braille-Etikett
       *[other] { $count } Braille-Etiketten
    } ({ $kinds } verschiedene) und ihre Legende für { $game } geschrieben, Tabelle { $table }, als { $format }: { $path }
cli-no_inline = --inline gibt es nur unter Linux und macOS; das ganze Terminal wird genutzt.
ui-result-score = { $player }: { $score ->
        [one] 1 Punkt
       *[other] { $score } Punkte
    }
ui-leave-confirm = Das Spiel läuft noch, und deine letzten Züge sind nicht gespeichert: Verlassen verliert sie und kostet { $xp ->
        [one] 1 Erfahrungspunkt
       *[other] { $xp } Erfahrungspunkte
    }. Verlassen? Tippe ja zum Verlassen, speichern und einen Dateinamen zum Speichern und Verlassen, oder nein zum Bleiben.
    .br = Spiel läuft, Züge ungespeichert, verlassen kostet EP: { $xp }. verlassen? ja, speichern DATEI, nein
ui-leave-cancelled = Nicht verlassen. Das Spiel geht weiter.
ui-takeback-done = Zurückgenommen: { $move }.
    .br = zurück: { $move }
ui-forced = Dein einziger Zug: { $move }.
    .br = einziger Zug: { $move }
ui-takeback-online = An einem Tisch im Netz lässt sich kein Zug zurücknehmen.
ui-caution-again = { $caution } Wähle den Zug noch einmal, um ihn zu machen.
