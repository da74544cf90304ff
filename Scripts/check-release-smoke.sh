#!/usr/bin/env bash
# The release smoke check: builds ProfileSample the way installs build it
# (Scripts/shipping/release-build.sh: release, full link-time optimisation) and runs it with
# `--screenshot` in the C locale and in German. Each run must exit 0 and write a PNG, and the German
# one must differ from the C one (the German catalog was found and used). Debug builds and the test
# suite never run the optimised code an install ships; this does, once, cheaply.
#
#   bash Scripts/check-release-smoke.sh [--no-lto] [--scratch-path DIR]
#
# Needs xvfb-run and the de_DE.UTF-8 locale (locale-gen).
set -euo pipefail
cd "$(dirname "$0")/.."
locale -a | grep -qx "de_DE.utf8" || { echo "check-release-smoke.sh: the de_DE.UTF-8 locale is missing (locale-gen)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

binary="$(bash Scripts/shipping/release-build.sh --product ProfileSample "$@")"
failures=0
for language in C de; do
    case "$language" in
        C) locale=(LANGUAGE= LANG=C LC_ALL=C) ;;
        de) locale=(LANGUAGE=de LANG=de_DE.UTF-8 LC_ALL=) ;;
    esac
    mkdir -p "$work/$language/data"
    status=0
    (cd "$work" && env "${locale[@]}" G_DEBUG=fatal-criticals HOME="$work/$language" \
        xvfb-run -a "$binary" --screenshot "$work/$language.png" --data-dir "$work/$language/data") || status=$?
    if [[ $status -ne 0 ]]; then
        echo "FAIL: the release ProfileSample exited with $status in the $language locale"; failures=$((failures + 1))
    elif [[ ! -s "$work/$language.png" ]]; then
        echo "FAIL: the release ProfileSample wrote no screenshot in the $language locale"; failures=$((failures + 1))
    else
        echo "ok: the release ProfileSample drew its window in the $language locale"
    fi
done
if [[ $failures -eq 0 ]]; then
    if cmp -s "$work/C.png" "$work/de.png"; then
        echo "FAIL: the German screenshot equals the C one: the German catalog was not used"; failures=$((failures + 1))
    else
        echo "ok: the German window differs from the C one"
    fi
fi
exit "$failures"
