logomachy-labels-deck = A Logomachy deck is a deck file or one of { $decks }.
