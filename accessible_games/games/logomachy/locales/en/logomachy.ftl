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
logomachy-deck-fields =
    expected colour, value, letter and optionally count, found { $found ->
        [one] one field
       *[other] { $found } fields
    }.
logomachy-deck-colour = the first word is not a colour. Colours: { $allowed }.
logomachy-deck-value = { $value } is not a whole number from 1 to 99.
logomachy-deck-letter = { $value } is not a single letter or - for none.
logomachy-deck-count = { $value } is not a whole number from 1 to 20.
logomachy-deck-yellow7 =
    Deck file { $path }: a deck must hold exactly one yellow 7, this one holds { $found ->
        [0] none
       *[other] { $found }
    }.
logomachy-deck-small =
    Deck file { $path }: { $found ->
        [one] one card is
       *[other] { $found } cards are
    } too few, a deck needs at least { $needed }.
logomachy-deck-too_small_for =
    The deck has { $found ->
        [one] one card
       *[other] { $found } cards
    }; { $players ->
        [one] one player needs
       *[other] { $players } players need
    } at least { $needed }.
logomachy-deck-unreadable = Cannot read deck file { $path }: { $reason }.
logomachy-deck-facts = The table's deck is damaged: a card is not a colour, a value from 1 to 99 and at most one letter.
logomachy-deal_start =
    { $who ->
        [you] Deal { $deal } of { $deals }. You deal.
       *[other] Deal { $deal } of { $deals }. { $player } is the dealer.
    }
    .br =
        { $who ->
            [you] deal { $deal } you deal
           *[other] deal { $deal } dealer { $player }
        }
logomachy-deal_start-open =
    { $who ->
        [you] Deal { $deal }. You deal.
       *[other] Deal { $deal }. { $player } is the dealer.
    }
    .br =
        { $who ->
            [you] deal { $deal } you deal
           *[other] deal { $deal } dealer { $player }
        }
logomachy-dealt = Your cards: { $cards }.
    .br = hand { $cards }
logomachy-hands_dealt =
    New cards for everyone, { $stock ->
        [0] and the stock is empty
        [one] one card left in the stock
       *[other] { $stock } cards left in the stock
    }.
    .br = new cards, stock { $stock }
# $counts: the players' logomachy-hand_count forms, as a list
logomachy-hands_dealt-short = The stock is short: the cards are dealt one by one, and the stock is empty. { $counts }.
    .br = cards one by one: { $counts }, stock 0
# how many cards a player holds (in a list that starts a sentence)
logomachy-hand_count =
    { $who ->
        [you]
            you have { $count ->
                [0] no cards
                [one] one card
               *[other] { $count } cards
            }
       *[other]
            { $player } has { $count ->
                [0] no cards
                [one] one card
               *[other] { $count } cards
            }
    }
    .br =
        { $who ->
            [you] you: { $count }
           *[other] { $player }: { $count }
        }
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
        [you]
            Sweep! You win a chip and now have { $chips ->
                [one] one chip
               *[other] { $chips } chips
            }.
       *[other]
            Sweep! { $player } wins a chip and now has { $chips ->
                [one] one chip
               *[other] { $chips } chips
            }.
    }
    .br =
        { $who ->
            [you] sweep, you: { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
           *[other] sweep, { $player }: { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
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
# $players: two or more winners; $who: you when the listener is one of them
# (German says "Anna und du habt")
logomachy-score_most_yellow =
    With { $count ->
        [one] one yellow card
       *[other] { $count } yellow cards
    } each, { $players } { $who ->
        [you] have
       *[other] have
    } the most and win a chip each.
    .br = most yellow: { $players }, { $count } each
logomachy-score_most_yellow-one =
    { $who ->
        [you]
            With { $count ->
                [one] one yellow card
               *[other] { $count } yellow cards
            }, you have the most and win a chip.
       *[other]
            With { $count ->
                [one] one yellow card
               *[other] { $count } yellow cards
            }, { $player } has the most and wins a chip.
    }
    .br = most yellow: { $players }, { $count }
logomachy-score_most_yellow-none = Nobody captured any yellow cards: no chip.
    .br = most yellow: none
logomachy-score_most_cards =
    With { $count ->
        [one] one card
       *[other] { $count } cards
    } each, { $players } { $who ->
        [you] have
       *[other] have
    } captured the most and win a chip each.
    .br = most cards: { $players }, { $count } each
logomachy-score_most_cards-one =
    { $who ->
        [you]
            With { $count ->
                [one] one card
               *[other] { $count } cards
            }, you have captured the most and win a chip.
       *[other]
            With { $count ->
                [one] one card
               *[other] { $count } cards
            }, { $player } has captured the most and wins a chip.
    }
    .br = most cards: { $players }, { $count }
logomachy-score_most_cards-none = Nobody captured any cards: no chip.
    .br = most cards: none
# $chips: the players' logomachy-player_chips forms, as a list
logomachy-deal_scored = Deal { $deal } is scored. { $chips }.
    .br = chips { $chips }
logomachy-match_over =
    { $who ->
        [you]
            The match is over. You win with { $chips ->
                [one] one chip
               *[other] { $chips } chips
            }!
       *[other]
            The match is over. { $players } wins with { $chips ->
                [one] one chip
               *[other] { $chips } chips
            }.
    }
    .br =
        { $who ->
            [you] you win, { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
           *[other] winner { $players }, { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
        }
# $who: you when the listener is one of the winners
logomachy-match_over-tie =
    The match is over. { $players } { $who ->
        [you] share
       *[other] share
    } the win with { $chips ->
        [one] one chip
       *[other] { $chips } chips
    } each.
    .br = winners { $players }, { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            } each
logomachy-hand = Your hand: { $cards }.
    .br = hand { $cards }
logomachy-hand-empty = Your hand is empty.
logomachy-hand-none = You hold no cards: you are watching.
logomachy-middle =
    Middle, { $count ->
        [one] 1 card
       *[other] { $count } cards
    }: { $cards }.
    .br = mid { $cards }
logomachy-middle-empty = The middle is empty.
# the first item of the Middle zone: every card in it
logomachy-middle-summary =
    { $count ->
        [one] 1 card: { $cards }
       *[other] { $count } cards: { $cards }
    }
    .br = all { $cards }
# the recap's last part, after the hand and the middle
logomachy-recap-stock =
    { $stock ->
        [0] The stock is empty.
        [one] 1 card is left in the stock.
       *[other] { $stock } cards are left in the stock.
    }
    .br = stock { $stock }
# the recap's part on the captured cards: $players, every player's
# logomachy-recap-captured-seat form, joined
logomachy-recap-captured = Captured: { $players }.
    .br = captured { $players }
# one player's captured cards in the recap (no yellow cards said of none)
logomachy-recap-captured-seat =
    { $who ->
        [you] you
       *[other] { $player }
    } { $captured ->
        [0] no cards
        [one] 1 card
       *[other] { $captured } cards
    }{ $captured ->
        [0] {""}
       *[other] , { $yellow ->
            [0] none of them yellow
           *[other] { $yellow } of them yellow
        }
    }
    .br =
        { $who ->
            [you] you
           *[other] { $player }
        }: { $captured }{ $captured ->
            [0] {""}
           *[other] , { $yellow } yellow
        }
# the result at the end of a match: a player's chips
logomachy-result-score = { $player }: { $score ->
        [one] 1 chip
       *[other] { $score } chips
    }
logomachy-takeback-none = Moves cannot be taken back in Logomachy: new cards come from the hidden stock, and the other players act on every move.
# one player's chips, in a list that starts a sentence
logomachy-player_chips =
    { $who ->
        [you]
            you have { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
       *[other]
            { $player } has { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
    }
    .br =
        { $who ->
            [you] you: { $chips }
           *[other] { $player }: { $chips }
        }
# one player's chips after an earlier deal, in a list that starts a sentence
logomachy-player_chips-then =
    { $who ->
        [you]
            you had { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
       *[other]
            { $player } had { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
    }
# $chips: the players' logomachy-player_chips forms, as a list
logomachy-scores = { $chips }.
    .br = chips { $chips }
logomachy-zone-middle = Middle
# a line of the players zone; the yellow cards are said only of a player who
# has captured cards
logomachy-player =
    { $name }: { $chips ->
        [one] 1 chip
       *[other] { $chips } chips
    }, { $hand ->
        [one] 1 card
       *[other] { $hand } cards
    } in hand, { $captured } captured{ $captured ->
        [0] {""}
       *[other] , { $yellow ->
            [0] none of them yellow
           *[other] { $yellow } of them yellow
        }
    }
    .br = { $name }: { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }, hand { $hand }, captured { $captured }{ $captured ->
                [0] {""}
               *[other] , { $yellow } yellow
            }
logomachy-player-turn =
    { $name }: { $chips ->
        [one] 1 chip
       *[other] { $chips } chips
    }, { $hand ->
        [one] 1 card
       *[other] { $hand } cards
    } in hand, { $captured } captured{ $captured ->
        [0] {""}
       *[other] , { $yellow ->
            [0] none of them yellow
           *[other] { $yellow } of them yellow
        }
    }, on turn
    .br = { $name }: { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }, hand { $hand }, captured { $captured }{ $captured ->
                [0] {""}
               *[other] , { $yellow } yellow
            } *
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
# the yellow cards are said only of a player who has captured cards
logomachy-score_detail =
    { $who ->
        [you] You
       *[other] { $player }
    }: { $chips ->
        [one] 1 chip
       *[other] { $chips } chips
    }, { $captured ->
        [0] no cards captured
        [one] 1 card captured
       *[other] { $captured } cards captured
    }{ $captured ->
        [0] {""}
       *[other] , { $yellow ->
            [0] none of them yellow
           *[other] { $yellow } of them yellow
        }
    }, { $hand } in hand
logomachy-score_detail-y7 =
    { $who ->
        [you] You
       *[other] { $player }
    }: { $chips ->
        [one] 1 chip
       *[other] { $chips } chips
    }, { $captured ->
        [one] 1 card captured
       *[other] { $captured } cards captured
    }, { $yellow } of them yellow, with the yellow 7, { $hand } in hand
# $chips: the players' logomachy-player_chips-then forms, as a list
logomachy-deal_record = After deal { $deal }: { $chips }.
logomachy-status =
    Deal { $deal } of { $deals }, { $dealer }, { $stock ->
        [0] the stock is empty
        [one] 1 card in the stock
       *[other] { $stock } cards in the stock
    }. { $turn }
    .br = deal { $deal }, stock { $stock }, { $turn }
logomachy-dealer =
    { $who ->
        [you] you are the dealer
       *[other] the dealer is { $player }
    }
logomachy-status-open =
    Deal { $deal }, first to { $target ->
        [one] 1 chip
       *[other] { $target } chips
    } wins, { $dealer }, { $stock ->
        [0] the stock is empty
        [one] 1 card in the stock
       *[other] { $stock } cards in the stock
    }. { $turn }
logomachy-status-over = The match is over.
logomachy-item-take = { $card } would take { $options }.
    .br = { $card } x { $options }
logomachy-item-lay = { $card } takes nothing: it would go into the middle.
    .br = { $card } -
logomachy-item-wait = { $card }. It is not your turn.
    .br = { $card }
logomachy-item-over = { $card }. The match is over.
logomachy-legend = Braille short forms: { $items }. A card is its colour's letters and its value, for example { $example }.
logomachy-legend-colour = { $short } for { $colour }
# the words a player may type for the move and its parts (comma-separated;
# the words of either language are understood)
logomachy-words-play = play, lay
logomachy-words-take = take, takes, with, x, +, and
