"""What the front ends say, in English and German."""

from accessible_games.core.messages import register

register(
    {
        "en": {
            "ui.welcome": "{game}, {players} players. You are {name}. Type help for the commands.",
            "ui.welcome.watch": "{game}, {players} players, all played by the computer.",
            "ui.help": (
                "Commands: hand (h); middle or table (m); scores (s), scores detail; turn (t); "
                "actions (a), a numbered list of your moves: type the number or the move itself; "
                "card and a number: that card of your hand and what playing it would do; "
                "players: each player's cards, score and turn; "
                "repeat (r); history, or history and a number; rules; legend; "
                "stats: your experience points and games; "
                "save and a file name; load and a file name; quit (q)."
            ),
            "ui.unknown": "Unknown command: {text}. Type help for the commands.",
            "ui.internal_error": "Something went wrong inside the program with that line. Your game is kept in {path}; play goes on.",
            "ui.internal_error.unsaved": "Something went wrong inside the program with that line, and the game could not be kept in a file; play goes on.",
            "ui.no_actions": "You have no move now. {status}",
            "ui.actions.header": "Your moves:",
            "ui.actions.item": "{number}. {label}",
            "ui.number_range": "There is no move {number}: choose 1 to {count}.",
            "ui.nothing_to_repeat": "Nothing has been said yet.",
            "ui.history.empty": "The history is empty.",
            "ui.saved": "Game saved to {path}.",
            "ui.options": "Table options: {options}.",
            "ui.option": "{label}: {value}",
            "ui.clock.warn": "{seconds} seconds left for your move.",
            "ui.clock.warn.br": "{seconds}s left",
            "ui.clock.expired": "Time is up. Automatic move: {move}.",
            "ui.clock.expired.br": "time up: {move}",
            "ui.clock.left": "{seconds} seconds left for this move.",
            "ui.loaded": "Game loaded from {path}.",
            "ui.save.needs_file": "Save where? Type save and a file name.",
            "ui.load.needs_file": "Load what? Type load and a file name.",
            "ui.bye": "Goodbye.",
            "ui.input_ended": "Input ended before the game did.",
            "ui.game_over.hint": "The game is over. Type scores, history or quit.",
            "ui.result": "Result: {scores}. Winner: {winners}.",
            "ui.result.tie": "Result: {scores}. Winners: {winners}.",
            "ui.result.none": "Result: {scores}. No winner.",
            "ui.player": "Player {number}",
            "ui.rules.missing": "The rules text is missing.",
            "ui.menu.title": "Accessible Games. Choose a game by number, or q to quit:",
            "ui.menu.item": "{number}. {game}",
            "ui.menu.players": "How many players, {low} to {high}? Press Enter for {default}.",
            "ui.menu.bad_players": "Please type a number from {low} to {high}.",
            "ui.error.option": "{message}",
            "ui.card.range": "Type card and a number from 1 to {count}: the position of a card in your hand.",
            "ui.xp.gain": "You gain {xp} experience points{now}.",
            "ui.xp.gain.br": "+{xp} xp{now}",
            "ui.xp.loss": "You lose {xp} experience points{now}.",
            "ui.xp.loss.br": "-{xp} xp{now}",
            "ui.xp.leave": "You leave a running game and lose {xp} experience points{now}.",
            "ui.xp.leave.br": "left: -{xp} xp{now}",
            "ui.xp.now": "; now {total}",
            "ui.xp.now.br": ", now {total}",
        },
        "de": {
            "ui.welcome": "{game}, {players} Spieler. Du bist {name}. Tippe hilfe für die Befehle.",
            "ui.welcome.watch": "{game}, {players} Spieler, alle vom Computer gespielt.",
            "ui.help": (
                "Befehle: hand (h); mitte oder tisch (m); punkte (s), punkte details; zug (t); "
                "aktionen (a), eine nummerierte Liste deiner Züge: tippe die Nummer oder den Zug selbst; "
                "karte und eine Zahl: diese Karte deiner Hand und was ihr Spielen bewirkt; "
                "spieler: Karten, Punkte und Zug jedes Spielers; "
                "wiederholen (r); verlauf, oder verlauf und eine Zahl; regeln; legende; "
                "statistik: deine Erfahrungspunkte und Spiele; "
                "speichern und ein Dateiname; laden und ein Dateiname; verlassen oder ende (q)."
            ),
            "ui.unknown": "Unbekannter Befehl: {text}. Tippe hilfe für die Befehle.",
            "ui.internal_error": "Bei dieser Zeile ist im Programm etwas schiefgegangen. Dein Spiel ist in {path} gesichert; es geht weiter.",
            "ui.internal_error.unsaved": "Bei dieser Zeile ist im Programm etwas schiefgegangen, und das Spiel ließ sich nicht in einer Datei sichern; es geht weiter.",
            "ui.no_actions": "Du hast gerade keinen Zug. {status}",
            "ui.actions.header": "Deine Züge:",
            "ui.actions.item": "{number}. {label}",
            "ui.number_range": "Einen Zug {number} gibt es nicht: wähle 1 bis {count}.",
            "ui.nothing_to_repeat": "Es wurde noch nichts gesagt.",
            "ui.history.empty": "Der Verlauf ist leer.",
            "ui.saved": "Spiel gespeichert in {path}.",
            "ui.options": "Tisch-Optionen: {options}.",
            "ui.option": "{label}: {value}",
            "ui.clock.warn": "Noch {seconds} Sekunden für deinen Zug.",
            "ui.clock.warn.br": "noch {seconds}s",
            "ui.clock.expired": "Die Zeit ist um. Automatischer Zug: {move}.",
            "ui.clock.expired.br": "Zeit um: {move}",
            "ui.clock.left": "Noch {seconds} Sekunden für diesen Zug.",
            "ui.loaded": "Spiel geladen aus {path}.",
            "ui.save.needs_file": "Wohin speichern? Tippe speichern und einen Dateinamen.",
            "ui.load.needs_file": "Was laden? Tippe laden und einen Dateinamen.",
            "ui.bye": "Auf Wiedersehen.",
            "ui.input_ended": "Die Eingabe endete vor dem Spiel.",
            "ui.game_over.hint": "Das Spiel ist zu Ende. Tippe punkte, verlauf oder ende.",
            "ui.result": "Ergebnis: {scores}. Sieger: {winners}.",
            "ui.result.tie": "Ergebnis: {scores}. Sieger: {winners}.",
            "ui.result.none": "Ergebnis: {scores}. Kein Sieger.",
            "ui.player": "Spieler {number}",
            "ui.rules.missing": "Der Regeltext fehlt.",
            "ui.menu.title": "Accessible Games. Wähle ein Spiel mit seiner Nummer, oder q zum Beenden:",
            "ui.menu.item": "{number}. {game}",
            "ui.menu.players": "Wie viele Spieler, {low} bis {high}? Enter für {default}.",
            "ui.menu.bad_players": "Bitte eine Zahl von {low} bis {high} tippen.",
            "ui.error.option": "{message}",
            "ui.card.range": "Tippe karte und eine Zahl von 1 bis {count}: die Stelle einer Karte auf deiner Hand.",
            "ui.xp.gain": "Du bekommst {xp} Erfahrungspunkte{now}.",
            "ui.xp.gain.br": "+{xp} EP{now}",
            "ui.xp.loss": "Du verlierst {xp} Erfahrungspunkte{now}.",
            "ui.xp.loss.br": "-{xp} EP{now}",
            "ui.xp.leave": "Du verlässt ein laufendes Spiel und verlierst {xp} Erfahrungspunkte{now}.",
            "ui.xp.leave.br": "verlassen: -{xp} EP{now}",
            "ui.xp.now": "; jetzt {total}",
            "ui.xp.now.br": ", jetzt {total}",
        },
    }
)

register(
    {
        "en": {
            "cli.bad_bots": "--bots must be a number from 0 to {players} or all, not {value}.",
            "cli.bad_level": "Unknown bot level {value}. Levels: {allowed}.",
            "cli.labels.done": "Wrote {count} braille labels ({kinds} different) and their legend for {game}, table {table}, as {format}: {path}",
            "cli.no_inline": "--inline works on Linux and macOS only; using the whole terminal.",
        },
        "de": {
            "cli.bad_bots": "--bots muss eine Zahl von 0 bis {players} oder all sein, nicht {value}.",
            "cli.bad_level": "Unbekannte Bot-Stufe {value}. Stufen: {allowed}.",
            "cli.labels.done": "{count} Braille-Etiketten ({kinds} verschiedene) und ihre Legende für {game} geschrieben, Tabelle {table}, als {format}: {path}",
            "cli.no_inline": "--inline gibt es nur unter Linux und macOS; das ganze Terminal wird genutzt.",
        },
    }
)
