#!/usr/bin/env bash
# Drives the Profile sample through AT-SPI, as a screen reader does: in a private D-Bus session
# and X display, AT-SPI clients (pyatspi, Scripts/accessibility/) type into the Email field and
# read the validation problem back from the field's accessible description; fill the form, save
# it, see it reloaded and a corrupt file kept aside; then open the header-bar menu, see Save greyed out until the form is valid, and close the window from the menu;
# then answer the Settings sample's clear-cache confirmation (Cancel, then Clear Cache).
# Needs python3-pyatspi and at-spi2-core.
#
#   bash Scripts/check-accessibility.sh              the debug build
#   bash Scripts/check-accessibility.sh --bin DIR    the samples in DIR, such as the shipped release
#                                                    build's .build-lto/release
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
if [[ "${1:-}" == "--bin" ]]; then
    bin="$(cd "${2:?--bin needs the folder of the built samples}" && pwd)"
else
    swift build --product ProfileSample
    swift build --product SettingsSample
    bin="$(swift build --show-bin-path)"
fi
# Runs one client (a file in Scripts/accessibility) against a fresh instance of a sample, started
# with the given arguments; the word DIR in them stands for a new temporary folder.
run_client() {
    local client="$1"; shift
    local folder
    folder="$(mktemp -d)"
    local arguments=("${@//DIR/$folder}")
    local status=0
    bash "$root/Scripts/xvfb-session.sh" dbus-run-session -- bash -c '
        export GTK_MODULES=gail:atk-bridge NO_AT_BRIDGE=0 PYTHONPATH="$(dirname "$0")"
        /usr/libexec/at-spi-bus-launcher --launch-immediately &
        "$@" &
        app=$!
        status=0
        /usr/bin/python3 "$0" || status=$?
        kill "$app" 2>/dev/null || true
        exit "$status"
    ' "$root/Scripts/accessibility/$client" "${arguments[@]}" || status=$?
    rm -rf "$folder"
    return "$status"
}

run_client profile_validation_client.py "$bin/ProfileSample" --data-dir DIR
# Fill, save, reload and a corrupt file kept: this client starts the sample itself, three times (it
# checks the GTK 4 sample too, in Scripts/check-accessibility-gtk4.sh).
folder="$(mktemp -d)"
bash "$root/Scripts/xvfb-session.sh" dbus-run-session -- bash -c '
    export GTK_MODULES=gail:atk-bridge NO_AT_BRIDGE=0 PYTHONPATH="$(dirname "$0")"
    /usr/libexec/at-spi-bus-launcher --launch-immediately &
    /usr/bin/python3 "$0" "$@"
' "$root/Scripts/accessibility/profile_roundtrip_client.py" "$folder" "$bin/ProfileSample"
rm -rf "$folder"
run_client profile_menu_client.py "$bin/ProfileSample" --data-dir DIR
# The settings sample measures and clears a cache folder holding one 64 KiB file.
cache="$(mktemp -d)"
trap 'rm -rf "$cache"' EXIT
head -c 65536 /dev/zero > "$cache/preview.bin"
run_client settings_dialog_client.py "$bin/SettingsSample" --config-dir DIR --cache-dir "$cache"
