#!/usr/bin/env python3
"""Keeps the Swift examples of README.md and of the documentation articles equal to compiled code.

A ```swift block in a checked markdown file must follow a marker line:

    <!-- snippet: NAME -->        the block is the region NAME of a file under Examples/, written
                                  there between `// snippet: NAME` and `// end-snippet` (indentation
                                  common to the region's lines removed)
    <!-- not-compiled: REASON --> the block is deliberately not compiled (rare: say why)

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


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in ("check", "fix"):
        sys.exit(__doc__)
    problems = []
    found = regions(problems)
    used = set()
    files = markdown_files()
    for path in files:
        process(path, found, sys.argv[1] == "fix", problems, used)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    unused = sorted(set(found) - used)
    print(f"{len(used)} snippets in {len(files)} markdown files match {EXAMPLES}/"
          + (f"; regions no page shows: {', '.join(unused)}" if unused else ""))


if __name__ == "__main__":
    main()
