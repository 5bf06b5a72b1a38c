maumau-title = Mau Mau

## The special cards' names, and their braille symbols as .br: a card's
## braille form is its colour's short form and its value or symbol (r7, b+2)

maumau-rank-draw2 = Draw Two
    .br = +2
maumau-rank-skip = Skip
    .br = -sk
maumau-rank-reverse = Reverse
    .br = -rev
maumau-rank-wild = Wild
    .br = w
maumau-rank-wild4 = Wild Draw Four
    .br = w+4

## A card as said, and as brailled

maumau-card-number = { $adj } { $value }
    .br = { $colour_br }{ $value }
maumau-card-draw2 = { $name } { maumau-rank-draw2 }
    .br = { $colour_br }{ maumau-rank-draw2.br }
maumau-card-skip = { $name } { maumau-rank-skip }
    .br = { $colour_br }{ maumau-rank-skip.br }
maumau-card-reverse = { $name } { maumau-rank-reverse }
    .br = { $colour_br }{ maumau-rank-reverse.br }
maumau-card-wild = { maumau-rank-wild }
    .br = { maumau-rank-wild.br }
maumau-card-wild4 = { maumau-rank-wild4 }
    .br = { maumau-rank-wild4.br }

## A card's print text under its braille label, and the label sheet's legend

maumau-label-card = { $colour } { $value }
maumau-label-value = a number card's value, 0 to 9, after the colour (with the number sign)
maumau-label-symbol = { $name }, after the colour
maumau-label-wild = { $name }, no colour
maumau-label-example = example: { $name }; the colour, then the value or symbol

maumau-direction-counterclockwise = counter-clockwise
    .br = ccw
maumau-direction-clockwise = clockwise
    .br = cw
maumau-action-play = Play { $card }
maumau-action-play-last = Play { $card } and call last card
maumau-action-play_wild = Play { $card }, naming { $colour }
maumau-action-play_wild-last = Play { $card }, naming { $colour }, and call last card
maumau-action-draw = Draw a card
maumau-action-draw-penalty =
    { $count ->
        [one] Draw one card
       *[other] Draw { $count } cards
    }
maumau-action-pass = Pass
maumau-action-challenge = Challenge the Wild Draw Four
maumau-action-report = Report the missed last card call
maumau-action-colour = Name the colour { $colour }
maumau-illegal-syntax = I do not understand { $text }. Say play and a card, for example play red 7, play blue draw two, play wild green; or draw, pass, challenge, report.
maumau-illegal-not_in_hand = You do not hold { $card }.
maumau-illegal-no_match = { $card } does not fit on { $top }: the colour is { $colour }. Play a { $colour } card, a card of the same number or symbol, or a Wild; or draw.
maumau-illegal-need_colour = Name a colour with { $card }, for example play wild red.
maumau-illegal-last_not_now =
    { $count ->
        [one] You call last card as you play your second to last card. You hold one card.
       *[other] You call last card as you play your second to last card. You hold { $count } cards.
    }
maumau-illegal-only_drawn = After drawing you may only play the card you drew, { $card }, or pass.
maumau-illegal-drawn_already = You have drawn already: play { $card } or pass.
maumau-illegal-pass_before_draw = You can pass only after drawing a card.
maumau-illegal-penalty_pending =
    { $count ->
        [one] You must draw one card, unless you play a Draw Two. Nothing else answers a Draw Two.
       *[other] You must draw { $count } cards, unless you play a Draw Two. Nothing else answers a Draw Two.
    }
maumau-illegal-wild_four_pending =
    { $count ->
        [one] A Wild Draw Four was played on you: draw one card or challenge it.
       *[other] A Wild Draw Four was played on you: draw { $count } cards or challenge it.
    }
maumau-illegal-wild_four_pending-no_challenge =
    { $count ->
        [one] A Wild Draw Four was played on you: draw one card.
       *[other] A Wild Draw Four was played on you: draw { $count } cards.
    }
maumau-illegal-wild_four_colour = You may play the Wild Draw Four only when you hold no { $colour } card.
maumau-illegal-nothing_to_challenge = There is no Wild Draw Four to challenge.
maumau-illegal-no_bluffing = Bluffing is off at this table: every Wild Draw Four was checked when played, so there is nothing to challenge.
maumau-illegal-nothing_to_report = There is nothing to report. Only the next player may report a missed last card call, at the start of their turn.
maumau-illegal-no_colour_to_name = There is no colour to name now. A Wild is played with its colour, for example play wild red.
maumau-illegal-name_colour_first = { $card } was turned up first: name the colour first, for example colour red.
maumau-pairs_players = Pairs are played by exactly 4 players, not { $count }.
maumau-option-time_per_move = Time per move in seconds
maumau-option-time_per_move-none = no limit
maumau-option-quick = Quick game (the first to go out wins)
maumau-option-points_per_match = Points per match
maumau-option-bluffing = Bluffing with the Wild Draw Four
maumau-option-pairs = Pairs
maumau-keydesc-draw = draw a card, or take the cards a Draw Two or Wild Draw Four gives you
maumau-keydesc-pass = pass after drawing
maumau-keydesc-last = play the chosen card and call last card
maumau-keydesc-challenge = challenge a Wild Draw Four
maumau-keydesc-report = report a missed last card call
maumau-keydesc-colour = when a Wild is turned up as the first card: name its colour, 1 red, 2 blue, 3 green, 4 yellow (otherwise the numbers pick a card of your hand)
maumau-typing_help = Mau Mau moves: play and a card (r7, play red 7, w r for a Wild naming red); d draws; p passes; c challenges a Wild Draw Four; k reports a missed last card; l and a card plays it calling last card, for example l r7.
maumau-key-last_needs_card = First choose the card in your hand, then press L to play it and call last card.
maumau-round_start =
    { $who ->
        [you] Round { $round }. Seven cards each. You start; play goes { $direction }.
       *[other] Round { $round }. Seven cards each. { $player } starts; play goes { $direction }.
    }
    .br =
        { $who ->
            [you] round { $round }: you first, { $direction }
           *[other] round { $round }: { $player } first, { $direction }
        }
maumau-dealt = Your cards: { $cards }.
    .br = hand { $cards }
maumau-first_card = First card: { $card }.
    .br = first { $card }
maumau-first_card-draw2 =
    { $who ->
        [you] First card: { $card }. You must draw 2 or play a Draw Two.
       *[other] First card: { $card }. { $player } must draw 2 or play a Draw Two.
    }
    .br =
        { $who ->
            [you] first { $card }: you draw 2
           *[other] first { $card }: { $player } draws 2
        }
maumau-first_card-skip =
    { $who ->
        [you] First card: { $card }. You are skipped.
       *[other] First card: { $card }. { $player } is skipped.
    }
    .br =
        { $who ->
            [you] first { $card }: you skipped
           *[other] first { $card }: { $player } skipped
        }
maumau-first_card-reverse =
    { $who ->
        [you] First card: { $card }. You lose the turn; play goes { $direction }.
       *[other] First card: { $card }. { $player } loses the turn; play goes { $direction }.
    }
    .br =
        { $who ->
            [you] first { $card }: you skipped, { $direction }
           *[other] first { $card }: { $player } skipped, { $direction }
        }
maumau-first_card-wild =
    { $who ->
        [you] First card: { $card }. Name the colour, then play.
       *[other] First card: { $card }. { $player } names the colour, then plays.
    }
    .br =
        { $who ->
            [you] first { $card }: you to name colour
           *[other] first { $card }: { $player } to name colour
        }
maumau-first_card_returned = A Wild Draw Four turned up first: it goes back into the stock, which is shuffled.
    .br = first { maumau-rank-wild4.br } back, stock shuffled
maumau-top-named = { $card }, colour { $colour }
    .br = { $card }={ $colour }
maumau-turn =
    { $who ->
        [you] Your turn.
       *[other] { $player }'s turn.
    }
    .br =
        { $who ->
            [you] you to play
           *[other] { $player } to play
        }
maumau-turn-own-play = Your turn, on { $top }.
    .br = your turn: { $top }
maumau-turn-own-penalty =
    { $count ->
        [one] Your turn: draw one card or play a Draw Two.
       *[other] Your turn: draw { $count } cards or play a Draw Two.
    }
    .br = your turn: draw { $count } or { maumau-rank-draw2.br }
maumau-turn-own-wild4 =
    { $count ->
        [one] Your turn: draw one card or challenge the Wild Draw Four.
       *[other] Your turn: draw { $count } cards or challenge the Wild Draw Four.
    }
    .br = your turn: draw { $count } or challenge
maumau-turn-own-wild4-no_challenge =
    { $count ->
        [one] Your turn: draw one card.
       *[other] Your turn: draw { $count } cards.
    }
    .br = your turn: draw { $count }
maumau-turn-own-colour = Your turn, on { $top }: name the colour, 1 red, 2 blue, 3 green, 4 yellow.
    .br = your turn: { $top }, name colour 1-4
maumau-turn-own-report = { $target } did not call last card: you may report it.
    .br = report { $target }?
maumau-play =
    { $who ->
        [you] You play { $card }.
       *[other] { $player } plays { $card }.
    }
    .br =
        { $who ->
            [you] you: { $card }
           *[other] { $player }: { $card }
        }
maumau-play-wild =
    { $who ->
        [you] You play { $card } and name { $colour }.
       *[other] { $player } plays { $card } and names { $colour }.
    }
    .br =
        { $who ->
            [you] you: { $card }={ $colour_br }
           *[other] { $player }: { $card }={ $colour_br }
        }
maumau-last-called =
    { $who ->
        [you] You call: last card!
       *[other] { $player }: last card!
    }
    .br =
        { $who ->
            [you] you: last!
           *[other] { $player }: last!
        }
maumau-last-missed =
    { $who ->
        [you] You have one card left and did not call last card.
       *[other] { $player } has one card left and did not call last card.
    }
    .br =
        { $who ->
            [you] you: 1 card, no call
           *[other] { $player }: 1 card, no call
        }
maumau-effect-skip =
    { $who ->
        [you] You are skipped.
       *[other] { $player } is skipped.
    }
    .br =
        { $who ->
            [you] you skipped
           *[other] { $player } skipped
        }
maumau-effect-reverse = Play now goes { $direction }.
    .br = now { $direction }
maumau-effect-again =
    { $who ->
        [you] You play again.
       *[other] { $player } plays again.
    }
    .br =
        { $who ->
            [you] you again
           *[other] { $player } again
        }
maumau-effect-draw2 =
    { $who ->
        [you] You must draw { $count } or play a Draw Two.
       *[other] { $player } must draw { $count } or play a Draw Two.
    }
    .br =
        { $who ->
            [you] you: draw { $count }
           *[other] { $player }: draw { $count }
        }
maumau-effect-draw4 =
    { $who ->
        [you] You must draw 4 or challenge.
       *[other] { $player } must draw 4 or challenge.
    }
    .br =
        { $who ->
            [you] you: draw 4
           *[other] { $player }: draw 4
        }
maumau-effect-draw4-no_challenge =
    { $who ->
        [you] You must draw 4.
       *[other] { $player } must draw 4.
    }
    .br =
        { $who ->
            [you] you: draw 4
           *[other] { $player }: draw 4
        }
maumau-draw =
    { $who ->
        [you]
            { $count ->
                [one] You draw a card.
               *[other] You draw { $count } cards.
            }
       *[other]
            { $count ->
                [one] { $player } draws a card.
               *[other] { $player } draws { $count } cards.
            }
    }
    .br =
        { $who ->
            [you] you drew { $count }
           *[other] { $player } drew { $count }
        }
maumau-draw-short =
    { $who ->
        [you]
            { $count ->
                [one] You draw only one card of { $wanted }: no more cards are left.
               *[other] You draw only { $count } cards of { $wanted }: no more cards are left.
            }
       *[other]
            { $count ->
                [one] { $player } draws only one card of { $wanted }: no more cards are left.
               *[other] { $player } draws only { $count } cards of { $wanted }: no more cards are left.
            }
    }
    .br =
        { $who ->
            [you] you drew { $count } of { $wanted }
           *[other] { $player } drew { $count } of { $wanted }
        }
maumau-draw-none =
    { $who ->
        [you] You cannot draw: no card is left.
       *[other] { $player } cannot draw: no card is left.
    }
    .br =
        { $who ->
            [you] you: no card left
           *[other] { $player }: no card left
        }
maumau-drawn = You draw { $cards }.
    .br = drawn { $cards }
maumau-drawn-playable = You draw { $cards }. Play it or pass.
    .br = drawn { $cards }: play or pass
maumau-reshuffle =
    { $count ->
        [one] The stock is empty: the discard pile is shuffled into a new stock of one card.
       *[other] The stock is empty: the discard pile is shuffled into a new stock of { $count } cards.
    }
    .br = reshuffled, stock { $count }
maumau-pass =
    { $who ->
        [you] You pass.
       *[other] { $player } passes.
    }
    .br =
        { $who ->
            [you] you passed
           *[other] { $player } passed
        }
maumau-pass-forced =
    { $who ->
        [you] The drawn card does not fit: your turn ends.
       *[other] The drawn card does not fit: { $player }'s turn ends.
    }
    .br =
        { $who ->
            [you] you: no fit, turn ends
           *[other] { $player }: no fit, turn ends
        }

## The challenge of a Wild Draw Four: $player challenges, $target played it.
## -target: said to the one who played it

maumau-challenge-bluff =
    { $who ->
        [you]
            { $count ->
                [one] You challenge the Wild Draw Four of { $target }: a bluff! { $target } draws one card.
               *[other] You challenge the Wild Draw Four of { $target }: a bluff! { $target } draws { $count } cards.
            }
       *[other]
            { $count ->
                [one] { $player } challenges the Wild Draw Four of { $target }: a bluff! { $target } draws one card.
               *[other] { $player } challenges the Wild Draw Four of { $target }: a bluff! { $target } draws { $count } cards.
            }
    }
    .br =
        { $who ->
            [you] you challenge: bluff, { $target } draws { $count }
           *[other] { $player } challenges: bluff, { $target } draws { $count }
        }
maumau-challenge-bluff-target =
    { $count ->
        [one] { $player } challenges your Wild Draw Four: caught bluffing, you draw one card.
       *[other] { $player } challenges your Wild Draw Four: caught bluffing, you draw { $count } cards.
    }
    .br = { $player } challenges: bluff, you draw { $count }
maumau-challenge-kept =
    { $who ->
        [you]
            { $count ->
                [one] You challenge the Wild Draw Four of { $target }, but it was played fairly: you draw one card.
               *[other] You challenge the Wild Draw Four of { $target }, but it was played fairly: you draw { $count } cards.
            }
       *[other]
            { $count ->
                [one] { $player } challenges the Wild Draw Four of { $target }, but it was played fairly: { $player } draws one card.
               *[other] { $player } challenges the Wild Draw Four of { $target }, but it was played fairly: { $player } draws { $count } cards.
            }
    }
    .br =
        { $who ->
            [you] you challenge: fair, you draw { $count }
           *[other] { $player } challenges: fair, { $player } draws { $count }
        }
maumau-challenge-kept-target =
    { $count ->
        [one] { $player } challenges your Wild Draw Four, but you played it fairly: { $player } draws one card.
       *[other] { $player } challenges your Wild Draw Four, but you played it fairly: { $player } draws { $count } cards.
    }
    .br = { $player } challenges: fair, { $player } draws { $count }
maumau-hand_shown-bluff =
    { $who ->
        [you] Your hand when you played the Wild Draw Four: { $cards }. It held { $colour }: a bluff.
       *[other] { $player }'s hand when the Wild Draw Four was played: { $cards }. It held { $colour }: a bluff.
    }
    .br =
        { $who ->
            [you] you held { $cards }: bluff
           *[other] { $player } held { $cards }: bluff
        }
maumau-hand_shown-fair =
    { $who ->
        [you] Your hand when you played the Wild Draw Four: { $cards }. No { $colour } card: played fairly.
       *[other] { $player }'s hand when the Wild Draw Four was played: { $cards }. No { $colour } card: played fairly.
    }
    .br =
        { $who ->
            [you] you held { $cards }: fair
           *[other] { $player } held { $cards }: fair
        }
maumau-no_cards = no cards

## The report of a missed last card call: $player reports $target.
## -target: said to the one reported

maumau-report =
    { $who ->
        [you]
            { $count ->
                [one] You report: { $target } did not call last card and draws one card.
               *[other] You report: { $target } did not call last card and draws { $count } cards.
            }
       *[other]
            { $count ->
                [one] { $player } reports: { $target } did not call last card and draws one card.
               *[other] { $player } reports: { $target } did not call last card and draws { $count } cards.
            }
    }
    .br =
        { $who ->
            [you] you reported { $target }: draws { $count }
           *[other] { $player } reported { $target }: draws { $count }
        }
maumau-report-target =
    { $count ->
        [one] { $player } reports you: you did not call last card and draw one card.
       *[other] { $player } reports you: you did not call last card and draw { $count } cards.
    }
    .br = { $player } reported you: you draw { $count }
maumau-colour_chosen =
    { $who ->
        [you] You name { $colour }.
       *[other] { $player } names { $colour }.
    }
    .br =
        { $who ->
            [you] you: colour { $colour_br }
           *[other] { $player }: colour { $colour_br }
        }

## The end of a round and of the match

maumau-round_over =
    { $who ->
        [you]
            { $points ->
                [one] You go out and win round { $round }, scoring 1 point.
               *[other] You go out and win round { $round }, scoring { $points } points.
            }
       *[other]
            { $points ->
                [one] { $player } goes out and wins round { $round }, scoring 1 point.
               *[other] { $player } goes out and wins round { $round }, scoring { $points } points.
            }
    }
    .br =
        { $who ->
            [you]
                { $points ->
                    [one] you out, round { $round }: 1 pt
                   *[other] you out, round { $round }: { $points } pts
                }
           *[other]
                { $points ->
                    [one] { $player } out, round { $round }: 1 pt
                   *[other] { $player } out, round { $round }: { $points } pts
                }
        }
maumau-round_over-pair =
    { $who ->
        [you]
            { $points ->
                [one] You go out: you and { $partner } win round { $round }, scoring 1 point each.
               *[other] You go out: you and { $partner } win round { $round }, scoring { $points } points each.
            }
       *[other]
            { $points ->
                [one] { $player } goes out: { $player } and { $partner } win round { $round }, scoring 1 point each.
               *[other] { $player } goes out: { $player } and { $partner } win round { $round }, scoring { $points } points each.
            }
    }
    .br =
        { $who ->
            [you]
                { $points ->
                    [one] you out, round { $round }: pair 1 pt
                   *[other] you out, round { $round }: pair { $points } pts
                }
           *[other]
                { $points ->
                    [one] { $player } out, round { $round }: pair 1 pt
                   *[other] { $player } out, round { $round }: pair { $points } pts
                }
        }
# said to the partner of the player who went out
maumau-round_over-pair-partner =
    { $points ->
        [one] { $player } goes out: { $player } and you win round { $round }, scoring 1 point each.
       *[other] { $player } goes out: { $player } and you win round { $round }, scoring { $points } points each.
    }
    .br =
        { $points ->
            [one] { $player } out, round { $round }: pair 1 pt
           *[other] { $player } out, round { $round }: pair { $points } pts
        }
maumau-round_over-quick =
    { $who ->
        [you] You go out and win!
       *[other] { $player } goes out and wins.
    }
    .br =
        { $who ->
            [you] you out, you win
           *[other] { $player } out, wins
        }
maumau-match_over =
    { $who ->
        [you]
            { $score ->
                [one] You win the match with 1 point!
               *[other] You win the match with { $score } points!
            }
       *[other]
            { $score ->
                [one] { $players } wins the match with 1 point.
               *[other] { $players } wins the match with { $score } points.
            }
    }
    .br =
        { $who ->
            [you] match over: you win, { $score ->
                [one] 1 pt
               *[other] { $score } pts
            }
           *[other] match over: { $players } wins, { $score ->
                [one] 1 pt
               *[other] { $score } pts
            }
        }
maumau-match_over-pair =
    { $who ->
        [you]
            { $score ->
                [one] You and { $partner } win the match with 1 point each!
               *[other] You and { $partner } win the match with { $score } points each!
            }
       *[other]
            { $score ->
                [one] { $players } win the match with 1 point each.
               *[other] { $players } win the match with { $score } points each.
            }
    }
    .br =
        { $who ->
            [you] match over: you and { $partner } win, { $score ->
                [one] 1 pt each
               *[other] { $score } pts each
            }
           *[other] match over: { $players } win, { $score ->
                [one] 1 pt each
               *[other] { $score } pts each
            }
        }
maumau-match_over-quick = { $players } wins the game.
    .br = over: { $players } wins
maumau-match_over-own-quick = You win the game!
    .br = over: you win
maumau-match_over-pair-quick = { $players } win the game.
    .br = over: { $players } win
maumau-match_over-pair-own-quick = You and { $partner } win the game!
    .br = over: you and { $partner } win

## The scores: a list of maumau-score, one a player

maumau-scores = Scores: { $scores }.
    .br = pts { $scores }
maumau-score =
    { $who ->
        [you]
            { $score ->
                [one] you have 1 point
               *[other] you have { $score } points
            }
       *[other]
            { $score ->
                [one] { $player } has 1 point
               *[other] { $player } has { $score } points
            }
    }
    .br =
        { $who ->
            [you] you: { $score }
           *[other] { $player }: { $score }
        }
maumau-scores-quick = Quick game: the first to go out wins; no points are counted.
maumau-target =
    { $target ->
        [one] The match is won at 1 point.
       *[other] The match is won at { $target } points.
    }
    .br = win at { $target }
maumau-pairs =
    { $who ->
        [you] Pairs: you play with { $partner } against { $others }.
       *[other] Pairs: { $first } against { $second }.
    }
# a round of the score sheet: $counted is a list of maumau-round_record-from,
# the points of the cards the others held
maumau-round_record =
    { $who ->
        [you]
            { $points ->
                [one] Round { $round }: you went out and scored 1 point: { $counted }.
               *[other] Round { $round }: you went out and scored { $points } points: { $counted }.
            }
       *[other]
            { $points ->
                [one] Round { $round }: { $player } went out and scored 1 point: { $counted }.
               *[other] Round { $round }: { $player } went out and scored { $points } points: { $counted }.
            }
    }
maumau-round_record-from =
    { $who ->
        [you] { $points } from you
       *[other] { $points } from { $player }
    }
# the score sheet of a quick game, which counts no points
maumau-round_record-quick =
    { $who ->
        [you] Round { $round }: you went out first.
       *[other] Round { $round }: { $player } went out first.
    }
# the result at the end of a quick game: $pair is yes when a pair won
maumau-result-quick =
    { $pair ->
        [yes] Result: no points are counted in a quick game; the pair of the first to go out wins. Winners: { $winners }.
       *[no] Result: no points are counted in a quick game; the first to go out wins. Winner: { $winners }.
    }
maumau-no_rounds = No round is finished yet.

## What the player asks for: the hand, the table, the status, the legend

maumau-hand =
    { $count ->
        [one] Your only card: { $cards }.
       *[other] Your { $count } cards: { $cards }.
    }
    .br = hand { $cards }
maumau-hand-empty = You hold no cards.
maumau-table =
    On the discard pile: { $top }; the colour is { $colour }. Stock: { $stock ->
        [one] one card
       *[other] { $stock } cards
    }; discard pile: { $discard ->
        [one] one card
       *[other] { $discard } cards
    }.
    .br = top { $top } stock { $stock }
maumau-pending =
    { $who ->
        [you]
            { $count ->
                [one] You must draw one card.
               *[other] You must draw { $count } cards.
            }
       *[other]
            { $count ->
                [one] { $player } must draw one card.
               *[other] { $player } must draw { $count } cards.
            }
    }
    .br = draw { $count }
maumau-status = Round { $round }. { $top } on the discard pile, colour { $colour }. Play goes { $direction }. { $turn } Next: { $next }.
    .br = round { $round }: { $top } { $direction }, turn { $turn }, next { $next }
maumau-status-drawn = You drew { $card }: play it or pass.
    .br = drawn { $card }
maumau-status-over = The game is over.
maumau-legend = Braille forms: colours { $colours }; then the value, for example r7. { maumau-rank-draw2.br } is { maumau-rank-draw2 }, { maumau-rank-skip.br } { maumau-rank-skip }, { maumau-rank-reverse.br } { maumau-rank-reverse }, { maumau-rank-wild.br } { maumau-rank-wild }, { maumau-rank-wild4.br } { maumau-rank-wild4 }. A plus after a card in your hand: it can be played; a minus: it cannot, with the reason in short after it; an exclamation mark: the card you just drew. A number after a name and a colon is that player's: Anna: 3c 12pt.
# a colour in the legend: its braille form and its name
maumau-legend-colour = { $code } { $colour }

## The zones of the full-screen mode

maumau-zone-pile = Discard pile
maumau-item-top = Top card: { $card }
    .br = top { $card }
maumau-item-colour = Colour in force: { $colour }
    .br = colour { $colour }
maumau-item-direction =
    { $who ->
        [you] Play goes { $direction }: you to play, then { $next }
       *[other] Play goes { $direction }: { $player } to play, then { $next }
    }
    .br =
        { $who ->
            [you] { $direction }: you, then { $next }
           *[other] { $direction }: { $player }, then { $next }
        }
maumau-item-stock =
    Stock: { $stock ->
        [one] one card
       *[other] { $stock } cards
    }; discard pile: { $discard ->
        [one] one card
       *[other] { $discard } cards
    }
    .br = stock { $stock } discard { $discard }
maumau-item-round =
    { $target ->
        [one] Round { $round }; the match is won at 1 point
       *[other] Round { $round }; the match is won at { $target } points
    }
maumau-item-quick = Quick game: the first to go out wins
maumau-item-play = { $card }: can be played
    .br = { $card } +
maumau-item-wild = { $card }: can be played, naming a colour; choose the colour among its moves
    .br = { $card } +
maumau-item-drawn = { $card }: just drawn, play it or pass
    .br = { $card } !
# said with a Wild Draw Four that would be a bluff: $count cards of the colour in force are in the hand
maumau-bluff =
    { $count ->
        [one] A bluff: you hold a { $colour } card.
       *[other] A bluff: you hold { $count } { $colour } cards.
    } If it is challenged, you draw 4 cards.
    .br = bluff
maumau-item-no = { $card }: does not fit
    .br = { $card } -
# a card of the hand that may not be played now, and why (the reasons of the
# refusals maumau-illegal-*, said short)
maumau-item-only_drawn = { $card }: after drawing, only the card you drew may be played, { $drawn }
    .br = { $card } - only { $drawn }
maumau-item-penalty =
    { $count ->
        [one] { $card }: you must draw one card or play a Draw Two
       *[other] { $card }: you must draw { $count } cards or play a Draw Two
    }
    .br = { $card } - draw { $count }
maumau-item-wild_four =
    { $count ->
        [one] { $card }: a Wild Draw Four was played on you: draw one card or challenge
       *[other] { $card }: a Wild Draw Four was played on you: draw { $count } cards or challenge
    }
    .br = { $card } - draw { $count }
maumau-item-wild_four-no_challenge =
    { $count ->
        [one] { $card }: a Wild Draw Four was played on you: draw one card
       *[other] { $card }: a Wild Draw Four was played on you: draw { $count } cards
    }
    .br = { $card } - draw { $count }
maumau-item-colour_first = { $card }: name the colour of the Wild on the pile first
    .br = { $card } - colour first
maumau-item-wild_four_colour = { $card }: only when you hold no { $colour } card
    .br = { $card } - you hold { $colour }
# any other reason: the refusal itself
maumau-item-refused = { $card }: { $reason }
    .br = { $card } -
maumau-player =
    { $name }: { $count ->
        [one] 1 card
       *[other] { $count } cards
    }, { $score ->
        [one] 1 point
       *[other] { $score } points
    }
    .br = { $name }: { $count }c { $score }pt
# a player in a quick game, which counts no points
maumau-player-quick =
    { $name }: { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
    .br = { $name }: { $count }c
maumau-player-last =
    { $who ->
       *[other] called last card
    }
    .br = last
maumau-player-partner =
    { $who ->
        [you] your partner
       *[other] partner of { $partner }
    }
maumau-player-turn =
    { $who ->
       *[other] to play
    }
    .br = { "*" }

## The recap: where the player stands, in one line (the hand, the pile,
## what must be drawn, the card just drawn, every other player's cards)

maumau-recap-top = On the pile: { $top }; colour to follow: { $colour }.
    .br = top { $top }
# the first card is a Wild whose colour is not named yet
maumau-recap-top-open = On the pile: { $top }; its colour is not named yet.
    .br = top { $top }, no colour
# $counts: a list of maumau-recap-count, one for each other player
maumau-recap-counts = { $counts }.
maumau-recap-count =
    { $count ->
        [one] { $player } has 1 card
       *[other] { $player } has { $count } cards
    }
    .br = { $player }: { $count }c
# the sizes of the stock and the discard pile
maumau-recap-stock =
    Stock: { $stock ->
        [one] one card
       *[other] { $stock } cards
    }; discard pile: { $discard ->
        [one] one card
       *[other] { $discard } cards
    }.
    .br = stock { $stock } discard { $discard }

## Taking a move back

maumau-takeback-none = Moves cannot be taken back in Mau Mau: a drawn card comes from the hidden stock, and the other players act on every move.
# the words a player may type for the moves and their parts (comma-separated;
# the words of either language are understood; single letters are the keys)
maumau-words-play = play, lay
maumau-words-draw = draw, d, take
maumau-words-pass = pass, p
maumau-words-challenge = challenge, c, lie, liar, bluff
maumau-words-report = report, k, last
maumau-words-colour = colour, color, choose, name
maumau-words-last = last, l
maumau-words-skip = skip
maumau-words-reverse = reverse, rev
maumau-words-wild = wild, w, j
maumau-words-drawing = draw
maumau-words-plus = +, plus
maumau-words-two = 2, two
maumau-words-four = 4, four
maumau-words-rank-0 = zero
maumau-words-rank-1 = one
maumau-words-rank-2 = two
maumau-words-rank-3 = three
maumau-words-rank-4 = four
maumau-words-rank-5 = five
maumau-words-rank-6 = six
maumau-words-rank-7 = seven
maumau-words-rank-8 = eight
maumau-words-rank-9 = nine
maumau-words-filler = card, cards, and, the, a, an, call, say, with, in, on, to, -
