#!/usr/bin/env bash
# The acceptance check of the samples' German translation, from outside the process as a screen
# reader sees it: each sample window is started with LANGUAGE=de and LANG=de_DE.UTF-8 in a private
# D-Bus session and X display, and an AT-SPI client (Scripts/accessibility/translation_client.py,
# pyatspi) reads every accessible name and description of the application and fails on any that is
# still an English message of the app's po/<app-id>/de.po. Windows: Profile, Settings, the gallery,
# Search (with results for "metal") and Feed.
# Needs python3-pyatspi, at-spi2-core and the de_DE.UTF-8 locale.
#
#   bash Scripts/i18n/check-german.sh              the debug build
#   bash Scripts/i18n/check-german.sh --bin DIR    the samples in DIR, such as the shipped release
#                                                  build's .build-lto/release
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
bash Scripts/ensure-dependencies.sh
for package in python3-pyatspi at-spi2-core dbus-daemon; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || {
        echo "Please install $package (apt-get install $package)" >&2
        exit 1
    }
done
locale -a | grep -qx "de_DE.utf8" || { echo "The de_DE.UTF-8 locale is missing (locale-gen)" >&2; exit 1; }
if [[ "${1:-}" == "--bin" ]]; then
    bin="$(cd "${2:?--bin needs the folder of the built samples}" && pwd)"
else
    swift build --product ProfileSample
    swift build --product SettingsSample
    swift build --product GallerySample
    bin="$(swift build --show-bin-path)"
fi

# Runs the client against a fresh instance of a sample in German: the application's name on the bus,
# its catalog, the fewest names expected, then the command; the word DIR in it stands for a new
# temporary folder.
# Each check searches for a free X display from a number of its own: xvfb-run does not wait for the
# server it stops, so a check starting right after another could find that server's display still
# taken or half torn down (CI once saw the feed window start with no display at all).
display=140
check() {
    local app="$1" catalog="$2" minimum="$3"; shift 3
    local folder
    folder="$(mktemp -d)"
    local arguments=("${@//DIR/$folder}")
    local status=0
    echo "::: $app ${arguments[*]:1}"
    display=$((display + 10))
    LANGUAGE=de LANG=de_DE.UTF-8 LC_ALL= xvfb-run -a -n "$display" dbus-run-session -- bash -c '
        export GTK_MODULES=gail:atk-bridge NO_AT_BRIDGE=0 PYTHONPATH="$(dirname "$0")"
        /usr/libexec/at-spi-bus-launcher --launch-immediately &
        client="$0" app="$1" catalog="$2" minimum="$3"; shift 3
        "$@" &
        pid=$!
        status=0
        /usr/bin/python3 "$client" "$app" "$catalog" "$minimum" || status=$?
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        exit "$status"
    ' "$root/Scripts/accessibility/translation_client.py" "$app" "$catalog" "$minimum" "${arguments[@]}" || status=$?
    rm -rf "$folder"
    return "$status"
}

po="$root/po"
failures=0
check ProfileSample "$po/org.swiftbinding.ProfileSample/de.po" 15 "$bin/ProfileSample" --data-dir DIR || failures=$((failures + 1))
check SettingsSample "$po/org.swiftbinding.SettingsSample/de.po" 20 \
    "$bin/SettingsSample" --config-dir DIR/config --cache-dir DIR/cache || failures=$((failures + 1))
check GallerySample "$po/org.swiftbinding.GallerySample/de.po" 8 "$bin/GallerySample" || failures=$((failures + 1))
check GallerySample "$po/org.swiftbinding.GallerySample/de.po" 10 \
    "$bin/GallerySample" --window search --query metal || failures=$((failures + 1))
check GallerySample "$po/org.swiftbinding.GallerySample/de.po" 10 "$bin/GallerySample" --window feed || failures=$((failures + 1))
if [ "$failures" -gt 0 ]; then
    echo "English left in $failures German window(s)" >&2
    exit 1
fi
echo "every sample window reads in German"
