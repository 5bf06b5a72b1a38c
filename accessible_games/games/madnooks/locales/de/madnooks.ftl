madnooks-title = Mad Nooks
madnooks-tile = { $long1 } { $long2 } { $short1 } { $short2 }
madnooks-side-long1 = lange Seite 1
madnooks-side-long2 = lange Seite 2
madnooks-side-short1 = kurze Seite 1
madnooks-side-short2 = kurze Seite 2
madnooks-tip = Spitze
madnooks-rotation = um { $angle }° gedreht
madnooks-rotation-none = ungedreht
madnooks-position = auf { $position }
madnooks-points =
    { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
madnooks-points-with =
    { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkten
    }
madnooks-touch-full = { $side } { $colour } ganz
    .br = { $side }={ $colour }
madnooks-touch-partly = { $side } { $colour } teilweise
    .br = { $side }~{ $colour }
madnooks-touch-plain = { $side } { $colour }
    .br = { $side }={ $colour }
madnooks-rules_change = Die Kärtchen von Mad Nooks sind jetzt Flügel aus vier Feldern, mit einem langen und einem kurzen Arm.
madnooks-result-solitaire =
    { $finished ->
        [yes] { $team ->
            [team] Euer Team hat das Bild vollendet: alle Kärtchen sind angelegt.
           *[alone] Du hast das Bild vollendet: alle Kärtchen sind angelegt.
        }
       *[no] { $team ->
            [team] Das Bild eures Teams bleibt unvollendet: nichts passt mehr, und { $left ->
                [one] ein Kärtchen bleibt
               *[other] { $left } Kärtchen bleiben
            } übrig.
           *[alone] Dein Bild bleibt unvollendet: nichts passt mehr, und { $left ->
                [one] ein Kärtchen bleibt
               *[other] { $left } Kärtchen bleiben
            } übrig.
        }
    } { $team ->
        [team] Ergebnis eures Teams
       *[alone] Dein Ergebnis
    }: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }; { $holes ->
        [0] kein eingeschlossenes leeres Feld.
        [one] 1 eingeschlossenes leeres Feld.
       *[other] { $holes } eingeschlossene leere Felder.
    }
madnooks-end-all_laid = Alle Kärtchen sind angelegt.
madnooks-end-blocked = Alle Spieler mussten nacheinander aussetzen: kein Kärtchen passt mehr.
madnooks-end-rounds = Die letzte Runde ist gespielt.
madnooks-option-variant = Spielform
madnooks-option-variant-classic = Klassisch (um die Punkte)
madnooks-option-variant-poker = Poker (Chips auf das beste Bild aus fünf Kärtchen setzen)
madnooks-option-variant-solitaire = Solitär (eine Fläche, allein oder im Team)
madnooks-variant-classic = Klassisch
madnooks-variant-poker = Poker
madnooks-variant-solitaire = Solitär
madnooks-option-foreign = Die Einstellung „{ $name }“ gehört nicht zu { $variant }; wähle zuerst ihre Spielform.
madnooks-option-draw_on_miss = Klassisch: wer aussetzen muss, zieht ein Kärtchen
madnooks-option-chips = Poker: Chips jedes Spielers zu Beginn
madnooks-option-ante = Poker: Spieleinsatz je Runde
madnooks-option-price = Poker: Preis für das Tauschen eines Kärtchens
madnooks-option-exchanges = Poker: Kaufmöglichkeiten (Kärtchen, die man je Runde tauschen darf)
madnooks-option-bet = Poker: fester Betrag eines Einsatzes und einer Erhöhung
madnooks-option-hands = Poker: Anzahl der Runden
madnooks-option-rounds = Anzahl der Runden
madnooks-option-rounds-none = bis alle Kärtchen verbraucht sind
madnooks-option-time_per_move = Zeit pro Zug in Sekunden
madnooks-option-time_per_move-none = keine Grenze
madnooks-action-lay = Kärtchen { $tile } { $rotation } { $position } anlegen: { $points }, berührt { $touches }
madnooks-action-pass = Aussetzen: keines deiner Kärtchen lässt sich anlegen
madnooks-action-pass-draw = Aussetzen und ein Kärtchen ziehen: keines deiner Kärtchen lässt sich anlegen
madnooks-illegal-syntax = Ich verstehe { $text } nicht. Lege ein Kärtchen mit lege, seinem Code, seiner Drehung und seiner Position an, zum Beispiel lege kbrg 90 3,-2; passt kein Kärtchen, setze mit aussetzen aus.
madnooks-illegal-rotation = { $text } ist keine Drehung: ein Kärtchen dreht sich um 0, 90, 180 oder 270 Grad.
madnooks-illegal-not_held = Du hast kein Kärtchen { $code } ({ $tile }) in der Hand.
madnooks-illegal-occupied = Das Kärtchen { $tile } { $rotation } { $position } würde ein besetztes Feld bedecken.
madnooks-illegal-no_contact = Das Kärtchen { $tile } { $rotation } { $position } würde keine Seite der Fläche berühren; eine Spitze zählt nicht.
madnooks-illegal-colour = Das Kärtchen { $tile } { $rotation } { $position }: eine Seite würde eine andere Farbe berühren.
madnooks-illegal-colour-side = Das Kärtchen { $tile } { $rotation } { $position }: seine { $side } ist { $colour }, würde aber { $other } berühren.
madnooks-illegal-short_alone = Das Kärtchen { $tile } { $rotation } { $position } würde nur mit einer kurzen Seite anliegen, das ist nicht erlaubt; eine lange Seite oder eine zweite Seite muss mit anliegen.
madnooks-illegal-partial_only = Das Kärtchen { $tile } { $rotation } { $position } würde nur teilweise anliegen; mindestens eine Seite muss auf ganzer Länge anliegen.
madnooks-illegal-must_lay = Du kannst ein Kärtchen anlegen, also darfst du nicht aussetzen.
madnooks-say-dir-0 = Norden
    .br = n
madnooks-say-dir-1 = Osten
    .br = o
madnooks-say-dir-2 = Süden
    .br = s
madnooks-say-dir-3 = Westen
    .br = w
madnooks-say-side-0 =
    .br = l1
madnooks-say-side-1 =
    .br = l2
madnooks-say-side-2 =
    .br = k1
madnooks-say-side-3 =
    .br = k2
madnooks-say-tip =
    .br = sp
madnooks-say-colour-0 =
    .br = s
madnooks-say-colour-1 =
    .br = b
madnooks-say-colour-2 =
    .br = r
madnooks-say-colour-3 =
    .br = g
madnooks-label-tile = { $long1 }, { $long2 }, { $short1 }, { $short2 }
madnooks-label-side = Buchstabe { $number }: { $side }
madnooks-label-example = Beispiel: { $tile }; halte das Kärtchen wie den Buchstaben L, die Ecke unten links, den langen Arm aus zwei weiteren Feldern nach rechts und den kurzen Arm aus einem Feld nach oben; das Etikett klebt auf der Ecke
madnooks-label-long1 = lange Seite 1, die untere Kante, drei Felder lang
madnooks-label-long2 = lange Seite 2, die linke Kante, zwei Felder lang
madnooks-label-short1 = kurze Seite 1, oben am langen Arm, zwei Felder lang
madnooks-label-short2 = kurze Seite 2, rechts am kurzen Arm, ein Feld lang
madnooks-say-tiles =
    { $count ->
        [one] ein Kärtchen
       *[other] { $count } Kärtchen
    }
madnooks-say-placements =
    { $count ->
        [one] 1 Anlegestelle
       *[other] { $count } Anlegestellen
    }
madnooks-say-variant-classic = Klassisch
madnooks-say-variant-solitaire = Solitär
madnooks-say-variant-poker = Poker
madnooks-say-solitaire-goal = { " " }Lege alle Kärtchen zu einer Fläche mit so wenig eingeschlossenen leeren Feldern wie möglich; die Punkte aller angelegten Kärtchen sind { $team ->
        [team] die Punkte des Teams
       *[alone] deine Punkte
    }.
madnooks-say-turn-draw =
    { $who ->
        [you] Du bist am Zug: keines deiner Kärtchen passt; setze aus und ziehe ein Kärtchen.
       *[other] { $player } ist am Zug: kein Kärtchen passt, dafür wird eines gezogen.
    }
    .br =
        { $who ->
            [you] du am Zug, nichts passt: aussetzen und ziehen
           *[other] { $player } am Zug, nichts passt: zieht
        }
madnooks-say-missed-draws =
    { $who ->
        [you] Du kannst nicht anlegen und ziehst dafür ein Kärtchen.
       *[other] { $player } kann nicht anlegen und zieht dafür ein Kärtchen.
    }
    .br =
        { $who ->
            [you] du kannst nicht anlegen, ziehst
           *[other] { $player } kann nicht anlegen, zieht
        }
madnooks-say-solitaire-score = { $team ->
        [team] { $who ->
            [you] Ergebnis eures Teams
           *[other] Ergebnis des Teams
        }
       *[alone] { $who ->
            [you] Dein Ergebnis
           *[other] Ergebnis von { $player }
        }
    }: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.
    .br = { $team ->
        [team] Team { $points }
       *[alone] Punkte { $points }
    }
madnooks-say-solitaire-result =
    { $finished ->
        [yes] { $team ->
            [team] { $who ->
                [you] Euer Team hat das Bild vollendet
               *[other] Das Team hat das Bild vollendet
            }
           *[alone] { $who ->
                [you] Du hast das Bild vollendet
               *[other] { $player } hat das Bild vollendet
            }
        }: alle Kärtchen sind angelegt.
       *[no] { $team ->
            [team] { $who ->
                [you] Das Bild eures Teams bleibt unvollendet
               *[other] Das Bild des Teams bleibt unvollendet
            }
           *[alone] { $who ->
                [you] Dein Bild bleibt unvollendet
               *[other] Das Bild von { $player } bleibt unvollendet
            }
        }: kein Kärtchen passt mehr, und der Stapel ist aufgebraucht; { $left ->
            [one] ein Kärtchen bleibt
           *[other] { $left } Kärtchen bleiben
        } übrig.
    } { $score } { $holes }
    .br =
        { $finished ->
            [yes] Bild fertig
           *[no] Bild unfertig, übrig { $left }
        }; { $score }, eingeschlossen { $count }{ $cells }
madnooks-say-solitaire-over = Das Spiel ist zu Ende. { $result }
    .br = Ende, { $result }
madnooks-say-solitaire-holes-none = Kein leeres Feld ist eingeschlossen.
madnooks-say-solitaire-holes =
    { $count ->
        [one] Ein leeres Feld ist eingeschlossen: { $cells }.
       *[other] { $count } leere Felder sind eingeschlossen: { $cells }.
    }
madnooks-say-solitaire-status-over = Das Spiel ist zu Ende. { $result }
    .br = Ende, { $result }
madnooks-say-player-solitaire = { $name }: { $tiles } auf der Hand
    .br = { $name }: Hand { $count }
madnooks-say-end-all_laid =
    .br = alle angelegt
madnooks-say-end-blocked =
    .br = blockiert
madnooks-say-end-rounds =
    .br = letzte Runde
madnooks-say-game_start =
    Mad Nooks, { $variant }: { $players ->
        [one] ein Spieler, { $hand } auf der Hand
       *[other] { $players } Spieler, je { $hand } auf der Hand
    }{ $rounds }.{ $goal } Das Startkärtchen { $tile } liegt ungedreht auf { $position }. { $stack } im Stapel. { $who ->
        [you] Du beginnst.
       *[other] { $player } beginnt.
    }
    .br =
        { $who ->
            [you] mad nooks { $variant }, Start { $tile } 0 { $position }, Stapel { $stack }, du beginnst
           *[other] mad nooks { $variant }, Start { $tile } 0 { $position }, Stapel { $stack }, { $player } beginnt
        }
madnooks-say-game_start-rounds =
    { $rounds ->
        [one] , 1 Runde
       *[other] , { $rounds } Runden
    }
madnooks-say-dealt = Deine Kärtchen: { $tiles }.
    .br = Kärtchen { $tiles }
madnooks-say-round = Runde { $round } von { $rounds }.
    .br = Runde { $round } von { $rounds }
madnooks-say-turn =
    { $who ->
        [you] Du bist am Zug.
       *[other] { $player } ist am Zug.
    }
    .br =
        { $who ->
            [you] du am Zug
           *[other] { $player } am Zug
        }
madnooks-say-turn-miss =
    { $who ->
        [you] Du bist am Zug: keines deiner Kärtchen passt, du musst aussetzen.
       *[other] { $player } ist am Zug: kein Kärtchen passt.
    }
    .br =
        { $who ->
            [you] du am Zug, nichts passt: aussetzen
           *[other] { $player } am Zug, nichts passt
        }
madnooks-say-laid =
    { $who ->
        [you] Du legst { $tile } { $rotation } { $position } an: { $points }, berührt { $touches }. { $team ->
            [yours] Euer Team hat jetzt { $score }.
            [team] Das Team hat jetzt { $score }.
           *[own] Du hast jetzt { $score }.
        }
       *[other] { $player } legt { $tile } { $rotation } { $position } an: { $points }, berührt { $touches }. { $team ->
            [yours] Euer Team hat jetzt { $score }.
            [team] Das Team hat jetzt { $score }.
           *[own] { $player } hat jetzt { $score }.
        }
    }
    .br =
        { $who ->
            [you] du { $tile } { $rotation } { $position } { $points }p { $touches }, Stand { $score }
           *[other] { $player } { $tile } { $rotation } { $position } { $points }p { $touches }, Stand { $score }
        }
madnooks-say-drew =
    { $who ->
        [you] Du ziehst ein Kärtchen; noch { $stack } im Stapel.
       *[other] { $player } zieht ein Kärtchen; noch { $stack } im Stapel.
    }
    .br =
        { $who ->
            [you] du ziehst, Stapel { $stack }
           *[other] { $player } zieht, Stapel { $stack }
        }
madnooks-say-drew-last =
    { $who ->
        [you] Du ziehst das letzte Kärtchen des Stapels.
       *[other] { $player } zieht das letzte Kärtchen des Stapels.
    }
    .br =
        { $who ->
            [you] du ziehst, Stapel 0
           *[other] { $player } zieht, Stapel 0
        }
madnooks-say-drawn = Du ziehst { $tile }; noch { $stack } im Stapel.
    .br = du ziehst { $tile }, Stapel { $stack }
madnooks-say-drawn-last = Du ziehst { $tile }, das letzte Kärtchen des Stapels.
    .br = du ziehst { $tile }, Stapel 0
madnooks-say-drawn-plain = Du ziehst { $tile }.
    .br = du ziehst { $tile }
madnooks-say-missed =
    { $who ->
        [you] Du musst aussetzen.
       *[other] { $player } setzt aus: kein Kärtchen passt.
    }
    .br =
        { $who ->
            [you] du musst aussetzen
           *[other] { $player } setzt aus
        }
madnooks-say-in_a_row = { $count } nacheinander.
    .br = { $count } nacheinander
madnooks-say-game_over = Das Spiel ist zu Ende. { $reason } { $winners } Punktestand: { $scores }.
    .br = Ende, { $reason }: { $winners }; { $scores }
madnooks-say-winner =
    { $who ->
        [you] Du gewinnst mit { $points }.
       *[other] { $player } gewinnt mit { $points }.
    }
    .br =
        { $who ->
            [you] du gewinnst
           *[other] { $player } gewinnt
        }
madnooks-say-winners =
    { $who ->
        [you] { $players } gewinnt gemeinsam mit { $points }.
       *[other] { $players } gewinnen gemeinsam mit { $points }.
    }
    .br = { $players } gewinnen
madnooks-say-placement = { $points }: { $position }, { $rotation }; berührt { $touches }
    .br = { $tile } { $rotation } { $position } { $points }p { $touches }
madnooks-say-placement-start = { $points }: { $position }, { $rotation }
    .br = { $tile } { $rotation } { $position } { $points }p
madnooks-say-placement-tile = { $tile }, { $points }: { $position }, { $rotation }; berührt { $touches }
madnooks-say-placement-tile-start = { $tile }, { $points }: { $position }, { $rotation }
madnooks-say-placements-of = { $count } für { $tile }, beste { $points }. Die höchsten zuerst:
    .br = { $tile }: { $count }, beste { $points }p
madnooks-say-placements-all = { $count } für deine Kärtchen, beste { $points }. Die höchsten zuerst:
    .br = alle: { $count }, beste { $points }p
madnooks-say-placements-none-of = { $tile } passt nirgends.
    .br = { $tile }: keine
madnooks-say-placements-none = Keines deiner Kärtchen passt irgendwo.
    .br = keine Anlegestelle
madnooks-say-no_hand = Du hast keine Kärtchen: du schaust zu.
    .br = keine Kärtchen
madnooks-say-bad_code = { $text } ist kein Kärtchen-Code: vier Farbbuchstaben in der Reihenfolge der Seiten, s schwarz, b blau, r rot, g grün, etwa sbrg.
madnooks-say-summary = { $tiles } angelegt auf { $cells ->
        [one] 1 Feld
       *[other] { $cells } Feldern
    }, von { $low } bis { $high }, { $width } breit und { $height } hoch. Offene Kanten: { $open }. { $holes }
    .br =
        { $tiles ->
            [one] ein Kärtchen
           *[other] { $tiles } Kärtchen
        } { $cells ->
            [one] 1 Feld
           *[other] { $cells } Felder
        } { $low } bis { $high }; offen { $open }; { $holes }
madnooks-say-open = { $colour } { $count }
madnooks-say-open-none = keine
madnooks-say-holes-none = Kein eingeschlossenes leeres Feld.
    .br = frei -
madnooks-say-holes =
    { $count ->
        [one] 1 eingeschlossenes leeres Feld: { $cells }.
       *[other] { $count } eingeschlossene leere Felder: { $cells }.
    }
    .br = frei { $cells }
madnooks-say-laid_item = { $letter }: { $tile }, { $rotation }, { $position }, { $by }
    .br = { $letter } { $tile } { $rotation } { $position } { $by }
madnooks-say-by-start = Startkärtchen
    .br = Start
madnooks-say-by =
    { $who ->
        [you] angelegt von dir
       *[other] angelegt von { $player }
    }
    .br =
        { $who ->
            [you] du
           *[other] { $player }
        }
madnooks-say-stack = { $count } im Stapel.
    .br = Stapel { $count }
madnooks-say-stack-empty = Der Stapel ist leer.
madnooks-say-last =
    { $who ->
        [you] Zuletzt angelegt: { $tile } { $rotation } { $position }, von dir, { $points }.
       *[other] Zuletzt angelegt: { $tile } { $rotation } { $position }, von { $player }, { $points }.
    }
    .br =
        { $who ->
            [you] zuletzt { $tile } { $rotation } { $position } du { $points }p
           *[other] zuletzt { $tile } { $rotation } { $position } { $player } { $points }p
        }
madnooks-say-cell-tile = { $position }: Kärtchen { $letter }, { $tile }, { $rotation }, Ecke { $corner }, { $by }. { $edges }.
    .br = { $position } { $letter } { $tile } { $rotation } { $corner }: { $edges }
madnooks-say-cell-empty = { $position }: leer. { $edges }.
    .br = { $position } leer: { $edges }
madnooks-say-cell-alone = { $position }: leer, nichts daneben.
    .br = { $position } leer, allein
madnooks-say-edge = { $direction }: { $what }
madnooks-say-edge-same = dasselbe Kärtchen
madnooks-say-edge-tip = Spitze
madnooks-say-edge-side = { $side } { $colour }
madnooks-say-edge-open = offen
madnooks-say-edge-touching = berührt Kärtchen { $letter }
madnooks-say-edge-next = neben Kärtchen { $letter }
madnooks-say-edge-empty = leer
madnooks-say-edge-of = { $what } von Kärtchen { $letter }
madnooks-zone-placements = Anlegestellen
madnooks-zone-area = Fläche
madnooks-zone-stack = Stapel
madnooks-zone-board = Zeiger
madnooks-zone-map = Karte
madnooks-say-map-head = Karte um den Zeiger auf { $position }, { $on ->
        [none] ein leeres Feld
       *[other] auf Kärtchen { $on }
    }: { $rows } Zeilen, Spalten { $x0 } bis { $x1 }, Norden zuerst.
    .br = Karte { $position } auf { $on ->
        [none] leer
       *[other] { $on }
    }, x { $x0 } bis { $x1 }, Zeilen { $rows }
madnooks-say-map-row = Zeile { $y }: { $cells }
madnooks-say-map-empty = leer
madnooks-say-map-cursor = Zeiger auf { $what }
madnooks-keydesc-board = zum Zeiger: die Pfeiltasten bewegen ihn um ein Feld, er sagt, was dort liegt und was daneben
madnooks-keydesc-map_zone = zur Karte, auf der Zeile des Zeigers: das Spaltenlineal, dann die Zeilen um den Zeiger, jede eine Braillezeile
madnooks-say-group = { $tile }: { $count }
    .br = { $tile }: { $count }
madnooks-say-hand_item = { $tile }: { $count }, beste { $points }
    .br = { $tile } { $count } beste { $points }p
madnooks-say-hand_item-none = { $tile }: passt nirgends
    .br = { $tile } nirgends: { $reasons }
madnooks-say-hand =
    { $count ->
        [0] Du hast keine Kärtchen.
        [one] Dein einziges Kärtchen: { $tiles }.
       *[other] Deine { $count } Kärtchen: { $tiles }.
    }
    .br = Kärtchen { $tiles }
madnooks-say-player = { $name }: { $score }, { $tiles } auf der Hand
    .br = { $name }: { $score }p, Hand { $count }
madnooks-say-player-turn = am Zug
    .br = Zug
madnooks-say-player-winner = Sieger
    .br = Sieg
madnooks-say-score =
    { $who ->
        [you] du hast { $points }
       *[other] { $player } hat { $points }
    }
    .br =
        { $who ->
            [you] du: { $count }
           *[other] { $player }: { $count }
        }
madnooks-say-scores = Punktestand: { $scores }.
    .br = { $scores }
madnooks-say-status = Runde { $round }. { $turn } { $stack }
    .br = Runde { $round }, { $turn }, Stapel { $stack }
madnooks-say-status-over =
    Das Spiel ist zu Ende. { $count ->
        [one] Sieger
       *[other] Sieger
    }: { $players }. Punktestand: { $scores }.
    .br = Ende, Sieg { $players }; { $scores }
madnooks-say-legend = Brailleformen: ein Kärtchen sind seine vier Farbbuchstaben in der Reihenfolge der Seiten, lange Seite 1, lange Seite 2, kurze Seite 1, kurze Seite 2: { $colours }; { $example } ist schwarz blau rot grün. Eine Anlegestelle ist Kärtchen, Drehung, Position und Punkte, dann die anliegenden Seiten, etwa { $example } 90 3,-2 2p l1=s k1=r: um 90 Grad im Uhrzeigersinn gedreht, seine Ecke auf 3,-2 (x nach Osten, y nach Norden), 2 Punkte (p: Punkte), lange Seite 1 berührt schwarz ganz und kurze Seite 1 rot ganz. l1 l2 die langen Seiten, k1 k2 die kurzen; = berührt ganz, ~ nur teilweise; kurze Seite 2 ist eine einzige Kante und berührt ganz oder gar nicht. Tippe einen Zug, wie er dasteht: lege { $example } 90 3,-2. Ein Kärtchen bedeckt vier Felder: seine Ecke, zwei weitere entlang seines langen Arms und eines an seinem kurzen Arm; auf jedem davon nennt der Zeiger die Ecke des Kärtchens. Der Zeiger: n o s w sind die Himmelsrichtungen, + heißt, gegenüber liegt ein Kärtchen, - ein leeres Feld, = dasselbe Kärtchen, sp eine Spitze. Die Karte: eine Zeile je Reihe, Norden zuerst, jede beginnt mit ihrer Marke, y 2 oder y-1 für y = -1; dann ein Zeichen je Feld, von Westen nach Osten: · (Punkt 3) ein leeres Feld, ein Buchstabe ein Kärtchen (in der Reihenfolge des Anlegens, a das Startkärtchen; nach z haben die Namen zwei Buchstaben, aa, ab und so weiter, und dann nimmt jedes Feld der Karte zwei Zeichen ein, · (Punkt 3) vor einem einzelnen Buchstaben oder dem Zeiger, und das Lineal gibt jede Ziffer zweimal), - der Zeiger (die erste Zeile der Karte sagt, was unter ihm liegt). Über den Zeilen gibt das Lineal x die letzte Ziffer jeder Spaltennummer, jede Ziffer über ihrem Feld. Die Farben nach Zeilen: y 2: s=s -3 bis -1 heißt, in Zeile 2 haben die leeren Felder der Spalten -3 bis -1 im Süden schwarz.
madnooks-say-legend-colour = { $letter } { $colour }
madnooks-keydesc-lay = anlegen: die gewählte Anlegestelle; auf einem Kärtchen deiner Hand seine Anlegestellen zur Wahl, die besten zuerst, oder warum es nirgends passt; auf dem Zeiger die Anlegestellen, die sein Feld bedecken, aufgelistet auch bei nur einer (Poker: die Anlegestellen deines Bildes)
madnooks-keydesc-pass = aussetzen (nur wenn keines deiner Kärtchen passt)
madnooks-keydesc-summary = eine Übersicht über die Fläche: Größe, offene Kanten nach Farben, eingeschlossene leere Felder, Felder, die sich nie mehr füllen lassen
madnooks-keydesc-edges = die offenen Kanten: jedes leere Feld neben der Fläche mit den Farben, die daran liegen, und wo sie liegen, Norden zuerst
madnooks-keydesc-map = eine Karte der Felder um den Zeiger, mit einem Spaltenlineal
madnooks-keydesc-placements = zu den Anlegestellen aller deiner Kärtchen, die höchsten zuerst, auf der besten (Eingabe legt sie an); dort gedrückt, fasst sie sie nach Punkten zusammen
madnooks-keydesc-area = zur Fläche: ihre Übersicht und die angelegten Kärtchen
madnooks-key-no_placement = Das Kärtchen { $tile } passt nirgends.
madnooks-key-nothing = Keines deiner Kärtchen passt: setze mit X aus.
madnooks-say-here = Feld des Zeigers { $position }: { $count }, die höchsten zuerst
    .br = hier { $position }: { $count }
madnooks-say-open_side = { $colour } im { $direction }
madnooks-say-open_cell = { $position }: { $sides }
madnooks-say-open_cells =
    { $count ->
        [0] Kein leeres Feld liegt an einer farbigen Seite.
        [one] 1 leeres Feld liegt an einer farbigen Seite, Norden zuerst: { $cells }.
       *[other] { $count } leere Felder liegen an farbigen Seiten, Norden zuerst: { $cells }.
    }
    .br = offen { $cells }
madnooks-say-placements-sum = { $count } für deine Kärtchen. { $scoring }
    .br = alle: { $count }; { $scoring }
madnooks-say-scoring-group =
    { $count ->
        [one] 1 Stelle bringt { $points }:
       *[other] { $count } Stellen bringen { $points }:
    } { $places }.
madnooks-say-scoring-place = { $tile } { $position }, { $rotation }
madnooks-say-here-none = Keine Anlegestelle deiner Kärtchen bedeckt das Feld des Zeigers { $position }.
    .br = hier { $position }: keine
madnooks-poker-option-ante_above_chips = Der Spieleinsatz ({ $ante }) darf nicht höher sein als die Chips, mit denen jeder beginnt ({ $chips }).
madnooks-poker-pot-holds =
    { $pot ->
        [one] in der Kasse ist { $pot }
       *[other] in der Kasse sind { $pot }
    }
madnooks-poker-pot-holds-start =
    { $pot ->
        [one] In der Kasse ist { $pot }
       *[other] In der Kasse sind { $pot }
    }
madnooks-poker-phase-exchange = die Kaufphase
madnooks-poker-phase-betting = die Setzrunde
madnooks-poker-phase-picture = die Bildphase
madnooks-poker-phase-over = das Ende der Partie
madnooks-poker-action-exchange =
    { $price ->
        [one] { $tile } gegen das oberste Kärtchen des Stapels tauschen, für 1 Chip
       *[other] { $tile } gegen das oberste Kärtchen des Stapels tauschen, für { $price } Chips
    }
madnooks-poker-action-stand = Fertig: keine Kärtchen mehr tauschen
madnooks-poker-action-check = Schieben: nichts setzen
madnooks-poker-action-bet =
    { $amount ->
        [one] 1 Chip setzen (Kasse dann { $pot })
       *[other] { $amount } Chips setzen (Kasse dann { $pot })
    }
madnooks-poker-action-call =
    { $amount ->
        [one] Mitgehen mit 1 Chip (Kasse dann { $pot })
       *[other] Mitgehen mit { $amount } Chips (Kasse dann { $pot })
    }
madnooks-poker-action-raise =
    { $amount ->
        [one] Erhöhen auf { $level }: 1 Chip zahlen (Kasse dann { $pot })
       *[other] Erhöhen auf { $level }: { $amount } Chips zahlen (Kasse dann { $pot })
    }
madnooks-poker-action-fold =
    { $amount ->
        [one] Aussteigen: die Runde aufgeben statt 1 Chip zu zahlen
       *[other] Aussteigen: die Runde aufgeben statt { $amount } Chips zu zahlen
    }
madnooks-poker-action-picture_best = Dein bestes Bild zeigen: { $tiles ->
        [one] ein Kärtchen
       *[other] { $tiles } Kärtchen
    }, { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
madnooks-poker-action-picture_show = Das selbst gebaute Bild zeigen: { $tiles ->
        [one] ein Kärtchen
       *[other] { $tiles } Kärtchen
    }, { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
madnooks-poker-action-picture_undo = Das letzte Kärtchen deines Bildes zurücknehmen
madnooks-poker-illegal-syntax = Ich verstehe { $text } nicht. Beim Poker tauschst du (tausche sbrg), bist fertig, schiebst, setzt, gehst mit, erhöhst, steigst aus oder bestimmst dein Bild (bild bestes, bild lege sbrg 90 1,-1, bild zurück, bild zeigen).
madnooks-poker-illegal-phase = Jetzt nicht: das ist { $phase }.
madnooks-poker-illegal-classic = Beim Poker legt niemand auf eine gemeinsame Fläche; baue dein eigenes Bild in der Bildphase mit bild lege.
madnooks-poker-illegal-exchange-no_exchanges = Du hast in dieser Runde keine Kaufmöglichkeit mehr.
madnooks-poker-illegal-exchange-broke =
    { $price ->
        [one] Du kannst dir keinen Tausch leisten: er kostet 1 Chip, und du hast { $chips }.
       *[other] Du kannst dir keinen Tausch leisten: er kostet { $price } Chips, und du hast { $chips }.
    }
madnooks-poker-illegal-exchange-stack_empty = Der Stapel ist leer: es gibt nichts zum Tauschen.
madnooks-poker-illegal-exchange-syntax = Sag mit seinem Code, welches Kärtchen du tauschst, zum Beispiel tausche sbrg.
madnooks-poker-illegal-exchange-face_up = Dein offenes Kärtchen { $tile } kann nicht getauscht werden, nur verdeckte.
madnooks-poker-illegal-not_held = Du hast kein Kärtchen { $code } ({ $tile }).
madnooks-poker-illegal-check =
    { $amount ->
        [one] Du kannst nicht schieben: 1 Chip ist zu bringen. Geh mit, erhöhe oder steig aus.
       *[other] Du kannst nicht schieben: { $amount } Chips sind zu bringen. Geh mit, erhöhe oder steig aus.
    }
madnooks-poker-illegal-call = Es gibt nichts mitzugehen: schiebe oder setze.
madnooks-poker-illegal-fold = Du kannst umsonst schieben, aussteigen ist nicht nötig.
madnooks-poker-illegal-bet-made = Es wurde schon gesetzt (auf { $level }): geh mit, erhöhe oder steig aus.
madnooks-poker-illegal-raise-none = Noch hat niemand gesetzt: setze, statt zu erhöhen.
madnooks-poker-illegal-raise-cap =
    { $count ->
        [one] Die einzige Erhöhung dieser Runde ist gemacht: geh mit oder steig aus.
       *[other] Die { $count } Erhöhungen dieser Runde sind gemacht: geh mit oder steig aus.
    }
madnooks-poker-illegal-afford =
    { $who ->
        [you] Das kannst du dir nicht leisten: es ginge auf { $level }, und du hast { $chips ->
            [one] 1 Chip
           *[other] { $chips } Chips
        }.
       *[other] Nicht erlaubt: { $player } könnte { $level } nicht mitgehen, und Nebenkassen gibt es nicht.
    }
madnooks-poker-illegal-picture-empty = Dein Bild hat noch kein Kärtchen: lege eines mit bild lege, oder nimm bild bestes.
madnooks-poker-illegal-picture-syntax = Ich verstehe { $text } nicht. Bestimme dein Bild mit bild bestes, oder baue es mit bild lege sbrg 0 0,0, bild zurück und bild zeigen.
madnooks-poker-illegal-picture-laid = { $tile } liegt schon in deinem Bild.
madnooks-poker-illegal-picture-first = Das erste Kärtchen eines Bildes liegt ungedreht auf 0,0: bild lege mit 0 0,0.
madnooks-poker-say-chips =
    { $count ->
        [one] 1 Chip
       *[other] { $count } Chips
    }
madnooks-poker-say-chips_item =
    { $who ->
        [you] du hast { $chips }
       *[other] { $player } hat { $chips }
    }
    .br =
        { $who ->
            [you] du: { $count }
           *[other] { $player }: { $count }
        }
madnooks-poker-say-share =
    { $who ->
        [you] du bekommst { $chips }
       *[other] { $player } bekommt { $chips }
    }
    .br =
        { $who ->
            [you] du: { $count }
           *[other] { $player }: { $count }
        }
madnooks-poker-say-step = { $tile } { $rotation } { $position }, { $points }, zusammen { $total }
    .br = { $tile } { $rotation } { $position } { $points }p, Summe { $total }
madnooks-poker-say-game_start = Mad Nooks, Poker: { $players ->
        [one] ein Spieler
       *[other] { $players } Spieler
    }, je { $chips ->
        [one] 1 Chip
       *[other] { $chips } Chips
    }. Spieleinsatz { $ante }, ein Tausch kostet { $price }, bis zu { $exchanges ->
        [one] 1 Tausch
       *[other] { $exchanges } Tausche
    } je Runde, Einsätze und Erhöhungen von { $bet }, { $hands ->
        [one] 1 Runde
       *[other] { $hands } Runden
    }.
    .br = mad nooks poker, chips { $chips }, einsatz { $ante }, preis { $price }, tausche { $exchanges }, setzen { $bet }, runden { $hands }
madnooks-poker-say-hand_start =
    { $who ->
        [you] Runde { $hand } von { $hands }. Du gibst. Alle zahlen den Spieleinsatz von { $ante ->
            [one] 1 Chip
           *[other] { $ante } Chips
        }: { madnooks-poker-pot-holds }.
       *[other] Runde { $hand } von { $hands }. { $player } gibt. Alle zahlen den Spieleinsatz von { $ante ->
            [one] 1 Chip
           *[other] { $ante } Chips
        }: { madnooks-poker-pot-holds }.
    }
    .br =
        { $who ->
            [you] runde { $hand } von { $hands }, geber du, einsatz { $ante }, kasse { $pot }
           *[other] runde { $hand } von { $hands }, geber { $player }, einsatz { $ante }, kasse { $pot }
        }
madnooks-poker-say-out =
    { $count ->
        [one]
            { $who ->
                [you] Du kannst den Spieleinsatz nicht zahlen und bist ausgeschieden.
               *[other] { $players } kann den Spieleinsatz nicht zahlen und ist ausgeschieden.
            }
       *[other]
            { $who ->
                [you] { $players } könnt den Spieleinsatz nicht zahlen und seid ausgeschieden.
               *[other] { $players } können den Spieleinsatz nicht zahlen und sind ausgeschieden.
            }
    }
    .br = raus { $players }
madnooks-poker-say-dealt = Deine verdeckten Kärtchen: { $tiles }.
    .br = verdeckt { $tiles }
madnooks-poker-say-face_up = Offene Kärtchen: { $tiles }.
    .br = offen { $tiles }
madnooks-poker-say-face_up-one =
    { $who ->
        [you] deins: { $tile }
       *[other] { $player }: { $tile }
    }
    .br =
        { $who ->
            [you] du { $tile }
           *[other] { $player } { $tile }
        }
madnooks-poker-say-face_up-none = Keine offenen Kärtchen.
madnooks-poker-say-phase-exchange = Kaufphase: jeder darf bis zu { $exchanges ->
        [one] 1 verdecktes Kärtchen
       *[other] { $exchanges } verdeckte Kärtchen
    } für je { $price ->
        [one] 1 Chip
       *[other] { $price } Chips
    } tauschen.
    .br = kaufphase, bis { $exchanges }, preis { $price }
madnooks-poker-say-phase-betting = Setzrunde: Einsätze und Erhöhungen von { $bet ->
        [one] 1 Chip
       *[other] { $bet } Chips
    }, höchstens 3 Erhöhungen. { madnooks-poker-pot-holds-start }.
    .br = setzen, einsatz { $bet }, kasse { $pot }
madnooks-poker-say-phase-picture = Bildphase: wer noch dabei ist, bestimmt sein Bild. { madnooks-poker-pot-holds-start }.
    .br = bildphase, kasse { $pot }
madnooks-poker-say-phase-exchange-short = kaufen
madnooks-poker-say-phase-betting-short = setzen
madnooks-poker-say-phase-picture-short = bild
madnooks-poker-say-phase-over-short = ende
madnooks-poker-say-turn-exchange =
    { $who ->
        [you] Du darfst tauschen; Kaufmöglichkeiten übrig: { $left }. Tausche ein verdecktes Kärtchen oder sei fertig.
       *[other] { $player } darf tauschen.
    }
    .br =
        { $who ->
            [you] du tauschst, noch { $left }
           *[other] { $player } tauscht
        }
madnooks-poker-say-turn-betting-free =
    { $who ->
        [you] Du bist dran: nichts mitzugehen; schiebe oder setze. { madnooks-poker-pot-holds-start }.
       *[other] { $player } ist am Zug zu setzen.
    }
    .br =
        { $who ->
            [you] du: schieben oder setzen, kasse { $pot }
           *[other] { $player } setzt
        }
madnooks-poker-say-turn-betting-call =
    { $who ->
        [you] Du bist dran: { $to_call } zum Mitgehen; geh mit, erhöhe oder steig aus. { madnooks-poker-pot-holds-start }.
       *[other] { $player } ist am Zug: { $to_call } zum Mitgehen.
    }
    .br =
        { $who ->
            [you] du: mitgehen { $to_call } kasse { $pot }
           *[other] { $player } mitgehen { $to_call }
        }
madnooks-poker-say-turn-picture =
    { $who ->
        [you] Du bist dran: bestimme dein Bild, das beste oder selbst gebaut.
       *[other] { $player } bestimmt ein Bild.
    }
    .br =
        { $who ->
            [you] du: bild
           *[other] { $player } bild
        }
madnooks-poker-say-skipped-no_exchanges =
    { $who ->
        [you] Du hast keine Kaufmöglichkeit: du wirst übersprungen.
       *[other] { $player } hat keine Kaufmöglichkeit und wird übersprungen.
    }
    .br =
        { $who ->
            [you] du übersprungen, kein tausch
           *[other] { $player } übersprungen, kein tausch
        }
madnooks-poker-say-skipped-broke =
    { $who ->
        [you] Du kannst keinen Tausch bezahlen: du wirst übersprungen.
       *[other] { $player } kann keinen Tausch bezahlen und wird übersprungen.
    }
    .br =
        { $who ->
            [you] du übersprungen, keine chips
           *[other] { $player } übersprungen, keine chips
        }
madnooks-poker-say-skipped-stack_empty =
    { $who ->
        [you] Der Stapel ist leer: du wirst übersprungen.
       *[other] Der Stapel ist leer: { $player } kann nicht tauschen und wird übersprungen.
    }
    .br =
        { $who ->
            [you] du übersprungen, stapel 0
           *[other] { $player } übersprungen, stapel 0
        }
madnooks-poker-say-exchanged =
    { $who ->
        [you] Du tauschst ein Kärtchen und zahlst { $price }; { madnooks-poker-pot-holds }. Kaufmöglichkeiten übrig: { $left }.
       *[other] { $player } tauscht ein Kärtchen und zahlt { $price }; { madnooks-poker-pot-holds }.
    }
    .br =
        { $who ->
            [you] du tauschst, zahlst { $price }, kasse { $pot }, noch { $left }
           *[other] { $player } tauscht, zahlt { $price }, kasse { $pot }
        }
madnooks-poker-say-exchange_drawn = Du gibst { $gave } ab und bekommst { $tile }.
    .br = ab { $gave } neu { $tile }
madnooks-poker-say-stood =
    { $who ->
        [you] Du bist fertig.
       *[other] { $player } ist fertig.
    }
    .br =
        { $who ->
            [you] du fertig
           *[other] { $player } fertig
        }
madnooks-poker-say-check =
    { $who ->
        [you] Du schiebst.
       *[other] { $player } schiebt.
    }
    .br =
        { $who ->
            [you] du schiebst
           *[other] { $player } schiebt
        }
madnooks-poker-say-bet =
    { $who ->
        [you] Du setzt { $amount }; { madnooks-poker-pot-holds }.
       *[other] { $player } setzt { $amount }; { madnooks-poker-pot-holds }.
    }
    .br =
        { $who ->
            [you] du setzt { $amount } kasse { $pot }
           *[other] { $player } setzt { $amount } kasse { $pot }
        }
madnooks-poker-say-call =
    { $who ->
        [you] Du gehst mit { $amount } mit; { madnooks-poker-pot-holds }.
       *[other] { $player } geht mit { $amount } mit; { madnooks-poker-pot-holds }.
    }
    .br =
        { $who ->
            [you] du mit { $amount } kasse { $pot }
           *[other] { $player } mit { $amount } kasse { $pot }
        }
madnooks-poker-say-raise =
    { $who ->
        [you] Du erhöhst auf { $level } und zahlst { $amount }; { madnooks-poker-pot-holds }.
       *[other] { $player } erhöht auf { $level } und zahlt { $amount }; { madnooks-poker-pot-holds }.
    }
    .br =
        { $who ->
            [you] du erhöhst { $level } kasse { $pot }
           *[other] { $player } erhöht { $level } kasse { $pot }
        }
madnooks-poker-say-folded =
    { $who ->
        [you] Du steigst aus.
       *[other] { $player } steigt aus.
    }
    .br =
        { $who ->
            [you] du aus
           *[other] { $player } aus
        }
madnooks-poker-say-betting_over = Die Setzrunde ist vorbei; { madnooks-poker-pot-holds }. Beim Aufdecken dabei: { $players }.
    .br = setzen vorbei, kasse { $pot }: { $players }
madnooks-poker-say-picture_laid = Dein Bild: { $step }.
    .br = bild { $step }
madnooks-poker-say-picture_undone = Du nimmst { $tile } aus deinem Bild zurück; noch { $laid } darin.
    .br = zurück { $tile }, noch { $laid }
madnooks-poker-say-picture_decided =
    { $who ->
        [you] Dein Bild steht fest.
       *[other] { $player } hat ein Bild bestimmt.
    }
    .br =
        { $who ->
            [you] du fest
           *[other] { $player } fest
        }
madnooks-poker-say-by_hand = das selbst gebaute Bild
    .br = selbst
madnooks-poker-say-by_program = das beste Bild
    .br = bestes
madnooks-poker-say-picture_shown =
    { $who ->
        [you] Du zeigst { $how }: { $steps }. Du hast { $points }.
       *[other] { $player } zeigt { $how }: { $steps }. { $player } hat { $points }.
    }
    .br =
        { $who ->
            [you] du { $how }, { $points_n }p: { $steps }
           *[other] { $player } { $how }, { $points_n }p: { $steps }
        }
madnooks-poker-say-won-uncontested =
    { $who ->
        [you] Alle anderen sind ausgestiegen: du gewinnst die Kasse von { $pot } ohne Aufdecken.
       *[other] Alle anderen sind ausgestiegen: { $player } gewinnt die Kasse von { $pot } ohne Aufdecken.
    }
    .br =
        { $who ->
            [you] du gewinnst kasse { $pot }, ohne aufdecken
           *[other] { $player } gewinnt kasse { $pot }, ohne aufdecken
        }
madnooks-poker-say-won =
    { $who ->
        [you] Du gewinnst die Kasse von { $pot } mit { $points }.
       *[other] { $player } gewinnt die Kasse von { $pot } mit { $points }.
    }
    .br =
        { $who ->
            [you] du gewinnst kasse { $pot }, { $points_n }p
           *[other] { $player } gewinnt kasse { $pot }, { $points_n }p
        }
madnooks-poker-say-split =
    { $who ->
        [you] { $players } liegt gleich mit { $points } und teilt euch die Kasse von { $pot }: { $shares }.
       *[other] { $players } liegen gleich mit { $points } und teilen sich die Kasse von { $pot }: { $shares }.
    }
    .br = geteilt kasse { $pot }: { $shares }
madnooks-poker-say-chips_now = Chipstand: { $chips }.
madnooks-poker-say-winner =
    { $who ->
        [you] Du gewinnst mit { $chips }.
       *[other] { $player } gewinnt mit { $chips }.
    }
    .br =
        { $who ->
            [you] du gewinnst
           *[other] { $player } gewinnt
        }
madnooks-poker-say-winners =
    { $who ->
        [you] { $players } teilt euch den Sieg mit { $chips }.
       *[other] { $players } teilen sich den Sieg mit { $chips }.
    }
    .br = { $players } gewinnen
madnooks-poker-say-end-hands =
    { $hands ->
        [one] Die einzige Runde ist gespielt.
       *[other] Alle { $hands } Runden sind gespielt.
    }
madnooks-poker-say-end-bust = Nur noch ein Spieler kann den Spieleinsatz zahlen.
madnooks-poker-say-game_over = Die Partie ist zu Ende. { $reason } { $winners } Chipstand: { $chips }.
    .br = partie aus: { $winners }; { $chips }
madnooks-poker-say-best = Dein bestes Bild: { $points } mit { $tiles ->
        [one] einem Kärtchen
       *[other] { $tiles } Kärtchen
    }: { $steps }.
    .br = bestes { $points }p: { $steps }
madnooks-poker-say-best-none = Du hast in dieser Runde keine Kärtchen.
    .br = keine kärtchen
madnooks-poker-say-built = Bisher selbst gebaut, { $count }, { $points }: { $steps }.
    .br = gebaut { $points }p: { $steps }
madnooks-poker-say-best-head = Dein bestes Bild: { $points } mit { $tiles ->
        [one] einem Kärtchen
       *[other] { $tiles } Kärtchen
    }.
    .br = bestes { $points }p
madnooks-poker-say-built-head = Dein selbst gebautes Bild: { $count }, { $points }.
    .br = gebaut { $points }p
madnooks-poker-say-showdown-head = Das Aufdecken der Runde { $hand }:
    .br = aufdecken runde { $hand }
madnooks-poker-say-shown_item =
    { $who ->
        [you] Dein Bild: { $points }: { $steps }
       *[other] { $player }: { $points }: { $steps }
    }
    .br =
        { $who ->
            [you] du { $points }p: { $steps }
           *[other] { $player } { $points }p: { $steps }
        }
madnooks-poker-say-pot = { madnooks-poker-pot-holds-start }; mitzugehen ist { $level }, { $raises ->
        [one] 1 Erhöhung
       *[other] { $raises } Erhöhungen
    } gemacht.
    .br = kasse { $pot } stand { $level }
madnooks-poker-say-hand = Deine verdeckten Kärtchen: { $tiles }. Offen: { $face }. { $best }
    .br = verdeckt { $tiles }; offen { $face }; { $best }
madnooks-poker-say-hand-no_face = keins
    .br = -
madnooks-poker-say-chips_list = Chipstand: { $chips }. { madnooks-poker-pot-holds-start }.
    .br = chips { $chips }; kasse { $pot }
madnooks-poker-say-status = Runde { $hand } von { $hands }, { $phase }. { $turn } { madnooks-poker-pot-holds-start }. Chipstand: { $chips }.
    .br = runde { $hand } von { $hands } { $phase }, { $turn }, kasse { $pot }; { $chips }
madnooks-poker-say-status-over =
    Die Partie ist zu Ende. { $count ->
        [one] Sieger
       *[other] Sieger
    }: { $players }. Chipstand: { $chips }.
    .br =
        { $count ->
            [one]
                { $who ->
                    [you] ende, sieger du; { $chips }
                   *[other] ende, sieger { $players }; { $chips }
                }
           *[other] ende, sieger { $players }; { $chips }
        }
madnooks-poker-say-hand_item-in = { $tile }: in deinem besten Bild; ohne es bringt das beste { $points }.
    .br = { $tile } im bild, ohne { $points }p
madnooks-poker-say-hand_item-out = { $tile }: nicht in deinem besten Bild; ohne es bringt das beste weiter { $points }.
    .br = { $tile } unbenutzt, ohne { $points }p
madnooks-poker-say-player = { $name }: { $chips }
    .br = { $name }: { $count }
madnooks-poker-say-player-put = { $amount } in dieser Runde gesetzt
    .br = gesetzt { $amount }
madnooks-poker-say-player-out = ausgeschieden
    .br = raus
madnooks-poker-say-player-folded = ausgestiegen
    .br = aus
madnooks-poker-say-player-dealer = Geber
    .br = geber
madnooks-poker-say-group-exchange = Ein verdecktes Kärtchen tauschen (Kaufmöglichkeiten übrig: { $left }):
    .br = tauschen, noch { $left }
madnooks-poker-say-exchange =
    .br = tausche { $tile } -{ $price }
madnooks-poker-say-action-check =
    .br = schieben
madnooks-poker-say-action-bet =
    .br = setzen { $amount } kasse { $pot }
madnooks-poker-say-action-call =
    .br = mitgehen { $amount } kasse { $pot }
madnooks-poker-say-action-raise =
    .br = erhöhen auf { $level } kasse { $pot }
madnooks-poker-say-action-fold =
    .br = aussteigen
madnooks-poker-zone-pictures = Bilder
madnooks-poker-zone-chips = Chips
madnooks-poker-zone-face_up = Offene Kärtchen
madnooks-poker-keydesc-exchange = Poker: das fokussierte verdeckte Kärtchen tauschen
madnooks-poker-keydesc-stand = Poker: fertig (keine Kärtchen mehr tauschen)
madnooks-poker-keydesc-check = Poker: schieben, oder mitgehen, wenn gesetzt wurde
madnooks-poker-keydesc-bet = Poker: setzen, oder erhöhen, wenn gesetzt wurde
madnooks-poker-keydesc-fold = Poker: aussteigen
madnooks-poker-keydesc-best = Poker: dein bestes Bild zeigen (in der Bildphase: es bestimmen)
madnooks-poker-key-no_tile = Wähle zuerst eines deiner verdeckten Kärtchen, dann tauscht E es.
madnooks-poker-key-not_poker = Diese Taste gehört zu Mad Nooks Poker.
madnooks-poker-key-no_placements = Beim Poker stehen die Anlegestellen deines Bildes in der Bildphase in der Liste der Züge.
madnooks-poker-key-lay_later = Dein Bild legst du in der Bildphase; jetzt ist { $phase }.
madnooks-poker-key-picture_full = Alle deine Kärtchen liegen in deinem Bild: zeige es aus der Liste der Züge, oder nimm mit O das beste Bild.
madnooks-poker-key-picture_none = Keines deiner übrigen Kärtchen passt an dein Bild: zeige es aus der Liste der Züge, oder nimm mit O das beste Bild.
madnooks-say-map-sign-empty =
    .br = ·
madnooks-say-map-sign-cursor =
    .br = -
madnooks-say-map-ruler = Spalten { $x0 } bis { $x1 }, von Westen nach Osten; auf der Braillezeile gibt das Lineal die letzte Ziffer jeder Spalte über ihrem Feld.
madnooks-say-map-run = { $where } { $what }
madnooks-say-columns-one = Spalte { $x }
madnooks-say-columns = Spalten { $start } bis { $end }
    .br = { $start } bis { $end }
madnooks-zone-colours = Farben
madnooks-say-colours-head =
    { $count ->
        [0] Farben nach Zeilen: kein leeres Feld liegt an einer farbigen Seite
        [one] Farben nach Zeilen, Norden zuerst: 1 Zeile hat leere Felder an farbigen Seiten
       *[other] Farben nach Zeilen, Norden zuerst: { $count } Zeilen haben leere Felder an farbigen Seiten
    }
    .br = farben, zeilen { $count }
madnooks-say-colours-row = Zeile { $y }: { $runs }
madnooks-say-colours-row-more = Zeile { $y }, weiter: { $runs }
madnooks-say-colours-run = { $colour } im { $direction }: { $where }
madnooks-say-dead =
    { $count ->
        [one] 1 Feld lässt sich nie mehr füllen: { $cells }.
       *[other] { $count } Felder lassen sich nie mehr füllen: { $cells }.
    }
    .br = tot { $cells }
madnooks-say-dead-none = Jedes leere Feld lässt sich noch füllen.
    .br = tot -
madnooks-say-dead-over = Das Spiel ist zu Ende: es wird kein Kärtchen mehr angelegt, also füllt sich kein leeres Feld mehr.
    .br = tot: Spiel zu Ende
madnooks-keydesc-colours = zu den Farben: die Fläche nach Farben gelesen, Zeile für Zeile, die leeren Felder daneben in Spaltenfolgen mit der Farbe, die an ihnen liegt
madnooks-keydesc-dead = die Felder, die sich nie mehr füllen lassen: kein Kärtchen, das noch kommt, passt über sie
madnooks-poker-key-no_dead = Beim Poker legt jeder ein Bild aus seinen eigenen fünf Kärtchen; kein Feld davon muss gefüllt werden.
madnooks-nowhere = Das Kärtchen { $tile } passt nirgends: { $reasons }.{ $hint ->
        [other] { " " }Lege ein anderes deiner Kärtchen an.
        [pass] { " " }Keines deiner Kärtchen passt: setze mit X aus.
       *[none] { "" }
    }
madnooks-nowhere-colour =
    { $count ->
        [one] an 1 Stelle träfe eine Seite auf eine andere Farbe
       *[other] an { $count } Stellen träfe eine Seite auf eine andere Farbe
    }
    .br = farbe { $count }
madnooks-nowhere-short_alone =
    { $count ->
        [one] an 1 Stelle läge nur eine kurze Seite an
       *[other] an { $count } Stellen läge nur eine kurze Seite an
    }
    .br = kurz { $count }
madnooks-nowhere-partial_only =
    { $count ->
        [one] an 1 Stelle läge es nur teilweise an
       *[other] an { $count } Stellen läge es nur teilweise an
    }
    .br = teils { $count }
madnooks-nowhere-room = neben der Fläche hat es nirgends Platz
    .br = kein platz
madnooks-takeback-variant = Bei { $variant } lässt sich kein Zug zurücknehmen: die anderen spielen auf jeden Zug weiter.
madnooks-takeback-none = Du hast noch kein Kärtchen angelegt, das sich zurücknehmen ließe.
madnooks-takeback-other = Seit deinem letzten Zug hat jemand anderes gezogen; er lässt sich nicht mehr zurücknehmen.
madnooks-takeback-missed = Ein ausgesetzter Zug lässt sich nicht zurücknehmen: keines deiner Kärtchen passte.
madnooks-takeback-drawn = Dein letztes Kärtchen lässt sich nicht zurücknehmen: du hast danach ein Kärtchen vom Stapel gezogen, und die Rücknahme zeigte dir das oberste Kärtchen des Stapels. Ist der Stapel aufgebraucht, lässt sich eine Anlegestelle zurücknehmen.
madnooks-say-recap-laid =
    { $count ->
        [one] 1 Kärtchen liegt in der Fläche.
       *[other] { $count } Kärtchen liegen in der Fläche.
    }
    .br = angelegt { $count }
madnooks-say-recap-best =
    { $count ->
        [one] 1 Stelle bringt { $points }: { $places }
       *[other] { $count } Stellen bringen { $points }: { $places }
    }{ $more ->
        [0] .
       *[other] , und { $more } weitere.
    }
madnooks-say-recap-count =
    { $count ->
        [one] 1 Stelle bringt { $points }.
       *[other] { $count } Stellen bringen { $points }.
    }
    .br = { $points }p { $count ->
        [one] 1 Stelle
       *[other] { $count } Stellen
    }
madnooks-say-recap-more =
    .br = und { $count } weitere
madnooks-poker-say-recap = Deine verdeckten Kärtchen: { $tiles }. Offen: { $face }. Bestes Bild: { $points }. Jetzt { $phase }; in der Kasse: { $pot }. Chips: { $chips }.
    .br = verdeckt { $tiles }; offen { $face }; beste { $points }p; { $phase }, kasse { $pot }; { $chips }
madnooks-poker-say-recap-watch = Jetzt { $phase }; in der Kasse: { $pot }. Chips: { $chips }.
    .br = kasse { $pot }; { $chips }
madnooks-typing_help = Züge bei Mad Nooks: lege, der Code des Kärtchens, seine Drehung und seine Ecke, zum Beispiel lege sbrg 90 3,-2; aussetzen, wenn nichts passt; zurücknehmen nimmt beim Solitär dein letztes Kärtchen zurück, sobald der Stapel aufgebraucht ist. Fragen: fläche; plan; zeiger 3,-2, oder nord, ost, süd, west, um ihn zu bewegen; hier, die Anlegestellen, die das Feld des Zeigers bedecken; beste, jede Anlegestelle nach Punkten; kanten, die leeren Felder neben der Fläche mit den Farben daran; farben, dasselbe Zeile für Zeile; tot, die Felder, die sich nie mehr füllen lassen; anlegestellen sbrg; überblick. Poker: tausche sbrg, fertig, schieben, setzen, mitgehen, erhöhen, aussteigen, bild bestes; kasse, bild, offen.

## A tile's number that the hand does not have
madnooks-card-range = Ein Kärtchen { $number } gibt es nicht auf deiner Hand: du hast { $count ->
        [one] 1 Kärtchen
       *[other] { $count } Kärtchen
    }.
madnooks-card-range-typed = Tippe karte und eine Zahl von 1 bis { $count }: die Stelle eines Kärtchens auf deiner Hand.

## Die Wörter, die ein Spieler für die Züge und ihre Teile tippen darf
## (moves.py; durch Kommas getrennt, die Wörter beider Sprachen gelten)
madnooks-words-lay = lege, leg, legen, anlegen
madnooks-words-pass = aussetzen, passe, passen
madnooks-phrases-pass = setze aus, setz aus
madnooks-words-exchange = tausche, tauschen, kaufe, kaufen
madnooks-words-stand = fertig, stehen, bleibe
madnooks-words-check = schieben, schiebe, checken
madnooks-words-bet = setzen, setze
madnooks-words-call = mitgehen, gehe
madnooks-words-raise = erhöhen, erhöhe, erhoehen, erhoehe
madnooks-words-fold = aussteigen, steige
madnooks-words-picture = bild
madnooks-words-best = bestes, beste
madnooks-words-undo = zurück, zurueck
madnooks-words-show = zeigen, zeige
madnooks-words-filler = mit, aus
madnooks-words-at = auf, an, bei
madnooks-words-turned = um, gedreht
madnooks-words-degrees = grad, °
