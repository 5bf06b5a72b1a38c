## Wer spielt, und der Spieler als „du“; die Variante im Startmenü; die Taste der Legende

# gesagt, wenn ein Spiel beginnt, nach der Begrüßung: jeder Platz, der Zuhörer als
# „du“, ein Computerspieler mit seiner Stufe; $seats: names-seat-*-Nachrichten, als Liste
names-playing = Es spielen: { $seats }.
names-seat-you = du
names-seat-person = { $name }
names-seat-bot = { $name } (Computer, { $level })
names-seat-away = { $name } (weg; der Computer spielt solange)
names-seat-free = Platz { $seat } frei
# die eigene Zeile des Zuhörers in der Spielerliste (am Zeilenanfang)
names-you = Du
# das einfache Startmenü: die Varianten des gewählten Spiels, dann die Wahl
names-menu-variants = Varianten von { $game }:
names-menu-variant = Welche Variante, 1 bis { $count }? Enter für { $default }.
names-menu-bad_variant = Bitte eine Zahl von 1 bis { $count } tippen.
# F3 am Tisch
tui-keydesc-legend = die verwendeten Braille-Kurzformen (Legende)
