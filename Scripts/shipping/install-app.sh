#!/usr/bin/env bash
# Installs one GNOME application built with SwiftPM under a prefix, where GNOME finds each file, and
# records every file it writes so that --uninstall removes exactly those. It knows nothing of the
# package it serves: an app copies this file into its own Scripts/ folder unchanged.
#
#   install-app.sh --prefix DIR --app-id ID --product NAME --data DIR
#                  [--package-path DIR] [--configuration release|debug] [--no-lto] [--binary FILE] [--po DIR]
#   install-app.sh --prefix DIR --app-id ID --uninstall
#
#   --product NAME     the SwiftPM executable product, built in --package-path (default: the current
#                      folder) unless --binary names it: a release build by release-build.sh (copy it
#                      beside this file), with full link-time optimisation unless --no-lto, or
#                      `swift build -c debug` with --configuration debug
#   --data DIR         the app's shipping files: ID.desktop.in, ID.metainfo.xml.in, ID.svg,
#                      ID-symbolic.svg, and ID.gschema.xml when the app has settings
#   --po DIR           translations: LINGUAS and LANG.po (default: PACKAGE/po/ID when it exists);
#                      without them the desktop file and metainfo are installed untranslated
#
# What goes where (PREFIX/…):
#   bin/NAME
#   share/applications/ID.desktop                       translations merged (msgfmt --desktop)
#   share/metainfo/ID.metainfo.xml                      translations merged (msgfmt --xml)
#   share/icons/hicolor/scalable/apps/ID.svg
#   share/icons/hicolor/symbolic/apps/ID-symbolic.svg
#   share/glib-2.0/schemas/ID.gschema.xml               then glib-compile-schemas --strict there
#   share/locale/LANG/LC_MESSAGES/ID.mo                 one per language in LINGUAS
#   share/ID/installed-files                            the manifest --uninstall reads
#
# Installing again first removes what the previous install of ID recorded. Uninstalling removes the
# recorded files and the folders that become empty (never PREFIX itself), and recompiles the schema
# folder (or removes its gschemas.compiled when no schema is left there).
set -euo pipefail

die() { echo "install-app.sh: $*" >&2; exit 2; }

prefix="" app_id="" product="" data="" package_path="." configuration="release" lto=() binary="" po="" uninstall=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
        --app-id) app_id="${2:?--app-id needs an id}"; shift 2 ;;
        --product) product="${2:?--product needs a name}"; shift 2 ;;
        --data) data="${2:?--data needs a folder}"; shift 2 ;;
        --package-path) package_path="${2:?--package-path needs a folder}"; shift 2 ;;
        --configuration) configuration="${2:?--configuration needs release or debug}"; shift 2 ;;
        --no-lto) lto=(--no-lto); shift ;;
        --binary) binary="${2:?--binary needs a file}"; shift 2 ;;
        --po) po="${2:?--po needs a folder}"; shift 2 ;;
        --uninstall) uninstall=1; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown argument $1 (see --help)" ;;
    esac
done
[[ -n "$prefix" ]] || die "--prefix is required"
[[ "$app_id" =~ ^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)+$ ]] || die "--app-id '$app_id' is not a reverse-DNS application id"
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"
manifest_name="share/$app_id/installed-files"
manifest="$prefix/$manifest_name"
schemas="$prefix/share/glib-2.0/schemas"

# Removes PREFIX/$1's folder and its parents while they are empty, stopping below PREFIX.
remove_empty_folders() {
    local folder
    folder="$(dirname "$prefix/$1")"
    while [[ "$folder" != "$prefix" && "$folder" == "$prefix"/* ]] && rmdir "$folder" 2>/dev/null; do
        folder="$(dirname "$folder")"
    done
}

# Compiles the schema folder, or removes its compiled file when no schema is left.
refresh_schemas() {
    [[ -d "$schemas" ]] || return 0
    if compgen -G "$schemas/*.gschema.xml" >/dev/null; then
        glib-compile-schemas --strict "$schemas"
    else
        rm -f "$schemas/gschemas.compiled"
        remove_empty_folders "share/glib-2.0/schemas/gschemas.compiled"
    fi
}

uninstall_recorded() {
    [[ -f "$manifest" ]] || return 0
    local path had_schema=0
    while IFS= read -r path; do
        [[ -n "$path" ]] || continue
        # The manifest names files below PREFIX only; anything else means it was not written by us.
        [[ "$path" != /* && "$path" != *..* ]] || die "refusing manifest entry '$path' in $manifest"
        [[ "$path" == share/glib-2.0/schemas/* ]] && had_schema=1
        rm -f "$prefix/$path"
        remove_empty_folders "$path"
    done < "$manifest"
    rm -f "$manifest"
    remove_empty_folders "$manifest_name"
    if [[ $had_schema -eq 1 ]]; then refresh_schemas; fi
}

if [[ $uninstall -eq 1 ]]; then
    [[ -f "$manifest" ]] || die "nothing of $app_id is installed in $prefix (no $manifest_name)"
    uninstall_recorded
    echo "uninstalled $app_id from $prefix"
    exit 0
fi

[[ -n "$product" ]] || die "--product is required"
[[ -n "$data" && -d "$data" ]] || die "--data must name the folder holding $app_id.desktop.in and the other files"
for file in "$app_id.desktop.in" "$app_id.metainfo.xml.in" "$app_id.svg" "$app_id-symbolic.svg"; do
    [[ -f "$data/$file" ]] || die "$data/$file is missing"
done
if [[ -z "$po" && -d "$package_path/po/$app_id" ]]; then po="$package_path/po/$app_id"; fi
languages=()
if [[ -n "$po" && -f "$po/LINGUAS" ]]; then
    # LINGUAS: language codes separated by blanks or lines; '#' starts a comment.
    read -r -a languages <<< "$(sed 's/#.*//' "$po/LINGUAS" | tr '\n' ' ')"
    for language in "${languages[@]}"; do
        [[ -f "$po/$language.po" ]] || die "$po/LINGUAS names $language but $po/$language.po is missing"
    done
fi

if [[ -z "$binary" && "$configuration" == release ]]; then
    release_build="$(dirname "$0")/release-build.sh"
    [[ -f "$release_build" ]] || die "$release_build is missing: copy it from the Binding library beside this file"
    binary="$(bash "$release_build" --package-path "$package_path" --product "$product" "${lto[@]}")"
elif [[ -z "$binary" ]]; then
    swift build --package-path "$package_path" -c "$configuration" --product "$product" >&2
    binary="$(swift build --package-path "$package_path" -c "$configuration" --show-bin-path)/$product"
fi
[[ -x "$binary" ]] || die "$binary is not an executable"

uninstall_recorded
staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
# The manifest grows file by file, so an install that stops half-way can still be uninstalled.
mkdir -p "$(dirname "$manifest")"
: > "$manifest"

# put MODE SOURCE DESTINATION: installs one file under PREFIX and records it.
put() {
    install -D -m "$1" "$2" "$prefix/$3"
    printf '%s\n' "$3" >> "$manifest"
}

put 0755 "$binary" "bin/$product"
if [[ ${#languages[@]} -gt 0 ]]; then
    msgfmt --desktop --template="$data/$app_id.desktop.in" -d "$po" -o "$staging/$app_id.desktop"
    msgfmt --xml --template="$data/$app_id.metainfo.xml.in" -d "$po" -o "$staging/$app_id.metainfo.xml"
    for language in "${languages[@]}"; do
        msgfmt --check -o "$staging/$language.mo" "$po/$language.po"
        put 0644 "$staging/$language.mo" "share/locale/$language/LC_MESSAGES/$app_id.mo"
    done
else
    cp "$data/$app_id.desktop.in" "$staging/$app_id.desktop"
    cp "$data/$app_id.metainfo.xml.in" "$staging/$app_id.metainfo.xml"
fi
put 0644 "$staging/$app_id.desktop" "share/applications/$app_id.desktop"
put 0644 "$staging/$app_id.metainfo.xml" "share/metainfo/$app_id.metainfo.xml"
put 0644 "$data/$app_id.svg" "share/icons/hicolor/scalable/apps/$app_id.svg"
put 0644 "$data/$app_id-symbolic.svg" "share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
if [[ -f "$data/$app_id.gschema.xml" ]]; then
    put 0644 "$data/$app_id.gschema.xml" "share/glib-2.0/schemas/$app_id.gschema.xml"
fi
refresh_schemas
echo "installed $app_id into $prefix ($(wc -l < "$manifest") files, listed in $manifest_name)"
