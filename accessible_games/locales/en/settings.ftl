settings-unreadable = Cannot read the settings file { $path }: { $reason }. Using the defaults.
settings-broken = The settings file { $path } is damaged: { $reason }. Using the defaults.
settings-bad_value = Settings file { $path }: { $problem } Using the default.
settings-kept = The settings file was corrected; the damaged one is kept as { $kept }.
settings-changed = { $name }: { $value }.
settings-unknown_cue = muted_cues: there is no sound cue { $value }. The cues are: { $allowed }.
