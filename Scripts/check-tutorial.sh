#!/usr/bin/env bash
# Checks the DocC tutorial "Build a task list" (Sources/Binding/Binding.docc/Tutorials): its code
# files equal the TasksTutorial package's (Scripts/tutorial/tutorial.py), the package builds
# without a compiler warning, its tests pass headless (Xvfb, criticals fatal), and the app of every
# chapter starts and renders its window (`--screenshot`). CI runs it.
#
#   bash Scripts/check-tutorial.sh               check, build, test, run each chapter
#   bash Scripts/check-tutorial.sh --fix         first rewrite the tutorial's code files from the package
#   bash Scripts/check-tutorial.sh --screenshots also write each chapter's screenshot into the catalog
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-}"
case "$mode" in
    "" | --screenshots) python3 Scripts/tutorial/tutorial.py check || [ "$mode" = --screenshots ] ;;
    --fix) python3 Scripts/tutorial/tutorial.py fix ;;
    *) echo "usage: bash Scripts/check-tutorial.sh [--fix | --screenshots]" >&2; exit 2 ;;
esac

bash Scripts/ensure-dependencies.sh
# The library's build is shared with Examples/ (check-snippets.sh builds it first in CI): the same
# sources with the same flags, so only the tutorial's own modules are compiled here.
scratch=(--package-path TasksTutorial --scratch-path Examples/.build)
log="$(mktemp)"
shots="$(mktemp -d)"
trap 'rm -rf "$log" "$shots"' EXIT
swift build "${scratch[@]}" --build-tests 2>&1 | tee "$log"
# The tutorial's code is held to the library's standard: no compiler warning in it.
if grep -E "TasksTutorial/(Sources|Tests)/.*warning:" "$log"; then
    echo "error: the tutorial's code above has compiler warnings" >&2
    exit 1
fi
G_DEBUG=fatal-criticals xvfb-run -a swift test "${scratch[@]}" --skip-build

# Every chapter's app starts, loads its .ui file and draws its window.
bin="$(swift build "${scratch[@]}" --show-bin-path)"
resources=Sources/Binding/Binding.docc/Resources/Tasks
chapter=1
for app in Tasks1 Tasks2 Tasks3 Tasks; do
    G_DEBUG=fatal-criticals xvfb-run -a "$bin/$app" --screenshot "$shots/tasks-$chapter.png"
    test -s "$shots/tasks-$chapter.png"
    if [ "$mode" = --screenshots ]; then
        cp "$shots/tasks-$chapter.png" "$resources/tasks-$chapter.png"
        echo "wrote $resources/tasks-$chapter.png"
    fi
    chapter=$((chapter + 1))
done
[ "$mode" != --screenshots ] || python3 Scripts/tutorial/tutorial.py check
echo "The tutorial's code builds, its tests pass and every chapter's app draws its window."
