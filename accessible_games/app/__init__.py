"""The application layer, beside the front ends: a game session at this
computer (session.py: the table, its seats, saving, statistics, the turn
clock of clock.py) and online (online.py: the lobby and a table on a
server). The full-screen and the plain front ends (ui/) show and speak
what a session says; neither holds game logic of its own."""
