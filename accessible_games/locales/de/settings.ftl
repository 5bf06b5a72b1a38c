settings-unreadable = Die Einstellungsdatei { $path } kann nicht gelesen werden: { $reason }. Es gelten die Standardwerte.
settings-broken = Die Einstellungsdatei { $path } ist beschädigt: { $reason }. Es gelten die Standardwerte.
settings-bad_value = Einstellungsdatei { $path }: { $problem } Es gilt der Standardwert.
settings-kept = Die Einstellungsdatei wurde berichtigt; die beschädigte bleibt als { $kept } erhalten.
settings-changed = { $name }: { $value }.
settings-unknown_cue = muted_cues: einen Klang { $value } gibt es nicht. Die Klänge sind: { $allowed }.
