#!/usr/bin/env bash
# Regenerates the generated GTK surface into a temporary folder and compares it with the committed
# files. Exits non-zero (printing the difference) when they differ: run Scripts/generate-gtk.sh
# and commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
bash Scripts/generate-gtk.sh --output "$scratch/Generated" --tests "$scratch/Tests" \
    --coverage "$scratch/gtk-coverage.md" > /dev/null
status=0
diff -ru Sources/BindingGtk/Generated "$scratch/Generated" || status=1
diff -ru Tests/BindingGtkTests/Generated/GeneratedSurfaceTable.swift "$scratch/Tests/GeneratedSurfaceTable.swift" || status=1
diff -u docs/gtk-coverage.md "$scratch/gtk-coverage.md" || status=1
if [ "$status" -ne 0 ]; then
    echo "The generated GTK surface differs from a fresh run: run Scripts/generate-gtk.sh and commit." >&2
else
    echo "The generated GTK surface matches a fresh run."
fi
exit "$status"
