stats-unreadable = Die Statistikdatei { $path } kann nicht gelesen werden: { $reason }.
stats-broken = Die Statistikdatei { $path } ist beschädigt: { $reason }. Die Zählung beginnt neu.
stats-kept = Die beschädigte Statistikdatei bleibt als { $kept } erhalten.
stats-not_saved = Die Statistik konnte nicht gespeichert werden: { $reason }.
stats-line = { $game }: { $xp ->
        [one] 1 Erfahrungspunkt
       *[other] { $xp } Erfahrungspunkte
    }, { $played } gespielt, { $won } gewonnen, { $lost } verloren, { $left } verlassen
    .br = { $game }: { $xp } EP, { $won } gew., { $lost } verl., { $left } verlassen
stats-none = Für { $profile } wurden noch keine Spiele auf diesem Computer gezählt
stats-none-default = Noch keine Spiele auf diesem Computer gezählt
