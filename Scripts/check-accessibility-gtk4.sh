#!/usr/bin/env bash
# Drives the GTK 4 Profile sample (ProfileSampleGtk4, in the Gtk4Tests package) through AT-SPI, as a screen reader
# does, with the clients the GTK 3 check uses (Scripts/accessibility/): fill the form, save, reload,
# a corrupt file kept (profile_roundtrip_client.py), then the validation problem read from the Email
# field's accessible description (profile_validation_client.py). GTK 4 speaks AT-SPI itself: no
# GTK_MODULES. Each client runs in a private D-Bus session and X display. Reuses the executable Scripts/run-gtk4-tests.sh builds into .build.
# Needs python3-pyatspi and at-spi2-core (and GTK 4, libadwaita).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
for package in python3-pyatspi at-spi2-core dbus-daemon; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || {
        echo "Please install $package (apt-get install $package)" >&2
        exit 1
    }
done
unset BINDING_WITHOUT_GTK4   # the library's package declares its GTK 4 products only without it
swift build --package-path Gtk4Tests --scratch-path .build --product ProfileSampleGtk4
app="$(swift build --package-path Gtk4Tests --scratch-path .build --show-bin-path)/ProfileSampleGtk4"

# Runs `client` (a file in Scripts/accessibility) with `arguments` in a fresh session and display; the
# word DIR in them stands for a new temporary folder. With `--start-app`, the sample runs beside the
# client with --data-dir DIR; otherwise the client starts it itself. The display is
# Scripts/xvfb-session.sh's (a server that picks its own number, never resets and is waited for),
# not xvfb-run's: see there for what made the first app start fail now and then under xvfb-run.
run_client() {
    local start_app=false
    if [ "$1" = "--start-app" ]; then start_app=true; shift; fi
    local client="$1"; shift
    local folder status=0
    folder="$(mktemp -d)"
    local arguments=("${@//DIR/$folder}")
    bash "$root/Scripts/xvfb-session.sh" dbus-run-session -- bash -c '
        export GDK_BACKEND=x11 PYTHONPATH="$(dirname "$1")"
        /usr/libexec/at-spi-bus-launcher --launch-immediately &
        client="$1" start_app="$2" app="$3" folder="$4"; shift 4
        if [ "$start_app" = true ]; then "$app" --data-dir "$folder" & pid=$!; fi
        status=0
        /usr/bin/python3 "$client" "$@" || status=$?
        if [ "$start_app" = true ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
        exit "$status"
    ' check "$root/Scripts/accessibility/$client" "$start_app" "$app" "$folder" "${arguments[@]}" || status=$?
    rm -rf "$folder"
    return "$status"
}

run_client profile_roundtrip_client.py DIR "$app"
run_client --start-app profile_validation_client.py
echo "GTK 4 Profile sample: AT-SPI checks passed"
