#!/usr/bin/env bash
# Checks the extraction tools on a small app in a temporary package: the .pot
# holds plain, plural, context, raw and multi-line messages and translators'
# comments; --check passes on fresh files and fails on a stale .pot; an
# interpolated or non-literal message fails with file:line; a translation
# whose placeholders differ from its message's fails. Also reads every Swift
# file of this package without an error.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
ok() { echo "ok: $*"; }

# Every Swift file of the package reads without an error (the lexer knows our literals).
python3 Scripts/i18n/swift_messages.py lex $(find Sources Tests Examples TasksTutorial -name '*.swift') && ok "the package's Swift files read" \
    || fail "the package's Swift files do not read"

app="$work/app"
mkdir -p "$app/Scripts/i18n" "$app/po/org.example.App" "$app/Sources/App" "$app/Resources"
cp Scripts/i18n/update-po.sh Scripts/i18n/swift_messages.py "$app/Scripts/i18n/"
printf 'Sources/App/\nResources/\n' > "$app/po/org.example.App/POTFILES"
echo de > "$app/po/org.example.App/LINGUAS"
cat > "$app/Sources/App/Window.swift" <<'SWIFT'
// TRANSLATORS: the button that stores the form
let save = tr("Save")
let files = tr("{1} file", plural: "{1} files", count: n, with: n)
let open = tr("Open", context: "menu")
let raw = tr(#"Say "hi""#)
let long = tr("""
    Two
    lines
    """)
/* tr("in a comment") */ let other = value.tr("a member")
SWIFT
cat > "$app/Resources/window.ui" <<'UI'
<interface><object class="GtkLabel"><property name="label" translatable="yes">From the UI</property>
<property name="tooltip-text" translatable="yes" comments="Also in the Swift file">Save</property></object></interface>
UI
run() { (cd "$app" && bash Scripts/i18n/update-po.sh "$@") > "$work/out" 2>&1; }
pot="$app/po/org.example.App/org.example.App.pot"

if run; then
    for expected in 'msgid "Save"' 'msgid_plural "{1} files"' 'msgctxt "menu"' 'msgid "Say \"hi\""' '"Two\n"' \
        '#. TRANSLATORS: the button that stores the form' 'msgid "From the UI"' '#: Sources/App/Window.swift:2'; do
        grep -qF -- "$expected" "$pot" && ok "the .pot has $expected" || fail "the .pot lacks $expected"
    done
    # A message in both a Swift file and a .ui file keeps both references and the .ui file's comment.
    grep -A3 -F '#. TRANSLATORS: the button that stores the form' "$pot" | grep -qF '#. Also in the Swift file' \
        && grep -qF '#: Sources/App/Window.swift:2 Resources/window.ui:2' "$pot" \
        && ok "a message of Swift and .ui keeps both references and comments" || fail "a shared message lost a reference or comment"
    grep -q "in a comment\|a member" "$pot" && fail "a comment or a member call was extracted" || ok "comments and members skipped"
    [ -f "$app/po/org.example.App/de.po" ] && ok "de.po created" || fail "de.po not created"
else
    fail "update-po.sh failed on a good app: $(cat "$work/out")"
fi
run --check && ok "--check passes on fresh files" || fail "--check fails on fresh files: $(cat "$work/out")"

echo 'let more = tr("Added later")' >> "$app/Sources/App/Window.swift"
if run --check; then fail "--check passed with a stale .pot"; else
    grep -q "org.example.App.pot is out of date" "$work/out" && ok "--check names the stale .pot" \
        || fail "--check's message: $(cat "$work/out")"
fi
run >/dev/null

cp "$app/Sources/App/Window.swift" "$work/Window.swift"
printf 'let name = "x"\nlet empty = tr("")\nlet bad = tr("Hello, \\(name)")\nlet worse = tr(variable)\n' >> "$app/Sources/App/Window.swift"
lines=$(wc -l < "$app/Sources/App/Window.swift")
if run; then fail "an interpolated message was accepted"; else
    grep -q "Sources/App/Window.swift:$((lines - 1)): an interpolated string passed to tr" "$work/out" \
        && ok "an interpolated message fails with file:line" || fail "interpolation message: $(cat "$work/out")"
    grep -q "Sources/App/Window.swift:$lines: the message passed to tr must be a string literal" "$work/out" \
        && ok "a non-literal message fails with file:line" || fail "non-literal message: $(cat "$work/out")"
    grep -q "Sources/App/Window.swift:$((lines - 2)): an empty message passed to tr" "$work/out" \
        && ok "an empty message fails with file:line" || fail "empty message: $(cat "$work/out")"
fi
cp "$work/Window.swift" "$app/Sources/App/Window.swift"

po="$app/po/org.example.App/de.po"
python3 - "$po" <<'PY'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
text = text.replace('msgid "Save"\nmsgstr ""', 'msgid "Save"\nmsgstr "Speichern {1}"')
text = text.replace('msgstr[0] ""\nmsgstr[1] ""', 'msgstr[0] "eine Datei"\nmsgstr[1] "{2} Dateien"')
open(path, "w", encoding="utf-8").write(text)
PY
if run --check; then fail "--check accepted translations with wrong placeholders"; else
    grep -q 'translation of "Save" has the placeholders {1}, the message none' "$work/out" \
        && ok "an extra placeholder fails" || fail "placeholder message: $(cat "$work/out")"
    grep -q 'msgstr\[1\] of "{1} file" uses {2}' "$work/out" \
        && ok "an unknown placeholder in a plural form fails" || fail "plural placeholder message: $(cat "$work/out")"
fi

[ $failures -eq 0 ] || { echo "$failures extraction check(s) failed"; exit 1; }
echo "extraction checks passed"
