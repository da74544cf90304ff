#!/usr/bin/env bash
# Runs each sample's built executable (debug by default, or `release`) from an empty folder with the
# package's source tree out of reach, and checks that `--screenshot` works: their UI, CSS, data and
# GSettings schema must all come from the GResource bundle embedded in the binary. As root, the
# source tree is hidden behind an empty tmpfs in a private mount namespace (`unshare -m`), so nothing
# else on the machine sees a change; elsewhere the executables only run from the empty folder.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${1:-debug}"
swift build -c "$configuration" --product ProfileSample >&2
swift build -c "$configuration" --product SettingsSample >&2
swift build -c "$configuration" --product GallerySample >&2
bin="$(swift build -c "$configuration" --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/empty" "$work/home"
cp "$bin/ProfileSample" "$bin/SettingsSample" "$bin/GallerySample" "$work/empty/"

run_all() {
    local failures=0
    cd "$work/empty"
    for sample in ProfileSample SettingsSample GallerySample; do
        if HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_CACHE_HOME="$work/home/cache" \
            xvfb-run -a "./$sample" --screenshot "$work/$sample.png" && [[ -s "$work/$sample.png" ]]; then
            echo "ok: $sample --screenshot from an empty folder"
        else
            echo "FAIL: $sample"; failures=$((failures + 1))
        fi
    done
    return "$failures"
}

if [[ $EUID -eq 0 ]] && unshare -m true 2>/dev/null; then
    export -f run_all
    export work
    unshare -m bash -c "mount -t tmpfs none '$PWD' && [[ -z \"\$(ls -A '$PWD')\" ]] && echo 'source tree hidden' && run_all"
else
    echo "not root or no mount namespace: running from an empty folder with the source tree in place"
    run_all
fi
