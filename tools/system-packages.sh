#!/bin/sh
# Install the Debian packages the program needs, only those that are missing.
# Fast when everything is present: one dpkg-query call.
set -e
PACKAGES="liblouis20 liblouis-data liblouis-bin python3-louis brltty python3-brlapi \
speech-dispatcher speech-dispatcher-espeak-ng python3-speechd espeak-ng libespeak-ng1 \
alsa-utils sox tmux python3-venv gcc python3-dev brailleutils"

missing=""
for p in $PACKAGES; do
    status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
    case "$status" in
        *"install ok installed"*) ;;
        *) missing="$missing $p" ;;
    esac
done
[ -z "$missing" ] && exit 0

echo "Installing Debian packages:$missing"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends $missing
