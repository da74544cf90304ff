#!/usr/bin/env bash
# Extracts every translatable string of an app into po/<app-id>/<app-id>.pot and
# merges it into each po/<app-id>/<lang>.po that po/<app-id>/LINGUAS lists.
#
#   bash Scripts/i18n/update-po.sh [--check] [APP-ID...]     (default: every po/*/)
#
# po/<app-id>/POTFILES lists the sources, one per line (# starts a comment),
# relative to the package: a file, or a folder ending in "/" standing for every
# .swift, .ui, .gschema.xml, .desktop.in and .metainfo.xml.in file below it.
# Swift files are read by swift_messages.py (xgettext has no Swift parser; an
# interpolated message is an error naming file:line); the others by xgettext.
#
# --check changes nothing and fails when a .pot or .po is not what this script
# would write (run it without --check and commit), when a translation's {n}
# placeholders differ from its message's, or when msgfmt --check rejects a .po.
set -euo pipefail
cd "$(dirname "$0")/../.."
here=Scripts/i18n

check=0
apps=()
for argument in "$@"; do
    case "$argument" in
        --check) check=1 ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) apps+=("$argument") ;;
    esac
done
for tool in xgettext msgcat msgmerge msgfmt msginit python3; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (apt-get install gettext python3)" >&2; exit 1; }
done
if [ ${#apps[@]} -eq 0 ]; then
    for folder in po/*/; do [ -f "$folder/POTFILES" ] && apps+=("$(basename "$folder")"); done
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

# The files POTFILES names, folders expanded, one per line, sorted within each entry.
source_files() {
    local potfiles=$1 entry
    while IFS= read -r entry || [ -n "$entry" ]; do
        entry=${entry%%#*}
        entry=$(echo "$entry" | xargs)
        [ -z "$entry" ] && continue
        if [[ "$entry" == */ ]]; then
            [ -d "$entry" ] || { echo "error: $potfiles names the folder $entry, which does not exist" >&2; return 1; }
            find "${entry%/}" -type f \( -name '*.swift' -o -name '*.ui' -o -name '*.gschema.xml' \
                -o -name '*.desktop.in' -o -name '*.metainfo.xml.in' \) | LC_ALL=C sort
        else
            [ -f "$entry" ] || { echo "error: $potfiles names the file $entry, which does not exist" >&2; return 1; }
            echo "$entry"
        fi
    done < "$potfiles"
}

# Writes the template of app $1 to $2.
make_pot() {
    local app=$1 out=$2 list="$work/$1.files"
    source_files "po/$app/POTFILES" > "$list" || return 1
    local swift=() other=()
    while IFS= read -r file; do
        if [[ "$file" == *.swift ]]; then swift+=("$file"); else other+=("$file"); fi
    done < "$list"
    # (Inside a function called as a condition, set -e does not apply: each step returns on failure.)
    python3 "$here/swift_messages.py" extract "$work/$app.swift.pot" "$app" ${swift[@]+"${swift[@]}"} || return 1
    if [ ${#other[@]} -gt 0 ]; then
        xgettext --from-code=UTF-8 --add-comments=TRANSLATORS: -o "$work/$app.other.pot" \
            "${other[@]}" 2>"$work/$app.xgettext.log" || { cat "$work/$app.xgettext.log" >&2; return 1; }
        # xgettext reads a .ui file it cannot parse as C, with only a warning: that is an error here.
        if grep -q "cannot read\|will try C" "$work/$app.xgettext.log"; then cat "$work/$app.xgettext.log" >&2; return 1; fi
    fi
    if [ -s "$work/$app.other.pot" ]; then
        # xgettext reads both templates as PO and merges a message found in both (a GTK 4 window's
        # Swift and a GTK 3 .ui naming the same string) with every reference and comment, which
        # msgcat --use-first would drop from the second; the header stays the Swift template's.
        xgettext --from-code=UTF-8 -o "$work/$app.merged.pot" "$work/$app.swift.pot" "$work/$app.other.pot" || return 1
        sed '/^$/q' "$work/$app.swift.pot" > "$work/$app.header.pot"
        msgcat --use-first -o "$out" "$work/$app.header.pot" "$work/$app.merged.pot" || return 1
    else
        cp "$work/$app.swift.pot" "$out"
    fi
}

# Fails (status 1) when $2 differs from $1, saying which file is stale.
compare() {
    local fresh=$1 committed=$2
    if [ ! -f "$committed" ] || ! cmp -s "$fresh" "$committed"; then
        echo "error: $committed is out of date with the sources: run bash Scripts/i18n/update-po.sh $app and commit" >&2
        diff -u "$committed" "$fresh" 2>/dev/null | head -20 >&2 || true
        status=1
    fi
}

for app in "${apps[@]}"; do
    folder="po/$app"
    [ -f "$folder/POTFILES" ] || { echo "error: $folder/POTFILES is missing" >&2; exit 1; }
    pot="$folder/$app.pot"
    if ! make_pot "$app" "$work/$app.pot"; then
        echo "error: the strings of $app could not be extracted (above)" >&2
        status=1
        continue
    fi
    languages=()
    if [ -f "$folder/LINGUAS" ]; then
        while IFS= read -r entry || [ -n "$entry" ]; do
            entry=${entry%%#*}
            for language in $entry; do languages+=("$language"); done
        done < "$folder/LINGUAS"
    fi
    if [ $check -eq 1 ]; then
        compare "$work/$app.pot" "$pot"
        for language in ${languages[@]+"${languages[@]}"}; do
            po="$folder/$language.po"
            [ -f "$po" ] || { echo "error: LINGUAS lists $language but $po is missing" >&2; status=1; continue; }
            msgmerge --quiet -o "$work/$language.po" "$po" "$work/$app.pot"
            compare "$work/$language.po" "$po"
            msgfmt --check -o /dev/null "$po" || status=1
            python3 "$here/swift_messages.py" placeholders "$po" || status=1
        done
    else
        cp "$work/$app.pot" "$pot"
        for language in ${languages[@]+"${languages[@]}"}; do
            po="$folder/$language.po"
            if [ -f "$po" ]; then
                msgmerge --quiet --update --backup=none "$po" "$pot"
            else
                msginit --no-translator --locale="$language" -i "$pot" -o "$po"
                # msgmerge orders msginit's header otherwise: merge once so that --check finds it unchanged.
                msgmerge --quiet --update --backup=none "$po" "$pot"
            fi
            python3 "$here/swift_messages.py" placeholders "$po" || status=1
        done
        echo "wrote $pot${languages[*]:+ and merged ${languages[*]}}"
    fi
done
exit $status
