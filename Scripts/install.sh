#!/usr/bin/env bash
# Installs the sample apps under a prefix the way GNOME finds them (binary, desktop file, metainfo,
# icons, GSettings schema, translations), through the app-agnostic Scripts/shipping/install-app.sh.
#
#   bash Scripts/install.sh --prefix DIR [--configuration release|debug] [--no-lto] [--uninstall] [PRODUCT...]
#
# PRODUCT is ProfileSample, SettingsSample or GallerySample; none means all three. The build is the
# shipped release build of Scripts/shipping/release-build.sh (full link-time optimisation, in
# .build-lto), or a plain release build in .build with --no-lto (see release-build.sh for when),
# or the debug build with --configuration debug (CI installs the debug build it already has).
# `--prefix ~/.local` puts the apps in GNOME's app grid (~/.local/bin must be on PATH for the
# desktop files' Exec lines); another prefix needs PREFIX/share in XDG_DATA_DIRS.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

prefix="" configuration="release" lto=() uninstall=() products=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
        --configuration) configuration="${2:?--configuration needs release or debug}"; shift 2 ;;
        --no-lto) lto=(--no-lto); shift ;;
        --uninstall) uninstall=(--uninstall); shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "install.sh: unknown option $1" >&2; exit 2 ;;
        *) products+=("$1"); shift ;;
    esac
done
[[ -n "$prefix" ]] || { echo "install.sh: --prefix DIR is required" >&2; exit 2; }
[[ ${#products[@]} -gt 0 ]] || products=(ProfileSample SettingsSample GallerySample)

# The app ID and the folder of shipping files of each sample.
declare -A folder=([ProfileSample]=Profile [SettingsSample]=Settings [GallerySample]=Gallery)
for product in "${products[@]}"; do
    [[ -n "${folder[$product]:-}" ]] || { echo "install.sh: unknown product $product (ProfileSample, SettingsSample, GallerySample)" >&2; exit 2; }
done

if [[ ${#uninstall[@]} -eq 0 ]]; then bash "$root/Scripts/ensure-dependencies.sh"; fi
for product in "${products[@]}"; do
    app_id="org.swiftbinding.$product"
    if [[ ${#uninstall[@]} -gt 0 ]]; then
        bash "$root/Scripts/shipping/install-app.sh" --prefix "$prefix" --app-id "$app_id" --uninstall
    else
        bash "$root/Scripts/shipping/install-app.sh" --prefix "$prefix" --app-id "$app_id" --product "$product" \
            --data "$root/Resources/${folder[$product]}" --package-path "$root" --configuration "$configuration" "${lto[@]}"
    fi
done
