logomachy-labels-deck = A Logomachy deck is a deck file or one of { $decks }.
# a card kind in print under its label (the colour's name, capitalised by the program)
logomachy-labels-card = { $colour } { $value }
# $letters: the letters printed on cards of this kind
logomachy-labels-card-lettered = { $colour } { $value } ({ $letters })
logomachy-labels-value = the value, { $low } to { $high }, after the colour (with the number sign)
logomachy-labels-example = example: { $card }; the colour, then the value
