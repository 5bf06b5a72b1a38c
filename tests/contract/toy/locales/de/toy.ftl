highcard-title = Hohe Karte
highcard-play = spiele die { $card }
highcard-card = Karte { $value }
    .br = k{ $value }
highcard-dealt =
    { $who ->
        [you] Du bekamst { $cards }.
       *[other] { $player } bekam { $cards }.
    }
highcard-dealt-others = { $player } bekam { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    }.
highcard-played =
    { $who ->
        [you] Du spieltest die { $card }.
       *[other] { $player } spielte die { $card }.
    }
highcard-drawn = Du zogst die { $card }.
highcard-drew = { $player } zog eine Karte.
highcard-trick = { $player } nimmt den Stich.
highcard-over = Das Spiel ist zu Ende. Gewinner: { $winners }.
highcard-hand = Deine Hand: { $cards }.
highcard-hand-none = Du hältst keine Karten.
highcard-table = Auf dem Tisch: { $cards }. { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    } im Stapel.
highcard-score = { $player }: { $score ->
        [one] 1 Stich
       *[other] { $score } Stiche
    }
highcard-status = { $player } ist am Zug.
highcard-status-over = Das Spiel ist zu Ende.
highcard-legend = Spiele deine höchste Karte, um den Stich zu nehmen (in der Variante niedrig die niedrigste).
highcard-not_held = Du hältst die Karte { $value } nicht.
highcard-keydesc-high = spiele deine höchste Karte
highcard-label-legend = der Wert einer Karte
highcard-words-play = spiele, spiel, lege
