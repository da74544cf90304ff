#!/usr/bin/env bash
# Checks the new-app template (Scripts/new-app.sh, Templates/App) as a user meets it: refuses bad
# input with a message saying why; generates an app into a temporary folder and runs that app's own
# CI script (build without warnings, headless tests, --screenshot, desktop file, metainfo, icons and
# schema validated, Flatpak manifest parsed, install and uninstall); generates a second app whose ID
# has a compound name and builds it. CI runs it after check-tutorial.sh.
#
# The generated packages build in Examples/.build, which check-snippets.sh fills: the library is then
# not compiled again, only the app's own modules (the library is named by its checkout folder, as
# Examples/ names it, so the build commands are the same).
#
#   bash Scripts/check-new-app.sh
#   NEW_APP_SCREENSHOT=FILE bash Scripts/check-new-app.sh     keep the generated app's screenshot
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export SCRATCH_PATH="$root/Examples/.build"
failures=0

# Runs new-app.sh with the arguments after the first, which must fail with the first as its message.
expect_refusal() {
    local expected="$1" output status=0
    shift
    output="$(bash Scripts/new-app.sh "$@" 2>&1)" || status=$?
    if [ $status -eq 0 ]; then
        echo "FAIL: new-app.sh $* succeeded"; failures=$((failures + 1))
    elif grep -qF -- "$expected" <<<"$output"; then
        echo "ok: refused $*: $(grep -F -- "$expected" <<<"$output")"
    else
        echo "FAIL: new-app.sh $* failed without \"$expected\": $output"; failures=$((failures + 1))
    fi
}

echo "::: bad input"
expect_refusal 'needs at least two elements separated by dots' Notes Notes "$work/a"
expect_refusal 'may hold only ASCII letters, digits' "org.example.My Notes" Notes "$work/a"
expect_refusal 'starts with a digit, which GApplication refuses' org.example.2notes Notes "$work/a"
expect_refusal 'has an empty element' org..Notes Notes "$work/a"
expect_refusal 'must start with a letter (it names the app' org.example._notes Notes "$work/a"
expect_refusal 'is longer than 255 characters' "org.$(printf 'a%.0s' {1..260})" Notes "$work/a"
expect_refusal 'the app name is empty' org.example.Notes "" "$work/a"
expect_refusal 'may not contain' org.example.Notes 'Say "hi"' "$work/a"
mkdir "$work/full" && touch "$work/full/keep"
expect_refusal 'is not empty: give a new or an empty folder' org.example.Notes Notes "$work/full"
expect_refusal 'exists and is not a folder' org.example.Notes Notes "$work/full/keep"
expect_refusal 'no Package.swift in the library folder' org.example.Notes Notes "$work/b" --library "$work/full"
[ -z "$(ls -A "$work" | grep -v '^full$')" ] || { echo "FAIL: a refused run left files behind"; failures=$((failures + 1)); }
if [ $failures -gt 0 ]; then echo "$failures check(s) failed"; exit 1; fi

echo "::: the generated app's own CI script"
bash Scripts/new-app.sh org.example.Notes "Notes" "$work/notes" --library "$root"
SCREENSHOT="${NEW_APP_SCREENSHOT:-$work/notes.png}" bash "$work/notes/Scripts/ci.sh"

echo "::: an app ID with a compound name"
bash Scripts/new-app.sh io.github.someone.text_editor "Text Editor" "$work/editor" --library "$root"
grep -q 'name: "text-editor"' "$work/editor/Package.swift"
swift build --package-path "$work/editor" --scratch-path "$SCRATCH_PATH" --product text-editor 2>&1 | grep -v "prohibited flag"
test -x "$(swift build --package-path "$work/editor" --scratch-path "$SCRATCH_PATH" --show-bin-path)/text-editor"

echo "::: a development build compiles the app's translations"
# Last on purpose: with two packages in one scratch path, a second incremental build of the first
# package made SwiftPM 6.3 fail the other's next `--product` build ("No target named
# 'text-editor-…-debug.exe' in build description"), so the other package is built before this.
# A German catalog translating the entry's placeholder: TranslationsPlugin must compile it into the
# build folder that the app's BuildTranslations names, with no install.
po="$work/notes/po/org.example.Notes"
echo de >> "$po/LINGUAS"
msginit --no-translator --locale=de_DE.UTF-8 --input="$po/org.example.Notes.pot" --output-file="$po/de.po" 2>/dev/null
python3 - "$po/de.po" <<'PYTHON'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
old = 'msgid "Title of a new note"\nmsgstr ""'
assert old in text, "the template's placeholder is not in its .pot"
open(path, "w", encoding="utf-8").write(text.replace(old, 'msgid "Title of a new note"\nmsgstr "Titel einer neuen Notiz"'))
PYTHON
swift build --package-path "$work/notes" --scratch-path "$SCRATCH_PATH" --build-tests 2>&1 | grep -v "prohibited flag"
catalog="$(find "$SCRATCH_PATH/plugins/outputs" -path "*notes*" -name org.example.Notes.mo -newer "$po/de.po" | head -1)"
[ -n "$catalog" ] || { echo "FAIL: no compiled catalog of org.example.Notes in the build folder"; exit 1; }
msgunfmt "$catalog" | grep -q 'Titel einer neuen Notiz' || { echo "FAIL: $catalog lacks the German placeholder"; exit 1; }
grep -rqF "$(dirname "$(dirname "$(dirname "$catalog")")")" "$SCRATCH_PATH/plugins/outputs" --include=BuildTranslations.swift \
    || { echo "FAIL: BuildTranslations does not name the folder of $catalog"; exit 1; }
echo "ok: $catalog"

echo "The template makes apps that build, pass their tests and validate; bad input is refused."
