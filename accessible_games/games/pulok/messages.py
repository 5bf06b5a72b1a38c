"""What Pulok's rules say, in English and German: tiles, option names,
action labels (what a move does) and refusals.

German players hear the German terms (Kärtchen, Legetafel, Beutel,
anbieten, weitergeben, beiseitelegen, Vorgabe, Ziel, Gruppe, Wertstück,
Einfaches Pulok, Pulok für Könner), English players the English ones (tile,
board, bag, offer, pass on, set aside, handicap, target, group, value piece,
Simple Pulok, Pulok for Experts): /work/shared/GLOSSARY.md. The call "Sag
nix über Pulok" is the game's own and the same in both languages.
"""

from accessible_games.core.messages import Msg, register
from accessible_games.games.pulok.tiles import COLOURS, LETTERS, PULOK_KIND


def tile_msg(kind: int) -> Msg:
    """A tile of a kind (letter * 6 + colour, or PULOK_KIND) as said:
    "U red" / "U rot", "Pulok"."""
    if kind == PULOK_KIND:
        return Msg("pulok.pulok")
    return Msg("pulok.tile", letter=LETTERS[kind // 6], colour=Msg(f"colour.{COLOURS[kind % 6]}.name"))


def colour_msg(colour: int) -> Msg:
    return Msg(f"colour.{COLOURS[colour]}.name")


register(
    {
        "en": {
            "pulok.title": "Sag nix über Pulok",
            "pulok.tile": "{letter} {colour}",
            "pulok.pulok": "Pulok",
            "pulok.surplus": "the surplus",
            "pulok.row": "row {row}",
            # options
            "pulok.option.variant": "Variant",
            "pulok.option.variant.simple": "Simple Pulok (one sentence)",
            "pulok.option.variant.double": "Double (30 tiles, the sentence twice)",
            "pulok.option.variant.experts": "Pulok for Experts (groups and value pieces)",
            "pulok.option.handicap": "Handicap (starting score)",
            "pulok.option.handicap.none": "the variant's (60, experts 100)",
            "pulok.option.target": "Target score",
            "pulok.option.target.none": "the variant's (120, experts 200)",
            "pulok.option.twenty": "Experts: 20 tiles each, groups of at least 4",
            "pulok.option.need_piece": "Experts: call victory only with a value piece",
            "pulok.option.time_per_move": "Time per move in seconds",
            "pulok.option.time_per_move.none": "no limit",
            "pulok.option.experts_only": "The option {name} belongs to Pulok for Experts; choose the variant experts first.",
            "pulok.option.handicap_target": "The handicap ({handicap}) must be below the target ({target}).",
            # actions
            "pulok.action.take": "Take {tile} and pass one of your tiles on",
            "pulok.action.decline": "Decline {tile}: it is set aside, and you draw a tile from the bag",
            "pulok.action.keep": "Keep the drawn tile {tile} and pass another tile on",
            "pulok.action.passon.straight": "Pass the drawn tile {tile} straight on",
            "pulok.action.passon.unchanged": "Pass {tile} on unchanged (the bag is empty)",
            "pulok.action.pass": "Pass {tile} on, from {where} (penalty {penalty})",
            "pulok.action.pass.pulok": "Pass {tile} on, from {where}",
            "pulok.action.call": "{move}, and call Sag nix über Pulok",
            "pulok.action.arrange": "Arrange your board as proposed",
            "pulok.action.place": "Place {tile} on row {row}",
            "pulok.action.place.pulok": "Place a Pulok on row {row} as {letter}",
            "pulok.action.move": "Move {tile} from row {row} to row {to}",
            "pulok.action.move.pulok": "Move the Pulok from row {row} {letter} to row {to} {to_letter}",
            "pulok.action.remove": "Take {tile} off row {row} into the surplus",
            "pulok.action.colour": "Give row {row} the colour {colour}",
            # refusals
            "pulok.illegal.syntax": "I do not understand {text}. Moves are: take, decline, keep, pass on, pass and a tile (pass ur), and to arrange your board: place ur 3, place pulok 3 u, move 3 u 5, remove 3 u, colour 3 blue, arrange.",
            "pulok.illegal.no_offer": "No tile is on offer to you now.",
            "pulok.illegal.offer_first": "First take or decline {tile}.",
            "pulok.illegal.offer_first.empty": "First take {tile} or pass it on unchanged.",
            "pulok.illegal.drawn_first": "First keep the drawn tile {tile} or pass it straight on.",
            "pulok.illegal.pass_now": "You hold one tile too many: pass one of your tiles on, for example pass {tile}.",
            "pulok.illegal.bag_empty": "The bag is empty: take {tile} or pass it on unchanged.",
            "pulok.illegal.bag_not_empty": "{tile} can only be passed on unchanged when the bag is empty; decline it to draw a tile instead.",
            "pulok.illegal.not_held": "You do not hold {tile}.",
            "pulok.illegal.received": "You have just received {tile}: pass another tile on.",
            "pulok.illegal.cannot_call": "Your tiles do not meet the goal yet, so you cannot call.",
            "pulok.illegal.cannot_call.piece": "Your tiles meet the goal, but at this table victory needs a value piece.",
            "pulok.illegal.called": "Sag nix über Pulok has been called already: this is your last exchange.",
            "pulok.illegal.row": "Rows are numbered 1 to 6, not {row}.",
            "pulok.illegal.letter": "{letter} is not a letter of SAG NIX ÜBER PULOK.",
            "pulok.illegal.place_there": "{tile} is already on row {row}.",
            "pulok.illegal.no_pulok": "You have no Pulok in your surplus; move a Pulok on the board with move.",
            "pulok.illegal.pulok_there": "There is a Pulok on row {row} {letter} already.",
            "pulok.illegal.empty_place": "Row {row} has no tile on {letter}.",
            "pulok.illegal.wrong_place": "{tile} belongs on the {letter} place; only a Pulok can go to {to_letter}.",
            "pulok.illegal.same_place": "That is the place the tile is on.",
            "pulok.illegal.colour_experts": "Rows have colours only in Pulok for Experts.",
            "pulok.illegal.colour_word": "{text} is no colour. The colours are red, yellow, green, blue, black and white.",
            "pulok.illegal.colour_same": "Row {row} is {colour} already.",
            "pulok.illegal.arranged": "Your board is arranged as proposed already.",
        },
        "de": {
            "pulok.title": "Sag nix über Pulok",
            "pulok.tile": "{letter} {colour}",
            "pulok.pulok": "Pulok",
            "pulok.surplus": "den übrigen Kärtchen",
            "pulok.row": "Zeile {row}",
            "pulok.option.variant": "Spielform",
            "pulok.option.variant.simple": "Einfaches Pulok (ein Satz)",
            "pulok.option.variant.double": "Doppelt (30 Kärtchen, der Satz zweimal)",
            "pulok.option.variant.experts": "Pulok für Könner (Gruppen und Wertstücke)",
            "pulok.option.handicap": "Vorgabe (Punkte zu Beginn)",
            "pulok.option.handicap.none": "die der Spielform (60, Könner 100)",
            "pulok.option.target": "Ziel",
            "pulok.option.target.none": "das der Spielform (120, Könner 200)",
            "pulok.option.twenty": "Könner: 20 Kärtchen, Gruppen ab 4",
            "pulok.option.need_piece": "Könner: Sieg nur mit Wertstück",
            "pulok.option.time_per_move": "Zeit pro Zug in Sekunden",
            "pulok.option.time_per_move.none": "keine Grenze",
            "pulok.option.experts_only": "Die Einstellung {name} gehört zu Pulok für Könner; wähle zuerst die Spielform experts.",
            "pulok.option.handicap_target": "Die Vorgabe ({handicap}) muss unter dem Ziel ({target}) liegen.",
            "pulok.action.take": "{tile} nehmen und eines deiner Kärtchen weitergeben",
            "pulok.action.decline": "{tile} ablehnen: es wird beiseitegelegt, und du ziehst ein Kärtchen aus dem Beutel",
            "pulok.action.keep": "Das gezogene Kärtchen {tile} behalten und ein anderes weitergeben",
            "pulok.action.passon.straight": "Das gezogene Kärtchen {tile} direkt weitergeben",
            "pulok.action.passon.unchanged": "{tile} unverändert weitergeben (der Beutel ist leer)",
            "pulok.action.pass": "{tile} weitergeben, aus {where} (Verlustpunkte: {penalty})",
            "pulok.action.pass.pulok": "{tile} weitergeben, aus {where}",
            "pulok.action.call": "{move}, und Sag nix über Pulok rufen",
            "pulok.action.arrange": "Legetafel wie vorgeschlagen ordnen",
            "pulok.action.place": "{tile} in Zeile {row} legen",
            "pulok.action.place.pulok": "Einen Pulok in Zeile {row} als {letter} legen",
            "pulok.action.move": "{tile} von Zeile {row} nach Zeile {to} verschieben",
            "pulok.action.move.pulok": "Den Pulok von Zeile {row} {letter} nach Zeile {to} {to_letter} verschieben",
            "pulok.action.remove": "{tile} aus Zeile {row} zu den übrigen Kärtchen nehmen",
            "pulok.action.colour": "Zeile {row} die Farbe {colour} geben",
            "pulok.illegal.syntax": "Ich verstehe {text} nicht. Züge sind: nimm, ablehnen, behalte, weiter, gib und ein Kärtchen (gib ur), und zum Ordnen der Legetafel: lege ur 3, lege pulok 3 u, verschiebe 3 u 5, entferne 3 u, farbe 3 blau, ordne.",
            "pulok.illegal.no_offer": "Dir wird gerade kein Kärtchen angeboten.",
            "pulok.illegal.offer_first": "Nimm {tile} zuerst oder lehne es ab.",
            "pulok.illegal.offer_first.empty": "Nimm {tile} zuerst oder gib es unverändert weiter.",
            "pulok.illegal.drawn_first": "Behalte zuerst das gezogene Kärtchen {tile} oder gib es direkt weiter.",
            "pulok.illegal.pass_now": "Du hast ein Kärtchen zu viel: gib eines weiter, zum Beispiel gib {tile}.",
            "pulok.illegal.bag_empty": "Der Beutel ist leer: nimm {tile} oder gib es unverändert weiter.",
            "pulok.illegal.bag_not_empty": "{tile} kann nur unverändert weitergegeben werden, wenn der Beutel leer ist; lehne es ab, um ein Kärtchen zu ziehen.",
            "pulok.illegal.not_held": "Du hast {tile} nicht.",
            "pulok.illegal.received": "Du hast {tile} gerade bekommen: gib ein anderes Kärtchen weiter.",
            "pulok.illegal.cannot_call": "Deine Kärtchen erfüllen das Ziel noch nicht, du kannst nicht rufen.",
            "pulok.illegal.cannot_call.piece": "Deine Kärtchen erfüllen das Ziel, aber an diesem Tisch braucht der Sieg ein Wertstück.",
            "pulok.illegal.called": "Sag nix über Pulok wurde schon gerufen: das ist dein letzter Umtausch.",
            "pulok.illegal.row": "Die Zeilen sind von 1 bis 6 nummeriert, nicht {row}.",
            "pulok.illegal.letter": "{letter} ist kein Buchstabe von SAG NIX ÜBER PULOK.",
            "pulok.illegal.place_there": "{tile} liegt schon in Zeile {row}.",
            "pulok.illegal.no_pulok": "Unter deinen übrigen Kärtchen ist kein Pulok; verschiebe einen Pulok der Legetafel mit verschiebe.",
            "pulok.illegal.pulok_there": "In Zeile {row} auf {letter} liegt schon ein Pulok.",
            "pulok.illegal.empty_place": "In Zeile {row} liegt auf {letter} kein Kärtchen.",
            "pulok.illegal.wrong_place": "{tile} gehört auf das {letter}; nur ein Pulok kann auf {to_letter}.",
            "pulok.illegal.same_place": "Dort liegt das Kärtchen schon.",
            "pulok.illegal.colour_experts": "Zeilen haben nur bei Pulok für Könner Farben.",
            "pulok.illegal.colour_word": "{text} ist keine Farbe. Die Farben sind rot, gelb, grün, blau, schwarz und weiß.",
            "pulok.illegal.colour_same": "Zeile {row} ist schon {colour}.",
            "pulok.illegal.arranged": "Deine Legetafel ist schon wie vorgeschlagen geordnet.",
        },
    }
)
