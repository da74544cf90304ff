#!/usr/bin/env bash
# Regenerates BindingGtk4's GTK surface (Sources/BindingGtk4/Generated) and
# docs/gtk4-coverage.md from GTK 4's introspection data (Gtk-4.0.gir, Gdk-4.0.gir from
# libgtk-4-dev, Pango-1.0.gir), as Tools/GIRGenerator/Gtk4.manifest says, and BindingAdwaita's
# (Sources/BindingAdwaita/Generated, docs/adwaita-coverage.md) from Adw-1.gir
# (libadwaita-1-dev) as Tools/GIRGenerator/Adwaita.manifest says, with the generator
# Scripts/generate-gtk.sh builds. With --check (CI), regenerates into a temporary folder instead
# and exits non-zero, printing the difference, when the committed files differ from a fresh run.
set -euo pipefail
cd "$(dirname "$0")/.."
# manifest, generated folder, coverage table
libraries=(
    "Tools/GIRGenerator/Gtk4.manifest Sources/BindingGtk4/Generated docs/gtk4-coverage.md"
    "Tools/GIRGenerator/Adwaita.manifest Sources/BindingAdwaita/Generated docs/adwaita-coverage.md"
)
if [ "${1:-}" != "--check" ]; then
    for library in "${libraries[@]}"; do
        read -r manifest _ _ <<< "$library"
        bash Scripts/generate-gtk.sh --manifest "$manifest" "$@"
    done
    exit 0
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
status=0
for library in "${libraries[@]}"; do
    read -r manifest generated coverage <<< "$library"
    name="$(basename "$manifest" .manifest)"
    bash Scripts/generate-gtk.sh --manifest "$manifest" --output "$scratch/$name/Generated" \
        --coverage "$scratch/$name/coverage.md" > /dev/null
    diff -ru "$generated" "$scratch/$name/Generated" || status=1
    diff -u "$coverage" "$scratch/$name/coverage.md" || status=1
done
if [ "$status" -ne 0 ]; then
    echo "The generated GTK 4 or libadwaita surface differs from a fresh run: run Scripts/generate-gtk4.sh and commit." >&2
else
    echo "The generated GTK 4 and libadwaita surfaces match a fresh run."
fi
exit "$status"
