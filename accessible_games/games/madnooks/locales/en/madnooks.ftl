madnooks-title = Mad Nooks
madnooks-tile = { $long1 } { $long2 } { $short1 } { $short2 }
madnooks-side-long1 = long side 1
madnooks-side-long2 = long side 2
madnooks-side-short1 = short side 1
madnooks-side-short2 = short side 2
madnooks-tip = tip
madnooks-rotation = turned { $angle }°
madnooks-rotation-none = not turned
madnooks-position = at { $position }
madnooks-points =
    { $points ->
        [one] 1 point
       *[other] { $points } points
    }
madnooks-points-with =
    { $points ->
        [one] 1 point
       *[other] { $points } points
    }
madnooks-touch-full = { $side } { $colour } fully
    .br = { $side }={ $colour }
madnooks-touch-partly = { $side } { $colour } partly
    .br = { $side }~{ $colour }
madnooks-touch-plain = { $side } { $colour }
    .br = { $side }={ $colour }
madnooks-rules_change = Mad Nooks tiles are now wings of four cells, with a long and a short arm.
madnooks-result-solitaire =
    { $finished ->
        [yes] { $team ->
            [team] Your team finished the picture: every tile is laid.
           *[alone] You finished the picture: every tile is laid.
        }
       *[no] { $team ->
            [team] Your team's picture stays unfinished: nothing fits any more, and { $left ->
                [one] one tile is
               *[other] { $left } tiles are
            } left.
           *[alone] Your picture stays unfinished: nothing fits any more, and { $left ->
                [one] one tile is
               *[other] { $left } tiles are
            } left.
        }
    } { $team ->
        [team] Your team's score
       *[alone] Your score
    }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }; { $holes ->
        [0] no enclosed empty cell.
        [one] 1 enclosed empty cell.
       *[other] { $holes } enclosed empty cells.
    }
madnooks-end-all_laid = All tiles are laid.
madnooks-end-blocked = Every player in a row had to miss a turn: no tile fits any more.
madnooks-end-rounds = The last round is played.
madnooks-option-variant = Variant
madnooks-option-variant-classic = Classic (for points)
madnooks-option-variant-poker = Poker (bet chips on the best picture of five tiles)
madnooks-option-variant-solitaire = Solitaire (one area, alone or as a team)
madnooks-variant-classic = Classic
madnooks-variant-poker = Poker
madnooks-variant-solitaire = Solitaire
madnooks-option-foreign = The option “{ $name }” does not belong to { $variant }; choose its variant first.
madnooks-option-draw_on_miss = Classic: a player who must miss a turn draws a tile
madnooks-option-chips = Poker: chips each player starts with
madnooks-option-ante = Poker: ante each hand
madnooks-option-price = Poker: price of exchanging one tile
madnooks-option-exchanges = Poker: tiles a player may exchange in a hand
madnooks-option-bet = Poker: fixed amount of a bet and of a raise
madnooks-option-hands = Poker: number of hands
madnooks-option-rounds = Number of rounds
madnooks-option-rounds-none = until the tiles are used up
madnooks-option-time_per_move = Time per move in seconds
madnooks-option-time_per_move-none = no limit
madnooks-action-lay = Lay { $tile } { $rotation } { $position }: { $points }, touching { $touches }
madnooks-action-pass = Miss a turn: none of your tiles can be laid
madnooks-action-pass-draw = Miss a turn and draw a tile: none of your tiles can be laid
madnooks-illegal-syntax = I do not understand { $text }. Lay a tile with lay, its code, its rotation and its position, for example lay kbrg 90 3,-2; when no tile fits, miss a turn with pass.
madnooks-illegal-rotation = { $text } is no rotation: a tile turns by 0, 90, 180 or 270 degrees.
madnooks-illegal-not_held = You have no tile { $code } ({ $tile }) in hand.
madnooks-illegal-occupied = The tile { $tile } { $rotation } { $position } would cover a cell that is taken.
madnooks-illegal-no_contact = The tile { $tile } { $rotation } { $position } would touch no side of the area; a touching tip does not count.
madnooks-illegal-colour = The tile { $tile } { $rotation } { $position }: a side would touch another colour.
madnooks-illegal-colour-side = The tile { $tile } { $rotation } { $position }: its { $side } is { $colour } but would touch { $other }.
madnooks-illegal-short_alone = The tile { $tile } { $rotation } { $position } would touch with a short side alone, which is not allowed; a long side, or a second side, must touch too.
madnooks-illegal-partial_only = The tile { $tile } { $rotation } { $position } would touch only partly; at least one side must touch along its whole length.
madnooks-illegal-must_lay = You can lay a tile, so you cannot miss a turn.
madnooks-say-dir-0 = north
    .br = n
madnooks-say-dir-1 = east
    .br = e
madnooks-say-dir-2 = south
    .br = s
madnooks-say-dir-3 = west
    .br = w
madnooks-say-side-0 =
    .br = l1
madnooks-say-side-1 =
    .br = l2
madnooks-say-side-2 =
    .br = s1
madnooks-say-side-3 =
    .br = s2
madnooks-say-tip =
    .br = tip
madnooks-say-colour-0 =
    .br = k
madnooks-say-colour-1 =
    .br = b
madnooks-say-colour-2 =
    .br = r
madnooks-say-colour-3 =
    .br = g
madnooks-label-tile = { $long1 }, { $long2 }, { $short1 }, { $short2 }
madnooks-label-side = letter { $number }: { $side }
madnooks-label-example = example: { $tile }; hold the tile like the letter L, corner bottom left, the long arm of two more cells to the right and the short arm of one cell up; the label is on the corner
madnooks-label-long1 = long side 1, the bottom edge, three cells long
madnooks-label-long2 = long side 2, the left edge, two cells long
madnooks-label-short1 = short side 1, the top of the long arm, two cells long
madnooks-label-short2 = short side 2, the right of the short arm, one cell long
madnooks-say-tiles =
    { $count ->
        [one] 1 tile
       *[other] { $count } tiles
    }
madnooks-say-placements =
    { $count ->
        [one] 1 placement
       *[other] { $count } placements
    }
madnooks-say-variant-classic = Classic
madnooks-say-variant-solitaire = Solitaire
madnooks-say-variant-poker = Poker
madnooks-say-solitaire-goal = { " " }Lay every tile into one area, with as few enclosed empty cells as possible; the points of all placements are { $team ->
        [team] the team's score
       *[alone] your score
    }.
madnooks-say-turn-draw =
    { $who ->
        [you] Your turn: none of your tiles fits; miss the turn and draw a tile.
       *[other] { $player }'s turn: no tile fits, a tile is drawn instead.
    }
    .br =
        { $who ->
            [you] your turn, nothing fits: pass and draw
           *[other] { $player }'s turn, nothing fits: draws
        }
madnooks-say-missed-draws =
    { $who ->
        [you] You cannot lay and draw a tile instead.
       *[other] { $player } cannot lay and draws a tile instead.
    }
    .br =
        { $who ->
            [you] you cannot lay, draw
           *[other] { $player } cannot lay, draws
        }
madnooks-say-solitaire-score = { $team ->
        [team] { $who ->
            [you] Your team's score
           *[other] The team's score
        }
       *[alone] { $who ->
            [you] Your score
           *[other] { $player }'s score
        }
    }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
    .br = { $team ->
        [team] team { $points }
       *[alone] score { $points }
    }
madnooks-say-solitaire-result =
    { $finished ->
        [yes] { $team ->
            [team] { $who ->
                [you] Your team finished the picture
               *[other] The team finished the picture
            }
           *[alone] { $who ->
                [you] You finished the picture
               *[other] { $player } finished the picture
            }
        }: every tile is laid.
       *[no] { $team ->
            [team] { $who ->
                [you] Your team's picture stays unfinished
               *[other] The team's picture stays unfinished
            }
           *[alone] { $who ->
                [you] Your picture stays unfinished
               *[other] { $player }'s picture stays unfinished
            }
        }: no tile fits any more and the stack is used up; { $left ->
            [one] one tile is
           *[other] { $left } tiles are
        } left.
    } { $score } { $holes }
    .br =
        { $finished ->
            [yes] picture finished
           *[no] picture unfinished, left { $left }
        }; { $score }, enclosed { $count }{ $cells }
madnooks-say-solitaire-over = Game over. { $result }
    .br = game over, { $result }
madnooks-say-solitaire-holes-none = No empty cell is enclosed.
madnooks-say-solitaire-holes =
    { $count ->
        [one] One empty cell is enclosed: { $cells }.
       *[other] { $count } empty cells are enclosed: { $cells }.
    }
madnooks-say-solitaire-status-over = The game is over. { $result }
    .br = over, { $result }
madnooks-say-player-solitaire = { $name }: { $tiles } in hand
    .br = { $name }: hand { $count }
madnooks-say-end-all_laid =
    .br = all laid
madnooks-say-end-blocked =
    .br = blocked
madnooks-say-end-rounds =
    .br = last round
madnooks-say-game_start =
    Mad Nooks, { $variant }: { $players ->
        [one] 1 player, { $hand } in hand
       *[other] { $players } players, { $hand } each in hand
    }{ $rounds }.{ $goal } The start tile { $tile } lies at { $position }, not turned. { $stack } in the stack. { $who ->
        [you] You start.
       *[other] { $player } starts.
    }
    .br =
        { $who ->
            [you] mad nooks { $variant }, start { $tile } 0 { $position }, stack { $stack }, you start
           *[other] mad nooks { $variant }, start { $tile } 0 { $position }, stack { $stack }, { $player } starts
        }
madnooks-say-game_start-rounds =
    { $rounds ->
        [one] , 1 round
       *[other] , { $rounds } rounds
    }
madnooks-say-dealt = Your tiles: { $tiles }.
    .br = tiles { $tiles }
madnooks-say-round = Round { $round } of { $rounds }.
    .br = round { $round } of { $rounds }
madnooks-say-turn =
    { $who ->
        [you] Your turn.
       *[other] { $player }'s turn.
    }
    .br =
        { $who ->
            [you] your turn
           *[other] { $player }'s turn
        }
madnooks-say-turn-miss =
    { $who ->
        [you] Your turn: none of your tiles fits, you must miss a turn.
       *[other] { $player }'s turn: no tile fits.
    }
    .br =
        { $who ->
            [you] your turn, nothing fits: pass
           *[other] { $player }'s turn, nothing fits
        }
madnooks-say-laid =
    { $who ->
        [you] You lay { $tile } { $rotation } { $position }: { $points }, touching { $touches }. { $team ->
            [yours] Your team now has { $score }.
            [team] The team now has { $score }.
           *[own] You now have { $score }.
        }
       *[other] { $player } lays { $tile } { $rotation } { $position }: { $points }, touching { $touches }. { $team ->
            [yours] Your team now has { $score }.
            [team] The team now has { $score }.
           *[own] { $player } now has { $score }.
        }
    }
    .br =
        { $who ->
            [you] you { $tile } { $rotation } { $position } { $points }p { $touches }, score { $score }
           *[other] { $player } { $tile } { $rotation } { $position } { $points }p { $touches }, score { $score }
        }
madnooks-say-drew =
    { $who ->
        [you] You draw a tile; { $stack } left in the stack.
       *[other] { $player } draws a tile; { $stack } left in the stack.
    }
    .br =
        { $who ->
            [you] you draw, stack { $stack }
           *[other] { $player } draws, stack { $stack }
        }
madnooks-say-drew-last =
    { $who ->
        [you] You draw the last tile of the stack.
       *[other] { $player } draws the last tile of the stack.
    }
    .br =
        { $who ->
            [you] you draw, stack 0
           *[other] { $player } draws, stack 0
        }
madnooks-say-drawn = You draw { $tile }; { $stack } left in the stack.
    .br = you draw { $tile }, stack { $stack }
madnooks-say-drawn-last = You draw { $tile }, the last tile of the stack.
    .br = you draw { $tile }, stack 0
madnooks-say-drawn-plain = You draw { $tile }.
    .br = you draw { $tile }
madnooks-say-missed =
    { $who ->
        [you] You miss a turn.
       *[other] { $player } misses a turn: no tile fits.
    }
    .br =
        { $who ->
            [you] you miss a turn
           *[other] { $player } misses a turn
        }
madnooks-say-in_a_row = { $count } in a row.
    .br = { $count } in a row
madnooks-say-game_over = Game over. { $reason } { $winners } Scores: { $scores }.
    .br = game over, { $reason }: { $winners }; { $scores }
madnooks-say-winner =
    { $who ->
        [you] You win with { $points }.
       *[other] { $player } wins with { $points }.
    }
    .br =
        { $who ->
            [you] you win
           *[other] { $player } wins
        }
madnooks-say-winners =
    { $who ->
        [you] { $players } share the win with { $points }.
       *[other] { $players } share the win with { $points }.
    }
    .br = { $players } win
madnooks-say-placement = { $points }: { $position }, { $rotation }; touching { $touches }
    .br = { $tile } { $rotation } { $position } { $points }p { $touches }
madnooks-say-placement-start = { $points }: { $position }, { $rotation }
    .br = { $tile } { $rotation } { $position } { $points }p
madnooks-say-placement-tile = { $tile }, { $points }: { $position }, { $rotation }; touching { $touches }
madnooks-say-placement-tile-start = { $tile }, { $points }: { $position }, { $rotation }
madnooks-say-placements-of = { $count } of { $tile }, best { $points }. Highest first:
    .br = { $tile }: { $count }, best { $points }p
madnooks-say-placements-all = { $count } of your tiles, best { $points }. Highest first:
    .br = all: { $count }, best { $points }p
madnooks-say-placements-none-of = { $tile } fits nowhere.
    .br = { $tile }: none
madnooks-say-placements-none = None of your tiles fits anywhere.
    .br = no placement
madnooks-say-no_hand = You hold no tiles: you are watching.
    .br = no tiles
madnooks-say-bad_code = { $text } is no tile code: four colour letters in side order, k black, b blue, r red, g green, as kbrg.
madnooks-say-summary = { $tiles } laid on { $cells ->
        [one] 1 cell
       *[other] { $cells } cells
    }, from { $low } to { $high }, { $width } wide and { $height } high. Open edges: { $open }. { $holes }
    .br =
        { $tiles ->
            [one] 1 tile
           *[other] { $tiles } tiles
        } { $cells ->
            [one] 1 cell
           *[other] { $cells } cells
        } { $low } to { $high }; open { $open }; { $holes }
madnooks-say-open = { $colour } { $count }
madnooks-say-open-none = none
madnooks-say-holes-none = No enclosed empty cell.
    .br = empty -
madnooks-say-holes =
    { $count ->
        [one] 1 enclosed empty cell: { $cells }.
       *[other] { $count } enclosed empty cells: { $cells }.
    }
    .br = empty { $cells }
madnooks-say-laid_item = { $letter }: { $tile }, { $rotation }, { $position }, { $by }
    .br = { $letter } { $tile } { $rotation } { $position } { $by }
madnooks-say-by-start = start tile
    .br = start
madnooks-say-by =
    { $who ->
        [you] laid by you
       *[other] laid by { $player }
    }
    .br =
        { $who ->
            [you] you
           *[other] { $player }
        }
madnooks-say-stack = { $count } in the stack.
    .br = stack { $count }
madnooks-say-stack-empty = The stack is empty.
madnooks-say-last =
    { $who ->
        [you] Last laid: { $tile } { $rotation } { $position }, by you, { $points }.
       *[other] Last laid: { $tile } { $rotation } { $position }, by { $player }, { $points }.
    }
    .br =
        { $who ->
            [you] last { $tile } { $rotation } { $position } you { $points }p
           *[other] last { $tile } { $rotation } { $position } { $player } { $points }p
        }
madnooks-say-cell-tile = { $position }: tile { $letter }, { $tile }, { $rotation }, corner { $corner }, { $by }. { $edges }.
    .br = { $position } { $letter } { $tile } { $rotation } { $corner }: { $edges }
madnooks-say-cell-empty = { $position }: empty. { $edges }.
    .br = { $position } empty: { $edges }
madnooks-say-cell-alone = { $position }: empty, nothing next to it.
    .br = { $position } empty, alone
madnooks-say-edge = { $direction }: { $what }
madnooks-say-edge-same = same tile
madnooks-say-edge-tip = tip
madnooks-say-edge-side = { $side } { $colour }
madnooks-say-edge-open = open
madnooks-say-edge-touching = touching tile { $letter }
madnooks-say-edge-next = next to tile { $letter }
madnooks-say-edge-empty = empty
madnooks-say-edge-of = { $what } of tile { $letter }
madnooks-zone-placements = Placements
madnooks-zone-area = Area
madnooks-zone-stack = Stack
madnooks-zone-board = Board cursor
madnooks-zone-map = Map
madnooks-say-map-head = Map around the cursor at { $position }, { $on ->
        [none] an empty cell
       *[other] on tile { $on }
    }: { $rows } rows, columns { $x0 } to { $x1 }, north first.
    .br = map { $position } on { $on ->
        [none] empty
       *[other] { $on }
    }, x { $x0 } to { $x1 }, rows { $rows }
madnooks-say-map-row = Row { $y }: { $cells }
madnooks-say-map-empty = empty
madnooks-say-map-cursor = cursor on { $what }
madnooks-keydesc-board = go to the board cursor: the arrows move it one cell, it says what is there and around it
madnooks-keydesc-map_zone = go to the map, on the cursor's row: the column ruler, then the rows around the board cursor, one braille line each
madnooks-say-group = { $tile }: { $count }
    .br = { $tile }: { $count }
madnooks-say-hand_item = { $tile }: { $count }, best { $points }
    .br = { $tile } { $count } best { $points }p
madnooks-say-hand_item-none = { $tile }: fits nowhere
    .br = { $tile } nowhere: { $reasons }
madnooks-say-hand =
    { $count ->
        [0] You hold no tiles.
        [one] Your only tile: { $tiles }.
       *[other] Your { $count } tiles: { $tiles }.
    }
    .br = tiles { $tiles }
madnooks-say-player = { $name }: { $score }, { $tiles } in hand
    .br = { $name }: { $score }p, hand { $count }
madnooks-say-player-turn = on turn
    .br = turn
madnooks-say-player-winner = winner
    .br = wins
madnooks-say-score =
    { $who ->
        [you] you have { $points }
       *[other] { $player } has { $points }
    }
    .br =
        { $who ->
            [you] you: { $count }
           *[other] { $player }: { $count }
        }
madnooks-say-scores = Scores: { $scores }.
    .br = { $scores }
madnooks-say-status = Round { $round }. { $turn } { $stack }
    .br = round { $round }, { $turn }, stack { $stack }
madnooks-say-status-over =
    The game is over. { $count ->
        [one] Winner
       *[other] Winners
    }: { $players }. Scores: { $scores }.
    .br = over, wins { $players }; { $scores }
madnooks-say-legend = Braille forms: a tile is its four colour letters in side order, long side 1, long side 2, short side 1, short side 2: { $colours }; { $example } is black blue red green. A placement is tile, rotation, position and points, then the touching sides, as in { $example } 90 3,-2 2p l1=k s1=r: turned 90 degrees clockwise, its corner on 3,-2 (x east, y north), 2 points (p: points), long side 1 touching black fully and short side 1 red fully. l1 l2 long sides, s1 s2 short sides; = touches fully, ~ only partly; short side 2 is a single edge and touches fully or not at all. Type a move as shown: lay { $example } 90 3,-2. A tile covers four cells: its corner, two more along its long arm and one on its short arm; on each of them the cursor names the tile's corner. The cursor: n e s w are the directions, + means a tile lies across, - an empty cell, = the same tile, tip a tip. The map: one row per line, north first, each starting with its label, y 2 or y-1 for y = -1; then one sign per cell, west to east: . an empty cell, a letter a tile (by laying order, a the start tile; after z the names have two letters, aa, ab and so on, and then every cell of the map takes two signs, the empty sign before a single letter or the cursor, and the ruler gives each digit twice), - the cursor (the map's first line says what lies under it). Above the rows, the ruler x gives the last digit of each column's number, each digit above its cell. The colours by row: y 2: s=k -3 to -1 means that in row 2 the empty cells of columns -3 to -1 have black to the south.
madnooks-say-legend-colour = { $letter } { $colour }
madnooks-keydesc-lay = lay: the focused placement; on a tile of your hand, its placements to choose from, best first, or why it fits nowhere; on the board, the placements covering the cursor's cell, listed even when there is one (Poker: your picture's placements)
madnooks-keydesc-pass = miss a turn (only when none of your tiles fits)
madnooks-keydesc-summary = a summary of the area: size, open edges by colour, enclosed empty cells, cells that can never be filled
madnooks-keydesc-edges = the open edges: each empty cell next to the area with the colours facing it and where they lie, north first
madnooks-keydesc-map = a map of the cells around the cursor, with a column ruler
madnooks-keydesc-placements = go to the placements of all your tiles, highest first, on the best (Enter lays it); pressed there, it sums them up by points
madnooks-keydesc-area = go to the area: its summary and the laid tiles
madnooks-key-no_placement = The tile { $tile } fits nowhere.
madnooks-key-nothing = None of your tiles fits: miss a turn with X.
madnooks-say-here = The cursor's cell { $position }: { $count }, highest first
    .br = here { $position }: { $count }
madnooks-say-open_side = { $colour } to the { $direction }
madnooks-say-open_cell = { $position }: { $sides }
madnooks-say-open_cells =
    { $count ->
        [0] No empty cell faces a coloured side.
        [one] 1 empty cell faces a coloured side, north first: { $cells }.
       *[other] { $count } empty cells face coloured sides, north first: { $cells }.
    }
    .br = open { $cells }
madnooks-say-placements-sum = { $count } of your tiles. { $scoring }
    .br = all: { $count }; { $scoring }
madnooks-say-scoring-group =
    { $count ->
        [one] 1 place scores { $points }:
       *[other] { $count } places score { $points }:
    } { $places }.
madnooks-say-scoring-place = { $tile } { $position }, { $rotation }
madnooks-say-here-none = No placement of your tiles covers the cursor's cell { $position }.
    .br = here { $position }: none
madnooks-poker-option-ante_above_chips = The ante ({ $ante }) must not be more than the chips each player starts with ({ $chips }).
madnooks-poker-pot-holds = the pot holds { $pot }
madnooks-poker-pot-holds-start = The pot holds { $pot }
madnooks-poker-phase-exchange = the exchange phase
madnooks-poker-phase-betting = the betting
madnooks-poker-phase-picture = the picture phase
madnooks-poker-phase-over = the end of the match
madnooks-poker-action-exchange =
    { $price ->
        [one] Exchange { $tile } for the top tile of the stack, for 1 chip
       *[other] Exchange { $tile } for the top tile of the stack, for { $price } chips
    }
madnooks-poker-action-stand = Stand: exchange no more tiles
madnooks-poker-action-check = Check: bet nothing
madnooks-poker-action-bet =
    { $amount ->
        [one] Bet 1 chip (pot then { $pot })
       *[other] Bet { $amount } chips (pot then { $pot })
    }
madnooks-poker-action-call =
    { $amount ->
        [one] Call 1 chip (pot then { $pot })
       *[other] Call { $amount } chips (pot then { $pot })
    }
madnooks-poker-action-raise =
    { $amount ->
        [one] Raise to { $level }: pay 1 chip (pot then { $pot })
       *[other] Raise to { $level }: pay { $amount } chips (pot then { $pot })
    }
madnooks-poker-action-fold =
    { $amount ->
        [one] Fold: give up the hand rather than pay 1 chip
       *[other] Fold: give up the hand rather than pay { $amount } chips
    }
madnooks-poker-action-picture_best = Show your best picture: { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }, { $points ->
        [one] 1 point
       *[other] { $points } points
    }
madnooks-poker-action-picture_show = Show the picture you built: { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }, { $points ->
        [one] 1 point
       *[other] { $points } points
    }
madnooks-poker-action-picture_undo = Take back the last tile of your picture
madnooks-poker-illegal-syntax = I do not understand { $text }. In Poker you exchange (exchange kbrg), stand, check, bet, call, raise, fold, or decide your picture (picture best, picture lay kbrg 90 1,-1, picture undo, picture show).
madnooks-poker-illegal-phase = Not now: this is { $phase }.
madnooks-poker-illegal-classic = In Poker nobody lays tiles on a shared area; build your own picture in the picture phase with picture lay.
madnooks-poker-illegal-exchange-no_exchanges = You have no exchanges left in this hand.
madnooks-poker-illegal-exchange-broke =
    { $price ->
        [one] You cannot afford an exchange: it costs 1 chip and you have { $chips }.
       *[other] You cannot afford an exchange: it costs { $price } chips and you have { $chips }.
    }
madnooks-poker-illegal-exchange-stack_empty = The stack is empty: there is nothing to exchange for.
madnooks-poker-illegal-exchange-syntax = Say which tile to exchange by its code, for example exchange kbrg.
madnooks-poker-illegal-exchange-face_up = Your face-up tile { $tile } cannot be exchanged; only hidden tiles can.
madnooks-poker-illegal-not_held = You have no tile { $code } ({ $tile }).
madnooks-poker-illegal-check =
    { $amount ->
        [one] You cannot check: there is 1 chip to call. Call, raise or fold.
       *[other] You cannot check: there are { $amount } chips to call. Call, raise or fold.
    }
madnooks-poker-illegal-call = There is nothing to call: check or bet.
madnooks-poker-illegal-fold = You can check for free, so there is no need to fold.
madnooks-poker-illegal-bet-made = There is already a bet (to { $level }): call, raise or fold.
madnooks-poker-illegal-raise-none = Nobody has bet yet: bet instead of raising.
madnooks-poker-illegal-raise-cap =
    { $count ->
        [one] The only raise of this round is made: call or fold.
       *[other] The { $count } raises of this round are made: call or fold.
    }
madnooks-poker-illegal-afford =
    { $who ->
        [you] You cannot afford that: it would take the level to { $level } and you have { $chips ->
            [one] 1 chip
           *[other] { $chips } chips
        }.
       *[other] Not allowed: { $player } could not call { $level }, and there are no side pots.
    }
madnooks-poker-illegal-picture-empty = Your picture has no tile yet: lay one with picture lay, or take picture best.
madnooks-poker-illegal-picture-syntax = I do not understand { $text }. Decide your picture with picture best, or build it with picture lay kbrg 0 0,0, picture undo and picture show.
madnooks-poker-illegal-picture-laid = { $tile } is already in your picture.
madnooks-poker-illegal-picture-first = The first tile of a picture lies at 0,0, not turned: picture lay with 0 0,0.
madnooks-poker-say-chips =
    { $count ->
        [one] 1 chip
       *[other] { $count } chips
    }
madnooks-poker-say-chips_item =
    { $who ->
        [you] you have { $chips }
       *[other] { $player } has { $chips }
    }
    .br =
        { $who ->
            [you] you: { $count }
           *[other] { $player }: { $count }
        }
madnooks-poker-say-share =
    { $who ->
        [you] you get { $chips }
       *[other] { $player } gets { $chips }
    }
    .br =
        { $who ->
            [you] you: { $count }
           *[other] { $player }: { $count }
        }
madnooks-poker-say-step = { $tile } { $rotation } { $position }, { $points }, total { $total }
    .br = { $tile } { $rotation } { $position } { $points }p, sum { $total }
madnooks-poker-say-game_start = Mad Nooks, Poker: { $players ->
        [one] 1 player
       *[other] { $players } players
    }, { $chips ->
        [one] 1 chip
       *[other] { $chips } chips
    } each. Ante { $ante }, an exchange costs { $price }, up to { $exchanges ->
        [one] 1 exchange
       *[other] { $exchanges } exchanges
    } a hand, bets and raises of { $bet }, { $hands ->
        [one] 1 hand
       *[other] { $hands } hands
    }.
    .br = mad nooks poker, chips { $chips }, ante { $ante }, price { $price }, exchanges { $exchanges }, bet { $bet }, hands { $hands }
madnooks-poker-say-hand_start =
    { $who ->
        [you] Hand { $hand } of { $hands }. You deal. Everyone pays the ante of { $ante ->
            [one] 1 chip
           *[other] { $ante } chips
        }: the pot holds { $pot }.
       *[other] Hand { $hand } of { $hands }. { $player } is the dealer. Everyone pays the ante of { $ante ->
            [one] 1 chip
           *[other] { $ante } chips
        }: the pot holds { $pot }.
    }
    .br =
        { $who ->
            [you] hand { $hand } of { $hands }, dealer you, ante { $ante }, pot { $pot }
           *[other] hand { $hand } of { $hands }, dealer { $player }, ante { $ante }, pot { $pot }
        }
madnooks-poker-say-out =
    { $count ->
        [one]
            { $who ->
                [you] You cannot pay the ante and are out.
               *[other] { $players } cannot pay the ante and is out.
            }
       *[other] { $players } cannot pay the ante and are out.
    }
    .br = out { $players }
madnooks-poker-say-dealt = Your hidden tiles: { $tiles }.
    .br = hidden { $tiles }
madnooks-poker-say-face_up = Face-up tiles: { $tiles }.
    .br = up { $tiles }
madnooks-poker-say-face_up-one =
    { $who ->
        [you] yours: { $tile }
       *[other] { $player }: { $tile }
    }
    .br =
        { $who ->
            [you] you { $tile }
           *[other] { $player } { $tile }
        }
madnooks-poker-say-face_up-none = No face-up tiles.
madnooks-poker-say-phase-exchange = Exchange phase: each player may exchange up to { $exchanges ->
        [one] 1 hidden tile
       *[other] { $exchanges } hidden tiles
    } for { $price ->
        [one] 1 chip
       *[other] { $price } chips
    } each.
    .br = exchange phase, up to { $exchanges }, price { $price }
madnooks-poker-say-phase-betting = Betting: bets and raises of { $bet ->
        [one] 1 chip
       *[other] { $bet } chips
    }, at most 3 raises. The pot holds { $pot }.
    .br = betting, bet { $bet }, pot { $pot }
madnooks-poker-say-phase-picture = Picture phase: everyone still in decides their picture. The pot holds { $pot }.
    .br = picture phase, pot { $pot }
madnooks-poker-say-phase-exchange-short = exchange
madnooks-poker-say-phase-betting-short = betting
madnooks-poker-say-phase-picture-short = picture
madnooks-poker-say-phase-over-short = over
madnooks-poker-say-turn-exchange =
    { $who ->
        [you] Your turn to exchange; exchanges left: { $left }. Exchange a hidden tile or stand.
       *[other] { $player }'s turn to exchange.
    }
    .br =
        { $who ->
            [you] your turn: exchange, { $left } left
           *[other] { $player } exchanges
        }
madnooks-poker-say-turn-betting-free =
    { $who ->
        [you] Your turn: nothing to call; check or bet. The pot holds { $pot }.
       *[other] { $player }'s turn to bet.
    }
    .br =
        { $who ->
            [you] your turn: check or bet, pot { $pot }
           *[other] { $player } to bet
        }
madnooks-poker-say-turn-betting-call =
    { $who ->
        [you] Your turn: { $to_call } to call; call, raise or fold. The pot holds { $pot }.
       *[other] { $player }'s turn: { $to_call } to call.
    }
    .br =
        { $who ->
            [you] your turn: call { $to_call } pot { $pot }
           *[other] { $player } to call { $to_call }
        }
madnooks-poker-say-turn-picture =
    { $who ->
        [you] Your turn: decide your picture, the best one or built by hand.
       *[other] { $player } decides a picture.
    }
    .br =
        { $who ->
            [you] your turn: picture
           *[other] { $player } picture
        }
madnooks-poker-say-skipped-no_exchanges =
    { $who ->
        [you] You have no exchanges: your exchange turn is skipped.
       *[other] { $player } has no exchanges and is skipped.
    }
    .br =
        { $who ->
            [you] you skipped, no exchanges
           *[other] { $player } skipped, no exchanges
        }
madnooks-poker-say-skipped-broke =
    { $who ->
        [you] You cannot pay for an exchange: your exchange turn is skipped.
       *[other] { $player } cannot pay for an exchange and is skipped.
    }
    .br =
        { $who ->
            [you] you skipped, no chips
           *[other] { $player } skipped, no chips
        }
madnooks-poker-say-skipped-stack_empty =
    { $who ->
        [you] The stack is empty: your exchange turn is skipped.
       *[other] The stack is empty: { $player } cannot exchange and is skipped.
    }
    .br =
        { $who ->
            [you] you skipped, stack 0
           *[other] { $player } skipped, stack 0
        }
madnooks-poker-say-exchanged =
    { $who ->
        [you] You exchange a tile and pay { $price }; the pot holds { $pot }. Exchanges left: { $left }.
       *[other] { $player } exchanges a tile and pays { $price }; the pot holds { $pot }.
    }
    .br =
        { $who ->
            [you] you exchange, pay { $price }, pot { $pot }, { $left } left
           *[other] { $player } exchanges, pays { $price }, pot { $pot }
        }
madnooks-poker-say-exchange_drawn = You gave away { $gave } and got { $tile }.
    .br = gave { $gave } got { $tile }
madnooks-poker-say-stood =
    { $who ->
        [you] You stand.
       *[other] { $player } stands.
    }
    .br =
        { $who ->
            [you] you stand
           *[other] { $player } stands
        }
madnooks-poker-say-check =
    { $who ->
        [you] You check.
       *[other] { $player } checks.
    }
    .br =
        { $who ->
            [you] you check
           *[other] { $player } check
        }
madnooks-poker-say-bet =
    { $who ->
        [you] You bet { $amount }; the pot holds { $pot }.
       *[other] { $player } bets { $amount }; the pot holds { $pot }.
    }
    .br =
        { $who ->
            [you] you bet { $amount } pot { $pot }
           *[other] { $player } bet { $amount } pot { $pot }
        }
madnooks-poker-say-call =
    { $who ->
        [you] You call { $amount }; the pot holds { $pot }.
       *[other] { $player } calls { $amount }; the pot holds { $pot }.
    }
    .br =
        { $who ->
            [you] you call { $amount } pot { $pot }
           *[other] { $player } call { $amount } pot { $pot }
        }
madnooks-poker-say-raise =
    { $who ->
        [you] You raise to { $level }, paying { $amount }; the pot holds { $pot }.
       *[other] { $player } raises to { $level }, paying { $amount }; the pot holds { $pot }.
    }
    .br =
        { $who ->
            [you] you raise { $level } pot { $pot }
           *[other] { $player } raise { $level } pot { $pot }
        }
madnooks-poker-say-folded =
    { $who ->
        [you] You fold.
       *[other] { $player } folds.
    }
    .br =
        { $who ->
            [you] you fold
           *[other] { $player } fold
        }
madnooks-poker-say-betting_over = The betting is over; the pot holds { $pot }. In the showdown: { $players }.
    .br = betting over, pot { $pot }: { $players }
madnooks-poker-say-picture_laid = Your picture: { $step }.
    .br = picture { $step }
madnooks-poker-say-picture_undone = You take { $tile } back out of your picture; { $laid } left in it.
    .br = undo { $tile }, { $laid } left
madnooks-poker-say-picture_decided =
    { $who ->
        [you] Your picture is decided.
       *[other] { $player } has decided on a picture.
    }
    .br =
        { $who ->
            [you] you decided
           *[other] { $player } decided
        }
madnooks-poker-say-by_hand = the picture built by hand
    .br = by hand
madnooks-poker-say-by_program = the best picture
    .br = best
madnooks-poker-say-picture_shown =
    { $who ->
        [you] You show { $how }: { $steps }. You have { $points }.
       *[other] { $player } shows { $how }: { $steps }. { $player } has { $points }.
    }
    .br =
        { $who ->
            [you] you { $how }, { $points_n }p: { $steps }
           *[other] { $player } { $how }, { $points_n }p: { $steps }
        }
madnooks-poker-say-won-uncontested =
    { $who ->
        [you] Everyone else folded: you win the pot of { $pot } without a showdown.
       *[other] Everyone else folded: { $player } wins the pot of { $pot } without a showdown.
    }
    .br =
        { $who ->
            [you] you win pot { $pot }, no showdown
           *[other] { $player } wins pot { $pot }, no showdown
        }
madnooks-poker-say-won =
    { $who ->
        [you] You win the pot of { $pot } with { $points }.
       *[other] { $player } wins the pot of { $pot } with { $points }.
    }
    .br =
        { $who ->
            [you] you win pot { $pot }, { $points_n }p
           *[other] { $player } wins pot { $pot }, { $points_n }p
        }
madnooks-poker-say-split =
    { $who ->
        [you] { $players } tie with { $points } and split the pot of { $pot }: { $shares }.
       *[other] { $players } tie with { $points } and split the pot of { $pot }: { $shares }.
    }
    .br = split pot { $pot }: { $shares }
madnooks-poker-say-chips_now = Chip count: { $chips }.
madnooks-poker-say-winner =
    { $who ->
        [you] You win with { $chips }.
       *[other] { $player } wins with { $chips }.
    }
    .br =
        { $who ->
            [you] you win
           *[other] { $player } wins
        }
madnooks-poker-say-winners =
    { $who ->
        [you] { $players } share the win with { $chips }.
       *[other] { $players } share the win with { $chips }.
    }
    .br = { $players } win
madnooks-poker-say-end-hands =
    { $hands ->
        [one] The only hand is played.
       *[other] All { $hands } hands are played.
    }
madnooks-poker-say-end-bust = Only one player can still pay the ante.
madnooks-poker-say-game_over = The match is over. { $reason } { $winners } Chip count: { $chips }.
    .br = match over: { $winners }; { $chips }
madnooks-poker-say-best = Your best picture: { $points } with { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }: { $steps }.
    .br = best { $points }p: { $steps }
madnooks-poker-say-best-none = You hold no tiles in this hand.
    .br = no tiles
madnooks-poker-say-built = Built by hand so far, { $count }, { $points }: { $steps }.
    .br = built { $points }p: { $steps }
madnooks-poker-say-best-head = Your best picture: { $points } with { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }.
    .br = best { $points }p
madnooks-poker-say-built-head = Your picture built by hand: { $count }, { $points }.
    .br = built { $points }p
madnooks-poker-say-showdown-head = The showdown of hand { $hand }:
    .br = showdown hand { $hand }
madnooks-poker-say-shown_item =
    { $who ->
        [you] Your picture: { $points }: { $steps }
       *[other] { $player }: { $points }: { $steps }
    }
    .br =
        { $who ->
            [you] you { $points }p: { $steps }
           *[other] { $player } { $points }p: { $steps }
        }
madnooks-poker-say-pot = The pot holds { $pot }; the bet to match is { $level }, { $raises ->
        [one] 1 raise
       *[other] { $raises } raises
    } made.
    .br = pot { $pot } level { $level }
madnooks-poker-say-hand = Your hidden tiles: { $tiles }. Face up: { $face }. { $best }
    .br = hidden { $tiles }; up { $face }; { $best }
madnooks-poker-say-hand-no_face = none
    .br = -
madnooks-poker-say-chips_list = Chip count: { $chips }. The pot holds { $pot }.
    .br = chips { $chips }; pot { $pot }
madnooks-poker-say-status = Hand { $hand } of { $hands }, { $phase }. { $turn } The pot holds { $pot }. Chip count: { $chips }.
    .br = hand { $hand } of { $hands } { $phase }, { $turn }, pot { $pot }; { $chips }
madnooks-poker-say-status-over =
    The match is over. { $count ->
        [one] Winner
       *[other] Winners
    }: { $players }. Chip count: { $chips }.
    .br =
        { $count ->
            [one]
                { $who ->
                    [you] over, you win; { $chips }
                   *[other] over, { $players } wins; { $chips }
                }
           *[other] over, { $players } win; { $chips }
        }
madnooks-poker-say-hand_item-in = { $tile }: in your best picture; without it the best scores { $points }.
    .br = { $tile } in best, without { $points }p
madnooks-poker-say-hand_item-out = { $tile }: not in your best picture; without it the best still scores { $points }.
    .br = { $tile } unused, without { $points }p
madnooks-poker-say-player = { $name }: { $chips }
    .br = { $name }: { $count }
madnooks-poker-say-player-put = { $amount } bet this round
    .br = bet { $amount }
madnooks-poker-say-player-out = out
    .br = out
madnooks-poker-say-player-folded = folded
    .br = fold
madnooks-poker-say-player-dealer = dealer
    .br = dealer
madnooks-poker-say-group-exchange = Exchange a hidden tile (exchanges left: { $left }):
    .br = exchange, { $left } left
madnooks-poker-say-exchange =
    .br = exchange { $tile } -{ $price }
madnooks-poker-say-action-check =
    .br = check
madnooks-poker-say-action-bet =
    .br = bet { $amount } pot { $pot }
madnooks-poker-say-action-call =
    .br = call { $amount } pot { $pot }
madnooks-poker-say-action-raise =
    .br = raise to { $level } pot { $pot }
madnooks-poker-say-action-fold =
    .br = fold
madnooks-poker-zone-pictures = Pictures
madnooks-poker-zone-chips = Chips
madnooks-poker-zone-face_up = Face-up tiles
madnooks-poker-keydesc-exchange = Poker: exchange the focused hidden tile
madnooks-poker-keydesc-stand = Poker: stand (exchange no more tiles)
madnooks-poker-keydesc-check = Poker: check, or call when there is a bet
madnooks-poker-keydesc-bet = Poker: bet, or raise when there is a bet
madnooks-poker-keydesc-fold = Poker: fold
madnooks-poker-keydesc-best = Poker: show your best picture (in the picture phase: decide on it)
madnooks-poker-key-no_tile = Focus one of your hidden tiles first, then press E to exchange it.
madnooks-poker-key-not_poker = This key belongs to Mad Nooks Poker.
madnooks-poker-key-no_placements = In Poker the list of moves holds your picture's placements in the picture phase.
madnooks-poker-key-lay_later = Your picture is laid in the picture phase; now it is { $phase }.
madnooks-poker-key-picture_full = All your tiles are in your picture: show it from the list of moves, or take the best picture with O.
madnooks-poker-key-picture_none = None of your other tiles fits your picture: show it from the list of moves, or take the best picture with O.
madnooks-say-map-sign-empty =
    .br = .
madnooks-say-map-sign-cursor =
    .br = -
madnooks-say-map-ruler = Columns { $x0 } to { $x1 }, west to east; on the braille display, the ruler gives the last digit of each column above its cell.
madnooks-say-map-run = { $where } { $what }
madnooks-say-columns-one = column { $x }
madnooks-say-columns = columns { $start } to { $end }
    .br = { $start } to { $end }
madnooks-zone-colours = Colours
madnooks-say-colours-head =
    { $count ->
        [0] Colours by row: no empty cell faces a coloured side
        [one] Colours by row, north first: 1 row has empty cells facing coloured sides
       *[other] Colours by row, north first: { $count } rows have empty cells facing coloured sides
    }
    .br = colours, rows { $count }
madnooks-say-colours-row = Row { $y }: { $runs }
madnooks-say-colours-row-more = Row { $y }, continued: { $runs }
madnooks-say-colours-run = { $colour } to the { $direction }: { $where }
madnooks-say-dead =
    { $count ->
        [one] 1 cell can never be filled: { $cells }.
       *[other] { $count } cells can never be filled: { $cells }.
    }
    .br = dead { $cells }
madnooks-say-dead-none = Every empty cell can still be filled.
    .br = dead -
madnooks-say-dead-over = The game is over: no tile is laid any more, so no empty cell is filled.
    .br = dead: game over
madnooks-keydesc-colours = go to the colours: the area read by colour, row by row, the empty cells next to it in runs of columns with the colour facing them
madnooks-keydesc-dead = the cells that can never be filled: no tile still to come fits over them
madnooks-poker-key-no_dead = In Poker every player lays a picture of their own five tiles; no cell of it needs filling.
madnooks-nowhere = The tile { $tile } fits nowhere: { $reasons }.{ $hint ->
        [other] { " " }Lay another of your tiles.
        [pass] { " " }None of your tiles fits: miss a turn with X.
       *[none] { "" }
    }
madnooks-nowhere-colour =
    { $count ->
        [one] at 1 place a side would meet another colour
       *[other] at { $count } places a side would meet another colour
    }
    .br = clash { $count }
madnooks-nowhere-short_alone =
    { $count ->
        [one] at 1 place only a short side would touch
       *[other] at { $count } places only a short side would touch
    }
    .br = short { $count }
madnooks-nowhere-partial_only =
    { $count ->
        [one] at 1 place it would touch only partly
       *[other] at { $count } places it would touch only partly
    }
    .br = partly { $count }
madnooks-nowhere-room = no place next to the area has room for it
    .br = no room
madnooks-takeback-variant = Moves cannot be taken back in { $variant }: the other players play on every move.
madnooks-takeback-none = You have laid no tile that could be taken back.
madnooks-takeback-other = Another player has moved since your last move, so it cannot be taken back.
madnooks-takeback-missed = A missed turn cannot be taken back: none of your tiles fitted.
madnooks-takeback-drawn = Your last tile cannot be taken back: you drew a tile from the stack after laying it, and taking the placement back would show you the top of the stack. Once the stack is used up, a placement can be taken back.
madnooks-say-recap-laid =
    { $count ->
        [one] 1 tile lies in the area.
       *[other] { $count } tiles lie in the area.
    }
    .br = laid { $count }
madnooks-say-recap-best =
    { $count ->
        [one] 1 place scores { $points }: { $places }
       *[other] { $count } places score { $points }: { $places }
    }{ $more ->
        [0] .
       *[other] , and { $more } more.
    }
madnooks-say-recap-count =
    { $count ->
        [one] 1 place scores { $points }.
       *[other] { $count } places score { $points }.
    }
    .br = { $points }p { $count ->
        [one] 1 place
       *[other] { $count } places
    }
madnooks-say-recap-more =
    .br = and { $count } more
madnooks-poker-say-recap = Your hidden tiles: { $tiles }. Face up: { $face }. Best picture: { $points }. Now { $phase }; the pot holds { $pot }. Chip count: { $chips }.
    .br = hidden { $tiles }; up { $face }; best { $points }p; { $phase }, pot { $pot }; { $chips }
madnooks-poker-say-recap-watch = Now { $phase }; the pot holds { $pot }. Chip count: { $chips }.
    .br = pot { $pot }; { $chips }
madnooks-typing_help = Mad Nooks moves: lay, the tile's code, its rotation and its corner, for example lay kbrg 90 3,-2; pass misses a turn when nothing fits; undo takes your last tile back in Solitaire once the stack is used up. Questions: area; map; cursor 3,-2, or north, east, south, west to move it; here, the placements covering the cursor's cell; best, every placement by points; edges, the empty cells next to the area with the colours facing them; colours, the same row by row; dead, the cells that can never be filled; placements kbrg; recap. Poker: exchange kbrg, stand, check, bet, call, raise, fold, picture best; chips, picture, faceup.

## A tile's number that the hand does not have
madnooks-card-range = There is no tile { $number } in your hand: you hold { $count ->
        [one] 1 tile
       *[other] { $count } tiles
    }.
madnooks-card-range-typed = Type card and a number from 1 to { $count }: the position of a tile in your hand.

## The words a player may type for the moves and their parts (moves.py;
## comma-separated, the words of either language are understood)
madnooks-words-lay = lay, place
madnooks-words-pass = pass, miss
madnooks-phrases-pass = miss a turn, miss turn
madnooks-words-exchange = exchange
madnooks-words-stand = stand
madnooks-words-check = check
madnooks-words-bet = bet
madnooks-words-call = call
madnooks-words-raise = raise
madnooks-words-fold = fold
madnooks-words-picture = picture
madnooks-words-best = best
madnooks-words-undo = undo
madnooks-words-show = show
madnooks-words-filler = with
madnooks-words-at = at, on, to
madnooks-words-turned = turned, rotated
madnooks-words-degrees = degrees, °
