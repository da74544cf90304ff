#!/usr/bin/env bash
# Checks that every Swift example in README.md and in the documentation articles
# (Sources/*/*.docc) is compiled code: each ```swift block must equal the region of Examples/ its
# `<!-- snippet: NAME -->` marker names (Scripts/snippets/snippets.py), and the Examples package,
# which depends on this one, must build without warnings and pass its tests (headless, under Xvfb).
# CI runs it.
#
#   bash Scripts/check-snippets.sh          check, then build Examples/
#   bash Scripts/check-snippets.sh --fix    rewrite the markdown blocks from Examples/, then build
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    "") python3 Scripts/snippets/snippets.py check ;;
    --fix) python3 Scripts/snippets/snippets.py fix ;;
    *) echo "usage: bash Scripts/check-snippets.sh [--fix]" >&2; exit 2 ;;
esac

bash Scripts/ensure-dependencies.sh
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
swift build --package-path Examples --build-tests 2>&1 | tee "$log"
# The examples are held to the library's standard: no compiler warning in them.
if grep -E "Examples/(Sources|Tests)/.*warning:" "$log"; then
    echo "error: the examples above have compiler warnings" >&2
    exit 1
fi
# The examples' tests (the Testing article's) run headless, criticals fatal, as the suite does.
G_DEBUG=fatal-criticals xvfb-run -a swift test --package-path Examples --skip-build
