"""Everything the encryption of network play says, in English and German:
the client's first contact with a server's certificate, a certificate that
changed, plain ``ws://`` refused, and the server's certificate options.
Registered when :mod:`accessible_games.net.tls` is imported."""

from accessible_games.core.messages import register

register(
    {
        "en": {
            # the client
            "net.tls.plain_refused": "{url} is not encrypted, and {host} is not this computer: anyone on the way could read and change the game. Use {secure} instead.",
            "net.tls.first_contact": "First contact with {server}: its certificate's fingerprint is {fingerprint}. It is remembered. If the server's host told you a fingerprint, compare the two.",
            "net.tls.changed": "Warning: the certificate of {server} has changed. Remembered fingerprint: {known}. Fingerprint now: {now}. Someone may be listening in between, or the server's host made a new certificate. Nothing was sent and the connection is closed. Ask the server's host; only if they confirm the new fingerprint, connect once with --trust-new-certificate.",
            "net.tls.forgotten": "The remembered certificate of {server} is forgotten; the one the server shows now will be remembered.",
            # the server
            "net.tls.pair": "--tls-cert and --tls-key go together: give both files, or neither.",
            "net.tls.two_ways": "--tls self-signed and --tls-cert exclude each other: give either your own certificate or none.",
            "net.tls.unreadable": "The certificate or key cannot be read: {path}: {reason}.",
            "net.tls.unusable": "The certificate {cert} and the key {keyfile} cannot be used: {reason}. Both must be PEM files, the key without a password and belonging to the certificate.",
            "net.tls.own_unusable": "The server's own certificate in {folder} cannot be used: {reason}. Delete tls-cert.pem and tls-key.pem there to make a new one; players who know the old one will then be warned that it changed.",
            "net.tls.cannot_make": "Cannot make the server's certificate in {folder}: {reason}.",
            "net.tls.no_cryptography": "Making the server's own certificate needs the Python package cryptography: install it, or give your own certificate with --tls-cert and --tls-key.",
        },
        "de": {
            "net.tls.plain_refused": "{url} ist nicht verschlüsselt, und {host} ist nicht dieser Computer: Jeder auf dem Weg könnte das Spiel mitlesen und verändern. Nimm stattdessen {secure}.",
            "net.tls.first_contact": "Erster Kontakt mit {server}: Der Fingerabdruck seines Zertifikats ist {fingerprint}. Er wird gemerkt. Wenn dir der Betreiber des Servers einen Fingerabdruck genannt hat, vergleiche die beiden.",
            "net.tls.changed": "Warnung: Das Zertifikat von {server} hat sich geändert. Gemerkter Fingerabdruck: {known}. Fingerabdruck jetzt: {now}. Vielleicht hört jemand dazwischen mit, oder der Betreiber des Servers hat ein neues Zertifikat gemacht. Es wurde nichts gesendet, und die Verbindung ist beendet. Frag den Betreiber des Servers; nur wenn er den neuen Fingerabdruck bestätigt, verbinde dich einmal mit --trust-new-certificate.",
            "net.tls.forgotten": "Das gemerkte Zertifikat von {server} ist vergessen; das, welches der Server jetzt zeigt, wird gemerkt.",
            "net.tls.pair": "--tls-cert und --tls-key gehören zusammen: Gib beide Dateien an oder keine.",
            "net.tls.two_ways": "--tls self-signed und --tls-cert schließen einander aus: Gib entweder dein eigenes Zertifikat an oder keines.",
            "net.tls.unreadable": "Das Zertifikat oder der Schlüssel ist nicht lesbar: {path}: {reason}.",
            "net.tls.unusable": "Das Zertifikat {cert} und der Schlüssel {keyfile} sind nicht zu gebrauchen: {reason}. Beide müssen PEM-Dateien sein, der Schlüssel ohne Passwort und zum Zertifikat gehörig.",
            "net.tls.own_unusable": "Das eigene Zertifikat des Servers in {folder} ist nicht zu gebrauchen: {reason}. Lösche dort tls-cert.pem und tls-key.pem, um ein neues zu machen; wer das alte kennt, wird dann gewarnt, dass es sich geändert hat.",
            "net.tls.cannot_make": "Das Zertifikat des Servers kann in {folder} nicht gemacht werden: {reason}.",
            "net.tls.no_cryptography": "Für ein eigenes Zertifikat braucht der Server das Python-Paket cryptography: Installiere es, oder gib dein eigenes Zertifikat mit --tls-cert und --tls-key an.",
        },
    }
)
