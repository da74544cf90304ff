#!/usr/bin/env bash
# Runs the whole test suite headless: core tests and GTK tests under Xvfb, with
# every GLib/GTK critical warning made fatal. `swift test` builds every target of the package, the
# GTK 4 front end's libraries too (their tests are Scripts/run-gtk4-tests.sh); without GTK 4 installed
# they are left out (Scripts/ensure-dependencies.sh sets BINDING_WITHOUT_GTK4 and says so).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/ensure-dependencies.sh
export G_DEBUG=fatal-criticals
exec xvfb-run -a -s "-screen 0 1280x1024x24" swift test "$@"
