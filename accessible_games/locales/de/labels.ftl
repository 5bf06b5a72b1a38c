# Braille-Etiketten für die Karten und Kärtchen echter Spiele (accessible_games/labels)

# der Titel des Bogens: der Name des Spiels und was der Bogen ist
labels-title = { $game }: Braille-Etiketten
# eine Zeile der Legende auf einem gezeichneten Bogen (SVG, PDF): ein Code und seine Bedeutung
labels-legend-line = { $code } = { $meaning }

# --- was verlangt wurde ---
labels-game-unknown = Unbekanntes Spiel '{ $game }'; wähle { $known }.
labels-deck-one = { $game } hat nur ein Deck; ein Deck lässt sich nur für { $others } wählen.
labels-per_card = Etiketten je Karte: 1 oder 2 (zwei: für gegenüberliegende Ecken), nicht { $value }.
labels-format-unknown = Unbekanntes Etikettenformat '{ $format }'; wähle { $known }.
labels-layout =
    { $field ->
        [cells] Zellen je Zeile
       *[lines] Zeilen je Seite
    }: erlaubt ist eine ganze Zahl von { $low } bis { $high }, nicht { $value }.

# --- die Brailletabelle ---
labels-table-unknown = Unbekannte Brailletabelle '{ $table }'; wähle { $known }.
labels-table-unloadable = Die Brailletabelle '{ $table }' konnte nicht geladen werden.
labels-table-no_liblouis = liblouis (das Python-Modul 'louis') ist nicht installiert; ohne liblouis entsteht keine Brailleschrift.
labels-table-undefined =
    Die Brailletabelle { $table } kennt { $count ->
        [one] das Zeichen { $chars }
       *[other] die Zeichen { $chars }
    } nicht (Etikett '{ $code }').

# --- die Etiketten eines Spiels in einer Tabelle ---
labels-cells-many =
    Das Etikett '{ $code }' für { $game } braucht in der Tabelle { $table } { $cells ->
        [one] { $cells } Zelle
       *[other] { $cells } Zellen
    }; { $most ->
        [one] erlaubt ist höchstens { $most } Zelle
       *[other] erlaubt sind höchstens { $most } Zellen
    }.
labels-cells-none = Das Etikett '{ $code }' für { $game } ergibt in der Tabelle { $table } keine Braillezellen.
labels-cells-eight_dot = Das Etikett '{ $code }' für { $game } braucht in der Tabelle { $table } 8-Punkt-Zellen (Punkte 7 oder 8); die lassen sich im BRF-Format nicht prägen: wähle eine 6-Punkt-Tabelle.
labels-cells-same = Die Etiketten '{ $first }' ({ $first_text }) und '{ $second }' ({ $second_text }) für { $game } haben in der Tabelle { $table } dieselben Braillezellen.

# --- ein Bogen als Datei ---
labels-sheet-not_braille =
    { $part ->
        [title] Der Titel
        [legend] Der Legendeneintrag '{ $name }'
        [meaning] Die Bedeutung von '{ $name }'
       *[label] Das Etikett '{ $name }'
    } enthält '{ $char }'; das ist keine Braillezelle (U+2800 bis U+28FF).
labels-sheet-empty = Das Etikett '{ $label }' hat keine Brailleschrift.
labels-sheet-count = Das Etikett '{ $label }' hat eine ungültige Anzahl: { $value }.
labels-sheet-wide =
    Das Etikett '{ $label }' braucht { $cells ->
        [one] { $cells } Zelle
       *[other] { $cells } Zellen
    }; eine Zeile fasst { $width ->
        [one] { $width } Zelle
       *[other] { $width } Zellen
    }.
labels-brf-eight_dot = Die Zelle { $cell } (U+{ $number }) hat Punkt 7 oder 8 und lässt sich nicht als BRF prägen; verwende PEF oder eine 6-Punkt-Tabelle.
labels-write-failed = Die Etiketten konnten nicht in { $path } geschrieben werden: { $reason }.
