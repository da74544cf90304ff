#!/usr/bin/env bash
# Fails when a comment in the sources names a file that does not exist.
#
# Reads the comments (`//`, `///`, `/* */` lines) of the tracked Swift and C
# files outside the generated GTK surface, and the Markdown files, and takes
# every word that looks like a file: a name with an extension this tree uses
# (`Lock.swift`, `docs/gtk-facts.md`, `Resources/Profile/profile.ui`). A path
# must be a tracked file's path or the end of one; a bare name must be some
# tracked file's name. Names inside URLs, placeholders (`<name>`, `*`) and the
# few names that only exist at run time (listed below) are not checked.
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files | python3 -c '
import os, re, sys
tracked = [line.strip() for line in sys.stdin if line.strip()]
names = {path.rsplit("/", 1)[-1] for path in tracked}
folders = {path.rsplit("/", i)[0] for path in tracked for i in range(1, path.count("/") + 1)}
# Names that are not files of this tree on purpose: files made at run time, test data, examples
# of a format, and the GObject introspection files and headers.
runtime = {"profile.json", "settings.json", "gschemas.compiled", "Package.resolved", "last.txt",
           "File.swift", "GtkEnums+A-C.swift", "layout-lrtb.png", "gsettingsbackend.h",
           # resources GTK loads from the resource path of the application by itself, and the example and
           # broken files the resources article and the GResource facts talk about
           "gtk/menus.ui", "gtk/help-overlay.ui", "feed-row.ui", "absent.ui", "bad.ui",
           # the example app of the shipping article and doc comments
           "org.example.Notes.metainfo.xml"}
system = re.compile(r"^[\w.-]+-\d+(\.\d+)?\.gir$")
extensions = "swift|md|sh|py|c|h|ui|css|gir|xml|json|txt|supp|modulemap|png|gresource"
word = re.compile(r"(?<![\w./<*-])((?:[\w.+-]+/)*[\w+-]+(?:\.[\w+-]+)*\.(?:" + extensions + r"))(?![\w/-])")
comment = re.compile(r"^\s*(//|/\*|\*)")
missing = []
for path in tracked:
    if "/Generated/" in path or path.startswith("docs/public-api") or path == "CHANGELOG.md":
        continue
    if path.endswith((".swift", ".c", ".h")):
        lines = [(n, l) for n, l in enumerate(open(path, encoding="utf-8", errors="replace"), 1) if comment.match(l)]
    elif path.endswith(".md"):
        lines = list(enumerate(open(path, encoding="utf-8", errors="replace"), 1))
    else:
        continue
    for number, line in lines:
        line = re.sub(r"https?://\S+", "", line)
        line = re.sub(r"\b(?:PATH/TO|ROOT)/", "", line)  # placeholders
        for match in word.finditer(line):
            name = match.group(1)
            if name in runtime or name.rsplit("/", 1)[-1] in runtime or system.match(name):
                continue
            if "/" in name:
                if name in tracked or any(t.endswith("/" + name) for t in tracked):
                    continue
                # A path relative to the file that names it.
                base = path.rsplit("/", 1)[0] if "/" in path else ""
                if os.path.normpath(os.path.join(base, name)) in tracked:
                    continue
            elif name in names:
                continue
            missing.append(f"{path}:{number}: {name}")
for entry in missing:
    print(entry)
if missing:
    print(f"{len(missing)} reference(s) to files that do not exist", file=sys.stderr)
    sys.exit(1)
print("every file named in a comment exists")
'
