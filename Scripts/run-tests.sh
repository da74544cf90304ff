#!/usr/bin/env bash
# Runs the whole test suite headless: core tests and GTK tests under Xvfb, with
# every GLib/GTK critical warning made fatal.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-dependencies.sh
export G_DEBUG=fatal-criticals
exec xvfb-run -a -s "-screen 0 1280x1024x24" swift test "$@"
