#!/usr/bin/env bash
# Checks the install of the sample apps end to end, in temporary prefixes:
#  1. Scripts/install.sh installs the three samples (the debug build by default: CI has it already;
#     `release` for the build users get, link-time optimised in .build-lto); every installed file validates
#     (Scripts/shipping/validate-app-files.sh --prefix);
#  2. the installed binaries run `--screenshot` from an empty folder with the source tree hidden, and
#     the Settings sample uses the installed schema (Scripts/check-samples-standalone.sh --installed);
#  3. a second launch of the installed Profile sample activates the first and exits (single instance,
#     on a private session bus);
#  4. --uninstall leaves the prefix empty;
#  5. the installer merges translations: the fixture app in Tests/Fixtures/Shipping, translated into
#     German, installs a German name in its desktop file and metainfo and its .mo file, and validates.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${1:-debug}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
samples=(ProfileSample SettingsSample GallerySample)

bash Scripts/install.sh --prefix "$prefix" --configuration "$configuration"
for product in "${samples[@]}"; do
    bash Scripts/shipping/validate-app-files.sh --app-id "org.swiftbinding.$product" --prefix "$prefix"
done

bash Scripts/check-samples-standalone.sh --installed "$prefix"

# Single instance: the first launch owns the app ID on the bus; the second hands over and exits.
single_instance() {
    local first status=0
    mkdir -p "$work/home" "$work/empty"
    cd "$work/empty"
    export HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config" \
        XDG_CACHE_HOME="$work/home/cache" XDG_DATA_DIRS="$prefix/share:/usr/local/share:/usr/share"
    "$prefix/bin/ProfileSample" & first=$!
    if ! gdbus wait --session --timeout 60 org.swiftbinding.ProfileSample; then
        echo "FAIL: the first ProfileSample never owned its name on the session bus"; status=1
    elif ! second="$("$prefix/bin/ProfileSample")" || [[ "$second" != *"already running: activated it"* ]]; then
        echo "FAIL: the second launch did not hand over to the first: $second"; status=1
    elif ! kill -0 "$first" 2>/dev/null; then
        echo "FAIL: the first instance is gone after the second launch"; status=1
    else
        echo "ok: a second launch of the installed ProfileSample activated the first and exited"
    fi
    kill "$first" 2>/dev/null || true
    wait "$first" 2>/dev/null || true
    return "$status"
}
# The function goes in as text: xvfb-run is a POSIX shell script, which drops exported bash functions.
dbus-run-session -- env work="$work" prefix="$prefix" xvfb-run -a bash -c "$(declare -f single_instance); single_instance"

bash Scripts/install.sh --prefix "$prefix" --uninstall
if [[ -n "$(ls -A "$prefix")" ]]; then
    echo "FAIL: the prefix is not empty after --uninstall:"; find "$prefix" -mindepth 1; exit 1
fi
echo "ok: --uninstall left $prefix empty"

# Translations, with the fixture app (any executable will do as its binary).
fixture="Tests/Fixtures/Shipping" fixture_id="org.example.ShippingFixture" fixture_prefix="$work/fixture"
bash Scripts/shipping/install-app.sh --prefix "$fixture_prefix" --app-id "$fixture_id" --product ShippingFixture \
    --data "$fixture" --po "$fixture/po/$fixture_id" --binary "$(type -P true)"
bash Scripts/shipping/validate-app-files.sh --app-id "$fixture_id" --prefix "$fixture_prefix"
grep -qx 'Name\[de\]=Auslieferungsprobe' "$fixture_prefix/share/applications/$fixture_id.desktop" \
    || { echo "FAIL: no German name in the installed desktop file"; exit 1; }
grep -q '<name xml:lang="de">Auslieferungsprobe</name>' "$fixture_prefix/share/metainfo/$fixture_id.metainfo.xml" \
    || { echo "FAIL: no German name in the installed metainfo"; exit 1; }
msgunfmt "$fixture_prefix/share/locale/de/LC_MESSAGES/$fixture_id.mo" | grep -q 'Auslieferungsprobe' \
    || { echo "FAIL: the installed .mo file lacks the German name"; exit 1; }
bash Scripts/shipping/install-app.sh --prefix "$fixture_prefix" --app-id "$fixture_id" --uninstall
[[ -z "$(ls -A "$fixture_prefix")" ]] || { echo "FAIL: the fixture's prefix is not empty after --uninstall"; exit 1; }
echo "ok: translations merged into the desktop file and metainfo, .mo installed, all removed again"
