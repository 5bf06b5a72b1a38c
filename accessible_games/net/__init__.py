"""Playing with others over the network. What both sides share: the
protocol (protocol.py) and the TLS fingerprints and addresses (tls.py);
the client (client/) and the server (server/) are separate packages that
import nothing of each other. docs/network.md describes the protocol."""
