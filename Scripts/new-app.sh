#!/usr/bin/env bash
# Creates a new GTK app: a SwiftPM package in DIR, made from Templates/App, that depends on this
# library by path (it has no published URL yet). The app ID must be a valid GApplication ID in
# reverse-DNS form; its last element gives the Swift type-name prefix and the package name.
#
#   bash Scripts/new-app.sh org.example.Notes "Notes" ../notes
#   bash Scripts/new-app.sh org.example.TextEditor "Text Editor" DIR --library PATH
#
# Placeholders replaced in the template's file names and contents:
#   {{APP_ID}}        org.example.TextEditor   the one ID: GApplication, desktop file, metainfo, icons, schema
#   {{APP_NAME}}      Text Editor              the name people see
#   {{APP_PATH}}      /org/example/TextEditor/ the ID as a path: resources and GSettings
#   {{PREFIX}}        TextEditor               the Swift type-name prefix and module names
#   {{PACKAGE}}       text-editor              the package, its executable and the command
#   {{LIBRARY_PATH}}  ../binding               this library, relative to DIR (--library PATH: another checkout)
#   {{DEVELOPER_ID}}  org.example              the metainfo's developer: the app ID without its last element
#   {{DATE}}          the day of generation    the first release in the metainfo
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
template="$root/Templates/App"
usage='usage: bash Scripts/new-app.sh APP_ID "App Name" DIR [--library PATH]
  APP_ID   reverse-DNS application ID, like org.example.Notes
  DIR      a folder that does not exist yet, or an empty one
  --library PATH  the Binding checkout to depend on (default: this one)'

fail() {
    echo "new-app.sh: $1" >&2
    exit 2
}

positional=()
library="$root"
while [ $# -gt 0 ]; do
    case "$1" in
        --library) [ $# -ge 2 ] || fail "--library needs a path"; library="$2"; shift 2 ;;
        -h | --help) echo "$usage"; exit 0 ;;
        -*) echo "$usage" >&2; fail "unknown option $1" ;;
        *) positional+=("$1"); shift ;;
    esac
done
[ ${#positional[@]} -eq 3 ] || { echo "$usage" >&2; exit 2; }
id="${positional[0]}" name="${positional[1]}" dir="${positional[2]}"

# GApplication's rules (g_application_id_is_valid), said one by one, plus what the template needs:
# a reverse-DNS form and a last element that can start a Swift type name.
example="an ID like org.example.Notes"
[ ${#id} -le 255 ] || fail "app ID \"$id\" is longer than 255 characters"
[[ "$id" =~ ^[A-Za-z0-9_.-]+$ ]] || fail "app ID \"$id\" may hold only ASCII letters, digits, \"_\", \"-\" and \".\": use $example"
[[ "$id" == *.* ]] || fail "app ID \"$id\" needs at least two elements separated by dots (reverse DNS): use $example"
[[ "$id" != .* && "$id" != *. && "$id" != *..* ]] || fail "app ID \"$id\" has an empty element: no dot at either end, no two dots together"
IFS=. read -r -a elements <<<"$id"
for element in "${elements[@]}"; do
    [[ "$element" =~ ^[0-9] ]] && fail "app ID \"$id\": the element \"$element\" starts with a digit, which GApplication refuses"
done
last="${elements[${#elements[@]} - 1]}"
[[ "$last" =~ ^[A-Za-z] ]] || fail "app ID \"$id\": its last element \"$last\" must start with a letter (it names the app's Swift types)"

[ -n "$name" ] || fail "the app name is empty"
[[ "$name" != *[\"\\\<\>\&\$\`\{\}]* ]] || fail "the app name \"$name\" may not contain \" \\ < > & \$ \` { or }"
[[ "$name" != *[[:cntrl:]]* ]] || fail "the app name may not contain control characters"

if [ -e "$dir" ]; then
    [ -d "$dir" ] || fail "\"$dir\" exists and is not a folder"
    [ -z "$(ls -A "$dir")" ] || fail "\"$dir\" is not empty: give a new or an empty folder"
fi
[ -f "$library/Package.swift" ] || fail "no Package.swift in the library folder \"$library\""

# TextEditor, text_editor, text-editor → prefix TextEditor, package text-editor.
prefix="$(sed -E 's/(^|[-_]+)([A-Za-z0-9])/\U\2/g' <<<"$last")"
package="$(sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' <<<"$prefix" | tr '[:upper:]' '[:lower:]')"
path="/${id//.//}/"
developer="${id%.*}"
mkdir -p "$dir"
library_path="$(realpath -m --relative-to="$dir" "$library")"
today="$(date -u +%Y-%m-%d)"

# Escapes a replacement for sed's s|…|…|.
escape() { sed -e 's/[\\|&]/\\&/g' <<<"$1"; }
substitutions=(
    -e "s|{{APP_ID}}|$(escape "$id")|g"
    -e "s|{{APP_NAME}}|$(escape "$name")|g"
    -e "s|{{APP_PATH}}|$(escape "$path")|g"
    -e "s|{{PREFIX}}|$(escape "$prefix")|g"
    -e "s|{{PACKAGE}}|$(escape "$package")|g"
    -e "s|{{LIBRARY_PATH}}|$(escape "$library_path")|g"
    -e "s|{{DEVELOPER_ID}}|$(escape "$developer")|g"
    -e "s|{{DATE}}|$today|g"
)

(cd "$template" && find . -type f -print0) | while IFS= read -r -d '' file; do
    target="$dir/$(sed "${substitutions[@]}" <<<"${file#./}")"
    mkdir -p "$(dirname "$target")"
    sed "${substitutions[@]}" "$template/$file" >"$target"
    if [ -x "$template/$file" ]; then chmod +x "$target"; fi
done
# The library's app-agnostic scripts, copied unchanged: the app installs, validates and translates itself.
cp "$root/Scripts/shipping/install-app.sh" "$root/Scripts/shipping/release-build.sh" \
    "$root/Scripts/shipping/validate-app-files.sh" "$dir/Scripts/"
mkdir -p "$dir/Scripts/i18n"
cp "$root/Scripts/i18n/update-po.sh" "$root/Scripts/i18n/swift_messages.py" "$dir/Scripts/i18n/"
if grep -rn '{{[A-Z_]*}}' "$dir"; then
    echo "new-app.sh: a placeholder above was left unreplaced (a bug of the template)" >&2
    exit 1
fi

# The translation template, which Scripts/ci.sh keeps up to date.
if command -v xgettext >/dev/null && command -v python3 >/dev/null; then
    bash "$dir/Scripts/i18n/update-po.sh" >/dev/null
else
    echo "new-app.sh: no xgettext or python3: run bash Scripts/i18n/update-po.sh in the app once gettext is installed" >&2
fi

echo "Created $name ($id) in $dir: package $package, types $prefix…"
echo "  cd $dir && swift run $package                  # run it"
echo "  cd $dir && xvfb-run -a swift test              # test it headless"
