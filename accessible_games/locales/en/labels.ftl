# Braille labels for the cards and tiles of physical decks (accessible_games/labels)

# the sheet's title: the game's name and what the sheet is
labels-title = { $game }: braille labels
# a legend line on a drawn sheet (SVG, PDF): a code and what it means
labels-legend-line = { $code } = { $meaning }

# --- what was asked for ---
labels-game-unknown = Unknown game '{ $game }'; choose { $known }.
labels-deck-one = { $game } has one deck only; a deck can be chosen only for { $others }.
labels-per_card = Labels per card must be 1 or 2 (two: for opposite corners), not { $value }.
labels-format-unknown = Unknown label format '{ $format }'; choose { $known }.
labels-layout =
    { $field ->
        [cells] Cells per line
       *[lines] Lines per page
    } must be a whole number from { $low } to { $high }, not { $value }.

# --- the braille table ---
labels-table-unknown = Unknown braille table '{ $table }'; choose { $known }.
labels-table-unloadable = The braille table '{ $table }' could not be loaded.
labels-table-no_liblouis = liblouis (the Python module 'louis') is not installed; without it no braille can be made.
labels-table-undefined =
    The braille table { $table } does not define { $count ->
        [one] the character { $chars }
       *[other] the characters { $chars }
    } (label '{ $code }').

# --- a game's labels in a table ---
labels-cells-many =
    The { $game } label '{ $code }' takes { $cells ->
        [one] { $cells } cell
       *[other] { $cells } cells
    } in table { $table }; a label may take at most { $most ->
        [one] { $most } cell
       *[other] { $most } cells
    }.
labels-cells-none = The { $game } label '{ $code }' has no braille in table { $table }.
labels-cells-eight_dot = The { $game } label '{ $code }' needs 8-dot cells (dots 7 or 8) in table { $table }; they cannot be embossed on paper in BRF: choose a 6-dot table.
labels-cells-same = The { $game } labels '{ $first }' ({ $first_text }) and '{ $second }' ({ $second_text }) are the same braille in table { $table }.

# --- a sheet as a file ---
labels-sheet-not_braille =
    { $part ->
        [title] The title
        [legend] The legend entry '{ $name }'
        [meaning] The meaning of '{ $name }'
       *[label] The label '{ $name }'
    } holds '{ $char }', which is not a braille cell (U+2800 to U+28FF).
labels-sheet-empty = The label '{ $label }' has no braille.
labels-sheet-count = The label '{ $label }' has a bad count: { $value }.
labels-sheet-wide =
    The label '{ $label }' takes { $cells ->
        [one] { $cells } cell
       *[other] { $cells } cells
    }; a line holds { $width ->
        [one] { $width } cell
       *[other] { $width } cells
    }.
labels-brf-eight_dot = The cell { $cell } (U+{ $number }) uses dot 7 or 8 and cannot be embossed as BRF; use PEF or a 6-dot table.
labels-write-failed = Cannot write the labels to { $path }: { $reason }.
