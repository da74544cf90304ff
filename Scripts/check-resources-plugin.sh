#!/usr/bin/env bash
# Checks GResourcePlugin from outside the package, as an app uses it: builds the consumer package
# Tests/Fixtures/ResourceConsumer (a copy in a temporary folder, depending on this checkout by path),
# runs its executable from an empty folder after moving the copy's sources away (typed outlets, CSS,
# an icon and a composite widget all come from the embedded bundle), then builds each broken-input
# target and asserts that the build fails with the expected message naming the file.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The package identity is the folder's last component: give the library a fixed one.
ln -s "$root" "$work/Binding"
cp -R Tests/Fixtures/ResourceConsumer "$work/consumer"
export BINDING_PACKAGE="$work/Binding"
scratch="$work/build"
failures=0

echo "::: building the consumer package"
swift build --package-path "$work/consumer" --scratch-path "$scratch" --product ResourceConsumer 2>&1 \
    | grep -v "prohibited flag" | tail -n 5
binary="$(swift build --package-path "$work/consumer" --scratch-path "$scratch" --show-bin-path)/ResourceConsumer"
mkdir "$work/empty"
cp "$binary" "$work/empty/"
mv "$work/consumer" "$work/consumer-moved-away"
output="$(cd "$work/empty" && xvfb-run -a ./ResourceConsumer 2>&1)" || { echo "FAIL: the consumer exited with $?: $output"; failures=$((failures + 1)); }
for expected in "label: Hello from a resource" "entry: Entry" "icon: found" "composite: CounterRow counted 1"; do
    if grep -qF "$expected" <<<"$output"; then echo "ok: $expected"; else echo "FAIL: no \"$expected\" in: $output"; failures=$((failures + 1)); fi
done
mv "$work/consumer-moved-away" "$work/consumer"

# target, then the text the build's output must contain.
expect_failure() {
    local target="$1" expected="$2" log status=0
    log="$(swift build --package-path "$work/consumer" --scratch-path "$scratch" --target "$target" 2>&1)" || status=$?
    if [[ $status -eq 0 ]]; then
        echo "FAIL: $target built"; failures=$((failures + 1))
    elif grep -qF -- "$expected" <<<"$log"; then
        echo "ok: $target fails with: $(grep -F -- "$expected" <<<"$log" | head -n 1)"
    else
        echo "FAIL: $target failed without \"$expected\":"; grep -v "prohibited flag" <<<"$log" | tail -n 15
        failures=$((failures + 1))
    fi
}
expect_failure BrokenUnknownClass 'Broken/UnknownClass/Resources/form.ui:5: error: unknown class "GtkEntryy" of object "name_entry"'
expect_failure BrokenDuplicateID 'Broken/DuplicateID/Resources/form.ui:8: error: ids "name_entry" and "name-entry" both become "nameEntry"'
expect_failure BrokenXML 'Broken/MalformedXML/Resources/form.ui:6: error: malformed XML in a GtkBuilder file: an end tag does not match its start tag'
expect_failure BrokenMissingFile 'Broken/MissingFile/app.gresource.xml:5: error: missing file "absent.ui"'
expect_failure BrokenUnknownAppClass 'Broken/UnknownAppClass/Resources/form.ui:5: error: unknown class "StatusRwo"'
expect_failure BrokenUnknownAppClass 'did you mean "StatusRow"?'
expect_failure BrokenCSS "Broken/InvalidCSS/Resources/style.css:2:7: error: invalid CSS: 'colr' is not a valid property name"

if [[ $failures -gt 0 ]]; then echo "$failures check(s) failed"; exit 1; fi
echo "GResourcePlugin: consumer and broken inputs behave"
