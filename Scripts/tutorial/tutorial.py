#!/usr/bin/env python3
"""Keeps the DocC tutorial's code equal to the TasksTutorial package, which CI builds and tests.

The tutorial (Sources/Binding/Binding.docc/Tutorials/*.tutorial) shows code with
`@Code(name: ..., file: NAME)`; NAME is a file of Sources/Binding/Binding.docc/Resources/Tasks, a
copy of a file of the package, found from its name:

    tasks-package.swift     TasksTutorial/Package.swift, down to its line
                            `// end of the tutorial's manifest` (excluded)
    tasks-N-FILE            TasksTutorial/Sources/TasksN/FILE (chapter N; the last chapter's target
                            is the finished app, TasksTutorial/Sources/Tasks)
    tasks-test-FILE         TasksTutorial/Tests/TasksTests/FILE

    tutorial.py check   fails on a copy that differs from its file, a copy naming no file, an
                        @Code or @Image naming no resource, or a copy no @Code shows
    tutorial.py fix     rewrites every copy from the package, then checks

Run from the repository's top folder (Scripts/check-tutorial.sh does).
"""
import glob
import os
import re
import sys

CATALOG = "Sources/Binding/Binding.docc"
RESOURCES = os.path.join(CATALOG, "Resources", "Tasks")
PACKAGE = "TasksTutorial"
LAST_CHAPTER = 4
MANIFEST_END = "// end of the tutorial's manifest\n"
CHAPTER_FILE = re.compile(r"^tasks-(\d+)-(.+)$")
TEST_FILE = re.compile(r"^tasks-test-(.+)$")
CODE = re.compile(r'@Code\(name: "[^"]+", file: "([^"]+)"\)')
IMAGE = re.compile(r'@Image\(source: "([^"]+)"')


def package_text(name):
    """The package's text a copy named `name` must equal, or None when the name maps to no file."""
    if name == "tasks-package.swift":
        with open(os.path.join(PACKAGE, "Package.swift")) as f:
            manifest = f.read()
        return manifest.split(MANIFEST_END)[0] if MANIFEST_END in manifest else None
    chapter, test = CHAPTER_FILE.match(name), TEST_FILE.match(name)
    if chapter:
        number = int(chapter.group(1))
        target = "Tasks" if number == LAST_CHAPTER else f"Tasks{number}"
        path = os.path.join(PACKAGE, "Sources", target, chapter.group(2))
    elif test:
        path = os.path.join(PACKAGE, "Tests", "TasksTests", test.group(1))
    else:
        return None
    if not os.path.isfile(path):
        return None
    with open(path) as f:
        return f.read()


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in ("check", "fix"):
        sys.exit(__doc__)
    fix = sys.argv[1] == "fix"
    problems = []
    shown, images = set(), set()
    for path in sorted(glob.glob(os.path.join(CATALOG, "**", "*.tutorial"), recursive=True)):
        with open(path) as f:
            text = f.read()
        shown.update(CODE.findall(text))
        images.update(IMAGE.findall(text))
    copies = sorted(name for name in os.listdir(RESOURCES) if not name.endswith(".png"))
    for name in sorted(shown - set(copies)):
        expected = package_text(name)
        if fix and expected is not None:
            copies.append(name)
        else:
            problems.append(f"an @Code shows {name}, which is not in {RESOURCES}")
    for name in sorted(images):
        if not os.path.isfile(os.path.join(RESOURCES, name)):
            problems.append(f"an @Image shows {name}, which is not in {RESOURCES} "
                            "(bash Scripts/check-tutorial.sh --screenshots makes them)")
    for name in copies:
        path = os.path.join(RESOURCES, name)
        expected = package_text(name)
        if expected is None:
            problems.append(f"{path} names no file of {PACKAGE}/ (see {__file__})")
            continue
        if name not in shown:
            problems.append(f"{path} is shown by no @Code of the tutorial")
        current = open(path).read() if os.path.isfile(path) else None
        if current != expected:
            if fix:
                with open(path, "w") as f:
                    f.write(expected)
                print(f"rewrote {path}")
            else:
                problems.append(f"{path} differs from its file in {PACKAGE}/; "
                                "run bash Scripts/check-tutorial.sh --fix")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"{len(copies)} code files of the tutorial equal {PACKAGE}/; {len(images)} images present")


if __name__ == "__main__":
    main()
