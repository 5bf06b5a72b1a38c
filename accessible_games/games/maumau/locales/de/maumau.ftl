maumau-title = Mau Mau

## The special cards' names, and their braille symbols as .br: a card's
## braille form is its colour's short form and its value or symbol (r7, b+2)

maumau-rank-draw2 = Zieh 2
    .br = +2
maumau-rank-skip = Aussetzen
    .br = -aus
maumau-rank-reverse = Richtungswechsel
    .br = -rw
maumau-rank-wild = Joker
    .br = j
maumau-rank-wild4 = Joker +4
    .br = j+4

## A card as said, and as brailled

maumau-card-number = { $adj } { $value }
    .br = { $colour_br }{ $value }
maumau-card-draw2 = { maumau-rank-draw2 } { $name }
    .br = { $colour_br }{ maumau-rank-draw2.br }
maumau-card-skip = { maumau-rank-skip } { $name }
    .br = { $colour_br }{ maumau-rank-skip.br }
maumau-card-reverse = { maumau-rank-reverse } { $name }
    .br = { $colour_br }{ maumau-rank-reverse.br }
maumau-card-wild = { maumau-rank-wild }
    .br = { maumau-rank-wild.br }
maumau-card-wild4 = { maumau-rank-wild4 }
    .br = { maumau-rank-wild4.br }

## A card's print text under its braille label, and the label sheet's legend

maumau-label-card = { $colour } { $value }
maumau-label-value = der Wert einer Zahlenkarte, 0 bis 9, nach der Farbe (mit Zahlzeichen)
maumau-label-symbol = { $name }, nach der Farbe
maumau-label-wild = { $name }, ohne Farbe
maumau-label-example = Beispiel: { $name }; die Farbe, dann der Wert oder das Zeichen

maumau-direction-counterclockwise = gegen den Uhrzeigersinn
    .br = gegen uzs
maumau-direction-clockwise = im Uhrzeigersinn
    .br = uzs
maumau-action-play = { $card } spielen
maumau-action-play-last = { $card } spielen und Letzte rufen
maumau-action-play_wild = { $card } spielen, Farbe { $colour }
maumau-action-play_wild-last = { $card } spielen, Farbe { $colour }, und Letzte rufen
maumau-action-draw = Eine Karte ziehen
maumau-action-draw-penalty =
    { $count ->
        [one] Eine Karte ziehen
       *[other] { $count } Karten ziehen
    }
maumau-action-pass = Passen
maumau-action-challenge = Lüge! Den Joker +4 anzweifeln
maumau-action-report = Vergessene Letzte melden
maumau-action-colour = Farbe { $colour } wählen
maumau-illegal-syntax = { $text } verstehe ich nicht. Sag spiele und eine Karte, zum Beispiel spiele rot 7, spiele blau zieh 2, spiele Joker grün; oder ziehen, passen, Lüge, melden.
maumau-illegal-not_in_hand = Du hast { $card } nicht auf der Hand.
maumau-illegal-no_match = { $card } passt nicht auf { $top }: die Farbe ist { $colour }. Spiel eine Karte in { $colour }, eine mit gleicher Zahl oder gleichem Symbol oder einen Joker; oder zieh.
maumau-illegal-need_colour = Nenne eine Farbe zu { $card }, zum Beispiel spiele Joker rot.
maumau-illegal-last_not_now =
    { $count ->
        [one] Letzte rufst du, wenn du deine vorletzte Karte spielst. Du hast eine Karte.
       *[other] Letzte rufst du, wenn du deine vorletzte Karte spielst. Du hast { $count } Karten.
    }
maumau-illegal-only_drawn = Nach dem Ziehen darfst du nur die gezogene Karte spielen, { $card }, oder passen.
maumau-illegal-drawn_already = Du hast schon gezogen: spiel { $card } oder passe.
maumau-illegal-pass_before_draw = Passen kannst du erst, nachdem du eine Karte gezogen hast.
maumau-illegal-penalty_pending =
    { $count ->
        [one] Du musst eine Karte ziehen, außer du spielst eine Zieh 2. Nur eine Zieh 2 kann darauf antworten.
       *[other] Du musst { $count } Karten ziehen, außer du spielst eine Zieh 2. Nur eine Zieh 2 kann darauf antworten.
    }
maumau-illegal-wild_four_pending =
    { $count ->
        [one] Gegen dich wurde ein Joker +4 gespielt: zieh eine Karte oder rufe Lüge.
       *[other] Gegen dich wurde ein Joker +4 gespielt: zieh { $count } Karten oder rufe Lüge.
    }
maumau-illegal-wild_four_pending-no_challenge =
    { $count ->
        [one] Gegen dich wurde ein Joker +4 gespielt: zieh eine Karte.
       *[other] Gegen dich wurde ein Joker +4 gespielt: zieh { $count } Karten.
    }
maumau-illegal-wild_four_colour = Den Joker +4 darfst du nur spielen, wenn du keine Karte in { $colour } hast.
maumau-illegal-nothing_to_challenge = Es gibt keinen Joker +4, den du anzweifeln könntest.
maumau-illegal-no_bluffing = Bluffen ist an diesem Tisch aus: jeder Joker +4 wurde beim Spielen geprüft, es gibt nichts anzuzweifeln.
maumau-illegal-nothing_to_report = Es gibt nichts zu melden. Nur der nächste Spieler kann eine vergessene Letzte melden, zu Beginn seines Zuges.
maumau-illegal-no_colour_to_name = Jetzt ist keine Farbe zu wählen. Einen Joker spielst du mit seiner Farbe, zum Beispiel spiele Joker rot.
maumau-illegal-name_colour_first = { $card } wurde als erste Karte aufgedeckt: wähle zuerst die Farbe, zum Beispiel Farbe rot.
maumau-pairs_players = Spiel zu zweit wird von genau 4 Spielern gespielt, nicht von { $count }.
maumau-option-time_per_move = Zeit pro Spielzug in Sekunden
maumau-option-time_per_move-none = unbegrenzt
maumau-option-quick = Schnelle Partie (wer zuerst keine Karten mehr hat, gewinnt)
maumau-option-points_per_match = Punkte pro Partie
maumau-option-bluffing = Bluffen mit dem Joker +4
maumau-option-pairs = Spiel zu zweit (Paare)
maumau-keydesc-draw = eine Karte ziehen, oder die Karten einer Zieh 2 oder eines Joker +4 nehmen
maumau-keydesc-pass = nach dem Ziehen passen
maumau-keydesc-last = die gewählte Karte spielen und Letzte rufen
maumau-keydesc-challenge = Lüge: einen Joker +4 anzweifeln
maumau-keydesc-report = eine vergessene Letzte melden
maumau-keydesc-colour = wenn ein Joker als erste Karte aufgedeckt wird: seine Farbe wählen, 1 rot, 2 blau, 3 grün, 4 gelb (sonst wählen die Zahlen eine Karte deiner Hand)
maumau-typing_help = Mau-Mau-Züge: spiele und eine Karte (r7, spiele rot 7, j r für einen Joker mit der Farbe rot); d zieht; p passt; c ruft Lüge gegen einen Joker +4; k meldet eine vergessene Letzte; l und eine Karte spielt sie und ruft Letzte, zum Beispiel l r7.
maumau-key-last_needs_card = Wähle zuerst die Karte in deiner Hand, dann spielst du sie mit L und rufst Letzte.
maumau-round_start =
    { $who ->
        [you] Runde { $round }. Jeder bekommt sieben Karten. Du beginnst; gespielt wird { $direction }.
       *[other] Runde { $round }. Jeder bekommt sieben Karten. { $player } beginnt; gespielt wird { $direction }.
    }
    .br =
        { $who ->
            [you] Runde { $round }: du zuerst, { $direction }
           *[other] Runde { $round }: { $player } zuerst, { $direction }
        }
maumau-dealt = Deine Karten: { $cards }.
    .br = Hand { $cards }
maumau-first_card = Erste Karte: { $card }.
    .br = erste { $card }
maumau-first_card-draw2 =
    { $who ->
        [you] Erste Karte: { $card }. Du musst 2 ziehen oder eine Zieh 2 spielen.
       *[other] Erste Karte: { $card }. { $player } muss 2 ziehen oder eine Zieh 2 spielen.
    }
    .br =
        { $who ->
            [you] erste { $card }: du ziehst 2
           *[other] erste { $card }: { $player } zieht 2
        }
maumau-first_card-skip =
    { $who ->
        [you] Erste Karte: { $card }. Du musst aussetzen.
       *[other] Erste Karte: { $card }. { $player } muss aussetzen.
    }
    .br =
        { $who ->
            [you] erste { $card }: du aussetzen
           *[other] erste { $card }: { $player } aussetzen
        }
maumau-first_card-reverse =
    { $who ->
        [you] Erste Karte: { $card }. Du verlierst den Zug; gespielt wird { $direction }.
       *[other] Erste Karte: { $card }. { $player } verliert den Zug; gespielt wird { $direction }.
    }
    .br =
        { $who ->
            [you] erste { $card }: du aussetzen, { $direction }
           *[other] erste { $card }: { $player } aussetzen, { $direction }
        }
maumau-first_card-wild =
    { $who ->
        [you] Erste Karte: { $card }. Wähle die Farbe, dann spiel.
       *[other] Erste Karte: { $card }. { $player } wählt die Farbe und spielt dann.
    }
    .br =
        { $who ->
            [you] erste { $card }: du Farbe wählen
           *[other] erste { $card }: { $player } Farbe wählen
        }
maumau-first_card_returned = Ein Joker +4 wurde als erste Karte aufgedeckt: er kommt zurück in den Stapel, der gemischt wird.
    .br = erste { maumau-rank-wild4.br } zurück, Stapel gemischt
maumau-top-named = { $card }, Farbe { $colour }
    .br = { $card }={ $colour }
maumau-turn =
    { $who ->
        [you] Du bist dran.
       *[other] { $player } ist dran.
    }
    .br =
        { $who ->
            [you] du dran
           *[other] { $player } dran
        }
maumau-turn-own-play = Du bist dran, auf { $top }.
    .br = du dran: { $top }
maumau-turn-own-penalty =
    { $count ->
        [one] Du bist dran: zieh eine Karte oder spiel eine Zieh 2.
       *[other] Du bist dran: zieh { $count } Karten oder spiel eine Zieh 2.
    }
    .br = du dran: zieh { $count } oder { maumau-rank-draw2.br }
maumau-turn-own-wild4 =
    { $count ->
        [one] Du bist dran: zieh eine Karte oder rufe Lüge.
       *[other] Du bist dran: zieh { $count } Karten oder rufe Lüge.
    }
    .br = du dran: zieh { $count } oder Lüge
maumau-turn-own-wild4-no_challenge =
    { $count ->
        [one] Du bist dran: zieh eine Karte.
       *[other] Du bist dran: zieh { $count } Karten.
    }
    .br = du dran: zieh { $count }
maumau-turn-own-colour = Du bist dran, auf { $top }: wähle die Farbe, 1 rot, 2 blau, 3 grün, 4 gelb.
    .br = du dran: { $top }, Farbe wählen 1-4
maumau-turn-own-report = { $target } hat nicht Letzte gerufen: du kannst es melden.
    .br = { $target } melden?
maumau-play =
    { $who ->
        [you] Du spielst { $card }.
       *[other] { $player } spielt { $card }.
    }
    .br =
        { $who ->
            [you] du: { $card }
           *[other] { $player }: { $card }
        }
maumau-play-wild =
    { $who ->
        [you] Du spielst { $card } und wählst { $colour }.
       *[other] { $player } spielt { $card } und wählt { $colour }.
    }
    .br =
        { $who ->
            [you] du: { $card }={ $colour_br }
           *[other] { $player }: { $card }={ $colour_br }
        }
maumau-last-called =
    { $who ->
        [you] Du rufst: Letzte!
       *[other] { $player }: Letzte!
    }
    .br =
        { $who ->
            [you] du: Letzte!
           *[other] { $player }: Letzte!
        }
maumau-last-missed =
    { $who ->
        [you] Du hast nur noch eine Karte und hast nicht Letzte gerufen.
       *[other] { $player } hat nur noch eine Karte und hat nicht Letzte gerufen.
    }
    .br =
        { $who ->
            [you] du: 1 Karte, kein Ruf
           *[other] { $player }: 1 Karte, kein Ruf
        }
maumau-effect-skip =
    { $who ->
        [you] Du musst aussetzen.
       *[other] { $player } muss aussetzen.
    }
    .br =
        { $who ->
            [you] du aussetzen
           *[other] { $player } aussetzen
        }
maumau-effect-reverse = Jetzt wird { $direction } gespielt.
    .br = jetzt { $direction }
maumau-effect-again =
    { $who ->
        [you] Du bist noch einmal dran.
       *[other] { $player } ist noch einmal dran.
    }
    .br =
        { $who ->
            [you] du nochmal
           *[other] { $player } nochmal
        }
maumau-effect-draw2 =
    { $who ->
        [you] Du musst { $count } ziehen oder eine Zieh 2 spielen.
       *[other] { $player } muss { $count } ziehen oder eine Zieh 2 spielen.
    }
    .br =
        { $who ->
            [you] du: zieh { $count }
           *[other] { $player }: zieh { $count }
        }
maumau-effect-draw4 =
    { $who ->
        [you] Du musst 4 ziehen oder Lüge rufen.
       *[other] { $player } muss 4 ziehen oder Lüge rufen.
    }
    .br =
        { $who ->
            [you] du: zieh 4
           *[other] { $player }: zieh 4
        }
maumau-effect-draw4-no_challenge =
    { $who ->
        [you] Du musst 4 ziehen.
       *[other] { $player } muss 4 ziehen.
    }
    .br =
        { $who ->
            [you] du: zieh 4
           *[other] { $player }: zieh 4
        }
maumau-draw =
    { $who ->
        [you]
            { $count ->
                [one] Du ziehst eine Karte.
               *[other] Du ziehst { $count } Karten.
            }
       *[other]
            { $count ->
                [one] { $player } zieht eine Karte.
               *[other] { $player } zieht { $count } Karten.
            }
    }
    .br =
        { $who ->
            [you] du: { $count } gezogen
           *[other] { $player }: { $count } gezogen
        }
maumau-draw-short =
    { $who ->
        [you]
            { $count ->
                [one] Du ziehst nur eine Karte von { $wanted }: es sind keine Karten mehr übrig.
               *[other] Du ziehst nur { $count } Karten von { $wanted }: es sind keine Karten mehr übrig.
            }
       *[other]
            { $count ->
                [one] { $player } zieht nur eine Karte von { $wanted }: es sind keine Karten mehr übrig.
               *[other] { $player } zieht nur { $count } Karten von { $wanted }: es sind keine Karten mehr übrig.
            }
    }
    .br =
        { $who ->
            [you] du: { $count } von { $wanted } gezogen
           *[other] { $player }: { $count } von { $wanted } gezogen
        }
maumau-draw-none =
    { $who ->
        [you] Du kannst nicht ziehen: es ist keine Karte mehr übrig.
       *[other] { $player } kann nicht ziehen: es ist keine Karte mehr übrig.
    }
    .br =
        { $who ->
            [you] du: keine Karte übrig
           *[other] { $player }: keine Karte übrig
        }
maumau-drawn = Du ziehst { $cards }.
    .br = gezogen { $cards }
maumau-drawn-playable = Du ziehst { $cards }. Spiel sie oder passe.
    .br = gezogen { $cards }: spielen oder passen
maumau-reshuffle =
    { $count ->
        [one] Der Stapel ist leer: der Ablegestapel wird zu einem neuen Stapel mit einer Karte gemischt.
       *[other] Der Stapel ist leer: der Ablegestapel wird zu einem neuen Stapel mit { $count } Karten gemischt.
    }
    .br = neu gemischt, Stapel { $count }
maumau-pass =
    { $who ->
        [you] Du passt.
       *[other] { $player } passt.
    }
    .br =
        { $who ->
            [you] du: gepasst
           *[other] { $player }: gepasst
        }
maumau-pass-forced =
    { $who ->
        [you] Die gezogene Karte passt nicht: dein Zug endet.
       *[other] Die gezogene Karte passt nicht: der Zug von { $player } endet.
    }
    .br =
        { $who ->
            [you] du: passt nicht, Zug endet
           *[other] { $player }: passt nicht, Zug endet
        }

## The challenge of a Wild Draw Four: $player challenges, $target played it.
## -target: said to the one who played it

maumau-challenge-bluff =
    { $who ->
        [you]
            { $count ->
                [one] Du rufst Lüge gegen den Joker +4 von { $target }: geblufft! { $target } zieht eine Karte.
               *[other] Du rufst Lüge gegen den Joker +4 von { $target }: geblufft! { $target } zieht { $count } Karten.
            }
       *[other]
            { $count ->
                [one] { $player } ruft Lüge gegen den Joker +4 von { $target }: geblufft! { $target } zieht eine Karte.
               *[other] { $player } ruft Lüge gegen den Joker +4 von { $target }: geblufft! { $target } zieht { $count } Karten.
            }
    }
    .br =
        { $who ->
            [you] du Lüge: Bluff, { $target } zieht { $count }
           *[other] { $player } Lüge: Bluff, { $target } zieht { $count }
        }
maumau-challenge-bluff-target =
    { $count ->
        [one] { $player } ruft Lüge gegen deinen Joker +4: beim Bluffen erwischt, du ziehst eine Karte.
       *[other] { $player } ruft Lüge gegen deinen Joker +4: beim Bluffen erwischt, du ziehst { $count } Karten.
    }
    .br = { $player } Lüge: Bluff, du ziehst { $count }
maumau-challenge-kept =
    { $who ->
        [you]
            { $count ->
                [one] Du rufst Lüge gegen den Joker +4 von { $target }, aber er war regelgerecht: du ziehst eine Karte.
               *[other] Du rufst Lüge gegen den Joker +4 von { $target }, aber er war regelgerecht: du ziehst { $count } Karten.
            }
       *[other]
            { $count ->
                [one] { $player } ruft Lüge gegen den Joker +4 von { $target }, aber er war regelgerecht: { $player } zieht eine Karte.
               *[other] { $player } ruft Lüge gegen den Joker +4 von { $target }, aber er war regelgerecht: { $player } zieht { $count } Karten.
            }
    }
    .br =
        { $who ->
            [you] du Lüge: regelgerecht, du ziehst { $count }
           *[other] { $player } Lüge: regelgerecht, { $player } zieht { $count }
        }
maumau-challenge-kept-target =
    { $count ->
        [one] { $player } ruft Lüge gegen deinen Joker +4, aber du hast regelgerecht gespielt: { $player } zieht eine Karte.
       *[other] { $player } ruft Lüge gegen deinen Joker +4, aber du hast regelgerecht gespielt: { $player } zieht { $count } Karten.
    }
    .br = { $player } Lüge: regelgerecht, { $player } zieht { $count }
maumau-hand_shown-bluff =
    { $who ->
        [you] Deine Hand, als du den Joker +4 gespielt hast: { $cards }. Sie hatte eine Karte in { $colour }: geblufft.
       *[other] Die Hand von { $player }, als der Joker +4 gespielt wurde: { $cards }. Sie hatte eine Karte in { $colour }: geblufft.
    }
    .br =
        { $who ->
            [you] du hattest { $cards }: Bluff
           *[other] { $player } hatte { $cards }: Bluff
        }
maumau-hand_shown-fair =
    { $who ->
        [you] Deine Hand, als du den Joker +4 gespielt hast: { $cards }. Keine Karte in { $colour }: regelgerecht.
       *[other] Die Hand von { $player }, als der Joker +4 gespielt wurde: { $cards }. Keine Karte in { $colour }: regelgerecht.
    }
    .br =
        { $who ->
            [you] du hattest { $cards }: regelgerecht
           *[other] { $player } hatte { $cards }: regelgerecht
        }
maumau-no_cards = keine Karten

## The report of a missed last card call: $player reports $target.
## -target: said to the one reported

maumau-report =
    { $who ->
        [you]
            { $count ->
                [one] Du meldest: { $target } hat nicht Letzte gerufen und zieht eine Karte.
               *[other] Du meldest: { $target } hat nicht Letzte gerufen und zieht { $count } Karten.
            }
       *[other]
            { $count ->
                [one] { $player } meldet: { $target } hat nicht Letzte gerufen und zieht eine Karte.
               *[other] { $player } meldet: { $target } hat nicht Letzte gerufen und zieht { $count } Karten.
            }
    }
    .br =
        { $who ->
            [you] du: { $target } gemeldet, zieht { $count }
           *[other] { $player }: { $target } gemeldet, zieht { $count }
        }
maumau-report-target =
    { $count ->
        [one] { $player } meldet dich: du hast nicht Letzte gerufen und ziehst eine Karte.
       *[other] { $player } meldet dich: du hast nicht Letzte gerufen und ziehst { $count } Karten.
    }
    .br = { $player }: dich gemeldet, du ziehst { $count }
maumau-colour_chosen =
    { $who ->
        [you] Du wählst { $colour }.
       *[other] { $player } wählt { $colour }.
    }
    .br =
        { $who ->
            [you] du: Farbe { $colour_br }
           *[other] { $player }: Farbe { $colour_br }
        }

## The end of a round and of the match

maumau-round_over =
    { $who ->
        [you]
            { $points ->
                [one] Du hast keine Karten mehr und gewinnst Runde { $round } mit 1 Punkt.
               *[other] Du hast keine Karten mehr und gewinnst Runde { $round } mit { $points } Punkten.
            }
       *[other]
            { $points ->
                [one] { $player } hat keine Karten mehr und gewinnt Runde { $round } mit 1 Punkt.
               *[other] { $player } hat keine Karten mehr und gewinnt Runde { $round } mit { $points } Punkten.
            }
    }
    .br =
        { $who ->
            [you]
                { $points ->
                    [one] du fertig, Runde { $round }: 1 P
                   *[other] du fertig, Runde { $round }: { $points } P
                }
           *[other]
                { $points ->
                    [one] { $player } fertig, Runde { $round }: 1 P
                   *[other] { $player } fertig, Runde { $round }: { $points } P
                }
        }
maumau-round_over-pair =
    { $who ->
        [you]
            { $points ->
                [one] Du hast keine Karten mehr: du und { $partner } gewinnt Runde { $round } mit je 1 Punkt.
               *[other] Du hast keine Karten mehr: du und { $partner } gewinnt Runde { $round } mit je { $points } Punkten.
            }
       *[other]
            { $points ->
                [one] { $player } hat keine Karten mehr: { $player } und { $partner } gewinnen Runde { $round } mit je 1 Punkt.
               *[other] { $player } hat keine Karten mehr: { $player } und { $partner } gewinnen Runde { $round } mit je { $points } Punkten.
            }
    }
    .br =
        { $who ->
            [you]
                { $points ->
                    [one] du fertig, Runde { $round }: Paar 1 P
                   *[other] du fertig, Runde { $round }: Paar { $points } P
                }
           *[other]
                { $points ->
                    [one] { $player } fertig, Runde { $round }: Paar 1 P
                   *[other] { $player } fertig, Runde { $round }: Paar { $points } P
                }
        }
# said to the partner of the player who went out
maumau-round_over-pair-partner =
    { $points ->
        [one] { $player } hat keine Karten mehr: { $player } und du gewinnt Runde { $round } mit je 1 Punkt.
       *[other] { $player } hat keine Karten mehr: { $player } und du gewinnt Runde { $round } mit je { $points } Punkten.
    }
    .br =
        { $points ->
            [one] { $player } fertig, Runde { $round }: Paar 1 P
           *[other] { $player } fertig, Runde { $round }: Paar { $points } P
        }
maumau-round_over-quick =
    { $who ->
        [you] Du hast keine Karten mehr und gewinnst!
       *[other] { $player } hat keine Karten mehr und gewinnt.
    }
    .br =
        { $who ->
            [you] du fertig, du gewinnst
           *[other] { $player } fertig, gewinnt
        }
maumau-match_over =
    { $who ->
        [you]
            { $score ->
                [one] Du gewinnst die Partie mit 1 Punkt!
               *[other] Du gewinnst die Partie mit { $score } Punkten!
            }
       *[other]
            { $score ->
                [one] { $players } gewinnt die Partie mit 1 Punkt.
               *[other] { $players } gewinnt die Partie mit { $score } Punkten.
            }
    }
    .br =
        { $who ->
            [you] Partie aus: du gewinnst, { $score } P
           *[other] Partie aus: { $players } gewinnt, { $score } P
        }
maumau-match_over-pair =
    { $who ->
        [you]
            { $score ->
                [one] Du und { $partner } gewinnt die Partie mit je 1 Punkt!
               *[other] Du und { $partner } gewinnt die Partie mit je { $score } Punkten!
            }
       *[other]
            { $score ->
                [one] { $players } gewinnen die Partie mit je 1 Punkt.
               *[other] { $players } gewinnen die Partie mit je { $score } Punkten.
            }
    }
    .br =
        { $who ->
            [you] Partie aus: du und { $partner } gewinnt, je { $score } P
           *[other] Partie aus: { $players } gewinnen, je { $score } P
        }
maumau-match_over-quick = { $players } gewinnt das Spiel.
    .br = aus: { $players } gewinnt
maumau-match_over-own-quick = Du gewinnst das Spiel!
    .br = aus: du gewinnst
maumau-match_over-pair-quick = { $players } gewinnen das Spiel.
    .br = aus: { $players } gewinnen
maumau-match_over-pair-own-quick = Du und { $partner } gewinnt das Spiel!
    .br = aus: du und { $partner } gewinnt

## The scores: a list of maumau-score, one a player

maumau-scores = Punktestand: { $scores }.
    .br = P { $scores }
maumau-score =
    { $who ->
        [you]
            { $score ->
                [one] du hast 1 Punkt
               *[other] du hast { $score } Punkte
            }
       *[other]
            { $score ->
                [one] { $player } hat 1 Punkt
               *[other] { $player } hat { $score } Punkte
            }
    }
    .br =
        { $who ->
            [you] du: { $score }
           *[other] { $player }: { $score }
        }
maumau-scores-quick = Schnelle Partie: wer zuerst keine Karten mehr hat, gewinnt; Punkte werden nicht gezählt.
maumau-target =
    { $target ->
        [one] Die Partie gewinnt, wer 1 Punkt erreicht.
       *[other] Die Partie gewinnt, wer { $target } Punkte erreicht.
    }
    .br = Sieg bei { $target }
maumau-pairs =
    { $who ->
        [you] Paare: du spielst mit { $partner } gegen { $others }.
       *[other] Paare: { $first } gegen { $second }.
    }
# a round of the score sheet: $counted is a list of maumau-round_record-from,
# the points of the cards the others held
maumau-round_record =
    { $who ->
        [you]
            { $points ->
                [one] Runde { $round }: du hattest keine Karten mehr und bekamst 1 Punkt: { $counted }.
               *[other] Runde { $round }: du hattest keine Karten mehr und bekamst { $points } Punkte: { $counted }.
            }
       *[other]
            { $points ->
                [one] Runde { $round }: { $player } hatte keine Karten mehr und bekam 1 Punkt: { $counted }.
               *[other] Runde { $round }: { $player } hatte keine Karten mehr und bekam { $points } Punkte: { $counted }.
            }
    }
maumau-round_record-from =
    { $who ->
        [you] { $points } von dir
       *[other] { $points } von { $player }
    }
# the score sheet of a quick game, which counts no points
maumau-round_record-quick =
    { $who ->
        [you] Runde { $round }: du hattest zuerst keine Karten mehr.
       *[other] Runde { $round }: { $player } hatte zuerst keine Karten mehr.
    }
# the result at the end of a quick game: $pair is yes when a pair won
maumau-result-quick =
    { $pair ->
        [yes] Ergebnis: in einer schnellen Partie werden keine Punkte gezählt; das Paar dessen, der zuerst keine Karten mehr hat, gewinnt. Sieger: { $winners }.
       *[no] Ergebnis: in einer schnellen Partie werden keine Punkte gezählt; wer zuerst keine Karten mehr hat, gewinnt. Sieger: { $winners }.
    }
maumau-no_rounds = Noch ist keine Runde zu Ende.

## What the player asks for: the hand, the table, the status, the legend

maumau-hand =
    { $count ->
        [one] Deine einzige Karte: { $cards }.
       *[other] Deine { $count } Karten: { $cards }.
    }
    .br = Hand { $cards }
maumau-hand-empty = Du hast keine Karten.
maumau-table =
    Auf dem Ablegestapel: { $top }; die Farbe ist { $colour }. Stapel: { $stock ->
        [one] eine Karte
       *[other] { $stock } Karten
    }; Ablegestapel: { $discard ->
        [one] eine Karte
       *[other] { $discard } Karten
    }.
    .br = oben { $top } Stapel { $stock }
maumau-pending =
    { $who ->
        [you]
            { $count ->
                [one] Du musst eine Karte ziehen.
               *[other] Du musst { $count } Karten ziehen.
            }
       *[other]
            { $count ->
                [one] { $player } muss eine Karte ziehen.
               *[other] { $player } muss { $count } Karten ziehen.
            }
    }
    .br = zieh { $count }
maumau-status = Runde { $round }. { $top } liegt oben, Farbe { $colour }. Gespielt wird { $direction }. { $turn } Danach: { $next }.
    .br = Runde { $round }: { $top } { $direction }, dran { $turn }, dann { $next }
maumau-status-drawn = Du hast { $card } gezogen: spiel sie oder passe.
    .br = gezogen { $card }
maumau-status-over = Das Spiel ist zu Ende.
maumau-legend = Brailleformen: Farben { $colours }; dann der Wert, zum Beispiel r7. { maumau-rank-draw2.br } ist { maumau-rank-draw2 }, { maumau-rank-skip.br } { maumau-rank-skip }, { maumau-rank-reverse.br } { maumau-rank-reverse }, { maumau-rank-wild.br } { maumau-rank-wild }, { maumau-rank-wild4.br } { maumau-rank-wild4 }. Ein Plus hinter einer Karte deiner Hand: sie kann gespielt werden; ein Minus: sie kann nicht gespielt werden, dahinter der Grund in Kürze; ein Ausrufezeichen: die eben gezogene Karte. Eine Zahl nach einem Namen und einem Doppelpunkt gehört diesem Spieler: Anna: 3k 12P.
# a colour in the legend: its braille form and its name
maumau-legend-colour = { $code } { $colour }

## The zones of the full-screen mode

maumau-zone-pile = Ablegestapel
maumau-item-top = Oben: { $card }
    .br = oben { $card }
maumau-item-colour = Es gilt die Farbe { $colour }
    .br = Farbe { $colour }
maumau-item-direction =
    { $who ->
        [you] Gespielt wird { $direction }: du bist dran, dann { $next }
       *[other] Gespielt wird { $direction }: { $player } ist dran, dann { $next }
    }
    .br =
        { $who ->
            [you] { $direction }: du, dann { $next }
           *[other] { $direction }: { $player }, dann { $next }
        }
maumau-item-stock =
    Stapel: { $stock ->
        [one] eine Karte
       *[other] { $stock } Karten
    }; Ablegestapel: { $discard ->
        [one] eine Karte
       *[other] { $discard } Karten
    }
    .br = Stapel { $stock } Ablage { $discard }
maumau-item-round =
    { $target ->
        [one] Runde { $round }; die Partie gewinnt, wer 1 Punkt erreicht
       *[other] Runde { $round }; die Partie gewinnt, wer { $target } Punkte erreicht
    }
maumau-item-quick = Schnelle Partie: wer zuerst keine Karten mehr hat, gewinnt
maumau-item-play = { $card }: kann gespielt werden
    .br = { $card } +
maumau-item-wild = { $card }: kann gespielt werden, mit Farbwahl; wähle die Farbe unter seinen Zügen
    .br = { $card } +
maumau-item-drawn = { $card }: eben gezogen, spiel sie oder passe
    .br = { $card } !
# said with a Joker +4 that would be a bluff: $count cards of the colour in force are in the hand
maumau-bluff =
    { $count ->
        [one] Ein Bluff: du hast eine Karte der Farbe { $colour }.
       *[other] Ein Bluff: du hast { $count } Karten der Farbe { $colour }.
    } Wird er angezweifelt, ziehst du 4 Karten.
    .br = Bluff
maumau-item-no = { $card }: passt nicht
    .br = { $card } -
# a card of the hand that may not be played now, and why (the reasons of the
# refusals maumau-illegal-*, said short)
maumau-item-only_drawn = { $card }: nach dem Ziehen darf nur die gezogene Karte gespielt werden, { $drawn }
    .br = { $card } - nur { $drawn }
maumau-item-penalty =
    { $count ->
        [one] { $card }: du musst eine Karte ziehen oder eine Zieh 2 spielen
       *[other] { $card }: du musst { $count } Karten ziehen oder eine Zieh 2 spielen
    }
    .br = { $card } - zieh { $count }
maumau-item-wild_four =
    { $count ->
        [one] { $card }: gegen dich wurde ein Joker +4 gespielt: zieh eine Karte oder rufe Lüge
       *[other] { $card }: gegen dich wurde ein Joker +4 gespielt: zieh { $count } Karten oder rufe Lüge
    }
    .br = { $card } - zieh { $count }
maumau-item-wild_four-no_challenge =
    { $count ->
        [one] { $card }: gegen dich wurde ein Joker +4 gespielt: zieh eine Karte
       *[other] { $card }: gegen dich wurde ein Joker +4 gespielt: zieh { $count } Karten
    }
    .br = { $card } - zieh { $count }
maumau-item-colour_first = { $card }: wähle zuerst die Farbe des Jokers auf dem Ablegestapel
    .br = { $card } - erst Farbe
maumau-item-wild_four_colour = { $card }: nur wenn du keine Karte in { $colour } hast
    .br = { $card } - du hast { $colour }
# any other reason: the refusal itself
maumau-item-refused = { $card }: { $reason }
    .br = { $card } -
maumau-player =
    { $name }: { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }, { $score ->
        [one] 1 Punkt
       *[other] { $score } Punkte
    }
    .br = { $name }: { $count }k { $score }P
# a player in a quick game, which counts no points
maumau-player-quick =
    { $name }: { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }
    .br = { $name }: { $count }k
maumau-player-last =
    { $who ->
        [you] hast Letzte gerufen
       *[other] hat Letzte gerufen
    }
    .br = Letzte
maumau-player-partner =
    { $who ->
        [you] Partner von dir
       *[other] Partner von { $partner }
    }
maumau-player-turn =
    { $who ->
        [you] bist dran
       *[other] ist dran
    }
    .br = { "*" }

## The recap: where the player stands, in one line (the hand, the pile,
## what must be drawn, the card just drawn, every other player's cards)

maumau-recap-top = Auf dem Ablegestapel: { $top }; es gilt die Farbe { $colour }.
    .br = oben { $top }
# the first card is a Wild whose colour is not named yet
maumau-recap-top-open = Auf dem Ablegestapel: { $top }; seine Farbe ist noch nicht gewählt.
    .br = oben { $top }, keine Farbe
# $counts: a list of maumau-recap-count, one for each other player
maumau-recap-counts = { $counts }.
maumau-recap-count =
    { $count ->
        [one] { $player } hat 1 Karte
       *[other] { $player } hat { $count } Karten
    }
    .br = { $player }: { $count }k
# the sizes of the stock and the discard pile
maumau-recap-stock =
    Stapel: { $stock ->
        [one] eine Karte
       *[other] { $stock } Karten
    }; Ablegestapel: { $discard ->
        [one] eine Karte
       *[other] { $discard } Karten
    }.
    .br = Stapel { $stock } Ablage { $discard }

## Taking a move back

maumau-takeback-none = Bei Mau Mau lässt sich kein Zug zurücknehmen: eine gezogene Karte kommt aus dem verdeckten Stapel, und die anderen spielen auf jeden Zug weiter.
# die Wörter, die Spieler für die Züge und ihre Teile tippen können (durch
# Kommas getrennt; die Wörter beider Sprachen werden verstanden; einzelne
# Buchstaben sind die Tasten)
maumau-words-play = spiele, spiel, spielen, lege, leg, legen, ausspielen
maumau-words-draw = ziehe, zieh, ziehen, nachziehen, abheben, hebe, heben, nimm
maumau-words-pass = passe, passen, weiter
maumau-words-challenge = lüge, luege, luge, anzweifeln, zweifeln, zweifel
maumau-words-report = melden, melde, meldet, letzte, letzter
maumau-words-colour = farbe, wähle, waehle, wähl, nenne
maumau-words-last = letzte, letzter
maumau-words-skip = aussetzen, aussetzer, überspringen, ueberspringen
maumau-words-reverse = richtungswechsel, wechsel, umkehr, richtungsänderung
maumau-words-wild = joker, farbwahl
maumau-words-drawing = zieh, ziehe
maumau-words-plus = plus
maumau-words-two = zwei
maumau-words-four = vier
maumau-words-rank-0 = null
maumau-words-rank-1 = eins
maumau-words-rank-2 = zwei
maumau-words-rank-3 = drei
maumau-words-rank-4 = vier
maumau-words-rank-5 = fünf, fuenf
maumau-words-rank-6 = sechs
maumau-words-rank-7 = sieben
maumau-words-rank-8 = acht
maumau-words-rank-9 = neun
maumau-words-filler = karte, karten, und, die, der, das, eine, ein, rufe, ruf, sage, mit, auf, zu
