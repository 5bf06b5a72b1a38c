"""Builds the announce pipeline from the player's settings: speech backend
with failover, braille translation and display, verbosity.

Front ends call :func:`build` once and then send every utterance to the
returned :class:`~accessible_games.announce.Announcer`.
"""

from __future__ import annotations

from typing import Callable

from accessible_games.announce.announcer import Announcer
from accessible_games.braille.base import BrailleDisplay, DisplayKey, DisplayUnavailable
from accessible_games.core.messages import Msg, register, render
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.settings import Settings

#: what braille "auto" tries; the on-screen line is only used when chosen,
#: since in a terminal it would be read aloud by a screen reader
BRAILLE_AUTO = ["brlapi", "screenreader"]


class BrailleOutput:
    """Shows each utterance's braille form on a display, translated with the
    player's table. A failure is reported as a system message; the game goes on."""

    def __init__(self, display: BrailleDisplay, translator, on_problem: Callable[[Msg], None] | None = None) -> None:
        self.display = display
        self.translator = translator
        self.on_problem = on_problem
        self.last: Utterance | None = None

    def show(self, utterance: Utterance) -> None:
        self.last = utterance
        try:
            self.display.show(self.translator.cells(utterance.braille))
        except Exception as exc:  # a display must never stop the game
            if self.on_problem is not None:
                self.on_problem(Msg("pipeline.braille_failed", display=self.display.describe(), reason=str(exc)))

    def close(self) -> None:
        self.display.close()


def make_display(choice: str, host: str = "", unicode_listener=None) -> BrailleDisplay:
    """The first display of the choice ("auto" tries BrlAPI, then screen
    reader braille) that starts here; a :class:`NoDisplay` otherwise."""
    from accessible_games.braille.unicode_line import NoDisplay, UnicodeLine

    order = BRAILLE_AUTO if choice == "auto" else [choice]
    for display_id in order:
        try:
            if display_id == "brlapi":
                from accessible_games.braille.brlapi_display import BrlapiDisplay

                display: BrailleDisplay = BrlapiDisplay(host or None)
            elif display_id == "screenreader":
                from accessible_games.braille.screenreader_display import ScreenReaderBraille

                display = ScreenReaderBraille()
            elif display_id == "unicode":
                display = UnicodeLine(unicode_listener)
            else:
                return NoDisplay()
            display.start()
            return display
        except (DisplayUnavailable, ImportError, OSError):
            continue
    return NoDisplay()


def table_for(settings: Settings) -> str:
    from accessible_games.braille.tables import default_table

    return default_table(settings.language) if settings.braille_table == "auto" else settings.braille_table


def build(
    settings: Settings,
    screen: Callable[[Utterance], None] | None = None,
    unicode_listener=None,
    speech_factories: dict | None = None,
) -> Announcer:
    """The announcer with the outputs the settings ask for. Backends that
    cannot start are passed over; switches are announced as system messages."""
    from accessible_games.braille.translate import Translator
    from accessible_games.speech.base import Voice
    from accessible_games.speech.manager import SpeechOutput, order_for

    lang = settings.language
    announcer = Announcer(None, None, settings.verbosity, screen)

    def system(msg: Msg) -> None:
        text = render(msg, lang)
        announcer.announce(Utterance(text, text, Category.SYSTEM, Priority.QUEUE))

    def switched(old: str | None, new: str) -> None:
        if old is not None:
            system(Msg("pipeline.speech_switched", old=old, new=new))

    voice = Voice(language=lang, voice=settings.voice, rate=settings.rate, volume=settings.volume)
    speech = SpeechOutput(order_for(settings.speech), voice, switched, speech_factories)
    speech.enabled = settings.own_speech
    speech.start()
    announcer.speech = speech

    display = make_display(settings.braille, settings.brlapi_host, unicode_listener)
    if display.id != "none":
        translator = Translator(table_for(settings))
        output = BrailleOutput(display, translator, system)
        announcer.braille = output
        display.on_key(lambda key: _display_key(announcer, output, key))
    return announcer


def _display_key(announcer: Announcer, output: BrailleOutput, key: DisplayKey) -> None:
    """Previous/next on the display walk the history, in braille only."""
    if key.name == "previous":
        message, _ = announcer.history.older()
    elif key.name == "next":
        message, _ = announcer.history.newer()
    else:
        handler = getattr(announcer, "on_display_key", None)
        if handler is not None:
            handler(key)
        return
    if message is not None:
        output.show(message)


register(
    {
        "en": {
            "pipeline.speech_switched": "Speech switched from {old} to {new}.",
            "pipeline.braille_failed": "The braille display {display} stopped working: {reason}.",
        },
        "de": {
            "pipeline.speech_switched": "Sprachausgabe gewechselt von {old} zu {new}.",
            "pipeline.braille_failed": "Die Braillezeile {display} funktioniert nicht mehr: {reason}.",
        },
    }
)
