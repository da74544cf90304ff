#!/usr/bin/env bash
# Validates one app's desktop integration files the way GNOME's tools do, and checks that they all
# name the same app ID. Like install-app.sh it knows nothing of the package it serves.
#
#   validate-app-files.sh --app-id ID --data DIR      the sources: ID.desktop.in, ID.metainfo.xml.in,
#                                                     ID.svg, ID-symbolic.svg, ID.gschema.xml if any
#   validate-app-files.sh --app-id ID --prefix DIR    the same files as install-app.sh installed them
#
# Checks: desktop-file-validate prints nothing (no error, warning or hint); appstreamcli validate
# --no-net --pedantic reports no error and no warning, and no info or pedantic note other than the
# two accepted below; glib-compile-schemas --strict accepts the schema; Icon= is ID, Exec= names the
# binary the metainfo provides, the metainfo's <id> is ID and it launches ID.desktop; the schema's id
# is ID and its path /ID with dots as slashes/; the icons are well-formed SVG.
#
# Accepted AppStream notes: `cid-contains-uppercase-letter` (pedantic: an ID may have capitals, GNOME's
# own apps do) and `unknown-tag developer` (info: AppStream 0.16 predates <developer>, which 1.0 and
# Flathub want; the metainfo carries <developer_name> for 0.16 beside it).
set -euo pipefail

die() { echo "validate-app-files.sh: $*" >&2; exit 2; }
app_id="" data="" prefix=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --app-id) app_id="${2:?}"; shift 2 ;;
        --data) data="${2:?}"; shift 2 ;;
        --prefix) prefix="${2:?}"; shift 2 ;;
        *) die "unknown argument $1" ;;
    esac
done
[[ -n "$app_id" && ( -n "$data" || -n "$prefix" ) ]] || die "usage: --app-id ID (--data DIR | --prefix DIR)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [[ -n "$data" ]]; then
    # The validators go by file name: check copies named as installed.
    desktop_source="$data/$app_id.desktop.in" metainfo_source="$data/$app_id.metainfo.xml.in"
    icon="$data/$app_id.svg" symbolic="$data/$app_id-symbolic.svg" schema="$data/$app_id.gschema.xml"
else
    desktop_source="$prefix/share/applications/$app_id.desktop"
    metainfo_source="$prefix/share/metainfo/$app_id.metainfo.xml"
    icon="$prefix/share/icons/hicolor/scalable/apps/$app_id.svg"
    symbolic="$prefix/share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
    schema="$prefix/share/glib-2.0/schemas/$app_id.gschema.xml"
fi
for file in "$desktop_source" "$metainfo_source" "$icon" "$symbolic"; do
    [[ -f "$file" ]] || die "$file is missing"
done
desktop="$work/$app_id.desktop" metainfo="$work/$app_id.metainfo.xml"
cp "$desktop_source" "$desktop"
cp "$metainfo_source" "$metainfo"

failures=0
fail() { echo "FAIL ($app_id): $*"; failures=$((failures + 1)); }

report="$(desktop-file-validate "$desktop" 2>&1)" || true
[[ -z "$report" ]] || fail "desktop-file-validate $desktop_source: $report"

report="$(appstreamcli validate --no-net --pedantic --no-color "$metainfo" 2>&1)" || true
unexpected="$(grep -E '^[EWIP]: ' <<< "$report" \
    | grep -v -E '^P: [^ ]+ cid-contains-uppercase-letter |^I: [^ ]+ unknown-tag developer$' || true)"
[[ -z "$unexpected" ]] || fail "appstreamcli validate $metainfo_source: $unexpected"
grep -q 'Validation was successful' <<< "$report" || fail "appstreamcli validate $metainfo_source did not succeed: $report"

# One key of the desktop file's main group.
desktop_key() { sed -n "/^\[Desktop Entry\]/,/^\[/{s/^$1=//p}" "$desktop" | head -n 1; }
# The text of the first element matching an XPath in the metainfo.
metainfo_text() { xmllint --xpath "string($1)" "$metainfo" 2>/dev/null; }

[[ "$(desktop_key Icon)" == "$app_id" ]] || fail "the desktop file's Icon= is '$(desktop_key Icon)', not $app_id"
[[ "$(metainfo_text '/component/id')" == "$app_id" ]] || fail "the metainfo's <id> is '$(metainfo_text '/component/id')'"
launchable="$(metainfo_text '/component/launchable[@type="desktop-id"]')"
[[ "$launchable" == "$app_id.desktop" ]] || fail "the metainfo launches '$launchable', not $app_id.desktop"
binary="$(metainfo_text '/component/provides/binary')"
exec_line="$(desktop_key Exec)"
[[ -n "$binary" && "${exec_line%% *}" == "$binary" ]] || fail "Exec= '$exec_line' does not run the binary the metainfo provides ('$binary')"
if [[ -n "$prefix" ]]; then
    [[ -x "$prefix/bin/$binary" ]] || fail "$prefix/bin/$binary is not installed"
fi
xmllint --noout "$icon" "$symbolic" || fail "an icon is not well-formed SVG"

if [[ -f "$schema" ]]; then
    schema_path="/${app_id//.//}/"
    [[ "$(xmllint --xpath "string(//schema[@id='$app_id']/@path)" "$schema")" == "$schema_path" ]] \
        || fail "$schema has no schema with id $app_id and path $schema_path"
    mkdir "$work/schemas"
    cp "$schema" "$work/schemas/"
    glib-compile-schemas --strict --dry-run "$work/schemas" || fail "glib-compile-schemas --strict rejects $schema"
fi

if [[ $failures -gt 0 ]]; then exit 1; fi
echo "ok: $app_id (${data:-$prefix})"
