#!/usr/bin/env bash
# Prints how long the compiler takes to type-check `binding { }` blocks and
# other binding code users write a lot of, against the same bindings written as
# plain statements, so that a change making them slower is seen.
#
#   bash Scripts/measure-compile-times.sh            # sizes 10, 50, 100, 200; 5 rounds
#   RUNS=7 SIZES=100,200 bash Scripts/measure-compile-times.sh
#
# Builds the package's libraries (debug), writes generated windows into a
# temporary folder (Scripts/compile-times/generate.py says what each case
# holds), type-checks each against the built modules with
# `-debug-time-function-bodies`, interleaving the cases over RUNS rounds, and
# prints medians, ratios and the solver's scope counts as markdown tables
# (Scripts/compile-times/measure.py). Compare ratios and scope counts: times
# move with the machine's load, the scope counts do not.
#
# Environment: RUNS (rounds, default 5), SIZES (block lengths, default
# 10,50,100,200), KEEP_BUILD=1 (use the modules already in .build/debug),
# CASES_DIR (write the cases there and keep them, default a temporary folder).
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${RUNS:-5}"
sizes="${SIZES:-10,50,100,200}"

if [[ "${KEEP_BUILD:-0}" != 1 ]]; then
    swift build --target BindingGtk >&2
fi
build="$(swift build --show-bin-path)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cases="${CASES_DIR:-$work/cases}"
python3 Scripts/compile-times/generate.py "$cases" --sizes "$sizes" >/dev/null

# The flags SwiftPM would pass to a target depending on BindingGtk: its
# modules, the C modules' maps and GTK's header folders.
flags=(-swift-version 6 -I "$build/Modules" -module-cache-path "$work/module-cache")
for map in "$build"/*.build/module.modulemap Sources/*/module.modulemap; do
    [[ -f "$map" ]] && flags+=(-Xcc "-fmodule-map-file=$(realpath "$map")")
done
for include in $(pkg-config --cflags-only-I gtk+-3.0); do
    flags+=(-Xcc "$include")
done

python3 Scripts/compile-times/measure.py "$cases" --runs "$runs" -- "${flags[@]}"
