"""Playing with others over the network: the protocol (protocol.py), the
server's store (store.py), the game server (server.py) and the client
(client.py). docs/network.md describes the protocol."""
