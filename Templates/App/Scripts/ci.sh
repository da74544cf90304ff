#!/usr/bin/env bash
# What CI runs for {{APP_NAME}}, on Debian 12 with the Swift 6 toolchain: installs the Debian packages
# the checks need (as root), builds with no compiler warning, runs the tests headless, renders the
# window with --screenshot, validates the desktop file, metainfo, icons and schema, checks that the
# translation template is up to date, parses the Flatpak manifest, and installs into a temporary
# prefix and uninstalls again. Each step prints its wall time.
#
#   bash Scripts/ci.sh
#   SCRATCH_PATH=DIR bash Scripts/ci.sh      build in DIR instead of .build (a shared build cache)
#   SCREENSHOT=FILE bash Scripts/ci.sh       keep the screenshot as FILE
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(libgtk-3-dev libglib2.0-bin libglib2.0-dev-bin libxml2-utils xvfb xauth desktop-file-utils appstream gettext python3 flatpak-builder)
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    missing=()
    for package in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        apt-get update
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
    fi
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift=(--scratch-path "${SCRATCH_PATH:-.build}")
screenshot="${SCREENSHOT:-$work/screenshot.png}"

pass() {
    local name="$1" start=$SECONDS
    shift
    echo "::: $name"
    "$@"
    echo "::: $name passed in $((SECONDS - start)) s"
}

build() {
    swift build "${swift[@]}" --build-tests 2>&1 | tee "$work/build.log"
    # Only the app's own files count (SwiftPM's -pthread notice from pkg-config is not a compiler warning).
    if grep -E "^$PWD/(Sources|Tests)/.*warning:" "$work/build.log"; then
        echo "error: the code above has compiler warnings" >&2
        return 1
    fi
}

screenshot() {
    G_DEBUG=fatal-criticals GSETTINGS_BACKEND=memory xvfb-run -a "$(swift build "${swift[@]}" --show-bin-path)/{{PACKAGE}}" --screenshot "$screenshot"
    test -s "$screenshot"
}

flatpak_manifest() {
    (cd "$work" && flatpak-builder --show-manifest "$OLDPWD/{{APP_ID}}.yml") >"$work/manifest.json"
    grep -q '"command" : "{{PACKAGE}}"' "$work/manifest.json"
}

# The debug binary built above: the layout is what is checked, a release build adds nothing to it.
# The installed program runs from the prefix with its installed schema.
install_and_uninstall() {
    local prefix="$work/prefix"
    bash Scripts/install.sh --prefix "$prefix" --binary "$(swift build "${swift[@]}" --show-bin-path)/{{PACKAGE}}"
    bash Scripts/validate-app-files.sh --app-id {{APP_ID}} --prefix "$prefix"
    (cd "$work" && G_DEBUG=fatal-criticals GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$prefix/share/glib-2.0/schemas" \
        xvfb-run -a "$prefix/bin/{{PACKAGE}}" --screenshot "$work/installed.png")
    test -s "$work/installed.png"
    rm "$work/installed.png"
    bash Scripts/install.sh --prefix "$prefix" --uninstall
    if [ -n "$(ls -A "$prefix")" ]; then
        echo "error: the uninstall left files behind:" >&2
        find "$prefix" >&2
        return 1
    fi
}

pass "build, no warnings" build
pass "tests, headless" env G_DEBUG=fatal-criticals xvfb-run -a swift test "${swift[@]}" --skip-build
pass "screenshot" screenshot
pass "desktop file, metainfo, icons, schema" bash Scripts/validate-app-files.sh --app-id {{APP_ID}} --data data
pass "translations up to date" bash Scripts/i18n/update-po.sh --check
pass "Flatpak manifest parses" flatpak_manifest
pass "install and uninstall" install_and_uninstall
