monad-title = MONAD
monad-rank-one = Einer
monad-rank-bi = Bi
monad-rank-tri = Tri
monad-rank-quad = Quad
monad-rank-quint = Quint
monad-rank-monad = Monad
monad-card = { $rank } { $colour }
monad-card-monad = Monad
monad-gain-monad = eine Monad
monad-warm = warm
monad-cold = kalt
monad-column = { $rank }-Kolonne
monad-identity = Stammkarte
monad-bonus_card = Bonuskarte
monad-relative = Verwandte
monad-talon = Talon
monad-discard = Ablegestapel
monad-bonus-talon = ein Einer vom Talon
monad-option-teams = Mannschaftsspiel (vier Spieler, Partner gegenüber)
monad-option-time_per_move = Zeit pro Spielzug in Sekunden
monad-option-time_per_move-none = unbegrenzt
monad-option-ask_order = Reihenfolge der Karten unter einer Kolonne erfragen
monad-teams_players = Mannschaften gibt es nur mit genau 4 Spielern, nicht mit { $count }.
monad-action-combine = Vereinigen: { $first } + { $second } ergibt { $gained }
monad-action-combine-bonus = Vereinigen: { $first } + { $second } ergibt { $gained }, Bonus: { $bonus }
monad-action-combine-relative = Vereinigen: { $first } + { $second } als { $rank } (Verwandte) ergibt { $gained }
monad-action-acquire = Erwerben: { $target } für { $cards }, Wert { $total } von { $needed }
monad-action-build = { $target } erwerben (kostet { $needed }): die Karten zum Bezahlen einzeln wählen
monad-action-jump =
    { $count ->
        [one] Überspringen: 1 Einer, { $cards }, ergibt { $target }
       *[other] Überspringen: { $count } Einer, { $cards }, ergeben { $target }
    }
monad-action-pay = { $card } zahlen: dann { $total } von { $needed }
monad-action-unpay = { $card } zurücknehmen: dann { $total } von { $needed }
monad-action-done = Fertig: { $target } erwerben für { $cards }, Wert { $total } von { $needed }
monad-action-cancel = Bezahlen abbrechen: nichts ändert sich
monad-action-under = { $card } kommt als Nächste unter die { $column }-Kolonne
monad-action-draw = Ziehen: die oberste Karte vom Talon nehmen; das beendet deinen Zug
monad-action-flip = Flippen: den Ablegestapel zum neuen Talon umdrehen; das beendet deinen Zug
monad-action-pass = Passen: du kannst sonst nichts tun; deine Hand wird allen gezeigt
monad-action-end = Zug beenden
monad-what-combine = vereinigen
monad-what-acquire = erwerben
monad-what-draw = ziehen
monad-what-flip = flippen
monad-illegal-syntax = { $text } verstehe ich nicht. Züge sind: vereinige und zwei Karten (vereinige 2Y 2G), erwerbe, ein Ziel und die gezahlten Karten (erwerbe 3 mit 2Y 2L 1R), überspringe, ende, ziehen, flippen und passen.
monad-illegal-paying = Du bezahlst gerade { $target }: zahle Karten oder nimm sie zurück, sag fertig, oder brich ab.
monad-illegal-ordering = Wähle zuerst, welche Karte als Nächste unter die { $column }-Kolonne kommt: { $cards }.
monad-illegal-no_payment = Du stellst gerade keine Zahlung zusammen. Sag erwerbe und ein Ziel, zum Beispiel erwerbe 3, um Karte für Karte zu zahlen.
monad-illegal-no_order = Keine Karten warten darauf, unter eine Kolonne zu kommen.
monad-illegal-combine_count = Vereinigen braucht genau zwei Karten, nicht { $count }.
monad-illegal-not_held = Du hast { $card } nicht auf der Hand.
monad-illegal-not_held_more =
    { $count ->
        [one] Du hast { $card } nur einmal auf der Hand.
       *[other] Du hast { $card } nur { $count }-mal auf der Hand.
    }
monad-illegal-not_held_blue = Du hast { $rank } weder in hellblau noch in dunkelblau.
monad-illegal-ambiguous_blue = Du hast { $first } und { $second }: sag hellblau oder dunkelblau.
monad-illegal-monad_not_card = Deine Monaden liegen auf dem Tisch: sie werden nie vereinigt oder gezahlt.
monad-illegal-same_temperature-warm = Beide Karten sind warm: Vereinigen braucht eine warme und eine kalte Karte.
monad-illegal-same_temperature-cold = Beide Karten sind kalt: Vereinigen braucht eine warme und eine kalte Karte.
monad-illegal-ranks_differ = { $first } und { $second } haben verschiedene Ränge. Nur eine Verwandte, eine Bi bis Quint deiner Stammfarbe { $colour }, steht für einen anderen Rang.
monad-illegal-column_empty = Die { $rank }-Kolonne ist leer.
monad-illegal-monads_gone = Es sind keine Monaden mehr übrig.
monad-illegal-bonus_relative = Eine Vereinigung mit einer Verwandten bringt nie einen Bonus.
monad-illegal-bonus_ones = Für das Vereinigen von Einern gibt es keinen Bonus.
monad-illegal-bonus_pair = { $first } und { $second } sind keine Bonus-Kombination. Bonus-Kombinationen sind rot und dunkelblau, orange und hellblau, gelb und grün.
monad-illegal-bonus_used = Deine Bonuskarte liegt verdeckt: du hast den Bonus in diesem Zug schon genutzt.
monad-illegal-bonus_nothing = Als Bonus gibt es nichts zu nehmen: die { $column }-Kolonne ist leer.
monad-illegal-bonus_nothing-talon = Als Bonus gibt es nichts zu nehmen: der Talon ist leer.
monad-illegal-no_target = Sag, was du erwerben willst: 2 für die Bi, 3 Tri, 4 Quad, 5 Quint oder M Monad, zum Beispiel erwerbe 3 mit 2Y 2L 1R.
monad-illegal-target_one = Einer kann man nicht erwerben: erwirb eine Bi, Tri, Quad, Quint oder Monad.
monad-illegal-cannot_afford = Deine Karten unter der { $target } sind { $total } wert; eine { $target } kostet { $needed }.
monad-illegal-acquire_no_cards = Sag die Karten, mit denen du zahlst, zum Beispiel erwerbe 3 mit 2Y 2L 1R; oder sag nur erwerbe 3, um sie einzeln zu wählen.
monad-illegal-acquire_rank = Eine { $rank } kann keine { $target } bezahlen: jede gezahlte Karte muss einen niedrigeren Rang haben.
monad-illegal-too_little = Diese Karten sind { $total } wert; eine { $target } kostet { $needed }.
monad-illegal-jump_first = Überspringen geht erst nach einem Vereinigen oder Erwerben in diesem Zug.
monad-illegal-jump_target = Ein Sprung ergibt eine Tri für 4 Einer, eine Quad für 5 oder eine Quint für 6, jeder in einer anderen Farbe, zum Beispiel überspringe 3 mit 1R 1O 1Y 1L.
monad-illegal-jump_ones = Überspringen geht nur mit Einern: { $card } ist kein Einer.
monad-illegal-jump_count =
    { $count ->
        [one] Für eine { $target } braucht es einen Einer.
       *[other] Für eine { $target } braucht es { $count } Einer in verschiedenen Farben.
    }
monad-illegal-jump_colours =
    { $count ->
        [one] Für eine { $target } braucht es einen Einer: { $card } ist doppelt.
       *[other] Für eine { $target } braucht es { $count } Einer in verschiedenen Farben: { $card } ist doppelt.
    }
monad-illegal-not_start-draw = Ziehen kannst du nur zu Beginn deines Zuges.
monad-illegal-not_start-flip = Flippen kannst du nur zu Beginn deines Zuges.
monad-illegal-not_start-pass = Passen kannst du nur zu Beginn deines Zuges; jetzt beendest du deinen Zug.
monad-illegal-talon_empty = Talon und Ablegestapel sind leer: es gibt nichts zu ziehen.
monad-illegal-talon_empty-flip = Der Talon ist leer: flippe stattdessen den Ablegestapel.
monad-illegal-flip_talon = Es gibt einen Talon: du kannst ziehen, nicht flippen. Flippen geht nur, wenn es keinen Talon gibt.
monad-illegal-flip_empty = Der Ablegestapel ist leer: es gibt nichts zu flippen.
monad-illegal-pass_can_act = Du kannst noch { $what }: passen darfst du nur, wenn du weder vereinigen, erwerben, ziehen noch flippen kannst.
monad-illegal-end_first = Deinen Zug beenden kannst du erst nach einer Aktion. Zu Beginn deines Zuges vereinigst oder erwirbst du, oder du ziehst, flippst oder passt.
monad-illegal-one_card = Nenne eine Karte auf einmal.
monad-illegal-pay_all = { $card } ist schon in der Zahlung, so oft du die Karte hast.
monad-illegal-unpay_missing = { $card } ist nicht in der Zahlung.
monad-illegal-not_waiting = { $card } wartet nicht darauf, unter die { $column }-Kolonne zu kommen: wähle { $cards }.
monad-illegal-done_short = Die Zahlung ist { $total } wert; eine { $target } kostet { $needed }.
monad-say-rank-0 = Einer
monad-say-rank-1 = Bi
monad-say-rank-2 = Tri
monad-say-rank-3 = Quad
monad-say-rank-4 = Quint
monad-say-rank-5 = Monad
monad-say-ranks-0 =
    { $count ->
        [one] Einer
       *[other] Einer
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
       *[other] Monaden
    }
monad-say-a_rank-0 = einen Einer
monad-say-a_rank-1 = eine Bi
monad-say-a_rank-2 = eine Tri
monad-say-a_rank-3 = eine Quad
monad-say-a_rank-4 = eine Quint
monad-say-a_rank-5 = eine Monad
monad-say-into_monad = einer Monad
monad-say-warm = warm
    .br = w
monad-say-cold = kalt
    .br = k
monad-say-card = { $rank } { $colour }
monad-say-card-temp = { $rank } { $colour } ({ $temp })
monad-say-card-relative = { $rank } { $colour } ({ $temp }, Verwandte)
monad-say-colour-temp = { $colour } ({ $temp })
monad-say-colour-relative = { $colour } (Verwandte)
monad-say-count_of = { $count } { $name }
monad-say-monads =
    { $count ->
        [one] 1 Monad
       *[other] { $count } Monaden
    }
monad-say-no_cards = keine Karten
monad-say-column = die { $rank }-Kolonne
monad-say-bonus-up = offen
    .br = b+
monad-say-bonus-down = verdeckt
    .br = b-
monad-say-hand =
    { $count ->
        [one] 1 Karte, Wert { $value }. { $groups }.
       *[other] { $count } Karten, Wert { $value }. { $groups }.
    }
    .br = Hand { $cards }
monad-say-hand-empty = Deine Hand ist leer.
monad-say-hand-none = Du schaust zu: du hast keine Karten.
monad-say-hand-both = { $ranks }, warm: { $warm }; kalt: { $cold }
monad-say-hand-warm = { $ranks }, warm: { $warm }
monad-say-hand-cold = { $ranks }, kalt: { $cold }
monad-say-game_start = MONAD, { $players ->
        [one] ein Spieler
       *[other] { $players } Spieler
    }. Wer zuerst { $target ->
        [one] 1 Monad
       *[other] { $target } Monaden
    } hat, gewinnt. Stammfarben: { $stamm }. { $who ->
        [you] Du beginnst.
       *[other] { $player } beginnt.
    }
    .br =
        { $who ->
            [you] Monad: { $target }M gewinnen; { $stamm }; du beginnst
           *[other] Monad: { $target }M gewinnen; { $stamm }; { $player } beginnt
        }
monad-say-game_start-teams = MONAD, 4 Spieler in zwei Mannschaften: { $teams }. Die Mannschaft, die zuerst zusammen { $target ->
        [one] 1 Monad
       *[other] { $target } Monaden
    } hat, gewinnt. Stammfarben: { $stamm }. { $who ->
        [you] Du beginnst.
       *[other] { $player } beginnt.
    }
monad-say-stamm =
    { $who ->
        [you] { $colour } für dich
       *[other] { $colour } für { $player }
    }
    .br =
        { $who ->
            [you] du { $colour }
           *[other] { $player } { $colour }
        }
monad-say-seat =
    { $who ->
        [you] du { $count }
       *[other] { $player } { $count }
    }
    .br =
        { $who ->
            [you] du: { $count }
           *[other] { $player }: { $count }
        }
monad-say-dealt = Deine Karten: { $hand }
    .br = Hand { $cards }
monad-say-turn =
    { $who ->
        [you] Du bist am Zug.
       *[other] { $player } ist am Zug.
    }
    .br =
        { $who ->
            [you] du bist dran
           *[other] { $player } dran
        }
monad-say-turn-bonus = Du bist am Zug. Deine Bonuskarte liegt wieder offen.
    .br = du bist dran, b+
monad-say-combine =
    { $who ->
        [you] Du vereinigst { $cards } zu { $gained }.
       *[other] { $player } vereinigt { $cards } zu { $gained }.
    }
    .br =
        { $who ->
            [you] du: ver { $cards } > { $gained }
           *[other] { $player }: ver { $cards } > { $gained }
        }
monad-say-combine-relative =
    { $who ->
        [you] Du vereinigst { $partner } mit der Verwandten { $relative }, die für { $as_rank } steht, zu { $gained }.
       *[other] { $player } vereinigt { $partner } mit der Verwandten { $relative }, die für { $as_rank } steht, zu { $gained }.
    }
    .br =
        { $who ->
            [you] du: ver { $partner } { $relative }* > { $gained }
           *[other] { $player }: ver { $partner } { $relative }* > { $gained }
        }
monad-say-combine-monads =
    { $who ->
        [you] Du hast jetzt { $count ->
                [one] 1 Monad
               *[other] { $count } Monaden
            }.
       *[other] { $player } hat jetzt { $count ->
                [one] 1 Monad
               *[other] { $count } Monaden
            }.
    }
    .br =
        { $who ->
            [you] du: { $count }M
           *[other] { $player }: { $count }M
        }
monad-say-bonus =
    { $who ->
        [you] Du nimmst den Bonus: { $cards }. Deine Bonuskarte liegt bis zu deinem nächsten Zug verdeckt.
       *[other] { $player } nimmt den Bonus: { $cards }.
    }
    .br = Bonus { $cards }
monad-say-acquire =
    { $who ->
        [you] Du erwirbst { $target } und zahlst { $paid }: { $value } für { $needed }.
       *[other] { $player } erwirbt { $target } und zahlt { $paid }: { $value } für { $needed }.
    }
    .br =
        { $who ->
            [you] du: erw { $target } < { $paid } { $value }/{ $needed }
           *[other] { $player }: erw { $target } < { $paid } { $value }/{ $needed }
        }
monad-say-jump =
    { $who ->
        [you] Du überspringst zu { $gained } und zahlst { $count ->
                [one] 1 Einer
               *[other] { $count } Einer
            }: { $colours }.
       *[other] { $player } überspringt zu { $gained } und zahlt { $count ->
                [one] 1 Einer
               *[other] { $count } Einer
            }: { $colours }.
    }
    .br =
        { $who ->
            [you] du: übs { $gained } < { $paid }
           *[other] { $player }: übs { $gained } < { $paid }
        }
monad-say-under = { $card } kommt unter die { $rank }-Kolonne.
    .br = { $card } unter
monad-say-discarded =
    { $count ->
        [one] { $cards } kommt auf den Ablegestapel.
       *[other] { $count } Einer kommen auf den Ablegestapel.
    }
    .br = Ablage { $cards }
monad-say-draw =
    { $who ->
        [you] Du ziehst eine Karte vom Talon; noch { $talon }.
       *[other] { $player } zieht eine Karte vom Talon; noch { $talon }.
    }
    .br =
        { $who ->
            [you] du ziehst, Talon { $talon }
           *[other] { $player } zieht, Talon { $talon }
        }
monad-say-drawn = Du ziehst { $card }.
    .br = gezogen { $card }
monad-say-drawn-bonus = Dein Bonus-Einer vom Talon: { $card }.
    .br = Bonus { $card }
monad-say-talon_one = ein Einer vom Talon
    .br = 1 Talon
monad-say-flip =
    { $who ->
        [you] Du flippst den Ablegestapel: er ist jetzt der Talon, { $talon ->
                [one] 1 Karte
               *[other] { $talon } Karten
            }.
       *[other] { $player } flippt den Ablegestapel: er ist jetzt der Talon, { $talon ->
                [one] 1 Karte
               *[other] { $talon } Karten
            }.
    }
    .br =
        { $who ->
            [you] du flippst, Talon { $talon }
           *[other] { $player } flippt, Talon { $talon }
        }
monad-say-pass =
    { $who ->
        [you] Du kannst nichts tun, passt und zeigst deine Karten: { $hand }
       *[other] { $player } kann nichts tun, passt und zeigt die Karten: { $hand }
    }
    .br =
        { $who ->
            [you] du passt: { $cards }
           *[other] { $player } passt: { $cards }
        }
monad-say-end_turn =
    { $who ->
        [you] Du beendest deinen Zug.
       *[other] { $player } beendet den Zug.
    }
    .br =
        { $who ->
            [you] du Ende
           *[other] { $player } Ende
        }
monad-say-payment = Zahlung für { $target }: { $cards }, { $total } von { $needed }.
    .br = zahle { $target }: { $cards } { $total }/{ $needed }
monad-say-payment-enough = Zahlung für { $target }: { $cards }, { $total } von { $needed }. Genug: wähle fertig, um sie zu erwerben.
monad-say-payment_cancelled = Zahlung abgebrochen; nichts hat sich geändert.
    .br = Zahlung abgebrochen
monad-say-order_asked =
    { $count ->
        [one] 1 Karte kommt unter die { $rank }-Kolonne: { $cards }.
       *[other] { $count } Karten kommen unter die { $rank }-Kolonne: { $cards }. Wähle, welche zuerst darunter kommt; sie kommt vor den anderen wieder nach oben.
    }
    .br = Reihenfolge { $rank }: { $cards }
monad-say-game_over =
    { $who ->
        [you] Du gewinnst mit { $count ->
                [one] 1 Monad
               *[other] { $count } Monaden
            }!
       *[other] { $player } gewinnt mit { $count ->
                [one] 1 Monad
               *[other] { $count } Monaden
            }!
    }
    .br = Ende, Sieg: { $players }; M { $monads }
monad-say-game_over-team =
    { $who ->
        [you] { $players } gewinnt mit zusammen { $count ->
                [one] 1 Monad
               *[other] { $count } Monaden
            }!
       *[other] { $players } gewinnen mit zusammen { $count ->
                [one] 1 Monad
               *[other] { $count } Monaden
            }!
    }
monad-say-game_over-stalemate = Alle haben nacheinander gepasst: das Spiel endet. Monaden: { $monads }. Handwerte: { $values }.
    .br = alle gepasst; M { $monads }; Werte { $values }; Sieg: { $players }
monad-say-game_over-winner =
    { $who ->
        [you] Du gewinnst.
       *[other] { $player } gewinnt.
    }
monad-say-game_over-winners =
    { $who ->
        [you] { $players } gewinnt gemeinsam.
       *[other] { $players } gewinnen gemeinsam.
    }
monad-say-standings = Monaden: { $monads }.
monad-say-table = { $columns }. Monaden-Stapel: noch { $pile }. Talon: { $talon }. Ablegestapel: { $discard }.
    .br = { $columns }; M { $pile }; Talon { $talon }; Ablage { $discard }
monad-say-column-item = { $rank }-Kolonne: oben { $card }, { $size ->
        [one] 1 Karte
       *[other] { $size } Karten
    }
    .br = { $digit }: { $card } ({ $size })
monad-say-column-item-empty = { $rank }-Kolonne: leer
    .br = { $digit }: -
monad-say-column-below = { $column }; darunter, von oben: { $cards }
    .br = { $column }, darunter: { $cards }
monad-say-column-unknown =
    { $count ->
        [one] 1 unbekannte Karte
       *[other] { $count } unbekannte Karten
    }
    .br = { $count } unbekannt
monad-say-up = Jetzt oben: { $cards }.
    .br = oben { $cards }
monad-say-up-empty = Die { $rank }-Kolonne ist jetzt leer.
    .br = { $digit } leer
monad-say-talon =
    { $count ->
        [one] 1 Karte, verdeckt
       *[other] { $count } Karten, verdeckt
    }
monad-say-talon-empty = leer
monad-say-discard =
    { $count ->
        [one] 1 Karte, { $cards }
       *[other] { $count } Karten, von oben: { $cards }
    }
    .br = { $count }: { $cards }
monad-say-discard-empty = leer
    .br = 0
monad-say-status-start =
    { $who ->
        [you] Du bist am Zug, noch ohne Aktion: vereinigen, erwerben, oder ziehen, flippen oder passen.
       *[other] { $player } ist am Zug, noch ohne Aktion.
    }
monad-say-status-acting =
    { $who ->
        [you] Du bist am Zug, bisher { $count ->
                [one] eine Aktion
               *[other] { $count } Aktionen
            }: mach weiter oder beende den Zug.
       *[other] { $player } ist am Zug, bisher { $count ->
                [one] eine Aktion
               *[other] { $count } Aktionen
            }.
    }
monad-say-status-paying =
    { $who ->
        [you] Du bist am Zug: Zahlung für { $target }, { $total } von { $needed }.
       *[other] { $player } bezahlt eine Karte.
    }
monad-say-status-order =
    { $who ->
        [you] Du bist am Zug: wähle, welche Karte zuerst unter die { $rank }-Kolonne kommt.
       *[other] { $player } wählt die Reihenfolge der Karten unter einer Kolonne.
    }
monad-say-status =
    .br =
        { $who ->
            [you] du bist dran, { $phase }
           *[other] { $player } dran, { $phase }
        }
monad-say-phase-start =
    .br = Anfang
monad-say-phase-acting =
    .br = Aktionen
monad-say-phase-paying =
    .br = Zahlung
monad-say-phase-order =
    .br = Reihenfolge
monad-say-status-you = Du: { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }, { $monads ->
        [one] 1 Monad
       *[other] { $monads } Monaden
    }, Stammfarbe { $stamm }, Bonuskarte { $bonus }.
    .br = du { $count } { $monads }M { $stamm } { $bonus }
monad-say-status-goal = { $target ->
        [one] 1 Monad gewinnt
       *[other] { $target } Monaden gewinnen
    }; Monaden-Stapel: noch { $pile }.
monad-say-status-passes =
    { $count ->
        [one] Einmal gepasst: passen alle nacheinander, endet das Spiel.
       *[other] { $count }-mal nacheinander gepasst: passen alle nacheinander, endet das Spiel.
    }
monad-say-status-over = Das Spiel ist zu Ende. { $result }
    .br = Ende: { $result }
monad-say-winners = Gewonnen: { $players }.
monad-say-scores = Monaden: { $monads }.
    .br = M { $monads }
monad-say-scores-target =
    { $target ->
        [one] 1 Monad gewinnt.
       *[other] { $target } Monaden gewinnen.
    }
    .br = { $target } gewinnen
monad-say-scores-teams = Mannschaften: { $teams }. { $target ->
        [one] 1 Monad
       *[other] { $target } Monaden
    } der Partner zusammen gewinnen.
    .br = Mannschaften { $teams }; { $target } gewinnen
monad-say-team = { $players }: { $count ->
        [one] 1 Monad
       *[other] { $count } Monaden
    }
    .br = { $players }: { $count }
monad-say-versus = { $first } gegen { $second }
monad-say-opponent =
    { $who ->
        [you] dich
       *[other] { $player }
    }
monad-say-monad_pile = Monaden-Stapel: noch { $pile }. Monaden: { $monads }.
    .br = M-Stapel { $pile }; { $monads }
monad-say-shown =
    { $who ->
        [you] Deine beim Passen gezeigten Karten: { $hand }
       *[other] Beim Passen gezeigte Karten von { $player }: { $hand }
    }
    .br =
        { $who ->
            [you] du zeigtest { $cards }
           *[other] { $player } zeigte { $cards }
        }
monad-say-player = { $name }: { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }, { $monads ->
        [one] 1 Monad
       *[other] { $monads } Monaden
    }, Stammfarbe { $stamm }, Bonuskarte { $bonus }
    .br = { $name }: { $count }K { $monads }M { $stamm } { $bonus }
monad-say-player-partner =
    { $who ->
        [you] dein Partner
       *[other] Partner { $partner }
    }
monad-say-player-turn = am Zug
    .br = dran
monad-say-item-moves =
    { $count ->
        [one] { $card }: 1 Zug
       *[other] { $card }: { $count } Züge
    }
    .br =
        { $count ->
            [one] { $card }, 1 Zug
           *[other] { $card }, { $count } Züge
        }
monad-say-item-none = { $card }: jetzt kein Zug: { $reasons }.
    .br = { $card }, kein Zug: { $reasons }
monad-say-group = { $name }, { $count ->
        [one] 1 Möglichkeit
       *[other] { $count } Möglichkeiten
    }
    .br = { $name }: { $count }
monad-say-group-best = Beste Züge
monad-say-group-combine = Vereinigen
monad-say-group-acquire = Erwerben
monad-say-group-jump = Überspringen
monad-say-group-build = Karte für Karte bezahlen
monad-say-group-other = Weitere Züge
monad-say-valued = { $label }; netto { $value }
monad-say-act-combine =
    .br = ver { $cards } > { $gained }, netto { $value }
monad-say-act-combine-bonus =
    .br = ver { $cards } > { $gained } und Bonus, netto { $value }
monad-say-act-combine-relative =
    .br = ver { $partner } { $relative } Verwandte als { $rank } > { $gained }, netto { $value }
monad-say-act-acquire =
    .br = erw { $target } < { $cards }, netto { $value }
monad-say-act-jump =
    .br = übs { $target } < { $cards }, netto { $value }
monad-say-act-build =
    .br = zahle für { $target }
monad-zone-columns = Kolonnen
monad-zone-piles = Monaden, Talon und Ablegestapel
monad-zone-talon = Talon: { $talon }
    .br = Talon { $talon }
monad-zone-discard = Ablegestapel: { $discard }
    .br = Ablage { $discard }
monad-zone-order = Kommen unter die { $rank }-Kolonne: { $cards }
monad-legend = Brailleformen: eine Karte ist ihre Rangziffer und ihre Farbe: 1 Einer, 2 Bi, 3 Tri, 4 Quad, 5 Quint, M Monad; Farben { $colours }; zum Beispiel ist { $example } Bi gelb. Warm: rot, orange, gelb; kalt: hellblau, dunkelblau, grün. In einer Hand nennt { $warm }: die warmen Farben eines Rangs und { $cold }: die kalten; ein Stern kennzeichnet eine Verwandte, eine Bi bis Quint in deiner Stammfarbe. b+ ist eine offene Bonuskarte, b- eine verdeckte. Werte: Einer 1, Bi 3, Tri 7, Quad 16, Quint 36, Monad 80. Bonus-Kombinationen: rot mit dunkelblau, orange mit hellblau, gelb mit grün. In der Liste der Züge ist netto, was ein Zug einbringt, abzüglich dessen, was er kostet, in Kartenwerten.
monad-legend-colour = { $code } { $name }
monad-keydesc-end = den Zug beenden
monad-keydesc-draw = eine Karte vom Talon ziehen, oder den Ablegestapel flippen, wenn der Talon leer ist
monad-keydesc-pass = passen (nur wenn du sonst nichts tun kannst)
monad-keydesc-build = die oberste Karte der gewählten Kolonne, eine Monad oder den gewählten Erwerb Karte für Karte bezahlen
monad-keydesc-column = oberste Karte und Länge der Bi-, Tri-, Quad- oder Quint-Kolonne und die bekannten Karten darunter vorlesen; in deiner Hand wählt eine Zahl diese Karte
monad-keydesc-monads = der Monaden-Stapel und die Monaden aller Spieler
monad-keydesc-columns = zu den Kolonnen
monad-keydesc-piles = zu den Monaden, zum Talon und zum Ablegestapel
monad-typing_help = MONAD-Züge: vereinige und zwei Karten, zum Beispiel vereinige 2ge 2hb oder vereinige bi gelb bi hellblau, mit bonus, um den Bonus zu nehmen; erwerbe, den Rang und die gezahlten Karten, zum Beispiel erwerbe 3 mit 2ge 2hb 1r, oder erwerbe 3, um Karte für Karte zu bezahlen mit zahle 2ge, zurück 2ge, fertig und abbrechen; überspringe, den Rang und die Einer, zum Beispiel überspringe 3 mit 1r 1o 1ge 1hb; unter 2ge wählt die Karte, die als Nächste unter ihre Kolonne kommt; zugende (beendet den Zug), ziehe, flippe, passe. Ränge: 1 Einer, 2 Bi, 3 Tri, 4 Quad, 5 Quint, M Monad. Tippe aktionen für die Liste der Züge, gruppiert und die besten zuerst; eine Zahl macht diesen Zug.
monad-key-build_needs_target = Wähle zuerst eine Kolonne, den Monaden-Stapel oder einen Erwerb, dann drücke B, um Karte für Karte zu bezahlen.
monad-labels-identity = Stammkarte { $colour }
    .br = st
monad-labels-bonus = Bonuskarte
    .br = bo
monad-labels-rank = zuerst der Rang: { $name }, Wert { $value }
monad-labels-monad = Monad, Wert 80, ohne Farbe
monad-labels-identity_code = Stammkarte, dann ihre Farbe
monad-labels-bonus_code = Bonuskarte
monad-labels-colour = dann die Farbe: { $name }
monad-labels-example = Beispiel: { $name }; die Rangziffer mit Zahlzeichen, dann die Farbe (ein Buchstabe a bis j nach einer Ziffer bekommt das Buchstabenzeichen)
monad-caution-costly = Teuer: du gibst { $cost } und bekommst { $gain }.
monad-takeback-not_turn = Zurücknehmen kannst du nur einen Zug deines eigenen Zuges, und nur solange er dauert.
monad-takeback-turn_start = Dein Zug hat gerade begonnen: es gibt noch nichts aus diesem Zug zurückzunehmen.
monad-takeback-revealed = Dieser Zug hat eine verdeckte Karte aufgedeckt, eine Karte vom Talon oder eine Kolonnenkarte, die noch niemand gesehen hatte: er bleibt.
monad-say-draws =
    { $count ->
        [one] { $players } zieht eine Karte vom Talon; noch { $talon }.
       *[other] { $players } ziehen je eine Karte vom Talon; noch { $talon }.
    }
    .br = { $players } zog, Talon { $talon }
monad-say-draws-turn =
    { $count ->
        [one] { $players } zieht eine Karte vom Talon; noch { $talon }. Du bist am Zug.
       *[other] { $players } ziehen je eine Karte vom Talon; noch { $talon }. Du bist am Zug.
    }
    .br = { $players } zog, Talon { $talon }; du bist dran
monad-say-bonus_restored = Deine Bonuskarte liegt wieder offen.
    .br = b+
monad-why-order = wähle zuerst die Karte, die unter die { $rank }-Kolonne kommt
monad-why-pay_rank = eine { $rank } kann keine { $target } bezahlen
monad-why-pay_all = alle, die du davon hast, sind schon in der Zahlung
monad-why-no_partner = keine { $temp }e Karte vom Rang { $rank } und keine Verwandte, mit der du sie vereinigen kannst
monad-why-relative_partner = keine { $temp }e Karte, mit der du deine Verwandte vereinigen kannst
monad-why-columns_empty = die Kolonnen, die sie ergäbe, sind leer
monad-why-column_empty = die { $rank }-Kolonne ist leer
monad-why-monads_gone = es sind keine Monaden mehr übrig
monad-why-nothing_above = über ihr ist nichts mehr zu erwerben
monad-why-too_little = deine Karten unter der { $target } sind { $total } wert, eine { $target } kostet { $needed }
monad-why-pay_by_card = keine aufgeführte Zahlung braucht sie, aber sie kann Karte für Karte eine { $target } bezahlen (Taste B)
monad-say-recap = Deine Hand: { $hand }. Kolonnen: { $columns }. Monaden: { $monads }; noch { $pile }. Talon { $talon }, Ablegestapel { $discard }.
    .br = Hand { $hand } | { $columns } | M { $monads }; Stapel { $pile } | Talon { $talon } Ablage { $discard }
monad-say-recap-empty = kein { $rank }
monad-say-recap-column = { $card } ({ $size ->
        [one] 1 Karte
       *[other] { $size } Karten
    })
    .br = { $card } ({ $size })
monad-key-no_column = { $number } liest hier nichts: 1 bis 4 lesen die Bi-, Tri-, Quad- und Quint-Kolonne; in deiner Hand wählt eine Zahl diese Karte.

# die Wörter, die man für die Züge und ihre Teile tippen kann (durch Kommas
# getrennt; die Wörter beider Sprachen werden verstanden)
monad-words-combine = vereinige, vereinigen, vereinig, vereint, verein
monad-words-acquire = erwerbe, erwerben, erwirb, kaufe, kaufen
monad-words-jump = überspringe, überspringen, ueberspringe, ueberspringen, springe, spring, springen
monad-words-end = ende, beende, beenden, zugende
monad-words-draw = zieh, ziehe, ziehen
monad-words-flip = flippe, flippen, umdrehen
monad-words-pass = passe, passen
monad-words-pay = zahle, zahlen, zahl, bezahle, bezahlen
monad-words-unpay = zurück, zurueck, zurücknehmen, zuruecknehmen, entferne, entfernen
monad-words-done = fertig, ok, bestätige, bestätigen
monad-words-cancel = abbrechen, abbruch, breche, brich
monad-words-under = unter, darunter
monad-words-with = mit, für, fuer, durch
monad-words-bonus = bonus
monad-words-one = einer, eins, e
monad-words-bi = bi
monad-words-tri = tri
monad-words-quad = quad
monad-words-quint = quint
monad-words-monad = monade, monaden, monad
monad-words-lightblue = hellblau, hellblaue, hellblauen, hellblauer, hell-blau, hell-blaue, hell-blauen, hell-blauer, hellblue, hellblu, hell-blue, hell-blu
monad-words-darkblue = dunkelblau, dunkelblaue, dunkelblauen, dunkelblauer, dunkel-blau, dunkel-blaue, dunkel-blauen, dunkel-blauer, dunkelblue, dunkelblu, dunkel-blue, dunkel-blu
monad-words-filler = karte, karten, und, die, der, das, den, ein, eine, einen, zug, oberste, obersten, als, verwandte, nimm, zuerst, kolonne, von, vom, kommt, lege, leg, +, &, plus
monad-phrases-lightblue = hell blau, hell blaue, hell blauen, hell blauer, hell blue, hell blu
monad-phrases-darkblue = dunkel blau, dunkel blaue, dunkel blauen, dunkel blauer, dunkel blue, dunkel blu
monad-phrases-bonus = mit bonus
monad-phrases-nobonus = ohne bonus, kein bonus, keinen bonus
monad-phrases-unpay = nimm zurück, nimm zurueck
