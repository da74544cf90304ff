#!/usr/bin/env python3
"""Type-checks the benchmark cases written by generate.py and prints the tables.

    measure.py CASE_DIR --runs 5 -- SWIFTC_ARGUMENTS...

Each round type-checks every case once (rounds interleave the cases, so load
on the machine spreads over all of them); the time of a case is the median
over the rounds of its `bind()` body as reported by
`-debug-time-function-bodies`. The solver's scope count (deterministic, from
`-stats-output-dir`: every disjunction choice and binding the constraint
solver tried) is read once per case.
"""

import argparse
import glob
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

BODY = re.compile(r"^([0-9.]+)ms\t.*\.bind\(\)@")


def swiftc(arguments, case, extra):
    result = subprocess.run(["swiftc", "-typecheck", *arguments, *extra, case],
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{case} does not type-check:\n{result.stderr}")
    return result.stderr + result.stdout


def body_time(arguments, case):
    output = swiftc(arguments, case, ["-Xfrontend", "-debug-time-function-bodies"])
    for line in output.splitlines():
        match = BODY.match(line)
        if match:
            return float(match.group(1))
    sys.exit(f"no bind() timing for {case}")


def solver_scopes(arguments, case):
    with tempfile.TemporaryDirectory() as directory:
        swiftc(arguments, case, ["-Xfrontend", "-stats-output-dir", "-Xfrontend", directory])
        (path,) = glob.glob(os.path.join(directory, "*.json"))
        with open(path) as file:
            return json.load(file).get("Sema.NumConstraintScopes", 0)


def ratio(numerator, denominator):
    return f"{numerator / denominator:.1f}×" if denominator else "-"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases")
    parser.add_argument("--runs", type=int, default=5)
    own, flags = sys.argv[1:], []
    if "--" in own:
        split = own.index("--")
        own, flags = own[:split], own[split + 1:]
    arguments = parser.parse_args(own)

    names = sorted(os.path.basename(path)[:-len(".swift")]
                   for path in glob.glob(os.path.join(arguments.cases, "*.swift")))
    path = {name: os.path.join(arguments.cases, name + ".swift") for name in names}
    times = {name: [] for name in names}
    for round_number in range(arguments.runs):
        print(f"round {round_number + 1} of {arguments.runs}", file=sys.stderr)
        for name in names:
            times[name].append(body_time(flags, path[name]))
    median = {name: statistics.median(values) for name, values in times.items()}
    scopes = {name: solver_scopes(flags, path[name]) for name in names}

    sizes = sorted({int(name.rsplit("-", 1)[1]) for name in names if name.startswith("ordinary-")})
    print(f"\nOrdinary lines, `bind()` type-check time, median of {arguments.runs} interleaved runs (ms):\n")
    print("| lines | `binding { }` | plain statements | `(a => b).disposed(by:)` | plain statements in a closure "
          "| blocks of 25 lines | block / plain | block ms per line | plain ms per line | solver scopes block / plain |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for size in sizes:
        block, plain, operators, closure, split = (
            f"ordinary-{form}-{size}" for form in ("block", "plain", "operators", "closure", "split"))
        split_time = f"{median[split]:.0f}" if split in median else "-"
        print(f"| {size} | {median[block]:.0f} | {median[plain]:.0f} | {median[operators]:.0f} "
              f"| {median[closure]:.0f} | {split_time} "
              f"| {ratio(median[block], median[plain])} | {median[block] / size:.2f} "
              f"| {median[plain] / size:.2f} | {scopes[block]} / {scopes[plain]} |")

    shapes = sorted({name.rsplit("-", 2)[0] for name in names
                     if not name.startswith(("ordinary-", "validation-")) and "-hoisted-" not in name})
    print(f"\nExpensive lines, each ten times, median of {arguments.runs} interleaved runs (ms):\n")
    print("| shape | in `binding { }` | plain statements | transform hoisted before the block "
          "| block / plain | solver scopes block / plain |")
    print("|---|---|---|---|---|---|")
    for shape in shapes:
        (block,) = [name for name in names if name.startswith(shape + "-block-")]
        (plain,) = [name for name in names if name.startswith(shape + "-plain-")]
        hoisted = [name for name in names if name.startswith(shape + "-hoisted-")]
        hoisted_time = f"{median[hoisted[0]]:.0f}" if hoisted else "-"
        print(f"| {shape} | {median[block]:.0f} | {median[plain]:.0f} | {hoisted_time} "
              f"| {ratio(median[block], median[plain])} | {scopes[block]} / {scopes[plain]} |")
    validation = sorted(name for name in names if name.startswith("validation-"))
    if validation:
        print("\nValidation rules (three chained rules per field, ten fields), no builder (ms):\n")
        print("| form | time | solver scopes |")
        print("|---|---|---|")
        for name in validation:
            print(f"| {name} | {median[name]:.0f} | {scopes[name]} |")


if __name__ == "__main__":
    main()
