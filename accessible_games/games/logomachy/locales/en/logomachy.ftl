logomachy-title = Logomachy
logomachy-card = { $colour } { $value }
logomachy-card-lettered = { $colour } { $value } ({ $letter })
logomachy-taking = { $cards }
logomachy-action-lay = Play { $card } into the middle
logomachy-action-take = Play { $card }, take { $taken }
logomachy-illegal-syntax = I do not understand { $text }. Say play and a card, for example play yellow 7, and take with the cards to capture.
logomachy-illegal-not_in_hand = You do not hold { $card }.
logomachy-illegal-not_in_middle = { $card } is not in the middle.
logomachy-illegal-nothing_to_take = { $card } captures nothing: play it without taking, it goes into the middle.
logomachy-illegal-must_capture = Capturing is compulsory: { $card } can take { $options }.
logomachy-illegal-must_pair = A card of the same value lies in the middle, so { $card } must pair with { $options }.
logomachy-illegal-wrong_sum = Those cards add up to { $total }, but { $card } is worth { $value }.
logomachy-deck-problem = Deck file { $path }, line { $line }, { $field }: { $problem }
logomachy-deck-field-line = the line
logomachy-deck-field-colour = colour
logomachy-deck-field-value = value
logomachy-deck-field-letter = letter
logomachy-deck-field-count = count
logomachy-deck-fields = expected colour, value, letter and optionally count, found { $found } fields.
logomachy-deck-colour = the first word is not a colour. Colours: { $allowed }.
logomachy-deck-value = { $value } is not a whole number from 1 to 99.
logomachy-deck-letter = { $value } is not a single letter or - for none.
logomachy-deck-count = { $value } is not a whole number from 1 to 20.
logomachy-deck-yellow7 = Deck file { $path }: a deck must hold exactly one yellow 7, this one holds { $found }.
logomachy-deck-small = Deck file { $path }: { $found } cards are too few, a deck needs at least { $needed }.
logomachy-deck-too_small_for = The deck has { $found } cards; { $players } players need at least { $needed }.
logomachy-deck-unreadable = Cannot read deck file { $path }: { $reason }.
logomachy-deck-facts = The table's deck is damaged: a card is not a colour, a value from 1 to 99 and at most one letter.
logomachy-deal_start =
    { $who ->
        [you] Deal { $deal } of { $deals }. You deal.
       *[other] Deal { $deal } of { $deals }. { $player } deals.
    }
    .br =
        { $who ->
            [you] deal { $deal } you deal
           *[other] deal { $deal } dealer { $player }
        }
logomachy-deal_start-open =
    { $who ->
        [you] Deal { $deal }. You deal.
       *[other] Deal { $deal }. { $player } deals.
    }
    .br =
        { $who ->
            [you] deal { $deal } you deal
           *[other] deal { $deal } dealer { $player }
        }
logomachy-dealt = Your cards: { $cards }.
    .br = hand { $cards }
logomachy-hands_dealt = New cards for everyone, { $stock } left in the stock.
    .br = new cards, stock { $stock }
logomachy-hands_dealt-short = The stock is short: cards dealt one by one. Cards in hand: { $counts }. Stock empty.
    .br = cards one by one: { $counts }, stock 0
logomachy-middle_laid = In the middle: { $cards }.
    .br = middle { $cards }
logomachy-turn =
    { $who ->
        [you] Your turn.
       *[other] { $player }'s turn.
    }
    .br =
        { $who ->
            [you] your turn
           *[other] { $player } to play
        }
logomachy-capture =
    { $who ->
        [you] You play { $card } and take { $taken }.
       *[other] { $player } plays { $card } and takes { $taken }.
    }
    .br =
        { $who ->
            [you] you { $card } take { $taken }
           *[other] { $player } { $card } takes { $taken }
        }
logomachy-lay =
    { $who ->
        [you] You lay { $card } into the middle.
       *[other] { $player } lays { $card } into the middle.
    }
    .br =
        { $who ->
            [you] you { $card } to middle
           *[other] { $player } { $card } to middle
        }
logomachy-sweep =
    { $who ->
        [you] Sweep! You win a chip, now { $chips }.
       *[other] Sweep! { $player } wins a chip, now { $chips }.
    }
    .br =
        { $who ->
            [you] sweep, your chip { $chips }
           *[other] sweep { $player } chip { $chips }
        }
logomachy-deal_over = The stock is used up: deal { $deal } ends.
    .br = deal { $deal } over
logomachy-deal_over-left = The stock is used up: deal { $deal } ends. Left unclaimed in the middle: { $cards }.
    .br = deal { $deal } over, left { $cards }
logomachy-middle_taken =
    { $who ->
        [you] You captured last and take the rest of the middle: { $cards }.
       *[other] { $player } captured last and takes the rest of the middle: { $cards }.
    }
    .br =
        { $who ->
            [you] you take rest { $cards }
           *[other] { $player } takes rest { $cards }
        }
logomachy-score_yellow7 =
    { $who ->
        [you] You have the yellow 7: one chip.
       *[other] { $player } has the yellow 7: one chip.
    }
    .br =
        { $who ->
            [you] y7 you
           *[other] y7 { $player }
        }
logomachy-score_yellow7-none = Nobody captured the yellow 7.
    .br = y7 nobody
logomachy-score_most_yellow = Most yellow cards, { $count }: { $players }. One chip each.
    .br = most yellow { $count } { $players }
logomachy-score_most_yellow-one = Most yellow cards, { $count }: { $players }. One chip.
    .br = most yellow { $count } { $players }
logomachy-score_most_yellow-none = Nobody has yellow cards left: no chip.
    .br = most yellow: none
logomachy-score_most_cards = Most cards, { $count }: { $players }. One chip each.
    .br = most cards { $count } { $players }
logomachy-score_most_cards-one = Most cards, { $count }: { $players }. One chip.
    .br = most cards { $count } { $players }
logomachy-score_most_cards-none = Nobody has cards left: no chip.
    .br = most cards: none
logomachy-deal_scored = Chips after deal { $deal }: { $chips }.
    .br = chips { $chips }
logomachy-match_over =
    { $who ->
        [you] The match is over. You win with { $chips } chips!
       *[other] The match is over. { $players } wins with { $chips } chips.
    }
    .br =
        { $who ->
            [you] you win { $chips }
           *[other] winner { $players } { $chips }
        }
logomachy-match_over-tie = The match is over. { $players } share the win with { $chips } chips each.
    .br = winners { $players } { $chips }
logomachy-hand = Your hand: { $cards }.
    .br = hand { $cards }
logomachy-hand-empty = Your hand is empty.
logomachy-middle = Middle, { $count } cards: { $cards }.
    .br = mid { $cards }
logomachy-middle-one = Middle, 1 card: { $cards }.
logomachy-middle-empty = The middle is empty.
logomachy-player_chips = { $player } { $chips }
logomachy-scores = Chips: { $chips }.
    .br = chips { $chips }
logomachy-zone-middle = Middle
logomachy-player = { $name }: { $chips } chips, { $hand } cards in hand, { $captured } captured
    .br = { $name } { $chips }
logomachy-player-turn = { $name }: { $chips } chips, { $hand } cards in hand, { $captured } captured, on turn
    .br = { $name } { $chips } *
logomachy-option-deck = Deck
logomachy-option-deck-auto = automatic: four colours for 2 to 4 players, six for 5 to 8
logomachy-option-deck-four-colours = four colours
logomachy-option-deck-six-colours = six colours
logomachy-option-deck_file = Own deck file
logomachy-option-deck_file-none = none
logomachy-option-deals = Deals
logomachy-option-deals-none = one per player
logomachy-option-target_chips = Chips to win
logomachy-option-target_chips-none = none, play the deals
logomachy-option-last_capture_takes_middle = Last capture takes the middle
logomachy-score_detail = { $player }: { $chips } chips, { $captured } cards captured, { $yellow } of them yellow, { $hand } in hand
logomachy-score_detail-y7 = { $player }: { $chips } chips, { $captured } cards captured, { $yellow } of them yellow, with the yellow 7, { $hand } in hand
logomachy-deal_record = Deal { $deal }: chips after it { $chips }
logomachy-status = Deal { $deal } of { $deals }, { $dealer }, { $stock } cards in the stock. { $turn }
    .br = deal { $deal } stock { $stock } { $turn }
logomachy-dealer =
    { $who ->
        [you] you deal
       *[other] { $player } deals
    }
logomachy-status-open = Deal { $deal }, first to { $target } chips, { $dealer }, { $stock } cards in the stock. { $turn }
logomachy-status-over = The match is over.
logomachy-item-take = { $card } would take { $options }.
logomachy-item-lay = { $card } takes nothing: it would go into the middle.
logomachy-item-wait = { $card }. It is not your turn.
logomachy-you = you
logomachy-You = You
logomachy-legend = Braille short forms: { $items }. A card is its colour's letters and its value, for example { $example }.
