#!/usr/bin/env bash
# The acceptance check of the samples' German translation, from outside the process as a screen
# reader sees it: each sample window is started with LANGUAGE=de and LANG=de_DE.UTF-8 in a private
# D-Bus session and X display, and an AT-SPI client (Scripts/accessibility/translation_client.py,
# pyatspi) reads every accessible name and description of the application and fails on any that is
# still an English message of the app's po/<app-id>/de.po. Windows: Profile, Settings, the gallery,
# Search (with results for "metal") and Feed; then the GTK 4 ports of Profile and Settings
# (Gtk4Tests, built into the same .build), which share their GTK 3 sample's catalog.
# Needs python3-pyatspi, at-spi2-core and the de_DE.UTF-8 locale (and GTK 4 and libadwaita).
#
#   bash Scripts/i18n/check-german.sh              the debug build
#   bash Scripts/i18n/check-german.sh --bin DIR    the samples in DIR, such as the shipped release
#                                                  build's .build-lto/release (the GTK 4 ports too
#                                                  when DIR has them)
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
    bin4="$bin"
else
    swift build --product ProfileSample
    swift build --product SettingsSample
    swift build --product GallerySample
    bin="$(swift build --show-bin-path)"
    gtk4=(--package-path Gtk4Tests --scratch-path .build)
    # Switching packages in one scratch folder: without SwiftPM's build manifest of the library's package,
    # the GTK 4 package's --product builds plan afresh (docs/gtk-facts.md, two packages sharing one
    # --scratch-path: they failed with "No target named …" in build description otherwise).
    rm -f .build/debug.yaml
    swift build "${gtk4[@]}" --product ProfileSampleGtk4
    swift build "${gtk4[@]}" --product SettingsSampleGtk4
    bin4="$(swift build "${gtk4[@]}" --show-bin-path)"
    rm -f .build/debug.yaml   # and the library's next --product build plans afresh too
fi

# Runs the client against a fresh instance of a sample in German: the application's name on the bus,
# its catalog, the fewest names expected, then the command; the word DIR in it stands for a new
# temporary folder.
# Each check gets a private X server from Scripts/xvfb-session.sh: one that picks its own display
# number, never resets and is waited for. With xvfb-run's server, which resets when its last client
# leaves, an app starting at that moment found no display (CI saw the search window and, before that,
# the feed window start with "no X display").
check() {
    local app="$1" catalog="$2" minimum="$3"; shift 3
    local folder
    folder="$(mktemp -d)"
    local arguments=("${@//DIR/$folder}")
    local status=0
    echo "::: $app ${arguments[*]:1}"
    LANGUAGE=de LANG=de_DE.UTF-8 LC_ALL= bash "$root/Scripts/xvfb-session.sh" dbus-run-session -- bash -c '
        # GTK 3 speaks AT-SPI through its modules; GTK 4 itself, on X11.
        export GTK_MODULES=gail:atk-bridge NO_AT_BRIDGE=0 GDK_BACKEND=x11 PYTHONPATH="$(dirname "$0")"
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
check ProfileSampleGtk4 "$po/org.swiftbinding.ProfileSample/de.po" 15 "$bin4/ProfileSampleGtk4" --data-dir DIR || failures=$((failures + 1))
check SettingsSampleGtk4 "$po/org.swiftbinding.SettingsSample/de.po" 15 \
    "$bin4/SettingsSampleGtk4" --config-dir DIR/config --cache-dir DIR/cache || failures=$((failures + 1))
if [ "$failures" -gt 0 ]; then
    echo "English left in $failures German window(s)" >&2
    exit 1
fi
echo "every sample window reads in German"
