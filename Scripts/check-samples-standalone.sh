#!/usr/bin/env bash
# Runs each sample's executable from an empty folder with the package's source tree out of reach, and
# checks that `--screenshot` works: their UI, CSS, data and GSettings schema must all come from the
# GResource bundle embedded in the binary, or from where an install put them. The GTK 4 samples
# (ProfileSampleGtk4, SettingsSampleGtk4) are checked too where GTK 4 and libadwaita are installed.
#
#   check-samples-standalone.sh [debug|release]     the built executables (debug by default), copied
#   check-samples-standalone.sh --installed PREFIX  the executables Scripts/install.sh put in PREFIX/bin,
#                                                   run there with PREFIX/share in XDG_DATA_DIRS; the
#                                                   Settings sample must use the installed schema
#
# As root, the source tree is hidden behind an empty tmpfs in a private mount namespace (`unshare -m`),
# so nothing else on the machine sees a change; elsewhere the executables only run from the empty folder.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/empty" "$work/home"
if [[ "${1:-}" == "--installed" ]]; then
    prefix="$(cd "${2:?--installed needs the prefix}" && pwd)"
    bin_dir="$prefix/bin"
    data_dirs="$prefix/share:/usr/local/share:/usr/share"
else
    configuration="${1:-debug}"
    swift build -c "$configuration" --product ProfileSample >&2
    swift build -c "$configuration" --product SettingsSample >&2
    swift build -c "$configuration" --product GallerySample >&2
    bin="$(swift build -c "$configuration" --show-bin-path)"
    cp "$bin/ProfileSample" "$bin/SettingsSample" "$bin/GallerySample" "$work/empty/"
    # The GTK 4 samples, where GTK 4 is installed: the GTK 4 package built in the same build folder
    # (CI's GTK 4 test run has built it already). Not `--product`: after a build of the library's
    # package there, SwiftPM answers "no target named …-debug.exe in build description".
    if pkg-config --exists gtk4 libadwaita-1; then
        swift build -c "$configuration" --package-path Gtk4Tests --scratch-path .build >&2
        cp "$bin/ProfileSampleGtk4" "$bin/SettingsSampleGtk4" "$work/empty/"
    fi
    bin_dir="$work/empty"
    data_dirs="${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
    prefix=""
fi

run_all() {
    local failures=0
    cd "$work/empty"
    for sample in ProfileSample SettingsSample GallerySample ProfileSampleGtk4 SettingsSampleGtk4; do
        # The GTK 4 samples are checked where they were built or installed.
        if [[ "$sample" == *Gtk4 && ! -x "$bin_dir/$sample" ]]; then continue; fi
        if HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_CACHE_HOME="$work/home/cache" \
            XDG_DATA_HOME="$work/home/data" XDG_DATA_DIRS="$data_dirs" GDK_BACKEND=x11 \
            xvfb-run -a "$bin_dir/$sample" --screenshot "$work/$sample.png" && [[ -s "$work/$sample.png" ]]; then
            echo "ok: $sample --screenshot from an empty folder"
        else
            echo "FAIL: $sample"; failures=$((failures + 1))
        fi
    done
    # Installed, the Settings sample finds its schema through XDG_DATA_DIRS and compiles none of its own.
    if [[ -n "$prefix" ]]; then
        if [[ -e "$work/home/cache/glib-schemas" ]]; then
            echo "FAIL: SettingsSample compiled its embedded schema instead of using the installed one"
            failures=$((failures + 1))
        else
            echo "ok: SettingsSample used the installed schema"
        fi
    fi
    return "$failures"
}

if [[ $EUID -eq 0 ]] && unshare -m true 2>/dev/null; then
    export -f run_all
    export work bin_dir data_dirs prefix
    unshare -m bash -c "mount -t tmpfs none '$PWD' && [[ -z \"\$(ls -A '$PWD')\" ]] && echo 'source tree hidden' && run_all"
else
    echo "not root or no mount namespace: running from an empty folder with the source tree in place"
    run_all
fi
