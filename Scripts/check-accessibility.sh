#!/usr/bin/env bash
# Drives the Profile sample through AT-SPI, as a screen reader does: in a private D-Bus session
# and X display, AT-SPI clients (pyatspi, Scripts/accessibility/) type into the Email field and
# read the validation problem back from the field's accessible description, then open the
# header-bar menu, see Save greyed out until the form is valid, and close the window from the menu.
# Needs python3-pyatspi and at-spi2-core.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash Scripts/ensure-dependencies.sh
for package in python3-pyatspi at-spi2-core dbus-daemon; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || {
        echo "Please install $package (apt-get install $package)" >&2
        exit 1
    }
done
swift build --product ProfileSample
binary="$(swift build --show-bin-path)/ProfileSample"
# Runs one client against a fresh instance of the sample (its own data folder).
run_client() {
    local data
    data="$(mktemp -d)"
    local status=0
    xvfb-run -a dbus-run-session -- bash -c '
        export GTK_MODULES=gail:atk-bridge NO_AT_BRIDGE=0 PYTHONPATH="$(dirname "$2")"
        /usr/libexec/at-spi-bus-launcher --launch-immediately &
        "$0" --data-dir "$1" &
        app=$!
        status=0
        /usr/bin/python3 "$2" || status=$?
        kill "$app" 2>/dev/null || true
        exit "$status"
    ' "$binary" "$data" "$root/Scripts/accessibility/$1" || status=$?
    rm -rf "$data"
    return "$status"
}

run_client profile_validation_client.py
run_client profile_menu_client.py
