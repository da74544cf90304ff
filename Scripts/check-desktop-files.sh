#!/usr/bin/env bash
# Validates the sample apps' desktop integration files (Scripts/shipping/validate-app-files.sh:
# desktop-file-validate, appstreamcli validate --no-net, glib-compile-schemas --strict, one app ID in
# every file) and checks that the Swift code and the GResource bundles use the same ID: the
# GApplication ID each app declares, its bundle's prefix, and the icon and metainfo the bundle embeds.
# Needs desktop-file-utils, appstream, libglib2.0-bin and libxml2-utils.
set -euo pipefail
cd "$(dirname "$0")/.."

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

for sample in Profile:ProfileSample Settings:SettingsSample Gallery:GallerySample; do
    folder="${sample%%:*}" product="${sample#*:}"
    app_id="org.swiftbinding.$product"
    bash Scripts/shipping/validate-app-files.sh --app-id "$app_id" --data "Resources/$folder" || failures=$((failures + 1))

    # The GApplication ID the app registers: `static let id = "…"` in its App type.
    declared="$(sed -n 's/^ *nonisolated static let id = "\(.*\)"$/\1/p' "Sources/$product/${folder}App.swift")"
    [[ "$declared" == "$app_id" ]] || fail "Sources/$product/${folder}App.swift declares the id '$declared', not $app_id"

    manifest="Sources/$product/$(tr '[:upper:]' '[:lower:]' <<< "$folder").gresource.xml"
    prefix="$(xmllint --xpath 'string(/gresources/gresource/@prefix)' "$manifest")"
    [[ "$prefix" == "/${app_id//.//}" ]] || fail "$manifest has the prefix '$prefix', not the resource base path of $app_id"
    for alias in "icons/scalable/apps/$app_id.svg" "icons/symbolic/apps/$app_id-symbolic.svg" "$app_id.metainfo.xml"; do
        [[ -n "$(xmllint --xpath "//file[@alias='$alias']" "$manifest" 2>/dev/null)" ]] || fail "$manifest embeds no $alias"
    done
done

if [[ $failures -gt 0 ]]; then echo "$failures problem(s)"; exit 1; fi
echo "desktop files, metainfo, icons and schemas of the three samples valid, one app ID each"
