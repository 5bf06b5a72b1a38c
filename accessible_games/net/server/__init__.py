"""The game server (``accessible-games serve``): the service of lobby and
tables (service.py), its store (store.py), accounts (accounts.py and the
account desk, desk.py), ranking (ranking.py), configuration (config.py)
and certificate (certs.py). It shares only the protocol (net/protocol.py,
net/tls.py) with the client."""
