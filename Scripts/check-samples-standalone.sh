#!/usr/bin/env bash
# Runs each sample's executable from an empty folder with the package's source tree out of reach, and
# checks that `--screenshot` works: their UI, CSS, data and GSettings schema must all come from the
# GResource bundle embedded in the binary, or from where an install put them.
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
    bin_dir="$work/empty"
    data_dirs="${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
    prefix=""
fi

run_all() {
    local failures=0
    cd "$work/empty"
    for sample in ProfileSample SettingsSample GallerySample; do
        if HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_CACHE_HOME="$work/home/cache" \
            XDG_DATA_HOME="$work/home/data" XDG_DATA_DIRS="$data_dirs" \
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
