pulok-title = Sag nix über Pulok
pulok-tile = { $letter } { $colour }
pulok-pulok = Pulok
pulok-surplus = den übrigen Kärtchen
pulok-row = Zeile { $row }
pulok-option-variant = Spielform
pulok-option-variant-simple = Einfaches Pulok (ein Satz)
pulok-option-variant-double = Doppelt (30 Kärtchen, der Satz zweimal)
pulok-option-variant-experts = Pulok für Könner (Gruppen und Wertstücke)
pulok-option-handicap = Vorgabe (Punkte zu Beginn)
pulok-option-handicap-none = die der Spielform (60, Könner 100)
pulok-option-target = Ziel
pulok-option-target-none = das der Spielform (120, Könner 200)
pulok-option-twenty = Könner: 20 Kärtchen, Gruppen ab 4
pulok-option-need_piece = Könner: Sieg nur mit Wertstück
pulok-option-time_per_move = Zeit pro Zug in Sekunden
pulok-option-time_per_move-none = keine Grenze
pulok-option-experts_only = Die Einstellung { $name } gehört zu Pulok für Könner; wähle zuerst die Spielform experts.
pulok-option-handicap_target = Die Vorgabe ({ $handicap }) muss unter dem Ziel ({ $target }) liegen.
pulok-action-take = { $tile } nehmen und eines deiner Kärtchen weitergeben
pulok-action-decline = { $tile } ablehnen: es wird beiseitegelegt, und du ziehst ein Kärtchen aus dem Beutel
pulok-action-keep = Das gezogene Kärtchen { $tile } behalten und ein anderes weitergeben
pulok-action-passon-straight = Das gezogene Kärtchen { $tile } direkt weitergeben
pulok-action-passon-unchanged = { $tile } unverändert weitergeben (der Beutel ist leer)
# a pass with what it really costs ($cost: pulok-action-pass-cost)
pulok-action-pass = { $tile } weitergeben, aus { $where }: { $cost }
pulok-action-pass-bare = { $tile } weitergeben, aus { $where }
# the penalty points the best arrangement saves or adds by the pass, the letters it then lacks
# and (experts) the value pieces it loses
pulok-action-pass-cost = { $change ->
        [saves] { $points ->
            [one] spart 1 Verlustpunkt
           *[other] spart { $points } Verlustpunkte
        }
        [costs] { $points ->
            [one] kostet 1 Verlustpunkt mehr
           *[other] kostet { $points } Verlustpunkte mehr
        }
       *[none] spart keinen Verlustpunkt
    }{ $lacks ->
        [0] {""}
        [one] ; dann fehlt { $letters }
       *[other] ; dann fehlen { $letters }
    }{ $pieces ->
        [0] {""}
        [one] ; dann ein Wertstück weniger
       *[other] ; dann { $pieces } Wertstücke weniger
    }
pulok-action-call = { $move }, und Sag nix über Pulok rufen: du bekommst { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
pulok-action-arrange = Legetafel wie vorgeschlagen ordnen
pulok-action-place = { $tile } in Zeile { $row } legen
pulok-action-place-pulok = Einen Pulok in Zeile { $row } als { $letter } legen
pulok-action-move = { $tile } von Zeile { $row } nach Zeile { $to } verschieben
pulok-action-move-pulok = Den Pulok von Zeile { $row } { $letter } nach Zeile { $to } { $to_letter } verschieben
pulok-action-remove = { $tile } aus Zeile { $row } zu den übrigen Kärtchen nehmen
pulok-action-colour = Zeile { $row } die Farbe { $colour } geben
pulok-illegal-syntax = Ich verstehe { $text } nicht. Züge sind: nimm, ablehnen, behalte, weiter, gib und ein Kärtchen (gib ur), und zum Ordnen der Legetafel: lege ur 3, lege pulok 3 u, verschiebe 3 u 5, entferne 3 u, farbe 3 blau, ordne.
pulok-illegal-no_offer = Dir wird gerade kein Kärtchen angeboten.
pulok-illegal-offer_first = Nimm { $tile } zuerst oder lehne es ab.
pulok-illegal-offer_first-empty = Nimm { $tile } zuerst oder gib es unverändert weiter.
pulok-illegal-drawn_first = Behalte zuerst das gezogene Kärtchen { $tile } oder gib es direkt weiter.
pulok-illegal-pass_now = Du hast ein Kärtchen zu viel: gib eines weiter, zum Beispiel gib { $tile }.
pulok-illegal-bag_empty = Der Beutel ist leer: nimm { $tile } oder gib es unverändert weiter.
pulok-illegal-bag_not_empty = { $tile } kann nur unverändert weitergegeben werden, wenn der Beutel leer ist; lehne es ab, um ein Kärtchen zu ziehen.
pulok-illegal-not_held = Du hast { $tile } nicht.
pulok-illegal-received = Du hast { $tile } gerade bekommen: gib ein anderes Kärtchen weiter.
pulok-illegal-cannot_call = Deine Kärtchen lösen die Aufgabe noch nicht, du kannst nicht rufen.
pulok-illegal-cannot_call-piece = Deine Kärtchen lösen die Aufgabe, aber an diesem Tisch braucht der Sieg ein Wertstück.
pulok-illegal-called = Sag nix über Pulok wurde schon gerufen: das ist dein letzter Umtausch.
pulok-illegal-row = Die Zeilen sind von 1 bis 6 nummeriert, nicht { $row }.
pulok-illegal-letter = { $letter } ist kein Buchstabe von SAG NIX ÜBER PULOK.
pulok-illegal-place_there = { $tile } liegt schon in Zeile { $row }.
pulok-illegal-no_pulok = Unter deinen übrigen Kärtchen ist kein Pulok; verschiebe einen Pulok der Legetafel mit verschiebe.
pulok-illegal-pulok_there = In Zeile { $row } auf { $letter } liegt schon ein Pulok.
pulok-illegal-empty_place = In Zeile { $row } liegt auf { $letter } kein Kärtchen.
pulok-illegal-wrong_place = { $tile } gehört auf das { $letter }; nur ein Pulok kann auf { $to_letter }.
pulok-illegal-same_place = Dort liegt das Kärtchen schon.
pulok-illegal-colour_experts = Zeilen haben nur bei Pulok für Könner Farben.
pulok-illegal-colour_word = { $text } ist keine Farbe. Die Farben sind rot, gelb, grün, blau, schwarz und weiß.
pulok-illegal-colour_same = Zeile { $row } ist schon { $colour }.
pulok-illegal-arranged = Deine Legetafel ist schon wie vorgeschlagen geordnet.
pulok-illegal-letter_not_held = Du hast kein { $letter }, das dafür in Frage kommt.
pulok-illegal-which = Du hast { $tiles }: sag welches, zum Beispiel { $example }.
pulok-say-tile = { $letter } { $colour }
pulok-say-pulok = Pulok
    .br = *
pulok-say-pulok_as = Pulok als { $letter }
pulok-say-puloks =
    { $count ->
        [one] 1 Pulok
       *[other] { $count } Puloks
    }
pulok-say-letter_colours = { $letter } { $colours }
pulok-say-on_row = Zeile { $row }
pulok-say-row_as = Zeile { $row } als { $letter }
pulok-say-in_surplus = den übrigen Kärtchen
pulok-say-surplus =
    { $count ->
        [one] Übrige Kärtchen, ein Kärtchen: { $tiles }
       *[other] Übrige Kärtchen, { $count } Kärtchen: { $tiles }
    }
    .br = üb
pulok-say-variant-simple = Einfaches Pulok
pulok-say-variant-double = Doppeltes Pulok (der Satz zweimal)
pulok-say-variant-experts = Pulok für Könner
pulok-say-times =
    { $count ->
        [one] { $letter } einmal
       *[other] { $letter } { $count }-mal
    }
pulok-say-piece-word = { $word } in Zeile { $row }
pulok-say-piece-column = { $size } { $letter } in einer Spalte
pulok-say-double = (doppelt)
    .br = x2
pulok-say-pieces =
    { $count ->
        [one] 1 Wertstück: { $pieces }
       *[other] { $count } Wertstücke: { $pieces }
    }
pulok-say-no_pieces = noch kein Wertstück
pulok-say-row-head = Zeile { $row }
pulok-say-row-coloured = Zeile { $row }, { $colour }
pulok-say-rowtext = { $head }: { $words }.
pulok-say-row-empty = { $head }: leer.
    .br = { $row } leer
pulok-say-word-empty = kein { $word }
pulok-say-word-pulok = { $word } mit Pulok als { $letters }
pulok-say-word-puloks = { $word } mit Puloks als { $letters }
pulok-say-gap = Lücke
pulok-say-colour_letters = { $colour }: { $letters }
pulok-say-no_board = Du hast keine Kärtchen: du schaust zu.
pulok-say-no_row = Es gibt keine Zeile { $row }: die Zeilen sind 1 bis 6.
pulok-say-surplus-empty = Keine übrigen Kärtchen
pulok-say-hand =
    { $count ->
        [one] Deine Legetafel, ein Kärtchen:
       *[other] Deine Legetafel, { $count } Kärtchen:
    }
pulok-say-goal-complete = Der Satz ist vollständig
    .br = komplett
pulok-say-goal-complete-double = Beide Sätze sind vollständig
pulok-say-goal-missing =
    { $places ->
        [one] Es fehlt: { $letters } (1 Platz)
       *[other] Es fehlen: { $letters } ({ $places } Plätze)
    }
    .br = fehlt { $letters }
pulok-say-goal-puloks =
    { $count ->
        [one] Dein Pulok ist eingebaut
       *[other] Deine { $count } Puloks sind eingebaut
    }
pulok-say-goal-left =
    { $penalty ->
        [one] Übrig: { $tiles }; 1 Verlustpunkt
       *[other] Übrig: { $tiles }; { $penalty } Verlustpunkte
    }
    .br = übrig { $tiles } -{ $penalty }
pulok-say-goal-nothing_left = Nichts ist übrig
pulok-say-goal-grouped = Jedes Kärtchen ist in einer Gruppe
pulok-say-goal-ungrouped = Noch in keiner Gruppe, { $count ->
        [one] ein Kärtchen
       *[other] { $count } Kärtchen
    }: { $tiles }; { $penalty ->
        [one] 1 Verlustpunkt
       *[other] { $penalty } Verlustpunkte
    }
    .br = frei { $tiles } -{ $penalty }
pulok-say-goal-bonus =
    { $bonus ->
        [one] Bonus beim Sieg: 1 Punkt
       *[other] Bonus beim Sieg: { $bonus } Punkte
    }
pulok-say-goal-pieces =
    .br = Wertst { $pieces }{ $bonus ->
            [0] {""}
           *[other] , +{ $bonus }
        }
pulok-say-goal-can_call = Du kannst Sag nix über Pulok rufen, wenn du ein Kärtchen weitergibst.
pulok-say-goal-need_piece = An diesem Tisch braucht der Ruf ein Wertstück.
    .br = braucht Wertstück
pulok-say-change-place = { $tile } von den übrigen Kärtchen nach { $end }
pulok-say-change-move = { $tile } von { $start } nach { $end }
pulok-say-change-remove = { $tile } aus { $start } zu den übrigen Kärtchen
pulok-say-proposal = Der Vorschlag bewegt { $count ->
        [one] ein Kärtchen
       *[other] { $count } Kärtchen
    }: { $moves }. Dann: { $goal } Annehmen mit Umschalt+V, oder tippe ordne.
    .br = Vorschlag bewegt { $count }: { $moves }; { $goal }; Umschalt+V
pulok-say-proposal-same = Deine Legetafel liegt wie vorgeschlagen. { $goal }
    .br = wie vorgeschlagen; { $goal }
# what W says while the board lies otherwise than proposed: the goal is counted by the proposal
pulok-say-missing-proposal = Gezählt nach dem Vorschlag, nicht wie deine Legetafel liegt. { $goal }
    .br = nach Vorschlag: { $goal }
pulok-say-match_start = Sag nix über Pulok: { $variant }, { $players ->
        [one] ein Spieler
       *[other] { $players } Spieler
    }, je { $tiles ->
        [one] ein Kärtchen
       *[other] { $tiles } Kärtchen
    }. Alle beginnen mit { $handicap ->
        [one] 1 Punkt
       *[other] { $handicap } Punkten
    }; { $target ->
        [one] 1 Punkt gewinnt
       *[other] { $target } Punkte gewinnen
    }, und die Partie endet auch, wenn jemand 0 oder weniger hat.
    .br = Pulok, { $variant }: { $handicap } bis { $target }, { $tiles ->
            [one] ein Kärtchen
           *[other] { $tiles } Kärtchen
        }
pulok-say-match_start-goal-simple = Aufgabe: eine Zeile SAG NIX ÜBER PULOK; die Farben sind egal, und ein Pulok steht für jeden Buchstaben.
pulok-say-match_start-goal-double = Aufgabe: der Satz SAG NIX ÜBER PULOK zweimal, in Zeile 1 und 2; die Farben sind egal, und ein Pulok steht für jeden Buchstaben.
pulok-say-match_start-goal-experts = Aufgabe: jedes Kärtchen in einer Gruppe: { $group } oder mehr nebeneinander in einer Zeile einer Farbe, oder { $group } oder mehr gleiche Buchstaben in einer Spalte. Wertstücke bringen einen Bonus.
pulok-say-match_start-need_piece = Sieg darf nur mit mindestens einem Wertstück gerufen werden.
pulok-say-game_start =
    { $who ->
        [you] Spiel { $game }: du beginnst; { $bag ->
                [one] ein Kärtchen
               *[other] { $bag } Kärtchen
            } im Beutel.
       *[other] Spiel { $game }: { $player } beginnt; { $bag ->
                [one] ein Kärtchen
               *[other] { $bag } Kärtchen
            } im Beutel.
    }
    .br =
        { $who ->
            [you] Spiel { $game }, du beginnst, Beutel { $bag }
           *[other] Spiel { $game }, { $player } beginnt, Beutel { $bag }
        }
pulok-say-dealt =
    { $count ->
        [one] Dein Kärtchen: { $tiles }.
       *[other] Deine { $count } Kärtchen: { $tiles }.
    }
    .br = Kärtchen { $tiles }
pulok-say-offered-start =
    { $who ->
        [you] Du ziehst { $tile } aus dem Beutel und bietest es { $to } an.
       *[other] { $player } zieht { $tile } aus dem Beutel und bietet es { $to } an.
    }
    .br =
        { $who ->
            [you] du ziehst { $tile } > { $to }
           *[other] { $player } zieht { $tile } > { $to }
        }
pulok-say-offered-start-you = { $player } zieht { $tile } aus dem Beutel und bietet es dir an.
    .br =
        { $who ->
            [you] du ziehst { $tile } > dir
           *[other] { $player } zieht { $tile } > dir
        }
pulok-say-offered-pass =
    { $who ->
        [you] Du gibst { $tile } an { $to } weiter.
       *[other] { $player } gibt { $tile } an { $to } weiter.
    }
    .br =
        { $who ->
            [you] du gibst { $tile } > { $to }
           *[other] { $player } gibt { $tile } > { $to }
        }
pulok-say-offered-pass-you = { $player } gibt { $tile } an dich weiter.
    .br =
        { $who ->
            [you] du gibst { $tile } > dir
           *[other] { $player } gibt { $tile } > dir
        }
pulok-say-offered-straight =
    { $who ->
        [you] Du gibst das gezogene Kärtchen { $tile } direkt an { $to } weiter.
       *[other] { $player } gibt das gezogene Kärtchen { $tile } direkt an { $to } weiter.
    }
    .br =
        { $who ->
            [you] du gibst gezogenes { $tile } > { $to }
           *[other] { $player } gibt gezogenes { $tile } > { $to }
        }
pulok-say-offered-straight-you = { $player } gibt das gezogene Kärtchen { $tile } direkt an dich weiter.
    .br =
        { $who ->
            [you] du gibst gezogenes { $tile } > dir
           *[other] { $player } gibt gezogenes { $tile } > dir
        }
pulok-say-offered-unchanged =
    { $who ->
        [you] Du gibst { $tile } unverändert an { $to } weiter.
       *[other] { $player } gibt { $tile } unverändert an { $to } weiter.
    }
    .br =
        { $who ->
            [you] du gibst { $tile } weiter > { $to }
           *[other] { $player } gibt { $tile } weiter > { $to }
        }
pulok-say-offered-unchanged-you = { $player } gibt { $tile } unverändert an dich weiter.
    .br =
        { $who ->
            [you] du gibst { $tile } weiter > dir
           *[other] { $player } gibt { $tile } weiter > dir
        }
# the tile passed on last, after the call (or when the game ends undecided): nobody receives it
pulok-say-offered-out =
    { $who ->
        [you] Du gibst { $tile } als letztes Kärtchen ab: es geht aus dem Spiel.
       *[other] { $player } gibt { $tile } als letztes Kärtchen ab: es geht aus dem Spiel.
    }
    .br =
        { $who ->
            [you] du gibst { $tile } ab, aus dem Spiel
           *[other] { $player } gibt { $tile } ab, aus dem Spiel
        }
pulok-say-took =
    { $who ->
        [you] Du nimmst { $tile }.
       *[other] { $player } nimmt { $tile }.
    }
    .br =
        { $who ->
            [you] du nimmst { $tile }
           *[other] { $player } nimmt { $tile }
        }
pulok-say-declined =
    { $who ->
        [you] Du lehnst { $tile } ab: es wird beiseitegelegt, und du ziehst ein Kärtchen aus dem Beutel; noch { $bag }.
       *[other] { $player } lehnt { $tile } ab: es wird beiseitegelegt.
    }
    .br =
        { $who ->
            [you] du lehnst { $tile } ab, Beutel { $bag }
           *[other] { $player } lehnt { $tile } ab
        }
pulok-say-drew =
    { $who ->
        [you] Du ziehst ein Kärtchen aus dem Beutel; noch { $bag }.
       *[other] { $player } zieht ein Kärtchen aus dem Beutel; noch { $bag }.
    }
    .br =
        { $who ->
            [you] du ziehst, Beutel { $bag }
           *[other] { $player } zieht, Beutel { $bag }
        }
pulok-say-drawn = Du ziehst { $tile }: behalte es, oder gib es direkt weiter.
    .br = gezogen { $tile }
pulok-say-kept =
    { $who ->
        [you] Du behältst das gezogene Kärtchen.
       *[other] { $player } behält das gezogene Kärtchen.
    }
    .br =
        { $who ->
            [you] du behältst
           *[other] { $player } behält
        }
pulok-say-arrived = { $tile } kommt in { $end }.
    .br = { $tile } > { $end }
pulok-say-arrived-surplus = { $tile } kommt zu den übrigen Kärtchen.
    .br = { $tile } > { $end }
pulok-say-displaced = { $tile } kommt zu den übrigen Kärtchen.
pulok-say-displaced-swap = { $tile } kommt dafür nach { $start }.
pulok-say-row_colour = Zeile { $row } ist jetzt { $colour } und Zeile { $other } { $former }. { $moved ->
        [0] Keine der beiden Zeilen hatte ein Kärtchen.
       *[other] Die Kärtchen sind mit ihrer Farbe gewandert: { $here ->
            [one] ein Kärtchen
           *[other] { $here } Kärtchen
        } in Zeile { $row }, { $there ->
            [one] ein Kärtchen
           *[other] { $there } Kärtchen
        } in Zeile { $other }.
    }
    .br = Zeile { $row } { $colour } ({ $here }K), Zeile { $other } { $former } ({ $there }K)
pulok-say-arranged =
    { $count ->
        [one] Du ordnest deine Legetafel wie vorgeschlagen und bewegst ein Kärtchen.
       *[other] Du ordnest deine Legetafel wie vorgeschlagen und bewegst { $count } Kärtchen.
    }
    .br = geordnet, bewegt { $count }
pulok-say-arranged-none = Du ordnest deine Legetafel wie vorgeschlagen und bewegst kein Kärtchen.
    .br = geordnet
pulok-say-called =
    { $who ->
        [you] Du rufst: Sag nix über Pulok! Alle anderen machen noch einen letzten Umtausch: { $last }.
       *[other] { $player } ruft: Sag nix über Pulok! Alle anderen machen noch einen letzten Umtausch: { $last }.
    }
    .br =
        { $who ->
            [you] du: Sag nix über Pulok! Letzte: { $last }
           *[other] { $player }: Sag nix über Pulok! Letzte: { $last }
        }
pulok-say-called-yours = Dein letzter Umtausch kommt noch.
pulok-say-bag_empty = Der Beutel ist leer. Ab jetzt wird ein angebotenes Kärtchen genommen oder unverändert weitergegeben; ruft niemand innerhalb von 15 weiteren Umtauschen je Spieler, endet das Spiel unentschieden.
    .br = Beutel leer
pulok-say-undecided = Niemand hat gerufen: das Spiel endet unentschieden. Niemand gewinnt Punkte; alle verlieren die Verlustpunkte ihrer übrigen Kärtchen.
    .br = unentschieden
pulok-say-reveal = Spiel { $game } ist zu Ende; die Legetafeln werden aufgedeckt: du kannst sie in der Liste der Spieler lesen.
    .br = Spiel { $game } Ende
pulok-say-reveal-caller =
    { $who ->
        [you] Du hast gerufen und bekommst { $delta ->
                [one] 1 Punkt
               *[other] { $delta } Punkte
            }.
       *[other] { $player } hat gerufen und bekommt { $delta ->
                [one] 1 Punkt
               *[other] { $delta } Punkte
            }.
    }
    .br =
        { $who ->
            [you] du riefst +{ $delta }
           *[other] { $player } rief +{ $delta }
        }
pulok-say-reveal-caller-experts =
    { $who ->
        [you] Du hast gerufen und bekommst { $delta ->
                [one] 1 Punkt
               *[other] { $delta } Punkte
            }: 20 für den Sieg und { $bonus } für { $pieces }.
       *[other] { $player } hat gerufen und bekommt { $delta ->
                [one] 1 Punkt
               *[other] { $delta } Punkte
            }: 20 für den Sieg und { $bonus } für { $pieces }.
    }
    .br =
        { $who ->
            [you] du riefst +{ $delta } ({ $pieces_br })
           *[other] { $player } rief +{ $delta } ({ $pieces_br })
        }
pulok-say-reveal-nothing =
    { $who ->
        [you] Du verlierst nichts.
       *[other] { $player } verliert nichts.
    }
    .br =
        { $who ->
            [you] du: 0
           *[other] { $player }: 0
        }
pulok-say-reveal-left =
    { $who ->
        [you] Du verlierst { $points ->
                [one] 1 Punkt
               *[other] { $points } Punkte
            }: übrig { $tiles }.
       *[other] { $player } verliert { $points ->
                [one] 1 Punkt
               *[other] { $points } Punkte
            }: übrig { $tiles }.
    }
    .br =
        { $who ->
            [you] du: { $delta } ({ $tiles })
           *[other] { $player }: { $delta } ({ $tiles })
        }
pulok-say-reveal-ungrouped =
    { $who ->
        [you] Du verlierst { $points ->
                [one] 1 Punkt
               *[other] { $points } Punkte
            }; in keiner Gruppe: { $tiles }.
       *[other] { $player } verliert { $points ->
                [one] 1 Punkt
               *[other] { $points } Punkte
            }; in keiner Gruppe: { $tiles }.
    }
    .br =
        { $who ->
            [you] du: { $delta } ({ $tiles })
           *[other] { $player }: { $delta } ({ $tiles })
        }
pulok-say-scores = Punkte: { $scores }.
    .br = Punkte { $scores }
pulok-say-score =
    { $score ->
        [one] { $player } 1 Punkt
       *[other] { $player } { $score } Punkte
    }
    .br = { $player }: { $score }
pulok-say-change =
    { $points ->
        [one] { $player } { $sign }1 Punkt
       *[other] { $player } { $sign }{ $points } Punkte
    }
    .br = { $player }: { $score } ({ $sign }{ $points })
pulok-say-scores-target = Vorgabe { $handicap }, Ziel { $target }.
    .br = Ziel { $target }
pulok-say-match_over =
    { $who ->
        [you] Die Partie ist zu Ende: du gewinnst mit { $points ->
                [one] 1 Punkt
               *[other] { $points } Punkten
            }!
       *[other] Die Partie ist zu Ende: { $player } gewinnt mit { $points ->
                [one] 1 Punkt
               *[other] { $points } Punkten
            }!
    }
    .br =
        { $who ->
            [you] Ende, Sieg: du
           *[other] Ende, Sieg: { $player }
        }
pulok-say-match_over-many =
    { $who ->
        [you] Die Partie ist zu Ende: { $players }, ihr gewinnt mit je { $points ->
                [one] 1 Punkt
               *[other] { $points } Punkten
            }!
       *[other] Die Partie ist zu Ende: { $players } gewinnen mit je { $points ->
                [one] 1 Punkt
               *[other] { $points } Punkten
            }!
    }
pulok-say-turn = Du bist dran: { $giver } bietet dir { $tile } an.
    .br = du bist dran: { $tile } von { $giver }
pulok-say-turn-last = Dein letzter Umtausch: { $giver } bietet dir { $tile } an.
    .br = letzter Umtausch: { $tile } von { $giver }
pulok-say-turn-plain = Du bist dran.
    .br = du bist dran
pulok-say-turn-last-plain = Dein letzter Umtausch.
    .br = letzter Umtausch
pulok-say-offer-none = Nichts wird angeboten.
pulok-say-offer-you = { $giver } bietet dir { $tile } an: nimm es, oder lehne es ab und ziehe aus dem Beutel.
    .br = { $tile } von { $giver } an dich
pulok-say-offer-you-empty = { $giver } bietet dir { $tile } an: nimm es, oder gib es unverändert weiter (der Beutel ist leer).
pulok-say-offer = { $giver } bietet { $player } { $tile } an.
    .br =
        { $who ->
            [you] { $tile } von { $giver } an dich
           *[other] { $tile } von { $giver } an { $player }
        }
pulok-say-offer-from_you = Du bietest { $player } { $tile } an.
    .br =
        { $who ->
            [you] { $tile } von dir an dich
           *[other] { $tile } von dir an { $player }
        }
pulok-say-offer-drawn-you = Du hast { $tile } gezogen: behalte es, oder gib es direkt weiter.
    .br = gezogen { $tile }
pulok-say-offer-drawn =
    { $who ->
        [you] Du hast ein Kärtchen aus dem Beutel gezogen und entscheidest, ob es bleibt.
       *[other] { $player } hat ein Kärtchen aus dem Beutel gezogen und entscheidet, ob es bleibt.
    }
    .br =
        { $who ->
            [you] du hast gezogen
           *[other] { $player } hat gezogen
        }
pulok-say-offer-pass-you = Du hast { $tile } bekommen: gib eines deiner anderen Kärtchen weiter.
pulok-say-offer-pass-you-plain = Gib eines deiner Kärtchen weiter.
pulok-say-offer-pass =
    { $who ->
        [you] Du gibst ein Kärtchen weiter.
       *[other] { $player } gibt ein Kärtchen weiter.
    }
    .br =
        { $who ->
            [you] du: weitergeben
           *[other] { $player }: weitergeben
        }
pulok-say-bag =
    { $count ->
        [one] Beutel: ein Kärtchen
       *[other] Beutel: { $count } Kärtchen
    }
    .br = Beutel { $count }
pulok-say-bag-empty = Der Beutel ist leer
    .br = Beutel leer, { $made } von { $limit }
pulok-say-bag-empty-count = Der Beutel ist leer: angebotene Kärtchen werden genommen oder unverändert weitergegeben; { $made } von { $limit ->
        [one] 1 Umtausch
       *[other] { $limit } Umtauschen
    } gemacht, dann endet das Spiel unentschieden
pulok-say-aside =
    { $count ->
        [one] Beiseitegelegt, ein Kärtchen: { $groups }
       *[other] Beiseitegelegt, { $count } Kärtchen: { $groups }
    }
    .br = beiseite { $tiles }
pulok-say-aside-head =
    { $count ->
        [one] Beiseitegelegt: ein Kärtchen, nach Buchstaben:
       *[other] Beiseitegelegt: { $count } Kärtchen, nach Buchstaben:
    }
pulok-say-aside-letter = { $letter }: { $colours }
pulok-say-aside-none = Noch nichts beiseitegelegt
pulok-say-call_state =
    { $who ->
        [you] Du hast Sag nix über Pulok gerufen; letzte Umtausche noch: { $last }
       *[other] { $player } hat Sag nix über Pulok gerufen; letzte Umtausche noch: { $last }
    }
    .br =
        { $who ->
            [you] du riefst; Letzte: { $last }
           *[other] { $player } rief; Letzte: { $last }
        }
pulok-say-call_state-done =
    { $who ->
        [you] Du hast Sag nix über Pulok gerufen; alle letzten Umtausche sind gemacht
       *[other] { $player } hat Sag nix über Pulok gerufen; alle letzten Umtausche sind gemacht
    }
    .br =
        { $who ->
            [you] du riefst; Letzte fertig
           *[other] { $player } rief; Letzte fertig
        }
pulok-say-status-game = Spiel { $game }, { $variant }
    .br = S{ $game }
pulok-say-status-complete = Deine Kärtchen lösen die Aufgabe: du kannst rufen
pulok-say-status-complete-piece = Deine Kärtchen lösen die Aufgabe, aber zum Rufen brauchst du ein Wertstück
pulok-say-status-met = Deine Kärtchen lösen die Aufgabe; Verlustpunkte jetzt { $penalty }
pulok-say-status-missing = Fehlende Plätze im Vorschlag: { $count }; Verlustpunkte jetzt { $penalty }
pulok-say-status-ungrouped = Kärtchen im Vorschlag in keiner Gruppe: { $count }; Verlustpunkte jetzt { $penalty }
pulok-say-status-over = Die Partie ist zu Ende. Gewonnen: { $players }. Punkte: { $scores }.
    .br = Ende, Sieg: { $players }; { $scores }
pulok-say-player = { $name }: { $score ->
        [one] 1 Punkt
       *[other] { $score } Punkte
    }, { $count ->
        [one] ein Kärtchen
       *[other] { $count } Kärtchen
    }
    .br = { $name }: { $score }, { $count }K
pulok-say-player-turn = am Zug
    .br = dran
pulok-say-player-called =
    { $who ->
        [you] hast Sag nix über Pulok gerufen
       *[other] hat Sag nix über Pulok gerufen
    }
    .br = rief
pulok-say-player-last =
    { $who ->
        [you] machst noch einen letzten Umtausch
       *[other] macht noch einen letzten Umtausch
    }
    .br = letzter
pulok-say-player-winner =
    { $who ->
        [you] hast gewonnen
       *[other] hat gewonnen
    }
    .br = Sieg
pulok-say-game =
    { $who ->
        [you] Spiel { $game }: du hast gerufen. { $changes }. Punkte: { $scores }.
       *[other] Spiel { $game }: { $player } hat gerufen. { $changes }. Punkte: { $scores }.
    }
    .br =
        { $who ->
            [you] S{ $game } du: { $scores }
           *[other] S{ $game } { $player }: { $scores }
        }
pulok-say-game-undecided = Spiel { $game }: unentschieden. { $changes }. Punkte: { $scores }.
    .br = S{ $game } -: { $scores }
pulok-zone-board = Deine Legetafel
pulok-zone-offer = Angebot, Beutel und beiseitegelegte Kärtchen
pulok-zone-tiles = Deine Kärtchen
pulok-say-item = { $tile }: { $where }
pulok-say-item-surplus = { $tile }: bei den übrigen Kärtchen
pulok-say-item-left =
    { $penalty ->
        [one] bleibt im Vorschlag übrig, 1 Verlustpunkt
       *[other] bleibt im Vorschlag übrig, { $penalty } Verlustpunkte
    }
    .br = !
pulok-say-item-ungrouped = im Vorschlag in keiner Gruppe
    .br = !
pulok-say-item-received = gerade bekommen, kann nicht zurückgegeben werden
    .br = neu
pulok-say-item-passable = kann weitergegeben werden
pulok-say-group =
    { $count ->
        [one] { $name }, 1 Möglichkeit
       *[other] { $name }, { $count } Möglichkeiten
    }
    .br = { $name }: { $count }
pulok-say-group-exchange = Umtausch
pulok-say-group-proposal = Vorgeschlagene Anordnung
pulok-say-group-hand = Von Hand ordnen
pulok-say-act-take =
    .br = nimm { $tile }
pulok-say-act-decline =
    .br = ablehnen { $tile }
pulok-say-act-keep =
    .br = behalte { $tile }
pulok-say-act-passon =
    .br = weiter { $tile }
pulok-say-act-pass =
    .br = gib { $tile }
pulok-say-act-call =
    .br = +rufen
# what a pass costs, after the pass in braille (penalty points saved or added)
pulok-say-act-cost =
    .br = { $change ->
            [saves] spart { $points }
            [costs] kostet { $points }
           *[none] spart 0
        }{ $lacks ->
            [0] {""}
           *[other] , fehlt { $letters }
        }{ $pieces ->
            [0] {""}
           *[other] , Wertstücke -{ $pieces }
        }
pulok-say-act-call-points =
    .br = +rufen { $points }
pulok-say-act-arrange =
    .br = ordne
pulok-say-act-place =
    .br = { $tile } { $start }>{ $end }
pulok-say-act-move =
    .br = { $tile } { $start }>{ $end }
pulok-say-act-remove =
    .br = { $tile } { $start }>{ $end }
pulok-say-act-colour =
    .br = Zeile { $row } { $colour }
pulok-legend = Brailleformen: ein Kärtchen ist sein Buchstabe klein und seine Farbe; Farben { $colours }; zum Beispiel ist { $example } U rot und { $yellow } Ü gelb; { pulok-say-pulok.br } ist ein Pulok. Eine Zeile ist ihre Nummer, bei Könnern mit ihrer Farbe (1{ $red }: Zeile 1, rot), dann ihre vier Wörter: ein Buchstabe je Kärtchen, { pulok-say-pulok.br } für einen Pulok, ein Komma für einen leeren Platz, ein Kärtchen in einer anderen Farbe als seine Zeile in Klammern; im einfachen und doppelten Spiel endet die Zeile mit den Buchstaben jeder Farbe, etwa { $red }:sag. Eine Spalte (Könner) ist ihr Buchstabe und die Zahl ihrer Kärtchen, dann die Farben der Zeilen, in denen sie ein Kärtchen hat (*{ $red } ein Pulok in der Zeile { $red }), und die freien Farben, etwa u 3 Gruppe: { $red } *{ $yellow_br } b; frei gn s w. { $surplus } sind die übrigen Kärtchen, { pulok-say-item-left.br } kennzeichnet ein Kärtchen, das im Vorschlag übrig bleibt (Könner: dort in keiner Gruppe), neu das gerade bekommene, > heißt nach, etwa { $example } { $surplus }>2: U rot von den übrigen Kärtchen nach Zeile 2. Wertstücke: 1:sag ist SAG in Zeile 1, 5g fünf G in einer Spalte, { pulok-say-double.br } ein doppeltes. Verlustpunkte: S, A, G 1; N, I, X 2; Ü, B, E, R 3; P, U, L, O, K 4.
pulok-legend-colour = { $code } { $colour }
pulok-labels-title = Sag nix über Pulok
pulok-labels-letter = zuerst der Buchstabe des Kärtchens, einer von S A G N I X Ü B E R P U L O K
pulok-labels-colour = dann die Farbe: { $colour }
pulok-labels-joker = ein Pulok (der Joker), ohne Farbe
pulok-labels-example = Beispiel: { $tile }; der Buchstabe, dann die Farbe
pulok-keydesc-take = das angebotene Kärtchen nehmen oder das gezogene behalten
pulok-keydesc-decline = das angebotene Kärtchen ablehnen: es wird beiseitegelegt, und du ziehst aus dem Beutel
pulok-keydesc-pass = eines deiner Kärtchen weitergeben: das im Fokus unter deinen Kärtchen (mit oder ohne Ruf), oder eines zur Wahl; bevor du ein Kärtchen genommen oder behalten hast, ohne Kärtchen im Fokus, wie Umschalt G
pulok-keydesc-passon = das gezogene Kärtchen direkt weitergeben, oder bei leerem Beutel das angebotene unverändert (mit oder ohne Ruf)
pulok-keydesc-proposal = was die vorgeschlagene Anordnung ändern und erreichen würde; wird dir ein Kärtchen angeboten oder hast du eines gezogen, zuerst, ob du es nehmen oder behalten und welches Kärtchen du weitergeben sollst, oder ob du es weitergibst
pulok-keydesc-arrange = die Legetafel wie vorgeschlagen ordnen
pulok-keydesc-missing = was für die Aufgabe noch fehlt; wird dir ein Kärtchen angeboten oder hast du eines gezogen, zuerst, ob du es nehmen oder behalten und welches Kärtchen du weitergeben sollst, oder ob du es weitergibst
pulok-keydesc-board = zur Legetafel
pulok-keydesc-offer = zum Angebot, zum Beutel und zu den beiseitegelegten Kärtchen
pulok-keydesc-row = Zeile 1 bis 6 deiner Legetafel vorlesen (in diesem Spiel wählen die Zahlen kein Kärtchen)
pulok-rules_change = In Pulok für Könner nehmen zwei Zeilen beim Farbwechsel jetzt ihre Kärtchen mit: die Kärtchen wandern mit ihrer Farbe.
pulok-caution-sentence = { $tile } füllt einen Platz deines Satzes: ohne dieses Kärtchen fehlt { $letters }.
pulok-caution-group = { $tile } hält im Vorschlag eine Gruppe zusammen: ohne dieses Kärtchen { $count ->
        [one] wäre
       *[other] wären
    } { $tiles } in keiner Gruppe.
pulok-caution-piece = { $tile } gehört im Vorschlag zu einem Wertstück: ohne dieses Kärtchen hättest du { $count ->
        [one] ein Wertstück
       *[other] { $count } Wertstücke
    } weniger.
pulok-caution-take = Mit { $tile } könntest du jetzt Sag nix über Pulok rufen: nimm es lieber.
pulok-caution-keep = Mit { $tile } könntest du jetzt Sag nix über Pulok rufen: behalte es lieber.
pulok-takeback-none = Nichts zurückzunehmen: nur deine eigenen Züge beim Ordnen der Legetafel in diesem Umtausch lassen sich zurücknehmen, bevor jemand anderes zieht.
pulok-takeback-exchange = Ein genommenes, abgelehntes, behaltenes oder weitergegebenes Kärtchen lässt sich nicht zurücknehmen: der Tisch hat es gesehen. Zurücknehmen lässt sich nur das Ordnen deiner Legetafel.
pulok-zone-columns = Spalten deiner Legetafel
pulok-keydesc-columns = Pulok für Könner: zu den Spalten deiner Legetafel (senkrechte Gruppen)
pulok-say-column-none = Spalte { $letter } ({ $number }): { $count ->
        [0] leer
        [one] ein Kärtchen, keine Gruppe; { $group } bilden eine
       *[other] { $count } Kärtchen, keine Gruppe; { $group } bilden eine
    }
    .br = { $letter } { $count }
pulok-say-column-group = Spalte { $letter } ({ $number }): { $count ->
        [one] ein Kärtchen, eine senkrechte Gruppe
       *[other] { $count } Kärtchen, eine senkrechte Gruppe
    }
    .br = { $letter } { $count } Gruppe
pulok-say-column-piece = Spalte { $letter } ({ $number }): 5 Kärtchen, ein Wertstück
    .br = { $letter } 5 Wertstück
pulok-say-column-double = Spalte { $letter } ({ $number }): 6 Kärtchen, ein Doppelwertstück
    .br = { $letter } 6 doppelt
pulok-say-column-tile = { $colour } in Zeile { $row }
pulok-say-column-pulok = Pulok als { $colour } in Zeile { $row }
pulok-say-column-other = { $tile } in Zeile { $row }, die { $colour } ist
pulok-say-column-free = { $colour } in Zeile { $row }
pulok-say-column-free_list = frei: { $places }
    .br = frei { $places }
pulok-say-no_column = Es gibt keine Spalte { $column }: die Spalten sind 1 bis 15, oder nenne den Buchstaben, etwa spalte u.
pulok-say-no_column_letter = { $text } ist kein Buchstabe von SAG NIX ÜBER PULOK: nenne eine Spalte mit ihrem Buchstaben oder ihrer Nummer 1 bis 15.
pulok-say-columns_experts = Spalten zählen nur in Pulok für Könner; lies deine Legetafel zeilenweise (Tasten 1 bis 6, oder zeile 3).
pulok-say-recap-offer = Dir angeboten: { $tile }, von { $giver }
pulok-say-recap-empty_rows = { $count ->
        [one] Zeile { $rows } ist leer
       *[other] Zeilen { $rows } sind leer
    }
    .br = { $rows } leer
pulok-say-recap-moves = { $count ->
        [one] Der Vorschlag bewegt ein Kärtchen
       *[other] Der Vorschlag bewegt { $count } Kärtchen
    }
    .br = Vorschlag bewegt { $count }
pulok-say-recap-laid = Deine Legetafel liegt wie vorgeschlagen
    .br = wie vorgeschlagen

## Typed moves: the words a player may type for each verb and marker
## (comma-separated; the words of either language are read)
pulok-words-take = nimm, nehmen, nehme
pulok-phrases-decline = lehne ab, lehne es ab, lehne das ab
pulok-words-decline = ablehnen, lehne, ablehne
pulok-words-keep = behalte, behalten
pulok-words-pass = gib, gebe, geben
pulok-words-passon = weiter, weitergeben
pulok-phrases-passon = gib weiter, gebe weiter
pulok-words-arrange = ordne, ordnen
pulok-words-place = lege, legen
pulok-words-move = verschiebe, verschieben
pulok-words-remove = entferne, entfernen
pulok-words-colour = farbe
pulok-words-call = ruf, rufe, rufen
pulok-phrases-call = sag nix über pulok, sage nix über pulok
pulok-words-filler = und, zeile, reihe, in, auf, nach, von, aus, als, die, der, das, den, einen, ein, platz, kärtchen

## V und W wägen das angebotene oder gezogene Kärtchen ab: nehmen oder
## behalten und welches weitergeben, oder weitergeben ($then: damit
## bestenfalls, $now: jetzt)
pulok-say-weigh-take = { $tile } wird dir angeboten: nimm es und gib { $pass } weiter, aus { $where }. Danach: { $then }; jetzt: { $now }.
    .br = nimm { $tile }, gib { $pass }: { $then }; jetzt { $now }
pulok-say-weigh-keep = Das gezogene Kärtchen { $tile }: behalte es und gib { $pass } weiter, aus { $where }. Danach: { $then }; jetzt: { $now }.
    .br = behalte { $tile }, gib { $pass }: { $then }; jetzt { $now }
pulok-say-weigh-decline = { $tile } wird dir angeboten, verbessert deine Kärtchen aber nicht: lehne es ab. Damit bestenfalls: { $then }; jetzt: { $now }.
    .br = lehne { $tile } ab: bestenfalls { $then }; jetzt { $now }
pulok-say-weigh-passon = Das gezogene Kärtchen { $tile } verbessert deine Kärtchen nicht: gib es direkt weiter (Umschalt+G, oder tippe weiter). Damit bestenfalls: { $then }; jetzt: { $now }.
    .br = gib { $tile } weiter: bestenfalls { $then }; jetzt { $now }
pulok-say-weigh-unchanged = { $tile } wird dir angeboten, verbessert deine Kärtchen aber nicht: gib es unverändert weiter (Umschalt+G, oder tippe weiter). Damit bestenfalls: { $then }; jetzt: { $now }.
    .br = gib { $tile } weiter: bestenfalls { $then }; jetzt { $now }
pulok-say-weigh-call = du kannst Sag nix über Pulok rufen, für { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
    .br = Ruf +{ $points }
pulok-say-weigh-met = die Aufgabe ist gelöst
    .br = komplett
pulok-say-weigh-missing = { $places ->
        [one] { $letters } fehlt
       *[other] { $letters } fehlen ({ $places } Plätze)
    }
    .br = fehlt { $letters }
pulok-say-weigh-ungrouped = { $count ->
        [one] ein Kärtchen in keiner Gruppe
       *[other] { $count } Kärtchen in keiner Gruppe
    }
    .br = frei { $count }
pulok-say-weigh-penalty = { $penalty ->
        [0] keine Verlustpunkte
        [one] 1 Verlustpunkt
       *[other] { $penalty } Verlustpunkte
    }
    .br = -{ $penalty }

## jede Legetafel, die das Ende eines Spiels aufgedeckt hat, in der Liste der Spieler
pulok-say-revealed =
    { $who ->
        [you] Deine Legetafel am Ende von Spiel { $game }:
       *[other] Die Legetafel von { $player } am Ende von Spiel { $game }:
    }
    .br =
        { $who ->
            [you] du S{ $game }:
           *[other] { $player } S{ $game }:
        }
pulok-say-revealed-none = Noch ist keine Legetafel aufgedeckt: alle Legetafeln werden am Ende eines Spiels gezeigt.
