#!/usr/bin/env bash
# Installs the samples' GSettings schemas where GNOME finds them and compiles them there:
# $PREFIX/share/glib-2.0/schemas (PREFIX defaults to ~/.local; use /usr/local as root for every user).
# `swift run` does not need this (the apps compile their schema at start); an installed app does.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${PREFIX:-$HOME/.local}"
target="$prefix/share/glib-2.0/schemas"
bash "$root/Scripts/ensure-dependencies.sh"
mkdir -p "$target"
install -m 0644 "$root"/Resources/*/*.gschema.xml "$target/"
glib-compile-schemas --strict "$target"
echo "Installed into $target:" >&2
ls "$root"/Resources/*/*.gschema.xml | xargs -n1 basename >&2
if [ "$prefix" != "/usr" ] && [ "$prefix" != "/usr/local" ]; then
    echo "GLib looks there through XDG_DATA_DIRS (add $prefix/share if it is not listed)." >&2
fi
