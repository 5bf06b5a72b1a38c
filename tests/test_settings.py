"""Settings as TOML in the config folder; damaged files are reported, kept
beside and replaced."""

from __future__ import annotations

from accessible_games import settings
from accessible_games.core.messages import render


def test_missing_file_gives_defaults_without_complaint(tmp_path, monkeypatch):
    monkeypatch.setenv(settings.ENV_DIR, str(tmp_path))
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    loaded, problems = settings.load()
    assert problems == []
    assert loaded.language == "de"  # from the system locale
    assert loaded.speech == "auto" and loaded.verbosity == "normal"


def test_save_and_load_round_trip(tmp_path, monkeypatch):
    monkeypatch.setenv(settings.ENV_DIR, str(tmp_path))
    chosen = settings.defaults().with_changes(
        speech="speechd", rate=40, own_speech=False, braille_table="de-g2", voice="de+f2"
    )
    settings.save(chosen)
    loaded, problems = settings.load()
    assert problems == [] and loaded == chosen


def test_damaged_file_is_reported_kept_and_replaced(tmp_path, monkeypatch):
    monkeypatch.setenv(settings.ENV_DIR, str(tmp_path))
    path = tmp_path / "settings.toml"
    path.write_text("language = = de\n", encoding="utf-8")
    loaded, problems = settings.load()
    assert loaded == settings.defaults()
    text = " ".join(render(p, "en") for p in problems)
    assert "is damaged" in text and "line 1, column" in text and "settings.toml.broken" in text
    german = " ".join(render(p, "de") for p in problems)
    assert (
        "ist beschädigt" in german and "Zeile 1, Spalte" in german
    )  # no English inside the German
    assert (tmp_path / "settings.toml.broken").read_text(encoding="utf-8") == "language = = de\n"
    assert settings.load() == (settings.defaults(), [])  # the new file is clean


def test_bad_values_name_the_setting_and_keep_the_good_ones(tmp_path, monkeypatch):
    monkeypatch.setenv(settings.ENV_DIR, str(tmp_path))
    path = tmp_path / "settings.toml"
    path.write_text('language = "de"\nrate = 500\nverbosity = "loud"\n', encoding="utf-8")
    loaded, problems = settings.load()
    assert loaded.language == "de" and loaded.rate == 0 and loaded.verbosity == "normal"
    texts = [render(p, "de") for p in problems]
    assert any("rate" in t and "-100 bis 100" in t for t in texts)
    assert any("verbosity" in t and "full, normal, terse" in t for t in texts)
    assert (tmp_path / "settings.toml.broken").exists()
