#!/usr/bin/env bash
# Runs the whole test suite headless under a sanitizer, in its own build folder:
#   bash Scripts/run-sanitized-tests.sh address   # AddressSanitizer with LeakSanitizer on
#   bash Scripts/run-sanitized-tests.sh thread    # ThreadSanitizer
# Further arguments go to `swift test` (e.g. --filter BindingTests). Fails on any
# sanitizer report, in the test process or in the sample executables the tests
# launch (they inherit the options below and exit non-zero on a report).
# SANITIZED_PACKAGE=FOLDER runs the tests of another package of this tree instead (the GTK 4 tests'
# package Gtk4: Scripts/run-gtk4-tests.sh --sanitize address), in the same build folder, so the library's
# sanitized build is reused.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer="${1:?usage: run-sanitized-tests.sh address|thread [swift test arguments]}"
shift

source Scripts/ensure-dependencies.sh
export G_DEBUG=fatal-criticals

case "$sanitizer" in
address)
    # Leaks are checked at every process exit; only the Swift runtime's and system
    # libraries' allocations are suppressed (see the file for why, line by line).
    # GLib and GTK have no frame pointers: the slow unwinder records stacks through
    # them (12 frames), so suppressions can name the library that allocated. GSlice
    # allocates through malloc, so a GObject that is never freed is reported too.
    export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:detect_stack_use_after_return=0:fast_unwind_on_malloc=0:malloc_context_size=12${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export G_SLICE=always-malloc
    # A test that crashes (a GLib critical under G_DEBUG=fatal-criticals traps) would
    # start Swift's backtracer, whose memory reader trips AddressSanitizer and then
    # waits forever on the dead process: the run hangs instead of failing. Without the
    # backtracer the crash ends the run at once; ASan prints its own stacks.
    export SWIFT_BACKTRACE="enable=no"
    export LSAN_OPTIONS="suppressions=$PWD/Scripts/sanitizers/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    ;;
thread)
    # A report makes the process exit with 66 at its end, failing the run.
    export TSAN_OPTIONS="halt_on_error=0:exitcode=66${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
    ;;
*)
    echo "unknown sanitizer '$sanitizer': use address or thread" >&2
    exit 2
    ;;
esac

exec xvfb-run -a -s "-screen 0 1280x1024x24" \
    swift test --package-path "${SANITIZED_PACKAGE:-.}" --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" "$@"
