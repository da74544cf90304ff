#!/usr/bin/env bash
# Regenerates BindingGtk's GTK surface from GTK's introspection data (Gtk-3.0.gir, Gdk-3.0.gir,
# Pango-1.0.gir from libgtk-3-dev): Sources/BindingGtk/Generated, the generated tests' table in
# Tests/BindingGtkTests/Generated and docs/gtk-coverage.md. Builds Tools/GIRGenerator (a separate
# package) first. Extra arguments go to the generator (for example --output DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
gir_dir="${GIR_DIR:-$(pkg-config --variable=girdir gobject-introspection-1.0 2>/dev/null || echo /usr/share/gir-1.0)}"
swift build -c release --package-path Tools/GIRGenerator >&2
Tools/GIRGenerator/.build/release/GIRGenerator --gir-dir "$gir_dir" --package-root . "$@"
