logomachy-title = Logomachy
logomachy-card = { $colour } { $value }
logomachy-card-lettered = { $colour } { $value } ({ $letter })
logomachy-taking = { $cards }
logomachy-action-lay = { $card } in die Mitte legen
logomachy-action-take = { $card } ausspielen und { $taken } nehmen
logomachy-illegal-syntax = { $text } verstehe ich nicht. Sag spiele und eine Karte, zum Beispiel spiele gelb 7, und zum Nehmen nimm und die Karten, zum Beispiel spiele gelb 7 nimm rot 3 blau 4.
logomachy-illegal-not_in_hand = Du hast { $card } nicht auf der Hand.
logomachy-illegal-not_in_middle = { $card } liegt nicht in der Mitte.
logomachy-illegal-nothing_to_take = { $card } nimmt nichts: spiel sie ohne zu nehmen, sie kommt in die Mitte.
logomachy-illegal-must_capture = Nehmen ist Pflicht: { $card } kann { $options } nehmen.
logomachy-illegal-must_pair = In der Mitte liegt eine Karte mit gleichem Wert, also muss { $card } { $options } nehmen.
logomachy-illegal-wrong_sum = Diese Karten ergeben { $total }, aber { $card } ist { $value } wert.
logomachy-deck-problem = Kartendatei { $path }, Zeile { $line }, { $field }: { $problem }
logomachy-deck-field-line = die Zeile
logomachy-deck-field-colour = Farbe
logomachy-deck-field-value = Wert
logomachy-deck-field-letter = Buchstabe
logomachy-deck-field-count = Anzahl
logomachy-deck-fields =
    erwartet Farbe, Wert, Buchstabe und wahlweise Anzahl, gefunden { $found ->
        [one] ein Feld
       *[other] { $found } Felder
    }.
logomachy-deck-colour = das erste Wort ist keine Farbe. Farben: { $allowed }.
logomachy-deck-value = { $value } ist keine ganze Zahl von 1 bis 99.
logomachy-deck-letter = { $value } ist kein einzelner Buchstabe und kein - für keinen.
logomachy-deck-count = { $value } ist keine ganze Zahl von 1 bis 20.
logomachy-deck-yellow7 =
    Kartendatei { $path }: ein Spiel muss genau eine gelbe 7 enthalten, dieses enthält { $found ->
        [0] keine
       *[other] { $found }
    }.
logomachy-deck-small =
    Kartendatei { $path }: { $found ->
        [one] eine Karte ist
       *[other] { $found } Karten sind
    } zu wenig, nötig sind mindestens { $needed }.
logomachy-deck-too_small_for =
    Das Spiel hat { $found ->
        [one] eine Karte
       *[other] { $found } Karten
    }; { $players ->
        [one] ein Spieler braucht
       *[other] { $players } Spieler brauchen
    } mindestens { $needed }.
logomachy-deck-unreadable = Kartendatei { $path } kann nicht gelesen werden: { $reason }.
logomachy-deck-facts = Das Kartenspiel des Tisches ist beschädigt: Eine Karte ist nicht Farbe, Wert von 1 bis 99 und höchstens ein Buchstabe.
logomachy-deal_start =
    { $who ->
        [you] Durchgang { $deal } von { $deals }. Du gibst.
       *[other] Durchgang { $deal } von { $deals }. { $player } gibt.
    }
    .br =
        { $who ->
            [you] durchgang { $deal } du gibst
           *[other] durchgang { $deal } geber { $player }
        }
logomachy-deal_start-open =
    { $who ->
        [you] Durchgang { $deal }. Du gibst.
       *[other] Durchgang { $deal }. { $player } gibt.
    }
    .br =
        { $who ->
            [you] durchgang { $deal } du gibst
           *[other] durchgang { $deal } geber { $player }
        }
logomachy-dealt = Deine Karten: { $cards }.
    .br = hand { $cards }
logomachy-hands_dealt =
    Alle bekommen neue Karten, { $stock ->
        [0] und der Stapel ist leer
        [one] eine Karte bleibt im Stapel
       *[other] { $stock } Karten bleiben im Stapel
    }.
    .br = neue karten, stapel { $stock }
# $counts: the players' logomachy-hand_count forms, as a list
logomachy-hands_dealt-short = Der Stapel reicht nicht: Die Karten werden einzeln verteilt, und der Stapel ist leer. { $counts }.
    .br = karten einzeln: { $counts }, stapel 0
# how many cards a player holds (in a list that starts a sentence)
logomachy-hand_count =
    { $who ->
        [you]
            du hast { $count ->
                [0] keine Karte
                [one] eine Karte
               *[other] { $count } Karten
            }
       *[other]
            { $player } hat { $count ->
                [0] keine Karte
                [one] eine Karte
               *[other] { $count } Karten
            }
    }
    .br =
        { $who ->
            [you] du: { $count }
           *[other] { $player }: { $count }
        }
logomachy-middle_laid = In der Mitte: { $cards }.
    .br = mitte { $cards }
logomachy-turn =
    { $who ->
        [you] Du bist dran.
       *[other] { $player } ist dran.
    }
    .br =
        { $who ->
            [you] du bist dran
           *[other] { $player } ist dran
        }
logomachy-capture =
    { $who ->
        [you] Du spielst { $card } aus und nimmst { $taken }.
       *[other] { $player } spielt { $card } aus und nimmt { $taken }.
    }
    .br =
        { $who ->
            [you] du { $card } nimmst { $taken }
           *[other] { $player } { $card } nimmt { $taken }
        }
logomachy-lay =
    { $who ->
        [you] Du legst { $card } in die Mitte.
       *[other] { $player } legt { $card } in die Mitte.
    }
    .br =
        { $who ->
            [you] du { $card } in mitte
           *[other] { $player } { $card } in mitte
        }
logomachy-sweep =
    { $who ->
        [you]
            Mitte abgeräumt! Du bekommst einen Chip und hast jetzt { $chips ->
                [one] einen Chip
               *[other] { $chips } Chips
            }.
       *[other]
            Mitte abgeräumt! { $player } bekommt einen Chip und hat jetzt { $chips ->
                [one] einen Chip
               *[other] { $chips } Chips
            }.
    }
    .br =
        { $who ->
            [you] abgeräumt, du: { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
           *[other] abgeräumt, { $player }: { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
        }
logomachy-deal_over = Der Stapel ist aufgebraucht: Durchgang { $deal } endet.
    .br = durchgang { $deal } ende
logomachy-deal_over-left = Der Stapel ist aufgebraucht: Durchgang { $deal } endet. In der Mitte bleiben liegen: { $cards }.
    .br = durchgang { $deal } ende, liegen { $cards }
logomachy-middle_taken =
    { $who ->
        [you] Du hast zuletzt genommen und bekommst den Rest der Mitte: { $cards }.
       *[other] { $player } hat zuletzt genommen und bekommt den Rest der Mitte: { $cards }.
    }
    .br =
        { $who ->
            [you] du nimmst rest { $cards }
           *[other] { $player } nimmt rest { $cards }
        }
logomachy-score_yellow7 =
    { $who ->
        [you] Du hast die gelbe 7: ein Chip.
       *[other] { $player } hat die gelbe 7: ein Chip.
    }
    .br =
        { $who ->
            [you] ge7 du
           *[other] ge7 { $player }
        }
logomachy-score_yellow7-none = Niemand hat die gelbe 7 genommen.
    .br = ge7 niemand
# $players: two or more winners (the sentence starts with them); $who: you
# when the listener is one of them ("Anna und du habt")
logomachy-score_most_yellow =
    { $players } { $who ->
        [you] habt
       *[other] haben
    } mit je { $count ->
        [one] einer gelben Karte
       *[other] { $count } gelben Karten
    } die meisten und { $who ->
        [you] bekommt
       *[other] bekommen
    } je einen Chip.
    .br = meiste gelbe: { $players }, je { $count }
logomachy-score_most_yellow-one =
    { $who ->
        [you]
            Mit { $count ->
                [one] einer gelben Karte
               *[other] { $count } gelben Karten
            } hast du die meisten und bekommst einen Chip.
       *[other]
            Mit { $count ->
                [one] einer gelben Karte
               *[other] { $count } gelben Karten
            } hat { $player } die meisten und bekommt einen Chip.
    }
    .br = meiste gelbe: { $players }, { $count }
logomachy-score_most_yellow-none = Niemand hat gelbe Karten genommen: kein Chip.
    .br = meiste gelbe: keiner
logomachy-score_most_cards =
    { $players } { $who ->
        [you] habt
       *[other] haben
    } mit je { $count ->
        [one] einer Karte
       *[other] { $count } Karten
    } die meisten genommen und { $who ->
        [you] bekommt
       *[other] bekommen
    } je einen Chip.
    .br = meiste karten: { $players }, je { $count }
logomachy-score_most_cards-one =
    { $who ->
        [you]
            Mit { $count ->
                [one] einer Karte
               *[other] { $count } Karten
            } hast du die meisten genommen und bekommst einen Chip.
       *[other]
            Mit { $count ->
                [one] einer Karte
               *[other] { $count } Karten
            } hat { $player } die meisten genommen und bekommt einen Chip.
    }
    .br = meiste karten: { $players }, { $count }
logomachy-score_most_cards-none = Niemand hat Karten genommen: kein Chip.
    .br = meiste karten: keiner
# $chips: the players' logomachy-player_chips forms, as a list
logomachy-deal_scored = Durchgang { $deal } ist gewertet. { $chips }.
    .br = chips { $chips }
logomachy-match_over =
    { $who ->
        [you]
            Die Partie ist zu Ende. Du gewinnst mit { $chips ->
                [one] einem Chip
               *[other] { $chips } Chips
            }!
       *[other]
            Die Partie ist zu Ende. { $players } gewinnt mit { $chips ->
                [one] einem Chip
               *[other] { $chips } Chips
            }.
    }
    .br =
        { $who ->
            [you] du gewinnst, { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
           *[other] sieg { $players }, { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
        }
# $who: you when the listener is one of the winners ("Anna und du teilt euch")
logomachy-match_over-tie =
    Die Partie ist zu Ende. { $players } { $who ->
        [you] teilt euch
       *[other] teilen sich
    } den Sieg mit je { $chips ->
        [one] einem Chip
       *[other] { $chips } Chips
    }.
    .br = sieger { $players }, je { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }
logomachy-hand = Deine Hand: { $cards }.
    .br = hand { $cards }
logomachy-hand-empty = Deine Hand ist leer.
logomachy-hand-none = Du hast keine Karten: du schaust zu.
logomachy-middle =
    Mitte, { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }: { $cards }.
    .br = mitte { $cards }
logomachy-middle-empty = Die Mitte ist leer.
# the first item of the Middle zone: every card in it
logomachy-middle-summary =
    { $count ->
        [one] 1 Karte: { $cards }
       *[other] { $count } Karten: { $cards }
    }
    .br = alle { $cards }
# the recap's last part, after the hand and the middle
logomachy-recap-stock =
    { $stock ->
        [0] Der Stapel ist leer.
        [one] Im Stapel ist noch 1 Karte.
       *[other] Im Stapel sind noch { $stock } Karten.
    }
    .br = stapel { $stock }
# the recap's part on the captured cards: $players, every player's
# logomachy-recap-captured-seat form, joined
logomachy-recap-captured = Genommen: { $players }.
    .br = genommen { $players }
# one player's captured cards in the recap (no yellow cards said of none)
logomachy-recap-captured-seat =
    { $who ->
        [you] du
       *[other] { $player }
    } { $captured ->
        [0] keine Karte
        [one] 1 Karte
       *[other] { $captured } Karten
    }{ $captured ->
        [0] {""}
       *[other] , davon { $yellow ->
            [0] keine gelbe
           *[other] { $yellow } gelbe
        }
    }
    .br =
        { $who ->
            [you] du
           *[other] { $player }
        }: { $captured }{ $captured ->
            [0] {""}
           *[other] , { $yellow } gelbe
        }
# the result at the end of a match: a player's chips
logomachy-result-score = { $player }: { $score ->
        [one] 1 Chip
       *[other] { $score } Chips
    }
logomachy-takeback-none = Bei Logomachy lässt sich kein Zug zurücknehmen: neue Karten kommen aus dem verdeckten Stapel, und die anderen spielen auf jeden Zug weiter.
# one player's chips, in a list that starts a sentence
logomachy-player_chips =
    { $who ->
        [you]
            du hast { $chips ->
                [one] 1 Chip
               *[other] { $chips } Chips
            }
       *[other]
            { $player } hat { $chips ->
                [one] 1 Chip
               *[other] { $chips } Chips
            }
    }
    .br =
        { $who ->
            [you] du: { $chips }
           *[other] { $player }: { $chips }
        }
# one player's chips after an earlier deal, in a list that starts a sentence
logomachy-player_chips-then =
    { $who ->
        [you]
            du hattest { $chips ->
                [one] 1 Chip
               *[other] { $chips } Chips
            }
       *[other]
            { $player } hatte { $chips ->
                [one] 1 Chip
               *[other] { $chips } Chips
            }
    }
# $chips: the players' logomachy-player_chips forms, as a list
logomachy-scores = { $chips }.
    .br = chips { $chips }
logomachy-zone-middle = Mitte
# a line of the players zone; the yellow cards are said only of a player who
# has captured cards
logomachy-player =
    { $name }: { $chips ->
        [one] 1 Chip
       *[other] { $chips } Chips
    }, { $hand ->
        [one] 1 Karte
       *[other] { $hand } Karten
    } auf der Hand, { $captured } genommen{ $captured ->
        [0] {""}
       *[other] , davon { $yellow ->
            [0] keine gelbe
           *[other] { $yellow } gelbe
        }
    }
    .br = { $name }: { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }, hand { $hand }, genommen { $captured }{ $captured ->
                [0] {""}
               *[other] , { $yellow } gelbe
            }
logomachy-player-turn =
    { $name }: { $chips ->
        [one] 1 Chip
       *[other] { $chips } Chips
    }, { $hand ->
        [one] 1 Karte
       *[other] { $hand } Karten
    } auf der Hand, { $captured } genommen{ $captured ->
        [0] {""}
       *[other] , davon { $yellow ->
            [0] keine gelbe
           *[other] { $yellow } gelbe
        }
    }, am Zug
    .br = { $name }: { $chips ->
                [one] 1 chip
               *[other] { $chips } chips
            }, hand { $hand }, genommen { $captured }{ $captured ->
                [0] {""}
               *[other] , { $yellow } gelbe
            } *
logomachy-option-deck = Kartenspiel
logomachy-option-deck-auto = automatisch: vier Farben für 2 bis 4 Spieler, sechs für 5 bis 8
logomachy-option-deck-four-colours = vier Farben
logomachy-option-deck-six-colours = sechs Farben
logomachy-option-deck_file = Eigene Kartendatei
logomachy-option-deck_file-none = keine
logomachy-option-deals = Durchgänge
logomachy-option-deals-none = einer je Spieler
logomachy-option-target_chips = Chips zum Sieg
logomachy-option-target_chips-none = keine, die Durchgänge spielen
logomachy-option-last_capture_takes_middle = Wer zuletzt nimmt, bekommt die Mitte
# the yellow cards are said only of a player who has captured cards
logomachy-score_detail =
    { $who ->
        [you] Du
       *[other] { $player }
    }: { $chips ->
        [one] 1 Chip
       *[other] { $chips } Chips
    }, { $captured ->
        [0] keine Karte genommen
        [one] 1 Karte genommen
       *[other] { $captured } Karten genommen
    }{ $captured ->
        [0] {""}
       *[other] , davon { $yellow ->
            [0] keine gelbe
           *[other] { $yellow } gelbe
        }
    }, { $hand } auf der Hand
logomachy-score_detail-y7 =
    { $who ->
        [you] Du
       *[other] { $player }
    }: { $chips ->
        [one] 1 Chip
       *[other] { $chips } Chips
    }, { $captured ->
        [one] 1 Karte genommen
       *[other] { $captured } Karten genommen
    }, davon { $yellow } gelbe, mit der gelben 7, { $hand } auf der Hand
# $chips: the players' logomachy-player_chips-then forms, as a list
logomachy-deal_record = Nach Durchgang { $deal }: { $chips }.
logomachy-status =
    Durchgang { $deal } von { $deals }, { $dealer }, { $stock ->
        [0] der Stapel ist leer
        [one] 1 Karte im Stapel
       *[other] { $stock } Karten im Stapel
    }. { $turn }
    .br = durchgang { $deal }, stapel { $stock }, { $turn }
logomachy-dealer =
    { $who ->
        [you] du gibst
       *[other] { $player } gibt
    }
logomachy-status-open =
    Durchgang { $deal }, Sieg mit { $target ->
        [one] einem Chip
       *[other] { $target } Chips
    }, { $dealer }, { $stock ->
        [0] der Stapel ist leer
        [one] 1 Karte im Stapel
       *[other] { $stock } Karten im Stapel
    }. { $turn }
logomachy-status-over = Die Partie ist zu Ende.
logomachy-item-take = { $card } würde { $options } nehmen.
    .br = { $card } x { $options }
logomachy-item-lay = { $card } nimmt nichts: sie käme in die Mitte.
    .br = { $card } -
logomachy-item-wait = { $card }. Du bist nicht am Zug.
    .br = { $card }
logomachy-item-over = { $card }. Die Partie ist zu Ende.
logomachy-legend = Kurzformen in Braille: { $items }. Eine Karte ist das Kürzel ihrer Farbe und ihr Wert, zum Beispiel { $example }.
logomachy-legend-colour = { $short } für { $colour }
# die Wörter, die Spieler für den Zug und seine Teile tippen können
# (durch Kommas getrennt; die Wörter beider Sprachen werden verstanden)
logomachy-words-play = spiele, spiel, spielen, ausspielen, lege, legen
logomachy-words-take = nimm, nimmt, nehmen, mit, und
