#!/usr/bin/env bash
# Runs the generator with manifests that name what GTK's GIR does not have, and checks that each
# run fails with the manifest's line and a message naming the culprit (and writes nothing).
# Usage: bash Tools/GIRGenerator/Tests/check-manifest-errors.sh   (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/../../.."
gir_dir="${GIR_DIR:-$(pkg-config --variable=girdir gobject-introspection-1.0 2>/dev/null || echo /usr/share/gir-1.0)}"
swift build -c release --package-path Tools/GIRGenerator >&2
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
status=0

# expect_failure NAME EXPECTED-MESSAGE-PART [BASE]: appends the lines on stdin to a copy of the
# manifest BASE (Gtk3.manifest by default).
expect_failure() {
    local name="$1" expected="$2" base="${3:-Gtk3.manifest}"
    if [ "$base" = /dev/null ]; then : > "$scratch/$name.manifest"; else cp "Tools/GIRGenerator/$base" "$scratch/$name.manifest"; fi
    cat >> "$scratch/$name.manifest"
    if Tools/GIRGenerator/.build/release/GIRGenerator --gir-dir "$gir_dir" --package-root . \
        --manifest "$scratch/$name.manifest" --output "$scratch/out" --tests "$scratch/tests" \
        --coverage "$scratch/coverage.md" > /dev/null 2> "$scratch/$name.err"; then
        echo "FAIL $name: the generator accepted the manifest" >&2
        status=1
    elif ! grep -qF -- "$expected" "$scratch/$name.err"; then
        echo "FAIL $name: expected \"$expected\", got: $(cat "$scratch/$name.err")" >&2
        status=1
    elif [ -e "$scratch/out" ]; then
        echo "FAIL $name: the generator wrote output before failing" >&2
        status=1
    else
        echo "ok   $name: $(cat "$scratch/$name.err")"
    fi
}

expect_failure unknown-class "the GIR has no class Gtk.NoSuchWidget" <<'MANIFEST'

[class."Gtk.NoSuchWidget"]
status = "ignore"
MANIFEST

expect_failure unknown-member "lists \`noSuchProperty\`, which no property or signal of Gtk.Fixed" <<'MANIFEST'

[class."Gtk.Fixed"]
hand-written = ["noSuchProperty"]
MANIFEST

expect_failure class-name-clash "would both be the Swift class Label" <<'MANIFEST'

[class."Gtk.AccelLabel"]
swift-name = "Label"
MANIFEST

expect_failure unknown-interface "the GIR has no interface Gtk.Label" <<'MANIFEST'

[interface."Gtk.Label"]
swift-name = "LabelProtocol"
MANIFEST

# libadwaita on GTK 4: a class renamed into a Swift name its dependency declares (the dependency
# manifest is found beside the copy).
cp Tools/GIRGenerator/Gtk4.manifest "$scratch/Gtk4.manifest"
expect_failure dependency-name-clash "Adw.StatusPage would be the Swift class Label, which the dependency declares for Gtk.Label" Adwaita.manifest <<'MANIFEST'

[class."Adw.StatusPage"]
swift-name = "Label"
MANIFEST

# A `setters-accepting-null` entry must name a string property whose GIR setter refuses NULL: the
# manifest's own list, one entry replaced (by a sed expression).
expect_failure_replacing() {
    local name="$1" expected="$2" expression="$3"
    sed "$expression" Tools/GIRGenerator/Gtk3.manifest | expect_failure "$name" "$expected" /dev/null
}
expect_failure_replacing null-setter-unknown "setters-accepting-null names Gtk.Button:no-such-property, which is no property" \
    's/"Gtk.Button:label"/"Gtk.Button:no-such-property"/'
expect_failure_replacing null-setter-stale "setters-accepting-null names Gtk.Widget:tooltip-text, whose setter the GIR already lets take NULL" \
    's/"Gtk.Button:label"/"Gtk.Widget:tooltip-text"/'

exit "$status"
