#!/usr/bin/env bash
# Installs the Debian packages the build and the headless tests need, if missing:
# GTK 3 development files, GLib's tools (glib-compile-schemas, gsettings), Xvfb (virtual X server),
# xauth, dbus (dbus-run-session gives the single-instance tests a private session bus), and gettext
# (msgfmt compiles the samples' translations at build time; Scripts/i18n extracts them).
set -euo pipefail

packages=(libgtk-3-dev libglib2.0-bin xvfb xauth dbus gettext)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
elif command -v sudo >/dev/null; then
    sudo apt-get update
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
else
    echo "Please install as root: apt-get install ${missing[*]}" >&2
    exit 1
fi
