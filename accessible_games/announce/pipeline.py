"""Builds the announce pipeline from the player's settings: speech backend
with failover, braille translation and display, verbosity, sound cues.

Front ends call :func:`build` once and then send every utterance to the
returned :class:`~accessible_games.announce.Announcer`. When the player
changes a setting, :func:`apply_settings` changes the running outputs at once,
keeping the history.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from accessible_games.announce.announcer import Announcer
from accessible_games.braille.base import BrailleDisplay, DisplayKey
from accessible_games.braille.tables import TableError, default_table
from accessible_games.braille.translate import PrintText, Translator
from accessible_games.braille.unicode_line import NoDisplay, UnicodeLine
from accessible_games.core.messages import Msg, has_key, render
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.settings import Settings

#: what braille "auto" tries; the on-screen line is only used when chosen,
#: since in a terminal it would be read aloud by a screen reader
BRAILLE_AUTO = ["brlapi", "screenreader"]


class BrailleOutput:
    """Shows each utterance's braille form on a display, translated with the
    player's table. A failure is reported as a system message; the game goes on."""

    def __init__(
        self, display: BrailleDisplay, translator, on_problem: Callable[[Msg], None] | None = None
    ) -> None:
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
                self.on_problem(
                    Msg("pipeline.braille_failed", display=self.display.describe(), reason=str(exc))
                )

    def close(self) -> None:
        self.display.close()


class SoundOutput:
    """The sound cues as the settings want them: a :class:`CuePlayer`
    (accessible_games/sound/player.py), the muted cues, and whether the cues'
    text equivalents go to the braille display."""

    def __init__(self, player, muted: frozenset[str] = frozenset(), braille: bool = False) -> None:
        self.player = player
        self.muted = frozenset(muted)
        self.braille = braille

    def wants(self, cue_id: str) -> bool:
        return cue_id not in self.muted

    def play(self, cue_id: str) -> bool:
        return self.player.play(cue_id)

    def close(self) -> None:
        self.player.close()


def make_display(
    choice: str,
    host: str = "",
    unicode_listener=None,
    reasons: dict[str, str] | None = None,
) -> BrailleDisplay:
    """The first display of the choice ("auto" tries BrlAPI, then screen
    reader braille) that starts here; a :class:`NoDisplay` otherwise. Why
    each display tried did not start is put in ``reasons`` (by id) when given."""
    order = BRAILLE_AUTO if choice == "auto" else [choice]
    for display_id in order:
        try:
            if display_id == "brlapi":
                # lazy: a display's module is loaded only when that display is tried, which
                # keeps it out of the start-up of commands without braille (--help, labels)
                from accessible_games.braille.brlapi_display import BrlapiDisplay

                display: BrailleDisplay = BrlapiDisplay(host or None)
            elif display_id == "screenreader":
                # lazy: as BrlapiDisplay above, loaded only when this display is tried
                from accessible_games.braille.screenreader_display import ScreenReaderBraille

                display = ScreenReaderBraille()
            elif display_id == "unicode":
                display = UnicodeLine(unicode_listener)
            else:
                return NoDisplay()
            display.start()
            return display
        except Exception as exc:
            if reasons is not None:
                reasons[display_id] = str(exc) or type(exc).__name__
            continue
    return NoDisplay()


def table_for(settings: Settings) -> str:
    return (
        default_table(settings.language)
        if settings.braille_table == "auto"
        else settings.braille_table
    )


#: the settings each output is built from
SPEECH_FIELDS = ("speech", "voice", "rate", "volume", "language")
DISPLAY_FIELDS = ("braille", "brlapi_host")
SOUND_FIELDS = ("sounds", "sound_volume", "muted_cues", "sound_theme", "sound_braille")


def build(
    settings: Settings,
    screen: Callable[[Utterance], None] | None = None,
    unicode_listener=None,
    speech_factories: dict | None = None,
) -> Announcer:
    """The announcer with the outputs the settings ask for. Backends that
    cannot start are passed over; switches are announced as system messages.

    The announcer remembers the settings, ``unicode_listener`` and
    ``speech_factories``, so :func:`apply_settings` can change it later."""
    announcer = Announcer(None, None, settings.verbosity, screen)
    announcer.unicode_listener = unicode_listener
    announcer.speech_factories = speech_factories
    # At start a missing display or speech backend is no news: the front
    # ends' checks report it, and "auto" finding nothing is normal.
    apply_settings(announcer, settings)
    return announcer


def apply_settings(announcer: Announcer, new: Settings) -> list[Msg]:
    """Change a running announcer's outputs to ``new`` at once, touching only
    what differs from ``announcer.settings`` (everything when that is None).

    - verbosity: the announcer's filter;
    - own speech: on or off;
    - speech backend, voice, rate, volume or language: the speech output
      switches to the new order and voice (created if there was none);
    - braille display or BrlAPI host: the old display is closed and the new
      one started; "none" removes the braille output;
    - braille table (or the language, with the table "auto"): a new
      translator for the display, and the current message is shown again
      (a screen reader's braille translates with the screen reader's own
      settings and needs no table);
    - sound cues: off closes the sound device, on makes the player (its
      device is opened at the first cue); volume, theme folder, muted cues
      and cues on braille change the running player.

    Returns the problems for the player (a chosen speech backend or display
    that is not available here, a table that cannot be loaded); empty when all
    went well. Never raises for a failing backend and leaves the history
    alone. The outputs are swapped while the announcer's lock is held, so a
    concurrent announce never meets a half-built output.
    """
    problems: list[Msg] = []
    with announcer._lock:
        old: Settings | None = announcer.settings

        def changed(*names: str) -> bool:
            return old is None or any(getattr(old, n) != getattr(new, n) for n in names)

        announcer.settings = new  # messages from here on are in the new language
        if changed("verbosity"):
            announcer.verbosity = new.verbosity
        if changed(*SPEECH_FIELDS):
            problems += _apply_speech(announcer, new)
        if changed("own_speech") and hasattr(announcer.speech, "set_enabled"):
            announcer.speech.set_enabled(new.own_speech)  # type: ignore[union-attr]
        if changed(*DISPLAY_FIELDS):
            problems += _replace_display(announcer, new)
        elif old is not None and table_for(old) != table_for(new):
            problems += _replace_table(announcer, new)
        if changed(*SOUND_FIELDS):
            problems += _apply_sound(announcer, new, old)
    return problems


# -- sound cues -------------------------------------------------------------------


def _apply_sound(announcer: Announcer, settings: Settings, old: Settings | None) -> list[Msg]:
    """Make, change or remove the sound output. A missing sound device is
    no problem to announce: the player logs it once and stays silent, and
    ``speech-test`` says it."""
    sound = announcer.sound
    if not settings.sounds:
        announcer.sound = None
        if sound is not None:
            _close_quietly(sound)
        return []
    if not isinstance(sound, SoundOutput):
        if sound is not None:
            return []  # a front end's own sound sink is not ours to change
        # lazy: the cue player is loaded only when sounds are on and an announcer is
        # built, not at start-up (--help, labels, braille-test)
        from accessible_games.sound.player import CuePlayer

        sound = SoundOutput(CuePlayer(settings.sound_theme, settings.sound_volume))
        announcer.sound = sound
    else:
        sound.player.volume = settings.sound_volume
        if old is None or old.sound_theme != settings.sound_theme:
            sound.player.set_theme(settings.sound_theme)
    sound.muted = settings.muted
    sound.braille = settings.sound_braille
    if settings.sound_theme and (old is None or old.sound_theme != settings.sound_theme):
        if not Path(settings.sound_theme).expanduser().is_dir():
            return [Msg("pipeline.sound_theme_missing", folder=settings.sound_theme)]
    return []


# -- speech -----------------------------------------------------------------------


def _apply_speech(announcer: Announcer, settings: Settings) -> list[Msg]:
    """Start or switch the speech output; a problem when the chosen backend
    is not the one speaking now."""
    # lazy: the speech package (with subprocess, socket and queue) is loaded only when
    # an announcer is built, not at start-up (--help, labels, braille-test)
    from accessible_games.speech.base import Voice
    from accessible_games.speech.manager import SpeechOutput, order_for

    order = order_for(settings.speech)
    voice = Voice(
        language=settings.language, voice=settings.voice, rate=settings.rate, volume=settings.volume
    )
    speech = announcer.speech
    if speech is None:
        speech = SpeechOutput(
            order,
            voice,
            lambda old, new: _speech_switched(announcer, old, new),
            announcer.speech_factories,
            on_recover=lambda old, new: _speech_back(announcer, new),
        )
        speech.enabled = settings.own_speech
        speech.start()
        announcer.speech = speech
    elif isinstance(speech, SpeechOutput):
        # the player chose this: no "speech switched" message, the problems say what failed
        handler, speech.on_switch = speech.on_switch, None
        try:
            speech.switch_to(order, voice)
        finally:
            speech.on_switch = handler
    else:
        return []  # a front end's own speech sink is not ours to change
    current = speech.current or "none"
    if settings.speech in ("auto", current):
        return []
    reason = speech.reasons.get(settings.speech, "")
    return [
        Msg(
            "pipeline.speech_unavailable",
            name=_speech_name(settings.speech),
            reason=reason or "?",
            now=_speech_name(current),
        )
    ]


def _speech_switched(announcer: Announcer, old: str | None, new: str) -> None:
    """A speech output died and ``new`` took over."""
    if old is not None:
        msg = Msg("pipeline.speech_switched", old=_speech_name(old), new=_speech_name(new))
        _system(announcer, msg)


def _speech_back(announcer: Announcer, new: str) -> None:
    """A speech output that had died works again and speaks from now on
    (said from the speech output's retry thread)."""
    _system(announcer, Msg("pipeline.speech_back", name=_speech_name(new)))


def _speech_name(backend_id: str) -> Msg | str:
    key = f"pipeline.speech.{backend_id}"
    return Msg(key) if has_key(key) else backend_id


# -- braille ----------------------------------------------------------------------


def _replace_display(announcer: Announcer, settings: Settings) -> list[Msg]:
    """Close the display and start the one the settings choose."""
    previous = announcer.braille
    shown = getattr(previous, "last", None)
    if previous is not None:
        announcer.braille = None
        _close_braille(previous)
    output, problems = _new_braille(announcer, settings)
    announcer.braille = output
    if output is not None and shown is not None:
        output.show(shown)  # the message the player was reading, on the new display
    return problems


def _new_braille(
    announcer: Announcer, settings: Settings
) -> tuple[BrailleOutput | None, list[Msg]]:
    """The braille output for the settings with its keys wired, or None
    (braille "none", or no display / table that works here) and why."""
    reasons: dict[str, str] = {}
    display = make_display(
        settings.braille, settings.brlapi_host, announcer.unicode_listener, reasons
    )
    if display.id == "none":
        if settings.braille == "none":
            return None, []
        if settings.braille == "auto":
            return None, [Msg("pipeline.braille_none_found")]
        return None, [
            Msg(
                "pipeline.braille_unavailable",
                display=_display_name(settings.braille),
                reason=reasons.get(settings.braille) or "?",
            )
        ]
    if display.translates:  # a screen reader's braille: no liblouis needed
        translator: Translator | PrintText | None = PrintText()
    else:
        translator, problem = _translator(settings)
        if translator is None:
            _close_quietly(display)
            return None, [Msg("pipeline.table_failed_off", problem=problem)]
    output = BrailleOutput(display, translator, lambda msg: _system(announcer, msg))
    display.on_key(lambda key: _display_key(announcer, output, key))
    return output, []


def _replace_table(announcer: Announcer, settings: Settings) -> list[Msg]:
    """A new translator for the running display; the old one stays when the
    new table cannot be loaded."""
    output = announcer.braille
    if not isinstance(output, BrailleOutput):
        return []  # no display now: the table is used when one is chosen
    if output.display.translates:
        return []  # the screen reader translates with its own settings
    translator, problem = _translator(settings)
    if translator is None:
        kept = getattr(output.translator, "table_id", "?")
        return [Msg("pipeline.table_failed_kept", problem=problem, kept=kept)]
    output.translator = translator
    if output.last is not None:
        output.show(output.last)  # the message the player was reading, in the new table
    return []


def _translator(settings: Settings):
    """(Translator, None), or (None, what went wrong) when the table cannot be loaded."""
    table = table_for(settings)
    try:
        return Translator(table), None
    except TableError as exc:
        return None, exc.text(settings.language)
    except Exception as exc:
        return None, Msg("pipeline.table_error", table=table, reason=str(exc) or type(exc).__name__)


def _close_braille(output) -> None:
    display = getattr(output, "display", None)
    if display is not None:
        display.on_key(None)  # no more keys from the old display
    _close_quietly(output)


def _close_quietly(thing) -> None:
    close = getattr(thing, "close", None)
    if close is None:
        return
    try:
        close()
    except Exception:
        pass


def _display_name(display_id: str) -> Msg | str:
    key = f"pipeline.display.{display_id}"
    return Msg(key) if has_key(key) else display_id


# -- shared -----------------------------------------------------------------------


def _system(announcer: Announcer, msg: Msg) -> None:
    """Announce ``msg`` as a system message in the player's language."""
    lang = announcer.settings.language if announcer.settings is not None else "en"
    text = render(msg, lang)
    announcer.announce(Utterance(text, text, Category.SYSTEM, Priority.QUEUE))


def _display_key(announcer: Announcer, output: BrailleOutput, key: DisplayKey) -> None:
    """Previous/next on the display walk the history, in braille only."""
    if announcer.braille is not output:
        return  # a display replaced by a settings change
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
