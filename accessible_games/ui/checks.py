"""``accessible-games speech-test`` and ``braille-test``: tell the player in
plain words which backends work here, and let them hear and feel a sample."""

from __future__ import annotations

import sys
import time

from accessible_games.announce.pipeline import make_display, table_for
from accessible_games.braille.base import DisplayUnavailable
from accessible_games.braille.tables import TableError
from accessible_games.braille.translate import PrintText, Translator
from accessible_games.core.messages import Msg, render
from accessible_games.settings import Settings

SPEECH_NAMES = {
    "screenreader": "check.speech.screenreader",
    "speechd": "check.speech.speechd",
    "pyttsx3": "check.speech.pyttsx3",
    "none": "check.speech.none",
}


def _say(msg: Msg, lang: str) -> None:
    print(render(msg, lang), flush=True)


def speech_test(settings: Settings, wait: float = 3.0) -> int:
    # lazy: the speech package (with subprocess, socket and queue) is loaded only for
    # speech-test, not at the start-up of every command
    from accessible_games.speech.base import Voice
    from accessible_games.speech.manager import SpeechOutput, order_for

    lang = settings.language
    _say(Msg("check.speech.title"), lang)
    voice = Voice(language=lang, voice=settings.voice, rate=settings.rate, volume=settings.volume)
    output = SpeechOutput(order_for(settings.speech), voice)
    try:
        for backend_id, works, detail in output.found():
            if backend_id not in SPEECH_NAMES:
                continue
            name = Msg(SPEECH_NAMES[backend_id])
            key = "check.works" if works else "check.missing"
            _say(Msg(key, name=name, detail=detail), lang)
        chosen = output.start()
        _say(
            Msg("check.speech.chosen", name=Msg(SPEECH_NAMES.get(chosen, "check.speech.none"))),
            lang,
        )
        if not settings.own_speech:
            _say(Msg("check.speech.own_off"), lang)
        elif chosen != "none":
            sample = render(Msg("check.speech.sample", name=Msg(SPEECH_NAMES[chosen])), lang)
            _say(Msg("check.speech.speaking", text=sample), lang)
            output.speak(sample, interrupt=True)
            time.sleep(wait)  # let the sample be heard before closing
    finally:
        output.close()
    sound_check(settings)
    return 0


def sound_check(settings: Settings, timeout: float = 5.0) -> bool:
    """One line: whether sound cues can play here, and why not. Opens the
    sound device (without playing anything) and closes it again."""
    lang = settings.language
    # lazy: the cue player is loaded only for speech-test, not at the start-up of every command
    from accessible_games.sound.player import CuePlayer

    player = CuePlayer(settings.sound_theme, settings.sound_volume)
    try:
        works = player.check(timeout)
        if works:
            _say(Msg("check.sound.works" if settings.sounds else "check.sound.off"), lang)
        else:
            _say(Msg("check.sound.missing", reason=player.problem or "?"), lang)
        return works
    finally:
        player.close()


def braille_test(settings: Settings, wait: float | None = None) -> int:
    """Which displays work here, with the sample shown on the first. Without
    liblouis (or the table) only a display that translates by itself (a
    screen reader's braille) can show it; 2 when no braille can work here."""
    lang = settings.language
    _say(Msg("check.braille.title"), lang)
    sample_text = render(Msg("check.braille.sample"), lang)
    translator: Translator | PrintText
    try:
        translator = Translator(table_for(settings))
    except TableError as exc:
        print(exc.text(lang) if hasattr(exc, "text") else str(exc))
        _say(Msg("check.braille.no_table"), lang)
        translator = PrintText()
    else:
        _say(Msg("check.braille.table", table=translator.describe(lang)), lang)
        _say(Msg("check.braille.sample_line", text=sample_text), lang)
        print(translator.cells(sample_text).dots, flush=True)
    shown = None
    for display_id in ("brlapi", "screenreader"):
        name = Msg(f"check.braille.{display_id}")
        display = make_display(display_id, settings.brlapi_host)
        if display.id != display_id:
            _say(
                Msg(
                    "check.missing", name=name, detail=render(Msg("check.braille.not_found"), lang)
                ),
                lang,
            )
            continue
        _say(Msg("check.works", name=name, detail=display.describe()), lang)
        if shown is None and (display.translates or isinstance(translator, Translator)):
            shown = display
        else:
            display.close()
    if shown is None:
        if not isinstance(translator, Translator):
            return 2  # said above: without liblouis only a screen reader's braille works
        _say(Msg("check.braille.none"), lang)
        return 0
    try:
        shown.show(translator.cells(sample_text))
        waiting = wait is None and sys.stdin.isatty()
        _say(Msg("check.braille.feel" if waiting else "check.braille.shown"), lang)
        if waiting:
            try:
                input()
            except EOFError:
                pass
        elif wait:
            time.sleep(wait)
    except DisplayUnavailable:
        pass
    finally:
        shown.close()
    return 0
