#!/usr/bin/env bash
# Installs the Debian packages the build and the headless tests need, if missing:
# GTK 3 development files, GLib's tools (glib-compile-schemas, gsettings), Xvfb (virtual X server),
# xauth, dbus (dbus-run-session gives the single-instance tests a private session bus), and gettext
# (msgfmt compiles the samples' translations at build time; Scripts/i18n extracts them).
# GTK 4 and libadwaita (the package's BindingGtk4 and BindingAdwaita targets) are installed too when
# running as root; otherwise, when pkg-config finds no gtk4 or libadwaita-1, the root package is built
# without its GTK 4 targets: sourced (`source Scripts/ensure-dependencies.sh`), this exports
# BINDING_WITHOUT_GTK4=1 (read by Package.swift) and says so.

ensure_dependencies() {
    local packages=(libgtk-3-dev libglib2.0-bin xvfb xauth dbus gettext pkg-config)
    [ "$(id -u)" -eq 0 ] && packages+=(libgtk-4-dev libadwaita-1-dev)
    local missing=() package
    for package in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    if [ ${#missing[@]} -ne 0 ]; then
        echo "Installing: ${missing[*]}" >&2
        if [ "$(id -u)" -eq 0 ]; then
            apt-get update
            DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
        elif command -v sudo >/dev/null; then
            sudo apt-get update
            sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
        else
            echo "Please install as root: apt-get install ${missing[*]}" >&2
            return 1
        fi
    fi
    if [ -z "${BINDING_WITHOUT_GTK4:-}" ] && ! pkg-config --exists gtk4 libadwaita-1; then
        echo "pkg-config finds no gtk4 or libadwaita-1: building without the GTK 4 targets (BINDING_WITHOUT_GTK4=1; install libgtk-4-dev and libadwaita-1-dev for them)" >&2
        export BINDING_WITHOUT_GTK4=1
    fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -euo pipefail
    ensure_dependencies
else
    ensure_dependencies || return 1
fi
