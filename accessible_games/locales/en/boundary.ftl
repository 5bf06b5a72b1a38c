boundary-line-long = That line is too long: more than { $limit ->
        [one] 1 character
       *[other] { $limit } characters
    }. Nothing was done.
boundary-number-long = { $text } is too long a number: at most { $digits ->
        [one] 1 digit
       *[other] { $digits } digits
    }.
boundary-name-type = A name must be a text.
boundary-name-long = That name is too long: { $length ->
        [one] 1 character
       *[other] { $length } characters
    }, at most { $limit }.
boundary-path-empty = Give a file name.
boundary-path-long = That file name is too long: { $length ->
        [one] 1 character
       *[other] { $length } characters
    }, at most { $limit }.
boundary-path-control = A file name cannot hold control characters: { $path }.
boundary-path-nul = the name holds a NUL character
boundary-file-unreadable = Cannot read { $path }: { $reason }.
boundary-file-unwritable = Cannot write { $path }: { $reason }.
boundary-file-folder = a folder, not a file
boundary-file-link = a link, which is not replaced
boundary-file-special = not an ordinary file (a device, a pipe or a socket)
boundary-file-large = too large ({ $size ->
        [one] 1 byte
       *[other] { $size } bytes
    }, at most { $limit })
boundary-file-not_owner = the file belongs to another user
boundary-file-read_only = the file is read-only
boundary-data-encoding = not UTF-8 text
boundary-data-deep = nested too deeply (more than { $limit ->
        [one] 1 level
       *[other] { $limit } levels
    })
boundary-data-big_number = a number of more than { $limit ->
        [one] 1 digit
       *[other] { $limit } digits
    }
boundary-data-not_finite = { $text } is not a finite number
boundary-data-syntax = not valid JSON (line { $line }, column { $column })
boundary-data-toml = not valid TOML (line { $line }, column { $column })
boundary-data-whole = { $field } must be a whole number from { $low } to { $high }, not { $value }
boundary-data-text = { $field } must be a text, not { $value }
boundary-data-long = { $field } is too long ({ $length ->
        [one] 1 character
       *[other] { $length } characters
    }, at most { $limit })
boundary-data-mapping = { $field } must be a table of names and values
boundary-data-list = { $field } must be a list
boundary-data-many = { $field } has too many entries ({ $count }, at most { $limit })
boundary-data-name = { $field } holds a name that is not allowed: { $value }
boundary-os-enoent = there is no such file or folder
boundary-os-eacces = permission denied
boundary-os-enospc = the disk is full
boundary-os-erofs = the disk is read-only
boundary-os-eisdir = a folder, not a file
boundary-os-enotdir = a part of the path is not a folder
boundary-os-eloop = too many links
boundary-os-enametoolong = the name is too long
boundary-os-eexist = the file exists already
boundary-os-ebusy = the file is busy
boundary-os-eio = the disk reported an error
boundary-os-efbig = the file would be too large
boundary-os-emfile = too many files are open
boundary-os-enxio = the device is not there
boundary-os-einval = the system refused it
boundary-os-exdev = on another disk
boundary-os-other = system error { $code }
boundary-os-unknown = an unknown error
