#!/usr/bin/env bash
# Runs the GTK 4 and libadwaita front end's tests (the Gtk4Tests/ package) headless: under Xvfb with
# GDK's X11 backend, every GLib/GTK critical warning made fatal. Extra arguments go to `swift test`
# (for example --filter WindowLifetime). With `--sanitize address|thread` first, the tests run under
# that sanitizer as Scripts/run-sanitized-tests.sh runs the GTK 3 suite. The GTK 3 suite is
# Scripts/run-tests.sh. Both build in the library's build folders (.build, .build-<sanitizer>): the
# library's targets compile with the same commands in either package, so they are built once.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-dependencies.sh
# GTK 4 and libadwaita development files (Scripts/ensure-dependencies.sh installs them too when running
# as root) and xdotool, installed when missing and running as root. xdotool sends the shortcut tests' real key presses (XTEST).
gtk4_found() { pkg-config --exists gtk4 libadwaita-1 && command -v xdotool > /dev/null; }
if ! gtk4_found && [ "$(id -u)" -eq 0 ]; then
    echo "Installing: libgtk-4-dev libadwaita-1-dev xdotool" >&2
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libgtk-4-dev libadwaita-1-dev xdotool
fi
if ! gtk4_found; then
    echo "run-gtk4-tests: pkg-config finds no gtk4 or libadwaita-1, or xdotool is missing; install libgtk-4-dev, libadwaita-1-dev and xdotool" >&2
    exit 1
fi
# The library's package declares its GTK 4 products only without this variable (see Package.swift).
unset BINDING_WITHOUT_GTK4
export G_DEBUG=fatal-criticals GDK_BACKEND=x11
if [ "${1:-}" = "--sanitize" ]; then
    sanitizer="${2:?usage: run-gtk4-tests.sh [--sanitize address|thread] [swift test arguments]}"
    shift 2
    # No OpenGL (GDK then draws with cairo): under AddressSanitizer, Mesa's software GL (llvmpipe)
    # deadlocked the run (its JIT registers unwind tables while libgcc's unwinder holds its lock, and
    # ASan's slow unwinder, needed for the leak suppressions, takes that lock again), and Mesa's EGL
    # set-up leaks at display open; see docs/gtk-facts.md.
    export GDK_DEBUG="${GDK_DEBUG:-gl-disable}"
    SANITIZED_PACKAGE=Gtk4Tests exec bash Scripts/run-sanitized-tests.sh "$sanitizer" "$@"
fi
exec xvfb-run -a -s "-screen 0 1280x1024x24" swift test --package-path Gtk4Tests --scratch-path .build "$@"
