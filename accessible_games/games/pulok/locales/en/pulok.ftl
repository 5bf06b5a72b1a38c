pulok-title = Sag nix über Pulok
pulok-tile = { $letter } { $colour }
pulok-pulok = Pulok
pulok-surplus = the surplus
pulok-row = row { $row }
pulok-option-variant = Variant
pulok-option-variant-simple = Simple Pulok (one sentence)
pulok-option-variant-double = Double (30 tiles, the sentence twice)
pulok-option-variant-experts = Pulok for Experts (groups and value pieces)
pulok-option-handicap = Handicap (starting score)
pulok-option-handicap-none = the variant's (60, experts 100)
pulok-option-target = Target score
pulok-option-target-none = the variant's (120, experts 200)
pulok-option-twenty = Experts: 20 tiles each, groups of at least 4
pulok-option-need_piece = Experts: call victory only with a value piece
pulok-option-time_per_move = Time per move in seconds
pulok-option-time_per_move-none = no limit
pulok-option-experts_only = The option { $name } belongs to Pulok for Experts; choose the variant experts first.
pulok-option-handicap_target = The handicap ({ $handicap }) must be below the target ({ $target }).
pulok-action-take = Take { $tile } and pass one of your tiles on
pulok-action-decline = Decline { $tile }: it is set aside, and you draw a tile from the bag
pulok-action-keep = Keep the drawn tile { $tile } and pass another tile on
pulok-action-passon-straight = Pass the drawn tile { $tile } straight on
pulok-action-passon-unchanged = Pass { $tile } on unchanged (the bag is empty)
# a pass with what it really costs ($cost: pulok-action-pass-cost)
pulok-action-pass = Pass { $tile } on, from { $where }: { $cost }
pulok-action-pass-bare = Pass { $tile } on, from { $where }
# the penalty points the best arrangement saves or adds by the pass, the letters it then lacks
# and (experts) the value pieces it loses
pulok-action-pass-cost = { $change ->
        [saves] { $points ->
            [one] saves 1 penalty point
           *[other] saves { $points } penalty points
        }
        [costs] { $points ->
            [one] costs 1 more penalty point
           *[other] costs { $points } more penalty points
        }
       *[none] saves no penalty point
    }{ $lacks ->
        [0] {""}
       *[other] ; then { $letters } would be missing
    }{ $pieces ->
        [0] {""}
        [one] ; then 1 value piece fewer
       *[other] ; then { $pieces } value pieces fewer
    }
pulok-action-call = { $move }, and call Sag nix über Pulok: you gain { $points ->
        [one] 1 point
       *[other] { $points } points
    }
pulok-action-arrange = Arrange your board as proposed
pulok-action-place = Place { $tile } on row { $row }
pulok-action-place-pulok = Place a Pulok on row { $row } as { $letter }
pulok-action-move = Move { $tile } from row { $row } to row { $to }
pulok-action-move-pulok = Move the Pulok from row { $row } { $letter } to row { $to } { $to_letter }
pulok-action-remove = Take { $tile } off row { $row } into the surplus
pulok-action-colour = Give row { $row } the colour { $colour }
pulok-illegal-syntax = I do not understand { $text }. Moves are: take, decline, keep, pass on, pass and a tile (pass ur), and to arrange your board: place ur 3, place pulok 3 u, move 3 u 5, remove 3 u, colour 3 blue, arrange.
pulok-illegal-no_offer = No tile is on offer to you now.
pulok-illegal-offer_first = First take or decline { $tile }.
pulok-illegal-offer_first-empty = First take { $tile } or pass it on unchanged.
pulok-illegal-drawn_first = First keep the drawn tile { $tile } or pass it straight on.
pulok-illegal-pass_now = You hold one tile too many: pass one of your tiles on, for example pass { $tile }.
pulok-illegal-bag_empty = The bag is empty: take { $tile } or pass it on unchanged.
pulok-illegal-bag_not_empty = { $tile } can only be passed on unchanged when the bag is empty; decline it to draw a tile instead.
pulok-illegal-not_held = You do not hold { $tile }.
pulok-illegal-received = You have just received { $tile }: pass another tile on.
pulok-illegal-cannot_call = Your tiles do not meet the goal yet, so you cannot call.
pulok-illegal-cannot_call-piece = Your tiles meet the goal, but at this table victory needs a value piece.
pulok-illegal-called = Sag nix über Pulok has been called already: this is your last exchange.
pulok-illegal-row = Rows are numbered 1 to 6, not { $row }.
pulok-illegal-letter = { $letter } is not a letter of SAG NIX ÜBER PULOK.
pulok-illegal-place_there = { $tile } is already on row { $row }.
pulok-illegal-no_pulok = You have no Pulok in your surplus; move a Pulok on the board with move.
pulok-illegal-pulok_there = There is a Pulok on row { $row } { $letter } already.
pulok-illegal-empty_place = Row { $row } has no tile on { $letter }.
pulok-illegal-wrong_place = { $tile } belongs on the { $letter } place; only a Pulok can go to { $to_letter }.
pulok-illegal-same_place = That is the place the tile is on.
pulok-illegal-colour_experts = Rows have colours only in Pulok for Experts.
pulok-illegal-colour_word = { $text } is no colour. The colours are red, yellow, green, blue, black and white.
pulok-illegal-colour_same = Row { $row } is { $colour } already.
pulok-illegal-arranged = Your board is arranged as proposed already.
pulok-illegal-letter_not_held = You hold no { $letter } you could use for that.
pulok-illegal-which = You hold { $tiles }: say which, for example { $example }.
pulok-say-tile = { $letter } { $colour }
pulok-say-pulok = Pulok
    .br = *
pulok-say-pulok_as = Pulok as { $letter }
pulok-say-puloks =
    { $count ->
        [one] 1 Pulok
       *[other] { $count } Puloks
    }
pulok-say-letter_colours = { $letter } { $colours }
pulok-say-on_row = row { $row }
pulok-say-row_as = row { $row } as { $letter }
pulok-say-in_surplus = the surplus
pulok-say-surplus =
    { $count ->
        [one] Surplus, 1 tile: { $tiles }
       *[other] Surplus, { $count } tiles: { $tiles }
    }
    .br = sp
pulok-say-variant-simple = Simple Pulok
pulok-say-variant-double = Double Pulok (the sentence twice)
pulok-say-variant-experts = Pulok for Experts
pulok-say-times =
    { $count ->
        [one] { $letter } once
       *[other] { $letter } { $count } times
    }
pulok-say-piece-word = { $word } in row { $row }
pulok-say-piece-column = { $size } { $letter } in a column
pulok-say-double = (double)
    .br = x2
pulok-say-pieces =
    { $count ->
        [one] 1 value piece: { $pieces }
       *[other] { $count } value pieces: { $pieces }
    }
pulok-say-no_pieces = no value piece yet
pulok-say-row-head = Row { $row }
pulok-say-row-coloured = Row { $row }, { $colour }
pulok-say-rowtext = { $head }: { $words }.
pulok-say-row-empty = { $head }: empty.
    .br = { $row } empty
pulok-say-word-empty = no { $word }
pulok-say-word-pulok = { $word } with Pulok as { $letters }
pulok-say-word-puloks = { $word } with Puloks as { $letters }
pulok-say-gap = gap
pulok-say-colour_letters = { $colour }: { $letters }
pulok-say-no_board = You hold no tiles: you are watching.
pulok-say-no_row = There is no row { $row }: rows are 1 to 6.
pulok-say-surplus-empty = No tiles in the surplus
pulok-say-hand =
    { $count ->
        [one] Your board, 1 tile:
       *[other] Your board, { $count } tiles:
    }
pulok-say-goal-complete = The sentence is complete
    .br = complete
pulok-say-goal-complete-double = Both sentences are complete
pulok-say-goal-missing =
    { $places ->
        [one] Missing: { $letters } (1 place)
       *[other] Missing: { $letters } ({ $places } places)
    }
    .br = missing { $letters }
pulok-say-goal-puloks =
    { $count ->
        [one] Your Pulok is built in
       *[other] Your { $count } Puloks are built in
    }
pulok-say-goal-left =
    { $penalty ->
        [one] Left over: { $tiles }; 1 penalty point
       *[other] Left over: { $tiles }; { $penalty } penalty points
    }
    .br = left { $tiles } -{ $penalty }
pulok-say-goal-nothing_left = Nothing is left over
pulok-say-goal-grouped = Every tile is in a group
pulok-say-goal-ungrouped = Not yet in a group, { $count ->
        [one] 1 tile
       *[other] { $count } tiles
    }: { $tiles }; { $penalty ->
        [one] 1 penalty point
       *[other] { $penalty } penalty points
    }
    .br = free { $tiles } -{ $penalty }
pulok-say-goal-bonus =
    { $bonus ->
        [one] Bonus if you win: 1 point
       *[other] Bonus if you win: { $bonus } points
    }
pulok-say-goal-pieces =
    .br = pieces { $pieces }{ $bonus ->
            [0] {""}
           *[other] , +{ $bonus }
        }
pulok-say-goal-can_call = You can call Sag nix über Pulok when you pass a tile on.
pulok-say-goal-need_piece = At this table calling needs a value piece.
    .br = needs a piece
pulok-say-change-place = { $tile } from the surplus to { $end }
pulok-say-change-move = { $tile } from { $start } to { $end }
pulok-say-change-remove = { $tile } off { $start } into the surplus
pulok-say-proposal = The proposal moves { $count ->
        [one] 1 tile
       *[other] { $count } tiles
    }: { $moves }. Then: { $goal } Accept it with Shift+V, or type arrange.
    .br = proposal moves { $count }: { $moves }; { $goal }; Shift+V
pulok-say-proposal-same = Your board is laid as proposed. { $goal }
    .br = as proposed; { $goal }
# what W says while the board lies otherwise than proposed: the goal is counted by the proposal
pulok-say-missing-proposal = Counted by the proposal, not as your board lies. { $goal }
    .br = by proposal: { $goal }
pulok-say-match_start = Sag nix über Pulok: { $variant }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }, { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    } each. Everyone starts with { $handicap ->
        [one] 1 point
       *[other] { $handicap } points
    }; { $target ->
        [one] 1 point wins
       *[other] { $target } points win
    }, and the match also ends when someone has 0 or less.
    .br = pulok, { $variant }: { $handicap } to { $target }, { $tiles ->
            [one] 1 tile
           *[other] { $tiles } tiles
        }
pulok-say-match_start-goal-simple = Goal: one row SAG NIX ÜBER PULOK; colours do not matter, and a Pulok stands in for any letter.
pulok-say-match_start-goal-double = Goal: the sentence SAG NIX ÜBER PULOK twice, in rows 1 and 2; colours do not matter, and a Pulok stands in for any letter.
pulok-say-match_start-goal-experts = Goal: every tile in a group: { $group } or more side by side in a row of one colour, or { $group } or more of one letter in a column. Value pieces bring a bonus.
pulok-say-match_start-need_piece = Victory may be called only with at least one value piece.
pulok-say-game_start =
    { $who ->
        [you] Game { $game }: you start; { $bag ->
                [one] 1 tile
               *[other] { $bag } tiles
            } in the bag.
       *[other] Game { $game }: { $player } starts; { $bag ->
                [one] 1 tile
               *[other] { $bag } tiles
            } in the bag.
    }
    .br =
        { $who ->
            [you] game { $game }, you start, bag { $bag }
           *[other] game { $game }, { $player } starts, bag { $bag }
        }
pulok-say-dealt =
    { $count ->
        [one] Your tile: { $tiles }.
       *[other] Your { $count } tiles: { $tiles }.
    }
    .br = tiles { $tiles }
pulok-say-offered-start =
    { $who ->
        [you] You draw { $tile } from the bag and offer it to { $to }.
       *[other] { $player } draws { $tile } from the bag and offers it to { $to }.
    }
    .br =
        { $who ->
            [you] you draw { $tile } > { $to }
           *[other] { $player } draws { $tile } > { $to }
        }
pulok-say-offered-start-you = { $player } draws { $tile } from the bag and offers it to you.
    .br =
        { $who ->
            [you] you draw { $tile } > you
           *[other] { $player } draws { $tile } > you
        }
pulok-say-offered-pass =
    { $who ->
        [you] You pass { $tile } on to { $to }.
       *[other] { $player } passes { $tile } on to { $to }.
    }
    .br =
        { $who ->
            [you] you pass { $tile } > { $to }
           *[other] { $player } passes { $tile } > { $to }
        }
pulok-say-offered-pass-you = { $player } passes { $tile } on to you.
    .br =
        { $who ->
            [you] you pass { $tile } > you
           *[other] { $player } passes { $tile } > you
        }
pulok-say-offered-straight =
    { $who ->
        [you] You pass the drawn tile { $tile } straight on to { $to }.
       *[other] { $player } passes the drawn tile { $tile } straight on to { $to }.
    }
    .br =
        { $who ->
            [you] you pass drawn { $tile } > { $to }
           *[other] { $player } passes drawn { $tile } > { $to }
        }
pulok-say-offered-straight-you = { $player } passes the drawn tile { $tile } straight on to you.
    .br =
        { $who ->
            [you] you pass drawn { $tile } > you
           *[other] { $player } passes drawn { $tile } > you
        }
pulok-say-offered-unchanged =
    { $who ->
        [you] You pass { $tile } on unchanged to { $to }.
       *[other] { $player } passes { $tile } on unchanged to { $to }.
    }
    .br =
        { $who ->
            [you] you pass on { $tile } > { $to }
           *[other] { $player } passes on { $tile } > { $to }
        }
pulok-say-offered-unchanged-you = { $player } passes { $tile } on unchanged to you.
    .br =
        { $who ->
            [you] you pass on { $tile } > you
           *[other] { $player } passes on { $tile } > you
        }
# the tile passed on last, after the call (or when the game ends undecided): nobody receives it
pulok-say-offered-out =
    { $who ->
        [you] You pass { $tile } on as the last tile: it leaves the game.
       *[other] { $player } passes { $tile } on as the last tile: it leaves the game.
    }
    .br =
        { $who ->
            [you] you pass { $tile }, out of the game
           *[other] { $player } passes { $tile }, out of the game
        }
pulok-say-took =
    { $who ->
        [you] You take { $tile }.
       *[other] { $player } takes { $tile }.
    }
    .br =
        { $who ->
            [you] you take { $tile }
           *[other] { $player } takes { $tile }
        }
pulok-say-declined =
    { $who ->
        [you] You decline { $tile }: it is set aside, and you draw a tile from the bag; { $bag } left.
       *[other] { $player } declines { $tile }: it is set aside.
    }
    .br =
        { $who ->
            [you] you decline { $tile }, bag { $bag }
           *[other] { $player } declines { $tile }
        }
pulok-say-drew =
    { $who ->
        [you] You draw a tile from the bag; { $bag } left.
       *[other] { $player } draws a tile from the bag; { $bag } left.
    }
    .br =
        { $who ->
            [you] you draw, bag { $bag }
           *[other] { $player } draws, bag { $bag }
        }
pulok-say-drawn = You draw { $tile }: keep it, or pass it straight on.
    .br = drawn { $tile }
pulok-say-kept =
    { $who ->
        [you] You keep the drawn tile.
       *[other] { $player } keeps the drawn tile.
    }
    .br =
        { $who ->
            [you] you keep
           *[other] { $player } keeps
        }
pulok-say-arrived = { $tile } goes to { $end }.
    .br = { $tile } > { $end }
pulok-say-arrived-surplus = { $tile } goes to the surplus.
    .br = { $tile } > { $end }
pulok-say-displaced = { $tile } goes to the surplus.
pulok-say-displaced-swap = { $tile } goes to { $start } in exchange.
pulok-say-row_colour = Row { $row } is now { $colour } and row { $other } { $former }. { $moved ->
        [0] Neither row held a tile.
       *[other] The tiles went with their colour: { $here ->
            [one] 1 tile
           *[other] { $here } tiles
        } into row { $row }, { $there ->
            [one] 1 tile
           *[other] { $there } tiles
        } into row { $other }.
    }
    .br = row { $row } { $colour } ({ $here }t), row { $other } { $former } ({ $there }t)
pulok-say-arranged =
    { $count ->
        [one] You arrange your board as proposed and move 1 tile.
       *[other] You arrange your board as proposed and move { $count } tiles.
    }
    .br = arranged, moves { $count }
pulok-say-arranged-none = You arrange your board as proposed and move no tile.
    .br = arranged
pulok-say-called =
    { $who ->
        [you] You call: Sag nix über Pulok! Everyone else makes one last exchange: { $last }.
       *[other] { $player } calls: Sag nix über Pulok! Everyone else makes one last exchange: { $last }.
    }
    .br =
        { $who ->
            [you] you: Sag nix über Pulok! last: { $last }
           *[other] { $player }: Sag nix über Pulok! last: { $last }
        }
pulok-say-called-yours = Your last exchange is still to come.
pulok-say-bag_empty = The bag is empty. From now on an offered tile is taken or passed on unchanged; if nobody calls within 15 more exchanges each, the game ends undecided.
    .br = bag empty
pulok-say-undecided = Nobody called: the game ends undecided. Nobody gains; everyone loses the penalty points of their left-over tiles.
    .br = undecided
pulok-say-reveal = Game { $game } is over; the boards are shown: read them in the list of players.
    .br = game { $game } over
pulok-say-reveal-caller =
    { $who ->
        [you] You called and gain { $delta ->
                [one] 1 point
               *[other] { $delta } points
            }.
       *[other] { $player } called and gains { $delta ->
                [one] 1 point
               *[other] { $delta } points
            }.
    }
    .br =
        { $who ->
            [you] you called +{ $delta }
           *[other] { $player } called +{ $delta }
        }
pulok-say-reveal-caller-experts =
    { $who ->
        [you] You called and gain { $delta ->
                [one] 1 point
               *[other] { $delta } points
            }: 20 for the call and { $bonus } for { $pieces }.
       *[other] { $player } called and gains { $delta ->
                [one] 1 point
               *[other] { $delta } points
            }: 20 for the call and { $bonus } for { $pieces }.
    }
    .br =
        { $who ->
            [you] you called +{ $delta } ({ $pieces_br })
           *[other] { $player } called +{ $delta } ({ $pieces_br })
        }
pulok-say-reveal-nothing =
    { $who ->
        [you] You lose nothing.
       *[other] { $player } loses nothing.
    }
    .br =
        { $who ->
            [you] you: 0
           *[other] { $player }: 0
        }
pulok-say-reveal-left =
    { $who ->
        [you] You lose { $points ->
                [one] 1 point
               *[other] { $points } points
            }: left over { $tiles }.
       *[other] { $player } loses { $points ->
                [one] 1 point
               *[other] { $points } points
            }: left over { $tiles }.
    }
    .br =
        { $who ->
            [you] you: { $delta } ({ $tiles })
           *[other] { $player }: { $delta } ({ $tiles })
        }
pulok-say-reveal-ungrouped =
    { $who ->
        [you] You lose { $points ->
                [one] 1 point
               *[other] { $points } points
            }; not in a group: { $tiles }.
       *[other] { $player } loses { $points ->
                [one] 1 point
               *[other] { $points } points
            }; not in a group: { $tiles }.
    }
    .br =
        { $who ->
            [you] you: { $delta } ({ $tiles })
           *[other] { $player }: { $delta } ({ $tiles })
        }
pulok-say-scores = Scores: { $scores }.
    .br = scores { $scores }
pulok-say-score =
    { $score ->
        [one] { $player } 1 point
       *[other] { $player } { $score } points
    }
    .br = { $player }: { $score }
pulok-say-change =
    { $points ->
        [one] { $player } { $sign }1 point
       *[other] { $player } { $sign }{ $points } points
    }
    .br = { $player }: { $score } ({ $sign }{ $points })
pulok-say-scores-target = Start { $handicap }, target { $target }.
    .br = target { $target }
pulok-say-match_over =
    { $who ->
        [you] The match is over: you win with { $points ->
                [one] 1 point
               *[other] { $points } points
            }!
       *[other] The match is over: { $player } wins with { $points ->
                [one] 1 point
               *[other] { $points } points
            }!
    }
    .br =
        { $who ->
            [you] over, won: you
           *[other] over, won: { $player }
        }
pulok-say-match_over-many =
    { $who ->
        [you] The match is over: { $players } win with { $points ->
                [one] 1 point
               *[other] { $points } points
            } each!
       *[other] The match is over: { $players } win with { $points ->
                [one] 1 point
               *[other] { $points } points
            } each!
    }
pulok-say-turn = Your turn: { $giver } offers you { $tile }.
    .br = your turn: { $tile } from { $giver }
pulok-say-turn-last = Your last exchange: { $giver } offers you { $tile }.
    .br = last exchange: { $tile } from { $giver }
pulok-say-turn-plain = Your turn.
    .br = your turn
pulok-say-turn-last-plain = Your last exchange.
    .br = last exchange
pulok-say-offer-none = Nothing is on offer.
pulok-say-offer-you = { $giver } offers you { $tile }: take it, or decline it and draw from the bag.
    .br = { $tile } from { $giver } to you
pulok-say-offer-you-empty = { $giver } offers you { $tile }: take it, or pass it on unchanged (the bag is empty).
pulok-say-offer = { $giver } offers { $player } { $tile }.
    .br =
        { $who ->
            [you] { $tile } from { $giver } to you
           *[other] { $tile } from { $giver } to { $player }
        }
pulok-say-offer-from_you = You offer { $player } { $tile }.
    .br =
        { $who ->
            [you] { $tile } from you to you
           *[other] { $tile } from you to { $player }
        }
pulok-say-offer-drawn-you = You drew { $tile }: keep it, or pass it straight on.
    .br = drawn { $tile }
pulok-say-offer-drawn =
    { $who ->
        [you] You have drawn a tile from the bag and decide whether to keep it.
       *[other] { $player } has drawn a tile from the bag and decides whether to keep it.
    }
    .br =
        { $who ->
            [you] you drew
           *[other] { $player } drew
        }
pulok-say-offer-pass-you = You received { $tile }: pass one of your other tiles on.
pulok-say-offer-pass-you-plain = Pass one of your tiles on.
pulok-say-offer-pass =
    { $who ->
        [you] You pass a tile on.
       *[other] { $player } passes a tile on.
    }
    .br =
        { $who ->
            [you] you: pass
           *[other] { $player }: pass
        }
pulok-say-bag =
    { $count ->
        [one] Bag: 1 tile
       *[other] Bag: { $count } tiles
    }
    .br = bag { $count }
pulok-say-bag-empty = The bag is empty
    .br = bag empty, { $made } of { $limit }
pulok-say-bag-empty-count = The bag is empty: offered tiles are taken or passed on unchanged; { $made } of { $limit ->
        [one] 1 exchange
       *[other] { $limit } exchanges
    } made before the game ends undecided
pulok-say-aside =
    { $count ->
        [one] Set aside, 1 tile: { $groups }
       *[other] Set aside, { $count } tiles: { $groups }
    }
    .br = aside { $tiles }
pulok-say-aside-head =
    { $count ->
        [one] Set aside: 1 tile, by letter:
       *[other] Set aside: { $count } tiles, by letter:
    }
pulok-say-aside-letter = { $letter }: { $colours }
pulok-say-aside-none = Nothing set aside yet
pulok-say-call_state =
    { $who ->
        [you] You have called Sag nix über Pulok; last exchanges still to make: { $last }
       *[other] { $player } has called Sag nix über Pulok; last exchanges still to make: { $last }
    }
    .br =
        { $who ->
            [you] you called; last: { $last }
           *[other] { $player } called; last: { $last }
        }
pulok-say-call_state-done =
    { $who ->
        [you] You called Sag nix über Pulok; every last exchange has been made
       *[other] { $player } called Sag nix über Pulok; every last exchange has been made
    }
    .br =
        { $who ->
            [you] you called; last ones done
           *[other] { $player } called; last ones done
        }
pulok-say-status-game = Game { $game }, { $variant }
    .br = g{ $game }
pulok-say-status-complete = Your tiles meet the goal: you can call
pulok-say-status-complete-piece = Your tiles meet the goal, but calling needs a value piece
pulok-say-status-met = Your tiles meet the goal; penalty now { $penalty }
pulok-say-status-missing = Places missing in the proposal: { $count }; penalty now { $penalty }
pulok-say-status-ungrouped = Tiles not in a group in the proposal: { $count }; penalty now { $penalty }
pulok-say-status-over = The match is over. Won: { $players }. Scores: { $scores }.
    .br = over, won: { $players }; { $scores }
pulok-say-player = { $name }: { $score ->
        [one] 1 point
       *[other] { $score } points
    }, { $count ->
        [one] 1 tile
       *[other] { $count } tiles
    }
    .br = { $name }: { $score }, { $count }t
pulok-say-player-turn = to play
    .br = turn
pulok-say-player-called =
    { $who ->
       *[other] called Sag nix über Pulok
    }
    .br = called
pulok-say-player-last =
    { $who ->
       *[other] one last exchange to make
    }
    .br = last
pulok-say-player-winner =
    { $who ->
       *[other] won
    }
    .br = won
pulok-say-game =
    { $who ->
        [you] Game { $game }: you called. { $changes }. Scores: { $scores }.
       *[other] Game { $game }: { $player } called. { $changes }. Scores: { $scores }.
    }
    .br =
        { $who ->
            [you] g{ $game } you: { $scores }
           *[other] g{ $game } { $player }: { $scores }
        }
pulok-say-game-undecided = Game { $game }: undecided. { $changes }. Scores: { $scores }.
    .br = g{ $game } -: { $scores }
pulok-zone-board = Your board
pulok-zone-offer = Offer, bag and set-aside tiles
pulok-zone-tiles = Your tiles
pulok-say-item = { $tile }: { $where }
pulok-say-item-surplus = { $tile }: surplus
pulok-say-item-left =
    { $penalty ->
        [one] left over in the proposal, 1 penalty point
       *[other] left over in the proposal, { $penalty } penalty points
    }
    .br = !
pulok-say-item-ungrouped = not in a group in the proposal
    .br = !
pulok-say-item-received = just received, cannot be passed back
    .br = new
pulok-say-item-passable = can be passed on
pulok-say-group =
    { $count ->
        [one] { $name }, 1 option
       *[other] { $name }, { $count } options
    }
    .br = { $name }: { $count }
pulok-say-group-exchange = Exchange
pulok-say-group-proposal = Proposed arrangement
pulok-say-group-hand = Arrange by hand
pulok-say-act-take =
    .br = take { $tile }
pulok-say-act-decline =
    .br = decline { $tile }
pulok-say-act-keep =
    .br = keep { $tile }
pulok-say-act-passon =
    .br = pass on { $tile }
pulok-say-act-pass =
    .br = pass { $tile }
pulok-say-act-call =
    .br = +call
# what a pass costs, after the pass in braille (penalty points saved or added)
pulok-say-act-cost =
    .br = { $change ->
            [saves] saves { $points }
            [costs] costs { $points }
           *[none] saves 0
        }{ $lacks ->
            [0] {""}
           *[other] , missing { $letters }
        }{ $pieces ->
            [0] {""}
           *[other] , pieces -{ $pieces }
        }
pulok-say-act-call-points =
    .br = +call { $points }
pulok-say-act-arrange =
    .br = arrange
pulok-say-act-place =
    .br = { $tile } { $start }>{ $end }
pulok-say-act-move =
    .br = { $tile } { $start }>{ $end }
pulok-say-act-remove =
    .br = { $tile } { $start }>{ $end }
pulok-say-act-colour =
    .br = row { $row } { $colour }
pulok-legend = Braille forms: a tile is its letter in lower case and its colour; colours { $colours }; for example { $example } is U red and { $yellow } is Ü yellow; { pulok-say-pulok.br } is a Pulok. A row is its number, for experts with its colour (1{ $red }: row 1, red), then its four words: a letter for each tile, { pulok-say-pulok.br } for a Pulok, a comma for an empty place, a tile of another colour than its row in brackets; in the simple and double game the row ends with the letters of each colour, as { $red }:sag. A column (experts) is its letter and number of tiles, then the colours of the rows where it has a tile (*{ $red } a Pulok in the { $red } row) and the free colours, as u 3 group: { $red } *{ $yellow_br } b; free g k w. { $surplus } is the surplus, { pulok-say-item-left.br } marks a tile left over in the proposal (experts: not in a group there), new the tile just received, > means to, as in { $example } { $surplus }>2: U red from the surplus to row 2. Value pieces: 1:sag is SAG in row 1, 5g five G in a column, { pulok-say-double.br } a double. Penalty points: S, A, G 1; N, I, X 2; Ü, B, E, R 3; P, U, L, O, K 4.
pulok-legend-colour = { $code } { $colour }
pulok-labels-title = Pulok
pulok-labels-letter = first the tile's letter, one of S A G N I X Ü B E R P U L O K; ü is the letter U umlaut
pulok-labels-colour = then the colour: { $colour }
pulok-labels-joker = a Pulok (the joker), no colour
pulok-labels-example = example: { $tile }; the letter, then the colour
pulok-keydesc-take = take the tile on offer, or keep the drawn tile
pulok-keydesc-decline = decline the tile on offer: it is set aside and you draw from the bag
pulok-keydesc-pass = pass one of your tiles on: the one in focus in your tiles (with or without the call), or choose among them; before you have taken or kept a tile, with no tile in focus, the same as Shift G
pulok-keydesc-passon = pass the drawn tile straight on, or with the bag empty the offered tile unchanged (with or without the call)
pulok-keydesc-proposal = what the proposed arrangement would change and achieve; with a tile offered to you or drawn, first whether to take or keep it and which tile to pass, or to pass it on
pulok-keydesc-arrange = arrange your board as proposed
pulok-keydesc-missing = what is still missing for the goal; with a tile offered to you or drawn, first whether to take or keep it and which tile to pass, or to pass it on
pulok-keydesc-board = go to your board
pulok-keydesc-offer = go to the offer, the bag and the set-aside tiles
pulok-keydesc-row = read row 1 to 6 of your board (in this game the numbers do not pick a tile)
pulok-rules_change = In Pulok for Experts a row's colour change now moves the tiles of the two rows with their colour.
pulok-caution-sentence = { $tile } fills a place of your sentence: without it { $letters } would be missing.
pulok-caution-group = { $tile } holds a group of the proposal together: without it { $tiles } would be in no group.
pulok-caution-piece = { $tile } is part of a value piece of the proposal: without it you would have { $count ->
        [one] 1 value piece
       *[other] { $count } value pieces
    } fewer.
pulok-caution-take = With { $tile } you could call Sag nix über Pulok now: take it instead.
pulok-caution-keep = With { $tile } you could call Sag nix über Pulok now: keep it instead.
pulok-takeback-none = Nothing to take back: only your own arrangement moves of this exchange can be taken back, before anyone else moves.
pulok-takeback-exchange = A tile taken, declined, kept or passed on cannot be taken back: the table has seen it. Only arranging your board can be taken back.
pulok-zone-columns = Columns of your board
pulok-keydesc-columns = Pulok for Experts: go to the columns of your board (column groups)
pulok-say-column-none = Column { $letter } ({ $number }): { $count ->
        [0] empty
        [one] 1 tile, no group; { $group } make one
       *[other] { $count } tiles, no group; { $group } make one
    }
    .br = { $letter } { $count }
pulok-say-column-group = Column { $letter } ({ $number }): { $count ->
        [one] 1 tile, a column group
       *[other] { $count } tiles, a column group
    }
    .br = { $letter } { $count } group
pulok-say-column-piece = Column { $letter } ({ $number }): 5 tiles, a value piece
    .br = { $letter } 5 piece
pulok-say-column-double = Column { $letter } ({ $number }): 6 tiles, a double value piece
    .br = { $letter } 6 double
pulok-say-column-tile = { $colour } in row { $row }
pulok-say-column-pulok = Pulok as { $colour } in row { $row }
pulok-say-column-other = { $tile } in row { $row }, which is { $colour }
pulok-say-column-free = { $colour } in row { $row }
pulok-say-column-free_list = free: { $places }
    .br = free { $places }
pulok-say-no_column = There is no column { $column }: columns are 1 to 15, or name the letter, as in column u.
pulok-say-no_column_letter = { $text } is no letter of SAG NIX ÜBER PULOK: name a column by its letter or its number 1 to 15.
pulok-say-columns_experts = Columns count only in Pulok for Experts; read your board by rows (keys 1 to 6, or row 3).
pulok-say-recap-offer = Offered to you: { $tile }, from { $giver }
pulok-say-recap-empty_rows = { $count ->
        [one] Row { $rows } is empty
       *[other] Rows { $rows } are empty
    }
    .br = { $rows } empty
pulok-say-recap-moves = { $count ->
        [one] The proposal moves 1 tile
       *[other] The proposal moves { $count } tiles
    }
    .br = proposal moves { $count }
pulok-say-recap-laid = Your board lies as proposed
    .br = as proposed

## Typed moves: the words a player may type for each verb and marker
## (comma-separated; the words of either language are read)
pulok-words-take = take
pulok-phrases-decline = turn down, say no
pulok-words-decline = decline
pulok-words-keep = keep
pulok-words-pass = pass, give
pulok-words-passon = passon
pulok-phrases-passon = pass on, give on
pulok-words-arrange = arrange
pulok-words-place = place, put
pulok-words-move = move
pulok-words-remove = remove
pulok-words-colour = colour, color
pulok-words-call = call
pulok-phrases-call = say nothing about pulok
pulok-words-filler = and, row, in, on, to, from, as, the, tile

## V and W weigh the tile offered to the player or drawn: take or keep it
## and pass which tile, or pass it on ($then: with it at best, $now: now)
pulok-say-weigh-take = { $tile } on offer: take it and pass { $pass } on, from { $where }. Then: { $then }; now: { $now }.
    .br = take { $tile }, pass { $pass }: { $then }; now { $now }
pulok-say-weigh-keep = The drawn tile { $tile }: keep it and pass { $pass } on, from { $where }. Then: { $then }; now: { $now }.
    .br = keep { $tile }, pass { $pass }: { $then }; now { $now }
pulok-say-weigh-decline = { $tile } on offer does not improve your tiles: decline it. With it at best: { $then }; now: { $now }.
    .br = decline { $tile }: at best { $then }; now { $now }
pulok-say-weigh-passon = The drawn tile { $tile } does not improve your tiles: pass it straight on (Shift+G, or type pass on). With it at best: { $then }; now: { $now }.
    .br = pass on { $tile }: at best { $then }; now { $now }
pulok-say-weigh-unchanged = { $tile } on offer does not improve your tiles: pass it on unchanged (Shift+G, or type pass on). With it at best: { $then }; now: { $now }.
    .br = pass on { $tile }: at best { $then }; now { $now }
pulok-say-weigh-call = you can call Sag nix über Pulok, for { $points ->
        [one] 1 point
       *[other] { $points } points
    }
    .br = call +{ $points }
pulok-say-weigh-met = the goal is met
    .br = complete
pulok-say-weigh-missing = { $places ->
        [one] { $letters } missing
       *[other] { $letters } missing ({ $places } places)
    }
    .br = missing { $letters }
pulok-say-weigh-ungrouped = { $count ->
        [one] 1 tile in no group
       *[other] { $count } tiles in no group
    }
    .br = free { $count }
pulok-say-weigh-penalty = { $penalty ->
        [0] no penalty points
        [one] 1 penalty point
       *[other] { $penalty } penalty points
    }
    .br = -{ $penalty }

## every board the end of a game revealed, in the list of players
pulok-say-revealed =
    { $who ->
        [you] Your board at the end of game { $game }:
       *[other] { $player }'s board at the end of game { $game }:
    }
    .br =
        { $who ->
            [you] you g{ $game }:
           *[other] { $player } g{ $game }:
        }
pulok-say-revealed-none = No board has been revealed yet: every board is shown at the end of a game.
