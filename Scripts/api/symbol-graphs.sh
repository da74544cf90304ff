#!/usr/bin/env bash
# Builds the library's package and writes the public symbol graphs of its modules (SwiftPM's
# dump-symbol-graph), the GTK 4 front end's among them unless BINDING_WITHOUT_GTK4 leaves them out;
# prints the folder they are in. Used by build-docs.sh and check-api.sh.
#
# The folder is emptied first, so every graph found there afterwards is from this build.
# SwiftPM 6.3's dump-symbol-graph also tries the modules it synthesizes for the test runner
# (<Package>PackageTests, <Package>PackageDiscoveredTests), which it never built, and exits with an
# error after writing every other graph; that error alone is ignored. Any other one (a compile
# error) fails with the whole output.
set -euo pipefail
cd "$(dirname "$0")/../.."

graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
rm -rf "$graphs"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! swift package dump-symbol-graph --minimum-access-level public > "$log" 2>&1; then
    if grep "error:" "$log" | grep -vq "Failed to emit symbol graph for '[A-Za-z0-9_]*Package\(Discovered\)\{0,1\}Tests'"; then
        cat "$log" >&2
        exit 1
    fi
fi
echo "$graphs"
