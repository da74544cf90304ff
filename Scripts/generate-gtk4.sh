#!/usr/bin/env bash
# Regenerates BindingGtk4's GTK surface (Gtk4FrontEnd/Sources/BindingGtk4/Generated) and
# docs/gtk4-coverage.md from GTK 4's introspection data (Gtk-4.0.gir, Gdk-4.0.gir from
# libgtk-4-dev, Pango-1.0.gir), as Tools/GIRGenerator/Gtk4.manifest says, with the generator
# Scripts/generate-gtk.sh builds. With --check (CI), regenerates into a temporary folder instead
# and exits non-zero, printing the difference, when the committed files differ from a fresh run.
set -euo pipefail
cd "$(dirname "$0")/.."
manifest=Tools/GIRGenerator/Gtk4.manifest
if [ "${1:-}" != "--check" ]; then
    exec bash Scripts/generate-gtk.sh --manifest "$manifest" "$@"
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
bash Scripts/generate-gtk.sh --manifest "$manifest" --output "$scratch/Generated" \
    --coverage "$scratch/gtk4-coverage.md" > /dev/null
status=0
diff -ru Gtk4FrontEnd/Sources/BindingGtk4/Generated "$scratch/Generated" || status=1
diff -u docs/gtk4-coverage.md "$scratch/gtk4-coverage.md" || status=1
if [ "$status" -ne 0 ]; then
    echo "The generated GTK 4 surface differs from a fresh run: run Scripts/generate-gtk4.sh and commit." >&2
else
    echo "The generated GTK 4 surface matches a fresh run."
fi
exit "$status"
