stats-unreadable = Cannot read the statistics file { $path }: { $reason }.
stats-broken = The statistics file { $path } is damaged: { $reason }. Counting starts again.
stats-kept = The damaged statistics file is kept as { $kept }.
stats-not_saved = The statistics could not be saved: { $reason }.
stats-line = { $game }: { $xp ->
        [one] 1 experience point
       *[other] { $xp } experience points
    }, { $played } played, { $won } won, { $lost } lost, { $left } left
    .br = { $game }: { $xp ->
        [one] 1 point
       *[other] { $xp } xp
    }, { $won } won, { $lost } lost, { $left } left
stats-none = No local games counted yet for { $profile }
stats-none-default = No local games counted yet
