monad-title = MONAD
monad-rank-one = One
monad-rank-bi = Bi
monad-rank-tri = Tri
monad-rank-quad = Quad
monad-rank-quint = Quint
monad-rank-monad = Monad
monad-card = { $rank } { $colour }
monad-card-monad = Monad
monad-gain-monad = a Monad
monad-warm = warm
monad-cold = cold
monad-column = { $rank } column
monad-identity = identity card
monad-bonus_card = bonus card
monad-relative = relative
monad-talon = talon
monad-discard = discard pile
monad-bonus-talon = a One from the talon
monad-option-teams = Teams (four players, partners opposite)
monad-option-time_per_move = Time per move in seconds
monad-option-time_per_move-none = no limit
monad-option-ask_order = Ask the order of cards going under a column
monad-teams_players = Teams are played by exactly 4 players, not { $count }.
monad-action-combine = Combine: { $first } + { $second } gives { $gained }
monad-action-combine-bonus = Combine: { $first } + { $second } gives { $gained }, bonus: { $bonus }
monad-action-combine-relative = Combine: { $first } + { $second } as a { $rank } (relative) gives { $gained }
monad-action-acquire = Acquire: { $target } for { $cards }, worth { $total } of { $needed }
monad-action-build = Acquire { $target } (costs { $needed }): choose the cards to pay one by one
monad-action-jump =
    { $count ->
        [one] Jump: 1 One, { $cards }, gives { $target }
       *[other] Jump: { $count } Ones, { $cards }, give { $target }
    }
monad-action-pay = Pay { $card }: then { $total } of { $needed }
monad-action-unpay = Take back { $card }: then { $total } of { $needed }
monad-action-done = Done: acquire { $target } for { $cards }, worth { $total } of { $needed }
monad-action-cancel = Cancel the payment: nothing changes
monad-action-under = { $card } goes under the { $column } column next
monad-action-draw = Draw: take the top card of the talon; this ends your turn
monad-action-flip = Flip: turn the discard pile over into a new talon; this ends your turn
monad-action-pass = Pass: you can do nothing else; your hand is shown to everyone
monad-action-end = End your turn
monad-what-combine = combine
monad-what-acquire = acquire
monad-what-draw = draw
monad-what-flip = flip
monad-illegal-syntax = I do not understand { $text }. Moves are: combine and two cards (combine 2Y 2G), acquire, a target and the cards paid (acquire 3 with 2Y 2L 1R), jump, end, draw, flip and pass.
monad-illegal-paying = You are paying for { $target }: pay or take back cards, say done, or cancel.
monad-illegal-ordering = First choose which card goes under the { $column } column next: { $cards }.
monad-illegal-no_payment = No payment is being built. Say acquire and a target, for example acquire 3, to pay card by card.
monad-illegal-no_order = No cards wait to go under a column.
monad-illegal-combine_count = Combining takes exactly two cards, not { $count }.
monad-illegal-not_held = You do not hold { $card }.
monad-illegal-not_held_more =
    { $count ->
        [one] You hold only one { $card }.
       *[other] You hold only { $count } of { $card }.
    }
monad-illegal-not_held_blue = You hold no light blue or dark blue { $rank }.
monad-illegal-ambiguous_blue = You hold { $first } and { $second }: say light blue or dark blue.
monad-illegal-monad_not_card = Your Monads lie on the table: they are never combined or paid.
monad-illegal-same_temperature-warm = Both cards are warm: combining needs one warm and one cold card.
monad-illegal-same_temperature-cold = Both cards are cold: combining needs one warm and one cold card.
monad-illegal-ranks_differ = { $first } and { $second } are of different ranks. Only a relative, a Bi to Quint of your identity colour { $colour }, stands in for another rank.
monad-illegal-column_empty = The { $rank } column is empty.
monad-illegal-monads_gone = No Monads are left.
monad-illegal-bonus_relative = A combination with a relative never earns a bonus.
monad-illegal-bonus_ones = There is no bonus for combining Ones.
monad-illegal-bonus_pair = { $first } and { $second } are not a bonus combination. The bonus combinations are red and dark blue, orange and light blue, yellow and green.
monad-illegal-bonus_used = Your bonus card is face down: you have used the bonus this turn.
monad-illegal-bonus_nothing = There is nothing to take as a bonus: the { $column } column is empty.
monad-illegal-bonus_nothing-talon = There is nothing to take as a bonus: the talon is empty.
monad-illegal-no_target = Say what to acquire: 2 for the Bi, 3 Tri, 4 Quad, 5 Quint or M Monad, for example acquire 3 with 2Y 2L 1R.
monad-illegal-target_one = Ones cannot be acquired: acquire a Bi, Tri, Quad, Quint or Monad.
monad-illegal-cannot_afford = Your cards below the { $target } are worth { $total }; the { $target } costs { $needed }.
monad-illegal-acquire_no_cards = Say the cards to pay, for example acquire 3 with 2Y 2L 1R; or say acquire 3 alone to choose them one by one.
monad-illegal-acquire_rank = A { $rank } cannot pay for a { $target }: every card paid must be of a lower rank.
monad-illegal-too_little = Those cards are worth { $total }; the { $target } costs { $needed }.
monad-illegal-jump_first = Jumping needs a combine or acquire first this turn.
monad-illegal-jump_target = A jump gives a Tri for 4 Ones, a Quad for 5 or a Quint for 6, each of a different colour, for example jump 3 with 1R 1O 1Y 1L.
monad-illegal-jump_ones = Only Ones jump: { $card } is not a One.
monad-illegal-jump_count =
    { $count ->
        [one] 1 One is needed for the { $target }.
       *[other] { $count } Ones of different colours are needed for the { $target }.
    }
monad-illegal-jump_colours =
    { $count ->
        [one] 1 One is needed for the { $target }: { $card } is there twice.
       *[other] { $count } Ones of different colours are needed for the { $target }: { $card } is there twice.
    }
monad-illegal-not_start-draw = You can only draw at the start of your turn.
monad-illegal-not_start-flip = You can only flip at the start of your turn.
monad-illegal-not_start-pass = You can only pass at the start of your turn; now you end your turn.
monad-illegal-talon_empty = The talon and the discard pile are empty: there is nothing to draw.
monad-illegal-talon_empty-flip = The talon is empty: flip the discard pile instead.
monad-illegal-flip_talon = There is a talon: you can draw, not flip. Flipping is only possible when there is no talon.
monad-illegal-flip_empty = The discard pile is empty: there is nothing to flip.
monad-illegal-pass_can_act = You can still { $what }: you may pass only when you can neither combine, acquire, draw nor flip.
monad-illegal-end_first = You can end your turn only after an action. At the start of your turn you combine or acquire, or draw, flip or pass.
monad-illegal-one_card = Name one card at a time.
monad-illegal-pay_all = { $card } is in the payment already, as many as you hold.
monad-illegal-unpay_missing = { $card } is not in the payment.
monad-illegal-not_waiting = { $card } does not wait to go under the { $column } column: choose { $cards }.
monad-illegal-done_short = The payment is worth { $total }; the { $target } costs { $needed }.
monad-say-rank-0 = One
monad-say-rank-1 = Bi
monad-say-rank-2 = Tri
monad-say-rank-3 = Quad
monad-say-rank-4 = Quint
monad-say-rank-5 = Monad
monad-say-ranks-0 =
    { $count ->
        [one] One
       *[other] Ones
    }
monad-say-ranks-1 =
    { $count ->
        [one] Bi
       *[other] Bis
    }
monad-say-ranks-2 =
    { $count ->
        [one] Tri
       *[other] Tris
    }
monad-say-ranks-3 =
    { $count ->
        [one] Quad
       *[other] Quads
    }
monad-say-ranks-4 =
    { $count ->
        [one] Quint
       *[other] Quints
    }
monad-say-ranks-5 =
    { $count ->
        [one] Monad
       *[other] Monads
    }
monad-say-a_rank-0 = a One
monad-say-a_rank-1 = a Bi
monad-say-a_rank-2 = a Tri
monad-say-a_rank-3 = a Quad
monad-say-a_rank-4 = a Quint
monad-say-a_rank-5 = a Monad
monad-say-into_monad = a Monad
monad-say-warm = warm
    .br = w
monad-say-cold = cold
    .br = c
monad-say-card = { $rank } { $colour }
monad-say-card-temp = { $rank } { $colour } ({ $temp })
monad-say-card-relative = { $rank } { $colour } ({ $temp }, relative)
monad-say-colour-temp = { $colour } ({ $temp })
monad-say-colour-relative = { $colour } (relative)
monad-say-count_of = { $count } { $name }
monad-say-monads =
    { $count ->
        [one] 1 Monad
       *[other] { $count } Monads
    }
monad-say-no_cards = no cards
monad-say-column = the { $rank } column
monad-say-bonus-up = face up
    .br = b+
monad-say-bonus-down = face down
    .br = b-
monad-say-hand =
    { $count ->
        [one] 1 card, worth { $value }. { $groups }.
       *[other] { $count } cards, worth { $value }. { $groups }.
    }
    .br = hand { $cards }
monad-say-hand-empty = Your hand is empty.
monad-say-hand-none = You are watching: you hold no cards.
monad-say-hand-both = { $ranks }, warm: { $warm }; cold: { $cold }
monad-say-hand-warm = { $ranks }, warm: { $warm }
monad-say-hand-cold = { $ranks }, cold: { $cold }
monad-say-game_start = MONAD, { $players ->
        [one] 1 player
       *[other] { $players } players
    }. The first to hold { $target ->
        [one] 1 Monad
       *[other] { $target } Monads
    } wins. Identity colours: { $stamm }. { $who ->
        [you] You start.
       *[other] { $player } starts.
    }
    .br =
        { $who ->
            [you] monad: { $target }M wins; { $stamm }; you first
           *[other] monad: { $target }M wins; { $stamm }; { $player } first
        }
monad-say-game_start-teams = MONAD, 4 players in two teams: { $teams }. The first team with { $target ->
        [one] 1 Monad
       *[other] { $target } Monads
    } between them wins. Identity colours: { $stamm }. { $who ->
        [you] You start.
       *[other] { $player } starts.
    }
monad-say-stamm =
    { $who ->
        [you] { $colour } for you
       *[other] { $colour } for { $player }
    }
    .br =
        { $who ->
            [you] you { $colour }
           *[other] { $player } { $colour }
        }
monad-say-seat =
    { $who ->
        [you] you { $count }
       *[other] { $player } { $count }
    }
    .br =
        { $who ->
            [you] you: { $count }
           *[other] { $player }: { $count }
        }
monad-say-dealt = Your cards: { $hand }
    .br = hand { $cards }
monad-say-turn =
    { $who ->
        [you] Your turn.
       *[other] { $player }'s turn.
    }
    .br =
        { $who ->
            [you] your turn
           *[other] { $player }'s turn
        }
monad-say-turn-bonus = Your turn. Your bonus card is face up again.
    .br = your turn, b+
monad-say-combine =
    { $who ->
        [you] You combine { $cards } into { $gained }.
       *[other] { $player } combines { $cards } into { $gained }.
    }
    .br =
        { $who ->
            [you] you: comb { $cards } > { $gained }
           *[other] { $player }: comb { $cards } > { $gained }
        }
monad-say-combine-relative =
    { $who ->
        [you] You combine { $partner } with the relative { $relative }, standing in for { $as_rank }, into { $gained }.
       *[other] { $player } combines { $partner } with the relative { $relative }, standing in for { $as_rank }, into { $gained }.
    }
    .br =
        { $who ->
            [you] you: comb { $partner } { $relative }* > { $gained }
           *[other] { $player }: comb { $partner } { $relative }* > { $gained }
        }
monad-say-combine-monads =
    { $who ->
        [you] You now have { $count ->
                [one] 1 Monad
               *[other] { $count } Monads
            }.
       *[other] { $player } now has { $count ->
                [one] 1 Monad
               *[other] { $count } Monads
            }.
    }
    .br =
        { $who ->
            [you] you: { $count }M
           *[other] { $player }: { $count }M
        }
monad-say-bonus =
    { $who ->
        [you] You take the bonus: { $cards }. Your bonus card is face down until your next turn.
       *[other] { $player } takes the bonus: { $cards }.
    }
    .br = bonus { $cards }
monad-say-acquire =
    { $who ->
        [you] You acquire { $target }, paying { $paid }: { $value } for { $needed }.
       *[other] { $player } acquires { $target }, paying { $paid }: { $value } for { $needed }.
    }
    .br =
        { $who ->
            [you] you: acq { $target } < { $paid } { $value }/{ $needed }
           *[other] { $player }: acq { $target } < { $paid } { $value }/{ $needed }
        }
monad-say-jump =
    { $who ->
        [you] You jump to { $gained }, paying { $count ->
                [one] 1 One
               *[other] { $count } Ones
            }: { $colours }.
       *[other] { $player } jumps to { $gained }, paying { $count ->
                [one] 1 One
               *[other] { $count } Ones
            }: { $colours }.
    }
    .br =
        { $who ->
            [you] you: jump { $gained } < { $paid }
           *[other] { $player }: jump { $gained } < { $paid }
        }
monad-say-under = { $card } goes under the { $rank } column.
    .br = { $card } under
monad-say-discarded =
    { $count ->
        [one] { $cards } goes onto the discard pile.
       *[other] { $count } Ones go onto the discard pile.
    }
    .br = discard { $cards }
monad-say-draw =
    { $who ->
        [you] You draw a card from the talon; { $talon } left.
       *[other] { $player } draws a card from the talon; { $talon } left.
    }
    .br =
        { $who ->
            [you] you draw, talon { $talon }
           *[other] { $player } draws, talon { $talon }
        }
monad-say-drawn = You draw { $card }.
    .br = drawn { $card }
monad-say-drawn-bonus = Your bonus One from the talon: { $card }.
    .br = bonus { $card }
monad-say-talon_one = a One from the talon
    .br = 1 talon
monad-say-flip =
    { $who ->
        [you] You flip the discard pile: it is now the talon, { $talon ->
                [one] 1 card
               *[other] { $talon } cards
            }.
       *[other] { $player } flips the discard pile: it is now the talon, { $talon ->
                [one] 1 card
               *[other] { $talon } cards
            }.
    }
    .br =
        { $who ->
            [you] you flip, talon { $talon }
           *[other] { $player } flips, talon { $talon }
        }
monad-say-pass =
    { $who ->
        [you] You cannot act, pass and show your hand: { $hand }
       *[other] { $player } cannot act, passes and shows the hand: { $hand }
    }
    .br =
        { $who ->
            [you] you pass: { $cards }
           *[other] { $player } pass: { $cards }
        }
monad-say-end_turn =
    { $who ->
        [you] You end your turn.
       *[other] { $player } ends the turn.
    }
    .br =
        { $who ->
            [you] you end
           *[other] { $player } end
        }
monad-say-payment = Paying for { $target }: { $cards }, { $total } of { $needed }.
    .br = pay { $target }: { $cards } { $total }/{ $needed }
monad-say-payment-enough = Paying for { $target }: { $cards }, { $total } of { $needed }. Enough: choose done to acquire it.
monad-say-payment_cancelled = Payment cancelled; nothing changed.
    .br = payment cancelled
monad-say-order_asked =
    { $count ->
        [one] 1 card goes under the { $rank } column: { $cards }.
       *[other] { $count } cards go under the { $rank } column: { $cards }. Choose the one to go under first; it comes up before the others.
    }
    .br = order { $rank }: { $cards }
monad-say-game_over =
    { $who ->
        [you] You win with { $count ->
                [one] 1 Monad
               *[other] { $count } Monads
            }!
       *[other] { $player } wins with { $count ->
                [one] 1 Monad
               *[other] { $count } Monads
            }!
    }
    .br = over, won: { $players }; M { $monads }
monad-say-game_over-team =
    { $who ->
        [you] { $players } win with { $count ->
                [one] 1 Monad
               *[other] { $count } Monads
            } between you!
       *[other] { $players } win with { $count ->
                [one] 1 Monad
               *[other] { $count } Monads
            } between them!
    }
monad-say-game_over-stalemate = Everyone passed in a row: the game ends. Monads: { $monads }. Hand values: { $values }.
    .br = stalemate; M { $monads }; values { $values }; won: { $players }
monad-say-game_over-winner =
    { $who ->
        [you] You win.
       *[other] { $player } wins.
    }
monad-say-game_over-winners =
    { $who ->
        [you] { $players } win together.
       *[other] { $players } win together.
    }
monad-say-standings = Monads: { $monads }.
monad-say-table = { $columns }. Monad pile: { $pile } left. Talon: { $talon }. Discard pile: { $discard }.
    .br = { $columns }; M { $pile }; talon { $talon }; discard { $discard }
monad-say-column-item = { $rank } column: { $card } on top, { $size ->
        [one] 1 card
       *[other] { $size } cards
    }
    .br = { $digit }: { $card } ({ $size })
monad-say-column-item-empty = { $rank } column: empty
    .br = { $digit }: -
monad-say-column-below = { $column }; below it, from the top: { $cards }
    .br = { $column }, below: { $cards }
monad-say-column-unknown =
    { $count ->
        [one] 1 unknown card
       *[other] { $count } unknown cards
    }
    .br = { $count } unknown
monad-say-up = Now on top: { $cards }.
    .br = top { $cards }
monad-say-up-empty = The { $rank } column is now empty.
    .br = { $digit } empty
monad-say-talon =
    { $count ->
        [one] 1 card, face down
       *[other] { $count } cards, face down
    }
monad-say-talon-empty = empty
monad-say-discard =
    { $count ->
        [one] 1 card, { $cards }
       *[other] { $count } cards, top first: { $cards }
    }
    .br = { $count }: { $cards }
monad-say-discard-empty = empty
    .br = 0
monad-say-status-start =
    { $who ->
        [you] Your turn, nothing done yet: combine, acquire, or draw, flip or pass.
       *[other] { $player }'s turn, nothing done yet.
    }
monad-say-status-acting =
    { $who ->
        [you] Your turn, { $count ->
                [one] 1 action
               *[other] { $count } actions
            } so far: go on or end the turn.
       *[other] { $player }'s turn, { $count ->
                [one] 1 action
               *[other] { $count } actions
            } so far.
    }
monad-say-status-paying =
    { $who ->
        [you] Your turn: paying for { $target }, { $total } of { $needed }.
       *[other] { $player } is paying for a card.
    }
monad-say-status-order =
    { $who ->
        [you] Your turn: choose which card goes under the { $rank } column first.
       *[other] { $player } is choosing the order of cards going under a column.
    }
monad-say-status =
    .br =
        { $who ->
            [you] your turn, { $phase }
           *[other] { $player }'s turn, { $phase }
        }
monad-say-phase-start =
    .br = start
monad-say-phase-acting =
    .br = acting
monad-say-phase-paying =
    .br = paying
monad-say-phase-order =
    .br = order
monad-say-status-you = You: { $count ->
        [one] 1 card
       *[other] { $count } cards
    }, { $monads ->
        [one] 1 Monad
       *[other] { $monads } Monads
    }, identity colour { $stamm }, bonus card { $bonus }.
    .br = you { $count } { $monads }M { $stamm } { $bonus }
monad-say-status-goal = { $target ->
        [one] 1 Monad wins
       *[other] { $target } Monads win
    }; Monad pile: { $pile } left.
monad-say-status-passes =
    { $count ->
        [one] 1 pass so far: when everyone passes in a row, the game ends.
       *[other] { $count } passes in a row: when everyone passes in a row, the game ends.
    }
monad-say-status-over = The game is over. { $result }
    .br = over: { $result }
monad-say-winners = { $players } won.
monad-say-scores = Monads: { $monads }.
    .br = M { $monads }
monad-say-scores-target =
    { $target ->
        [one] 1 Monad wins.
       *[other] { $target } Monads win.
    }
    .br = { $target } win
monad-say-scores-teams = Teams: { $teams }. { $target ->
        [one] 1 Monad
       *[other] { $target } Monads
    } between the partners win.
    .br = teams { $teams }; { $target } win
monad-say-team = { $players }: { $count ->
        [one] 1 Monad
       *[other] { $count } Monads
    }
    .br = { $players }: { $count }
monad-say-versus = { $first } against { $second }
monad-say-opponent =
    { $who ->
        [you] you
       *[other] { $player }
    }
monad-say-monad_pile = Monad pile: { $pile } left. Monads: { $monads }.
    .br = M pile { $pile }; { $monads }
monad-say-shown =
    { $who ->
        [you] Your hand shown when passing: { $hand }
       *[other] { $player }'s hand shown when passing: { $hand }
    }
    .br =
        { $who ->
            [you] you showed { $cards }
           *[other] { $player } showed { $cards }
        }
monad-say-player = { $name }: { $count ->
        [one] 1 card
       *[other] { $count } cards
    }, { $monads ->
        [one] 1 Monad
       *[other] { $monads } Monads
    }, identity colour { $stamm }, bonus card { $bonus }
    .br = { $name }: { $count }c { $monads }M { $stamm } { $bonus }
monad-say-player-partner =
    { $who ->
        [you] your partner
       *[other] partner { $partner }
    }
monad-say-player-turn = to play
    .br = turn
monad-say-item-moves =
    { $count ->
        [one] { $card }: 1 move
       *[other] { $card }: { $count } moves
    }
    .br =
        { $count ->
            [one] { $card }, 1 move
           *[other] { $card }, { $count } moves
        }
monad-say-item-none = { $card }: no move now: { $reasons }.
    .br = { $card }, no move: { $reasons }
monad-say-group = { $name }, { $count ->
        [one] 1 option
       *[other] { $count } options
    }
    .br = { $name }: { $count }
monad-say-group-best = Best moves
monad-say-group-combine = Combine
monad-say-group-acquire = Acquire
monad-say-group-jump = Jump
monad-say-group-build = Pay card by card
monad-say-group-other = Other moves
monad-say-valued = { $label }; net { $value }
monad-say-act-combine =
    .br = comb { $cards } > { $gained }, net { $value }
monad-say-act-combine-bonus =
    .br = comb { $cards } > { $gained } and bonus, net { $value }
monad-say-act-combine-relative =
    .br = comb { $partner } { $relative } relative as { $rank } > { $gained }, net { $value }
monad-say-act-acquire =
    .br = acq { $target } < { $cards }, net { $value }
monad-say-act-jump =
    .br = jump { $target } < { $cards }, net { $value }
monad-say-act-build =
    .br = pay for { $target }
monad-zone-columns = Columns
monad-zone-piles = Monads, talon and discard pile
monad-zone-talon = Talon: { $talon }
    .br = talon { $talon }
monad-zone-discard = Discard pile: { $discard }
    .br = discard { $discard }
monad-zone-order = To go under the { $rank } column: { $cards }
monad-legend = Braille forms: a card is its rank digit and its colour: 1 One, 2 Bi, 3 Tri, 4 Quad, 5 Quint, M Monad; colours { $colours }; for example { $example } is Bi yellow. Warm: red, orange, yellow; cold: light blue, dark blue, green. In a hand, { $warm }: lists the warm colours of a rank and { $cold }: the cold ones; a star marks a relative, a Bi to Quint in your identity colour. b+ is a bonus card face up, b- face down. Values: One 1, Bi 3, Tri 7, Quad 16, Quint 36, Monad 80. Bonus combinations: red with dark blue, orange with light blue, yellow with green. In the list of moves, net is what a move gains minus what it costs, in card values.
monad-legend-colour = { $code } { $name }
monad-keydesc-end = end your turn
monad-keydesc-draw = draw a card from the talon, or flip the discard pile when the talon is empty
monad-keydesc-pass = pass (only when you can do nothing else)
monad-keydesc-build = pay card by card for the focused column's top card, the Monad pile, or the focused acquire move
monad-keydesc-column = read the top card and length of the Bi, Tri, Quad or Quint column, and the cards known under its top; in your hand a number picks that card
monad-keydesc-monads = the Monad pile and everyone's Monads
monad-keydesc-columns = go to the columns
monad-keydesc-piles = go to the Monads, the talon and the discard pile
monad-typing_help = MONAD moves: combine and two cards, for example combine 2y 2lb or combine bi yellow bi light blue, with bonus to take the bonus; acquire, the rank and the cards paid, for example acquire 3 with 2y 2lb 1r, or acquire 3 to pay card by card with pay 2y, unpay 2y, done and cancel; jump, the rank and the Ones, for example jump 3 with 1r 1o 1y 1lb; under 2y chooses the card that goes under its column next; end, draw, flip, pass. Ranks: 1 One, 2 Bi, 3 Tri, 4 Quad, 5 Quint, M Monad. Type actions for the list of moves, grouped and best first; a number plays that move.
monad-key-build_needs_target = First choose a column, the Monad pile or an acquire move, then press B to pay for it card by card.
monad-labels-identity = Identity card { $colour }
    .br = id
monad-labels-bonus = Bonus card
    .br = bo
monad-labels-rank = first the rank: { $name }, worth { $value }
monad-labels-monad = Monad, worth 80, no colour
monad-labels-identity_code = identity card (Stamm), then its colour
monad-labels-bonus_code = Bonus card
monad-labels-colour = then the colour: { $name }
monad-labels-example = example: { $name }; the rank digit with the number sign, then the colour (a letter a to j after a digit gets the letter sign)
monad-caution-costly = Costly: you give { $cost } and gain { $gain }.
monad-takeback-not_turn = Only a move of your own turn can be taken back, and only while your turn lasts.
monad-takeback-turn_start = Your turn has just begun: there is no move of this turn to take back.
monad-takeback-revealed = That move brought a hidden card to light, a card from the talon or a column's card nobody had seen: it stays.
monad-say-draws =
    { $count ->
        [one] { $players } draws a card from the talon; { $talon } left.
       *[other] { $players } each draw a card from the talon; { $talon } left.
    }
    .br = { $players } drew, talon { $talon }
monad-say-draws-turn =
    { $count ->
        [one] { $players } draws a card from the talon; { $talon } left. Your turn.
       *[other] { $players } each draw a card from the talon; { $talon } left. Your turn.
    }
    .br = { $players } drew, talon { $talon }; your turn
monad-say-bonus_restored = Your bonus card is face up again.
    .br = b+
monad-why-order = first choose the card that goes under the { $rank } column
monad-why-pay_rank = a { $rank } cannot pay for a { $target }
monad-why-pay_all = every one you hold is in the payment
monad-why-no_partner = no { $temp } { $rank } or relative to combine it with
monad-why-relative_partner = no { $temp } card to combine your relative with
monad-why-columns_empty = the columns it would combine into are empty
monad-why-column_empty = the { $rank } column is empty
monad-why-monads_gone = no Monads are left
monad-why-nothing_above = nothing above it is left to acquire
monad-why-too_little = your cards below the { $target } are worth { $total }, the { $target } costs { $needed }
monad-why-pay_by_card = no listed payment needs it, but it can pay card by card for the { $target } (key B)
monad-say-recap = Your hand: { $hand }. Columns: { $columns }. Monads: { $monads }; { $pile } left. Talon { $talon }, discard pile { $discard }.
    .br = hand { $hand } | { $columns } | M { $monads }; pile { $pile } | talon { $talon } discard { $discard }
monad-say-recap-empty = no { $rank }
monad-say-recap-column = { $card } ({ $size ->
        [one] 1 card
       *[other] { $size } cards
    })
    .br = { $card } ({ $size })
monad-key-no_column = { $number } reads nothing here: 1 to 4 read the Bi, Tri, Quad and Quint column; in your hand a number picks that card.

# the words a player may type for the moves and their parts (comma-separated;
# the words of either language are understood)
monad-words-combine = combine
monad-words-acquire = acquire, buy
monad-words-jump = jump
monad-words-end = end, finish
monad-words-draw = draw
monad-words-flip = flip
monad-words-pass = pass
monad-words-pay = pay, add
monad-words-unpay = unpay, remove
monad-words-done = done, ok, okay, confirm
monad-words-cancel = cancel
monad-words-under = under
monad-words-with = with, for, using
monad-words-bonus = bonus
monad-words-one = one, ones
monad-words-bi = bi, bis
monad-words-tri = tri, tris
monad-words-quad = quad, quads
monad-words-quint = quint, quints
monad-words-monad = monad, monads
monad-words-lightblue = lightblue, lightblu, light-blue, light-blu
monad-words-darkblue = darkblue, darkblu, dark-blue, dark-blu
monad-words-filler = card, cards, and, the, a, an, turn, +, &, plus, top, as, relative, take, it, next, first, column, of, go, goes, put, :, (, )
monad-phrases-lightblue = light blue, light blu
monad-phrases-darkblue = dark blue, dark blu
monad-phrases-bonus = with bonus
monad-phrases-nobonus = no bonus, without bonus
monad-phrases-unpay = take back
