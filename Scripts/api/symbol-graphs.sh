#!/usr/bin/env bash
# Builds a package and writes the public symbol graphs of its modules (SwiftPM's
# dump-symbol-graph); prints the folder they are in. Used by build-docs.sh and check-api.sh.
#
#   bash Scripts/api/symbol-graphs.sh                 the library's package
#   bash Scripts/api/symbol-graphs.sh Gtk4FrontEnd    the GTK 4 front end's package, built in the
#                                                     library's .build as run-gtk4-tests.sh does
#
# The folder is emptied first, so every graph found there afterwards is from this build. Both
# packages' graphs land in the one folder SwiftPM writes to (.build/<triple>/symbolgraph); the GTK 4
# package's are then moved to a folder of their own (symbolgraph-Gtk4FrontEnd), so use the
# library's before asking for the GTK 4 package's.
# SwiftPM 6.3's dump-symbol-graph also tries the modules it synthesizes for the test runner
# (<Package>PackageTests, <Package>PackageDiscoveredTests), which it never built, and exits with an
# error after writing every other graph; that error alone is ignored. Any other one (a compile
# error) fails with the whole output.
set -euo pipefail
cd "$(dirname "$0")/../.."

package="${1:-}"
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
rm -rf "$graphs"
arguments=()
if [ -n "$package" ]; then
    arguments=(--package-path "$package" --scratch-path .build)
fi
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! swift package "${arguments[@]}" dump-symbol-graph --minimum-access-level public > "$log" 2>&1; then
    if grep "error:" "$log" | grep -vq "Failed to emit symbol graph for '[A-Za-z0-9_]*Package\(Discovered\)\{0,1\}Tests'"; then
        cat "$log" >&2
        exit 1
    fi
fi
if [ -n "$package" ]; then
    destination="$graphs-$package"
    rm -rf "$destination"
    mv "$graphs" "$destination"
    graphs="$destination"
fi
echo "$graphs"
