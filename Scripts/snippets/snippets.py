#!/usr/bin/env python3
"""Keeps the Swift examples of README.md and of the documentation articles equal to compiled code.

A ```swift block in a checked markdown file must follow a marker line:

    <!-- snippet: NAME -->        the block is the region NAME of a file under Examples/, written
                                  there between `// snippet: NAME` and `// end-snippet` (indentation
                                  common to the region's lines removed)
    <!-- not-compiled: REASON --> the block is deliberately not compiled (rare: say why)

The same holds for the examples in doc comments of the library modules (Sources/<Module>/ for
each module Scripts/api/public_api.py lists): a ```swift block inside `///` lines follows a
`/// <!-- snippet: NAME -->` or `/// <!-- not-compiled: REASON -->` line (DocC shows neither), and
its lines, without the `/// ` prefix, equal the region.

    snippets.py check   fails on a block that differs from its region, a block without a marker, a
                        marker naming no region, or a region defined twice
    snippets.py fix     rewrites every marked block from its region, then checks

Run from the package folder (Scripts/check-snippets.sh does, and builds Examples/ too).
"""
import glob
import os
import re
import sys

EXAMPLES = "Examples"
MARKDOWN_GLOBS = ["README.md", "Sources/*/*.docc/**/*.md"]
START = re.compile(r"^\s*// snippet: ([A-Za-z0-9_-]+)\s*$")
END = re.compile(r"^\s*// end-snippet\s*$")
SNIPPET_MARKER = re.compile(r"^<!-- snippet: ([A-Za-z0-9_-]+) -->$")
NOT_COMPILED_MARKER = re.compile(r"^<!-- not-compiled: .+ -->$")
FENCE_OPEN = re.compile(r"^```swift\s*$")
FENCE_CLOSE = re.compile(r"^```\s*$")


def dedent(lines):
    indents = [len(line) - len(line.lstrip(" ")) for line in lines if line.strip()]
    cut = min(indents, default=0)
    return [line[cut:] if line.strip() else "" for line in lines]


def regions(problems):
    """Every region of the Swift files under Examples/, by name."""
    found = {}
    for path in sorted(glob.glob(os.path.join(EXAMPLES, "**", "*.swift"), recursive=True)):
        if "/.build/" in path:
            continue
        with open(path) as f:
            lines = f.read().split("\n")
        name, start, body = None, 0, []
        for number, line in enumerate(lines, 1):
            opened = START.match(line)
            if opened:
                if name:
                    problems.append(f"{path}:{number}: region {opened.group(1)} starts inside region {name}")
                name, start, body = opened.group(1), number, []
            elif END.match(line):
                if not name:
                    problems.append(f"{path}:{number}: end-snippet without a region")
                    continue
                if name in found:
                    problems.append(f"{path}:{start}: region {name} is also defined at {found[name][0]}")
                found[name] = (f"{path}:{start}", dedent(body))
                name = None
            elif name:
                body.append(line)
        if name:
            problems.append(f"{path}:{start}: region {name} has no end-snippet")
    return found


def markdown_files():
    files = set()
    for pattern in MARKDOWN_GLOBS:
        files.update(glob.glob(pattern, recursive=True))
    return sorted(files)


def process(path, found, fix, problems, used):
    """Checks (or rewrites) the swift blocks of one markdown file."""
    with open(path) as f:
        lines = f.read().split("\n")
    output, index, changed = [], 0, False
    while index < len(lines):
        line = lines[index]
        output.append(line)
        index += 1
        if not FENCE_OPEN.match(line):
            continue
        opened_at = index
        body = []
        while index < len(lines) and not FENCE_CLOSE.match(lines[index]):
            body.append(lines[index])
            index += 1
        if index == len(lines):
            problems.append(f"{path}:{opened_at}: unclosed ```swift block")
            output.extend(body)
            break
        marker = next((l for l in reversed(output[:-1]) if l.strip()), "")
        named = SNIPPET_MARKER.match(marker.strip())
        if named:
            name = named.group(1)
            used.add(name)
            if name not in found:
                problems.append(f"{path}:{opened_at}: no region named {name} under {EXAMPLES}/")
            elif body != found[name][1]:
                if fix:
                    body = found[name][1]
                    changed = True
                else:
                    problems.append(f"{path}:{opened_at}: block differs from region {name} "
                                    f"({found[name][0]}); run bash Scripts/check-snippets.sh --fix")
        elif not NOT_COMPILED_MARKER.match(marker.strip()):
            problems.append(f"{path}:{opened_at}: ```swift block without <!-- snippet: NAME --> "
                            f"(or <!-- not-compiled: REASON -->) on the line before it")
        output.extend(body)
        output.append(lines[index])
        index += 1
    if changed:
        with open(path, "w") as f:
            f.write("\n".join(output))
        print(f"rewrote {path}")


DOC_LINE = re.compile(r"^(\s*)/// ?(.*)$")
INDENTED_CODE = re.compile(r"^    +[^\s\-*]")   # after a blank doc line: markdown's indented code


def library_sources():
    """The Swift files of the library modules, whose doc comments are checked."""
    sys.path.insert(0, os.path.join("Scripts", "api"))
    from public_api import library_modules  # the modules the API check and build-docs.sh cover
    files = []
    for module in library_modules():
        files.extend(glob.glob(os.path.join("Sources", module, "**", "*.swift"), recursive=True))
    return sorted(files)


def process_doc_comments(path, found, fix, problems, used):
    """Checks (or rewrites) the ```swift blocks of the doc comments of one Swift file."""
    with open(path) as f:
        lines = f.read().split("\n")
    output, index, changed = [], 0, False
    while index < len(lines):
        line = lines[index]
        output.append(line)
        index += 1
        doc = DOC_LINE.match(line)
        if doc and INDENTED_CODE.match(doc.group(2)) and output[-2:-1] and DOC_LINE.match(output[-2]) \
                and not DOC_LINE.match(output[-2]).group(2).strip():
            problems.append(f"{path}:{index}: indented code in a doc comment; fence it as ```swift "
                            f"after a /// <!-- snippet: NAME --> line")
        if not doc or not FENCE_OPEN.match(doc.group(2)):
            continue
        prefix, opened_at, body = doc.group(1), index, []
        while index < len(lines):
            inner = DOC_LINE.match(lines[index])
            if not inner or FENCE_CLOSE.match(inner.group(2)):
                break
            body.append(inner.group(2))
            index += 1
        if index == len(lines) or not DOC_LINE.match(lines[index]):
            problems.append(f"{path}:{opened_at}: unclosed ```swift block in a doc comment")
            output.extend(lines[opened_at:index])
            continue
        before = [DOC_LINE.match(l) for l in reversed(output[:-1])]
        marker = next((m.group(2) for m in before if m and m.group(2).strip()), "") if before and before[0] else ""
        named = SNIPPET_MARKER.match(marker.strip())
        if named:
            name = named.group(1)
            used.add(name)
            if name not in found:
                problems.append(f"{path}:{opened_at}: no region named {name} under {EXAMPLES}/")
            elif body != found[name][1]:
                if fix:
                    body = found[name][1]
                    changed = True
                else:
                    problems.append(f"{path}:{opened_at}: doc-comment block differs from region {name} "
                                    f"({found[name][0]}); run bash Scripts/check-snippets.sh --fix")
        elif not NOT_COMPILED_MARKER.match(marker.strip()):
            problems.append(f"{path}:{opened_at}: ```swift block in a doc comment without "
                            f"/// <!-- snippet: NAME --> (or <!-- not-compiled: REASON -->) before it")
        output.extend(f"{prefix}/// {l}".rstrip() if l else f"{prefix}///" for l in body)
        output.append(lines[index])
        index += 1
    if changed:
        with open(path, "w") as f:
            f.write("\n".join(output))
        print(f"rewrote {path}")


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in ("check", "fix"):
        sys.exit(__doc__)
    problems = []
    found = regions(problems)
    used = set()
    files = markdown_files()
    for path in files:
        process(path, found, sys.argv[1] == "fix", problems, used)
    sources = library_sources()
    for path in sources:
        process_doc_comments(path, found, sys.argv[1] == "fix", problems, used)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    unused = sorted(set(found) - used)
    print(f"{len(used)} snippets in {len(files)} markdown files and the doc comments of "
          f"{len(sources)} Swift files match {EXAMPLES}/"
          + (f"; regions no page shows: {', '.join(unused)}" if unused else ""))


if __name__ == "__main__":
    main()
