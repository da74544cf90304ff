#!/usr/bin/env bash
# Fails when library or sample code outside the core's Locks/ folder uses
# Synchronization.Mutex directly. On Linux ThreadSanitizer cannot see the hand-over
# of a contended Mutex and reports the state it guards as racing; the core's
# SanitizedMutex (Sources/ReactiveCore/Locks/SanitizedMutex.swift) is the lock to
# use, and Locks/ is where the core wraps Mutex once, with the annotations TSan needs.
set -euo pipefail
cd "$(dirname "$0")/.."

# `Mutex<` and `Mutex(` as a whole word: a type or a call, not SanitizedMutex nor prose.
found=$(grep -rnE --include='*.swift' '(^|[^A-Za-z0-9_])Mutex[<(]' Sources \
    | grep -v '^Sources/ReactiveCore/Locks/' || true)
if [[ -n "$found" ]]; then
    echo "error: Synchronization.Mutex used outside Sources/ReactiveCore/Locks/ (use SanitizedMutex):" >&2
    echo "$found" >&2
    exit 1
fi
echo "No Synchronization.Mutex outside Sources/ReactiveCore/Locks/."
