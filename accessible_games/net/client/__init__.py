"""The network client: the connection to a server and the table as the
server shows it (remote.py), the reconnect tokens kept (tokens.py) and the
trust in servers' certificates (trust.py). It shares only the protocol
(net/protocol.py, net/tls.py) with the server, and is handed the folders
it keeps things in."""
