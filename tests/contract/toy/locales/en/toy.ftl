highcard-title = High Card
highcard-play = play the { $card }
highcard-card = card { $value }
    .br = c{ $value }
highcard-dealt =
    { $who ->
        [you] You got { $cards }.
       *[other] { $player } got { $cards }.
    }
highcard-dealt-others = { $player } got { $count ->
        [one] one card
       *[other] { $count } cards
    }.
highcard-played =
    { $who ->
        [you] You played the { $card }.
       *[other] { $player } played the { $card }.
    }
highcard-drawn = You drew the { $card }.
highcard-drew = { $player } drew a card.
highcard-trick = { $player } takes the trick.
highcard-over = The game is over. Winners: { $winners }.
highcard-hand = Your hand: { $cards }.
highcard-hand-none = You hold no cards.
highcard-table = On the table: { $cards }. { $count ->
        [one] 1 card
       *[other] { $count } cards
    } in the stock.
highcard-score = { $player }: { $score ->
        [one] 1 trick
       *[other] { $score } tricks
    }
highcard-status = It is { $player }'s turn.
highcard-status-over = The game is over.
highcard-legend = Play your highest card to take the trick (lowest in the low variant).
highcard-not_held = You do not hold the card { $value }.
highcard-keydesc-high = play your highest card
highcard-label-legend = a card's value
highcard-words-play = play, lay, p
