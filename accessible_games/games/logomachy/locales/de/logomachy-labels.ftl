logomachy-labels-deck = Ein Logomachy-Deck ist eine Deckdatei oder eines von { $decks }.
# a card kind in print under its label (the colour's name, capitalised by the program)
logomachy-labels-card = { $colour } { $value }
# $letters: the letters printed on cards of this kind
logomachy-labels-card-lettered = { $colour } { $value } ({ $letters })
logomachy-labels-value = der Wert, { $low } bis { $high }, nach der Farbe (mit Zahlzeichen)
logomachy-labels-example = Beispiel: { $card }; die Farbe, dann der Wert
