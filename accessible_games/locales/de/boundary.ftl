boundary-line-long = Diese Zeile ist zu lang: mehr als { $limit } Zeichen. Es ist nichts geschehen.
boundary-number-long = { $text } ist eine zu lange Zahl: höchstens { $digits ->
        [one] 1 Ziffer
       *[other] { $digits } Ziffern
    }.
boundary-name-type = Ein Name muss ein Text sein.
boundary-name-long = Dieser Name ist zu lang: { $length } Zeichen, höchstens { $limit }.
boundary-path-empty = Gib einen Dateinamen an.
boundary-path-long = Dieser Dateiname ist zu lang: { $length } Zeichen, höchstens { $limit }.
boundary-path-control = Ein Dateiname darf keine Steuerzeichen enthalten: { $path }.
boundary-path-nul = der Name enthält ein NUL-Zeichen
boundary-file-unreadable = { $path } kann nicht gelesen werden: { $reason }.
boundary-file-unwritable = { $path } kann nicht geschrieben werden: { $reason }.
boundary-file-folder = ein Ordner, keine Datei
boundary-file-link = eine Verknüpfung, die nicht ersetzt wird
boundary-file-special = keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket)
boundary-file-large = zu groß ({ $size ->
        [one] 1 Byte
       *[other] { $size } Bytes
    }, höchstens { $limit })
boundary-file-not_owner = die Datei gehört einem anderen Benutzer
boundary-file-read_only = die Datei ist schreibgeschützt
boundary-data-encoding = kein UTF-8-Text
boundary-data-deep = zu tief verschachtelt (mehr als { $limit ->
        [one] 1 Ebene
       *[other] { $limit } Ebenen
    })
boundary-data-big_number = eine Zahl mit mehr als { $limit ->
        [one] 1 Ziffer
       *[other] { $limit } Ziffern
    }
boundary-data-not_finite = { $text } ist keine endliche Zahl
boundary-data-syntax = kein gültiges JSON (Zeile { $line }, Spalte { $column })
boundary-data-toml = kein gültiges TOML (Zeile { $line }, Spalte { $column })
boundary-data-whole = { $field } muss eine ganze Zahl von { $low } bis { $high } sein, nicht { $value }
boundary-data-text = { $field } muss ein Text sein, nicht { $value }
boundary-data-long = { $field } ist zu lang ({ $length } Zeichen, höchstens { $limit })
boundary-data-mapping = { $field } muss eine Tabelle aus Namen und Werten sein
boundary-data-list = { $field } muss eine Liste sein
boundary-data-many = { $field } hat zu viele Einträge ({ $count }, höchstens { $limit })
boundary-data-name = { $field } enthält einen unzulässigen Namen: { $value }
boundary-os-enoent = diese Datei oder diesen Ordner gibt es nicht
boundary-os-eacces = keine Berechtigung
boundary-os-enospc = der Datenträger ist voll
boundary-os-erofs = der Datenträger ist schreibgeschützt
boundary-os-eisdir = ein Ordner, keine Datei
boundary-os-enotdir = ein Teil des Pfades ist kein Ordner
boundary-os-eloop = zu viele Verknüpfungen
boundary-os-enametoolong = der Name ist zu lang
boundary-os-eexist = die Datei gibt es schon
boundary-os-ebusy = die Datei ist belegt
boundary-os-eio = der Datenträger meldet einen Fehler
boundary-os-efbig = die Datei würde zu groß
boundary-os-emfile = zu viele Dateien sind geöffnet
boundary-os-enxio = das Gerät ist nicht da
boundary-os-einval = das System hat es abgelehnt
boundary-os-exdev = auf einem anderen Datenträger
boundary-os-other = Systemfehler { $code }
boundary-os-unknown = ein unbekannter Fehler
