logomachy-labels-deck = Ein Logomachy-Deck ist eine Deckdatei oder eines von { $decks }.
