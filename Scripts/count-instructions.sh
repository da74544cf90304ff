#!/usr/bin/env bash
# Counts the instructions per operation of one benchmark row, and of its
# same-run baseline, with valgrind's callgrind (counts do not drift with the
# machine's load the way times do).
#
#   Scripts/count-instructions.sh computed
#
# Builds the release benchmark executable, strips the debug information from
# a copy (callgrind is slow to read it and does not need it: the symbols stay),
# runs the row's section under callgrind and divides the inclusive cost of the
# row's two closures by the number of operations each performed.
#
# Rows (closure numbers are the order of the closures in the row's function
# in Benchmarks/Sources/Benchmarks; operations are `Measure.alternating`'s: one warm-up
# call of iterations / 10 and 9 rounds of iterations):
#   computed           ComputedBenchmarks.recomputeOverThreeInputs  (per a.accept)
#   value-chain        CoreBenchmarks.valueThroughChain             (per relay.accept)
#   subscribe-dispose  CoreBenchmarks.subscribeAndDispose           (per subscribe + dispose)
#   array-update       ArrayBenchmarks.elementUpdate                (per array[0] = value)
#   label-update       GtkBenchmarks.labelUpdate                    (per model.text = value; needs a display)
#   property-set       GeneratedSurfaceBenchmarks.propertySet       (per label.marginStart = value; needs a display)
# GTK rows need a display: `xvfb-run -a bash Scripts/count-instructions.sh label-update`.
# Add a row here when a benchmark's figure is to be tracked in instructions.
#
# Environment: OUTPUT (callgrind's output file, default a temporary file),
# KEEP_BUILD=1 (measure the executable already in Benchmarks/.build/release).
set -euo pipefail
cd "$(dirname "$0")/.."

row="${1:-}"
case "$row" in
    computed)          section=computed; function="ComputedBenchmarks.recomputeOverThreeInputs"
                       candidate=2; baseline=1; iterations=200000 ;;
    value-chain)       section=core; function="CoreBenchmarks.valueThroughChain"
                       candidate=1; baseline=2; iterations=1000000 ;;
    subscribe-dispose) section=core; function="CoreBenchmarks.subscribeAndDispose"
                       candidate=1; baseline=2; iterations=200000 ;;
    array-update)      section=arrays; function="ArrayBenchmarks.elementUpdate"
                       candidate=1; baseline=2; iterations=200000 ;;
    label-update)      section=label; function="GtkBenchmarks.labelUpdate"
                       candidate=3; baseline=2; iterations=50000 ;;
    property-set)      section=property; function="GeneratedSurfaceBenchmarks.propertySet"
                       candidate=2; baseline=1; iterations=200000 ;;
    *)
        echo "usage: $0 computed|value-chain|subscribe-dispose|array-update|label-update|property-set" >&2
        exit 64 ;;
esac
operations=$(( iterations / 10 + 9 * iterations ))

for tool in valgrind callgrind_annotate swift; do
    command -v "$tool" > /dev/null || { echo "$0: $tool is missing (apt-get install valgrind)" >&2; exit 69; }
done

if [ "${KEEP_BUILD:-0}" != 1 ]; then
    (cd Benchmarks && swift build -c release --product Benchmarks >&2)
fi
workspace="$(mktemp -d /tmp/count-instructions.XXXXXX)"
trap 'rm -rf "$workspace"' EXIT
binary="$workspace/Benchmarks"
output="${OUTPUT:-$workspace/callgrind.out}"
cp Benchmarks/.build/release/Benchmarks "$binary"
strip -g "$binary"
if ! valgrind --tool=callgrind --callgrind-out-file="$output" "$binary" "$section" > "$workspace/log" 2>&1; then
    cat "$workspace/log" >&2
    exit 70
fi

# The inclusive cost of "closure #N in static <function>()", itself (not the
# closures nested in it, which it includes).
annotated="$(callgrind_annotate --inclusive=yes --threshold=100 "$output" | swift demangle --simplified)"
cost() {
    printf '%s\n' "$annotated" \
        | grep -F "???:closure #$1 in static $function() [" \
        | head -n 1 | awk '{ gsub(",", "", $1); print $1 }'
}
candidate_cost="$(cost "$candidate")"
baseline_cost="$(cost "$baseline")"
if [ -z "$candidate_cost" ] || [ -z "$baseline_cost" ]; then
    echo "$0: the closures of $function() were not found in callgrind's output" >&2
    exit 70
fi
awk -v row="$row" -v ops="$operations" -v c="$candidate_cost" -v b="$baseline_cost" 'BEGIN {
    printf "%s: %.0f instructions per operation, baseline %.0f (%.2fx), over %d operations each\n",
        row, c / ops, b / ops, c / b, ops
}'
