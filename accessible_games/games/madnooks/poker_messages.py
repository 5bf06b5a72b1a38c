"""What Mad Nooks Poker's rules say, in English and German: option checks,
action labels, phases and refusals.

Terms (German poker words, not in GLOSSARY.md): pot = Kasse, ante =
Spieleinsatz, exchange phase = Kaufphase, exchange = tauschen, check =
schieben, bet = setzen, call = mitgehen, raise = erhöhen, fold =
aussteigen, chips = Chips, picture = Bild, showdown = Aufdecken.
"""

from accessible_games.core.messages import register

register(
    {
        "en": {
            "poker.option.ante_above_chips": "The ante ({ante}) must not be more than the chips each player starts with ({chips}).",
            "poker.phase.exchange": "the exchange phase",
            "poker.phase.betting": "the betting",
            "poker.phase.picture": "the picture phase",
            "poker.phase.over": "the end of the match",
            # actions
            "poker.action.exchange": "Exchange {tile} for the top tile of the stack, for {price} chips",
            "poker.action.stand": "Stand: exchange no more tiles",
            "poker.action.check": "Check: bet nothing",
            "poker.action.bet": "Bet {amount} chips (pot then {pot})",
            "poker.action.call": "Call {amount} chips (pot then {pot})",
            "poker.action.raise": "Raise to {level}: pay {amount} chips (pot then {pot})",
            "poker.action.fold": "Fold: give up the hand rather than pay {amount} chips",
            "poker.action.picture_best": "Show your best picture: {tiles} tiles, {points} points",
            "poker.action.picture_show": "Show the picture you built: {tiles} tiles, {points} points",
            "poker.action.picture_undo": "Take back the last tile of your picture",
            # refusals
            "poker.illegal.syntax": "I do not understand {text}. In Poker you exchange (exchange kbrg), stand, check, bet, call, raise, fold, or decide your picture (picture best, picture lay kbrg 90 1,-1, picture undo, picture show).",
            "poker.illegal.phase": "Not now: this is {phase}.",
            "poker.illegal.classic": "In Poker nobody lays tiles on a shared area; build your own picture in the picture phase with picture lay.",
            "poker.illegal.exchange.no_exchanges": "You have no exchanges left in this hand.",
            "poker.illegal.exchange.broke": "You cannot afford an exchange: it costs {price} chips and you have {chips}.",
            "poker.illegal.exchange.stack_empty": "The stack is empty: there is nothing to exchange for.",
            "poker.illegal.exchange.syntax": "Say which tile to exchange by its code, for example exchange kbrg.",
            "poker.illegal.exchange.face_up": "Your face-up tile {tile} cannot be exchanged; only hidden tiles can.",
            "poker.illegal.not_held": "You have no tile {code} ({tile}).",
            "poker.illegal.check": "You cannot check: there are {amount} chips to call. Call, raise or fold.",
            "poker.illegal.call": "There is nothing to call: check or bet.",
            "poker.illegal.fold": "You can check for free, so there is no need to fold.",
            "poker.illegal.bet.made": "There is already a bet (to {level}): call, raise or fold.",
            "poker.illegal.raise.none": "Nobody has bet yet: bet instead of raising.",
            "poker.illegal.raise.cap": "The {count} raises of this round are made: call or fold.",
            "poker.illegal.afford.own": "You cannot afford that: it would take the level to {level} and you have {chips} chips.",
            "poker.illegal.afford": "Not allowed: {player} could not call {level}, and there are no side pots.",
            "poker.illegal.picture.empty": "Your picture has no tile yet: lay one with picture lay, or take picture best.",
            "poker.illegal.picture.syntax": "I do not understand {text}. Decide your picture with picture best, or build it with picture lay kbrg 0 0,0, picture undo and picture show.",
            "poker.illegal.picture.laid": "{tile} is already in your picture.",
            "poker.illegal.picture.first": "The first tile of a picture lies at 0,0, not turned: picture lay with 0 0,0.",
        },
        "de": {
            "poker.option.ante_above_chips": "Der Spieleinsatz ({ante}) darf nicht höher sein als die Chips, mit denen jeder beginnt ({chips}).",
            "poker.phase.exchange": "die Kaufphase",
            "poker.phase.betting": "die Setzrunde",
            "poker.phase.picture": "die Bildphase",
            "poker.phase.over": "das Ende der Partie",
            "poker.action.exchange": "{tile} gegen das oberste Kärtchen des Stapels tauschen, für {price} Chips",
            "poker.action.stand": "Fertig: keine Kärtchen mehr tauschen",
            "poker.action.check": "Schieben: nichts setzen",
            "poker.action.bet": "{amount} Chips setzen (Kasse dann {pot})",
            "poker.action.call": "Mitgehen mit {amount} Chips (Kasse dann {pot})",
            "poker.action.raise": "Erhöhen auf {level}: {amount} Chips zahlen (Kasse dann {pot})",
            "poker.action.fold": "Aussteigen: die Runde aufgeben statt {amount} Chips zu zahlen",
            "poker.action.picture_best": "Dein bestes Bild zeigen: {tiles} Kärtchen, {points} Punkte",
            "poker.action.picture_show": "Das selbst gebaute Bild zeigen: {tiles} Kärtchen, {points} Punkte",
            "poker.action.picture_undo": "Das letzte Kärtchen deines Bildes zurücknehmen",
            "poker.illegal.syntax": "Ich verstehe {text} nicht. Beim Poker tauschst du (tausche sbrg), bist fertig, schiebst, setzt, gehst mit, erhöhst, steigst aus oder bestimmst dein Bild (bild bestes, bild lege sbrg 90 1,-1, bild zurück, bild zeigen).",
            "poker.illegal.phase": "Jetzt nicht: das ist {phase}.",
            "poker.illegal.classic": "Beim Poker legt niemand auf eine gemeinsame Fläche; baue dein eigenes Bild in der Bildphase mit bild lege.",
            "poker.illegal.exchange.no_exchanges": "Du hast in dieser Runde keine Kaufmöglichkeit mehr.",
            "poker.illegal.exchange.broke": "Du kannst dir keinen Tausch leisten: er kostet {price} Chips, und du hast {chips}.",
            "poker.illegal.exchange.stack_empty": "Der Stapel ist leer: es gibt nichts zum Tauschen.",
            "poker.illegal.exchange.syntax": "Sag mit seinem Code, welches Kärtchen du tauschst, zum Beispiel tausche sbrg.",
            "poker.illegal.exchange.face_up": "Dein offenes Kärtchen {tile} kann nicht getauscht werden, nur verdeckte.",
            "poker.illegal.not_held": "Du hast kein Kärtchen {code} ({tile}).",
            "poker.illegal.check": "Du kannst nicht schieben: {amount} Chips sind zu bringen. Geh mit, erhöhe oder steig aus.",
            "poker.illegal.call": "Es gibt nichts mitzugehen: schiebe oder setze.",
            "poker.illegal.fold": "Du kannst umsonst schieben, aussteigen ist nicht nötig.",
            "poker.illegal.bet.made": "Es wurde schon gesetzt (auf {level}): geh mit, erhöhe oder steig aus.",
            "poker.illegal.raise.none": "Noch hat niemand gesetzt: setze, statt zu erhöhen.",
            "poker.illegal.raise.cap": "Die {count} Erhöhungen dieser Runde sind gemacht: geh mit oder steig aus.",
            "poker.illegal.afford.own": "Das kannst du dir nicht leisten: es ginge auf {level}, und du hast {chips} Chips.",
            "poker.illegal.afford": "Nicht erlaubt: {player} könnte {level} nicht mitgehen, und Nebenkassen gibt es nicht.",
            "poker.illegal.picture.empty": "Dein Bild hat noch kein Kärtchen: lege eines mit bild lege, oder nimm bild bestes.",
            "poker.illegal.picture.syntax": "Ich verstehe {text} nicht. Bestimme dein Bild mit bild bestes, oder baue es mit bild lege sbrg 0 0,0, bild zurück und bild zeigen.",
            "poker.illegal.picture.laid": "{tile} liegt schon in deinem Bild.",
            "poker.illegal.picture.first": "Das erste Kärtchen eines Bildes liegt ungedreht auf 0,0: bild lege mit 0 0,0.",
        },
    }
)
