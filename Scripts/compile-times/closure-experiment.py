#!/usr/bin/env python3
"""Shows, without this package, that Swift type-checks a closure's statements in
time growing with the square of their number, and a function body's in linear time.

    python3 Scripts/compile-times/closure-experiment.py [--runs 5] [--sizes 25,50,100,200,400]

Each case is a standalone file: N trivial statements `let _ = f(i)` written
in one of the forms below. Every round type-checks every case once
(`swiftc -typecheck -Xfrontend -debug-time-function-bodies`), so load on the
machine spreads over all of them; the table shows the median time of the
enclosing function `body()`, the time per statement, and, from
`-debug-time-expression-type-checking`, the time of the first and of the
last statement (in a function body both stay the same; in a closure the last
one costs more the longer the closure is).

Forms:
  function    the statements in a function body
  closure     in a closure passed to `func run(_: () -> Void)`
  signature   the same closure written `{ () -> Void in ... }`
  sendable    `{ @Sendable () -> Void in ... }` passed to a `@Sendable` parameter
  generic     passed to `func run<T>(_: () -> T) -> T`
  assigned    assigned to `let c: () -> Void`
  builder     a result builder on a closure (`build { ... }`)
  builder-fn  the same result builder applied to a function body
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

PRELUDE = """\
func f(_ x: Int) -> Int { x }
func run(_ body: () -> Void) { body() }
func runGeneric<T>(_ body: () -> T) -> T { body() }
func runSendable(_ body: @Sendable () -> Void) { body() }
@resultBuilder enum Builder {
    static func buildExpression(_ value: Int) -> [Int] { [value] }
    static func buildBlock(_ parts: [Int]...) -> [Int] { parts.flatMap { $0 } }
}
func build(@Builder _ body: () -> [Int]) -> [Int] { body() }
"""

WRAPPERS = {
    "function": ("func body() {{\n{s}\n}}", "    let _ = f({i})"),
    "closure": ("func body() {{\n    run {{\n{s}\n    }}\n}}", "        let _ = f({i})"),
    "signature": ("func body() {{\n    run {{ () -> Void in\n{s}\n    }}\n}}", "        let _ = f({i})"),
    "sendable": ("func body() {{\n    runSendable {{ @Sendable () -> Void in\n{s}\n    }}\n}}",
                 "        let _ = f({i})"),
    "generic": ("func body() {{\n    runGeneric {{\n{s}\n    }}\n}}", "        let _ = f({i})"),
    "assigned": ("func body() {{\n    let c: () -> Void = {{\n{s}\n    }}\n    c()\n}}", "        let _ = f({i})"),
    "builder": ("func body() {{\n    _ = build {{\n{s}\n    }}\n}}", "        f({i})"),
    "builder-fn": ("@Builder func content() -> [Int] {{\n{s}\n}}\nfunc body() {{ _ = content() }}", "    f({i})"),
}

BODY = re.compile(r"^([0-9.]+)ms\t.*\.(body|content)\(\)@")
EXPRESSION = re.compile(r"^([0-9.]+)ms\t.*:([0-9]+):[0-9]+$")


def write(directory, form, size):
    wrapper, line = WRAPPERS[form]
    statements = "\n".join(line.format(i=i) for i in range(size))
    path = os.path.join(directory, f"{form}-{size}.swift")
    with open(path, "w") as file:
        file.write(PRELUDE + wrapper.format(s=statements) + "\n")
    return path


def swiftc(path, *flags):
    result = subprocess.run(["swiftc", "-typecheck", *flags, path], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{path} does not type-check:\n{result.stderr}")
    return result.stderr.splitlines()


def body_time(path):
    times = [float(m.group(1)) for m in map(BODY.match, swiftc(path, "-Xfrontend", "-debug-time-function-bodies"))
             if m]
    if not times:
        sys.exit(f"no body timing for {path}")
    return sum(times)


def first_and_last(path, size):
    """Times of the first and the last statement (ms), by their source line."""
    first_line = PRELUDE.count("\n") + 2 + (0 if path.endswith(("function-%d.swift" % size,
                                                                  "builder-fn-%d.swift" % size)) else 1)
    by_line = {}
    for line in swiftc(path, "-Xfrontend", "-debug-time-expression-type-checking",
                       "-Xfrontend", "-warn-long-expression-type-checking=100000"):
        match = EXPRESSION.match(line)
        if match:
            number = int(match.group(2))
            by_line[number] = by_line.get(number, 0) + float(match.group(1))
    return by_line.get(first_line), by_line.get(first_line + size - 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="25,50,100,200,400")
    parser.add_argument("--forms", default=",".join(WRAPPERS))
    arguments = parser.parse_args()
    sizes = [int(size) for size in arguments.sizes.split(",")]
    forms = arguments.forms.split(",")
    with tempfile.TemporaryDirectory() as directory:
        cases = {(form, size): write(directory, form, size) for form in forms for size in sizes}
        times = {case: [] for case in cases}
        for round_number in range(arguments.runs):
            print(f"round {round_number + 1} of {arguments.runs}", file=sys.stderr)
            for case, path in cases.items():
                times[case].append(body_time(path))
        ends = {case: first_and_last(path, case[1]) for case, path in cases.items()}

    def cell(value):
        return "-" if value is None else f"{value:.2f}"

    print(f"\nType-check time of `body()` (ms), median of {arguments.runs} interleaved runs; "
          "ratio to the function body of the same length; first / last statement (ms, one run):\n")
    print("| form | " + " | ".join(f"N={size}" for size in sizes) + " |")
    print("|---|" + "---|" * len(sizes))
    for form in forms:
        cells = []
        for size in sizes:
            median = statistics.median(times[(form, size)])
            base = statistics.median(times[("function", size)]) if "function" in forms else None
            first, last = ends[(form, size)]
            share = f" ({median / base:.1f}×)" if base else ""
            cells.append(f"{median:.1f}{share}, {cell(first)} / {cell(last)}")
        print(f"| {form} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
