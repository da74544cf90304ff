#!/usr/bin/env python3
"""Lists the package's public API as sorted text lines, one a symbol, from SwiftPM's symbol graphs.

A line reads `kind path :: declaration [where constraints] [deprecated]`. The module is left out on
purpose: a type that moves between the package's modules (the `Binding` umbrella re-exports them)
is no change for a user, while a removed or changed declaration is.

    public_api.py modules                                   prints the Swift modules of the library
                                                            products, dependencies first (run in
                                                            the package folder), without the GTK 4
                                                            front end's
    public_api.py modules-gtk4                              prints the GTK 4 front end's modules
                                                            (baseline docs/public-api-gtk4.txt)
    public_api.py list SYMBOLGRAPH_DIR MODULE...            prints the listing
    public_api.py check BASELINE SYMBOLGRAPH_DIR MODULE...  fails on a baseline line that is gone
    public_api.py update BASELINE SYMBOLGRAPH_DIR MODULE... rewrites the baseline; refuses to drop
                                                            a line the baseline did not mark deprecated
    public_api.py accept-source-compatible BASELINE ...     rewrites the baseline, also dropping the
                                                            declarations whose text changed in a way
                                                            that existing code still compiles against
"""
import glob
import json
import os
import subprocess
import sys


# Products of the samples' code that the GTK 4 samples (the Gtk4Tests package) link: they are
# library products only because another package can reach nothing else; not library API, so neither
# recorded nor documented.
SAMPLE_PRODUCTS = {"ProfileKit", "ProfileStoreGLib", "SettingsKit", "SampleSupportGLib"}

# The GTK 4 front end's products: their modules have a baseline of their own (docs/public-api-gtk4.txt),
# and a machine without GTK 4 builds the package without them (BINDING_WITHOUT_GTK4).
GTK4_PRODUCTS = {"BindingGtk4", "BindingAdwaita", "BindingGtk4Testing"}


def library_modules(gtk4=False):
    """The Swift targets of the library products and every Swift target they depend on, each after
    the package targets it depends on (the order their documentation is built in): those of the GTK 4
    front end's products when gtk4 is true, without the modules of the other products (which come
    first), else those of the other products."""
    described = json.loads(subprocess.run(
        ["swift", "package", "describe", "--type", "json"],
        check=True, capture_output=True, text=True).stdout)
    targets = {t["name"]: t for t in described["targets"]}
    ordered = []

    def visit(name, path=()):
        target = targets.get(name)
        if name in ordered or target is None or target.get("module_type") != "SwiftTarget":
            return
        if name in path:
            sys.exit(f"error: dependency cycle through {name}")
        for dependency in target.get("target_dependencies", []):
            visit(dependency, path + (name,))
        ordered.append(name)

    libraries = [p for p in described["products"] if "library" in p["type"] and p["name"] not in SAMPLE_PRODUCTS]
    for product in libraries:
        if product["name"] not in GTK4_PRODUCTS:
            for name in product["targets"]:
                visit(name)
    if not gtk4:
        return ordered
    others = len(ordered)
    for product in libraries:
        if product["name"] in GTK4_PRODUCTS:
            for name in product["targets"]:
                visit(name)
    return ordered[others:]


def fragments_text(fragments):
    return "".join(f["spelling"] for f in fragments).replace("\n", " ")


def is_deprecated(symbol):
    for entry in symbol.get("availability", []):
        if entry.get("isUnconditionallyDeprecated") or "deprecated" in entry:
            return True
    return False


def constraints_text(symbol):
    parts = []
    for c in symbol.get("swiftExtension", {}).get("constraints", []):
        op = {"conformance": ":", "sameType": "==", "superclass": ":"}.get(c["kind"], c["kind"])
        parts.append(f"{c['lhs']} {op} {c['rhs']}")
    return ", ".join(sorted(set(parts)))


def listing(graph_dir, modules):
    lines = set()
    for module in modules:
        files = [os.path.join(graph_dir, f"{module}.symbols.json")]
        files += glob.glob(os.path.join(graph_dir, f"{module}@*.symbols.json"))
        found = False
        for path in files:
            if not os.path.exists(path):
                continue
            found = True
            with open(path) as f:
                graph = json.load(f)
            for symbol in graph["symbols"]:
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                # Members a type only inherits from a protocol's extension are listed there.
                if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                    continue
                kind = symbol["kind"]["identifier"].removeprefix("swift.")
                path_text = ".".join(symbol["pathComponents"])
                line = f"{kind} {path_text} :: {fragments_text(symbol.get('declarationFragments', []))}"
                where = constraints_text(symbol)
                if where:
                    line += f" where {where}"
                if is_deprecated(symbol):
                    line += " [deprecated]"
                lines.add(line)
        if not found:
            sys.exit(f"error: no symbol graph for module {module} in {graph_dir}")
    return sorted(lines)


def strip_deprecation(line):
    return line.removesuffix(" [deprecated]")


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    command = argv[1]
    if command == "modules":
        print(" ".join(library_modules()))
        return 0
    if command == "modules-gtk4":
        print(" ".join(library_modules(gtk4=True)))
        return 0
    if command == "list":
        print("\n".join(listing(argv[2], argv[3:])))
        return 0
    baseline_path, graph_dir, modules = argv[2], argv[3], argv[4:]
    current = listing(graph_dir, modules)
    current_keys = {strip_deprecation(l) for l in current}
    baseline = []
    if os.path.exists(baseline_path):
        with open(baseline_path) as f:
            baseline = [l.rstrip("\n") for l in f if l.strip() and not l.startswith("#")]
    gone = [l for l in baseline if strip_deprecation(l) not in current_keys]
    added = [l for l in current if strip_deprecation(l) not in {strip_deprecation(b) for b in baseline}]
    if command == "check":
        for line in added:
            print(f"added: {line}")
        if gone:
            for line in gone:
                print(f"error: public API removed or changed: {line}", file=sys.stderr)
            print(
                f"\n{len(gone)} public declaration(s) of the baseline ({baseline_path}) are gone.\n"
                "Public API is a promise: keep the old declaration as a deprecated forwarder\n"
                "(@available(*, deprecated, renamed: \"...\")) and say so in CHANGELOG.md. A declaration\n"
                "that was deprecated in the last release may be removed: record that with\n"
                "bash Scripts/check-api.sh --update.",
                file=sys.stderr,
            )
            return 1
        print(f"public API: {len(current)} declarations, none of the baseline's {len(baseline)} gone, {len(added)} added")
        return 0
    if command in ("update", "accept-source-compatible"):
        refused = [] if command == "accept-source-compatible" else [l for l in gone if not l.endswith(" [deprecated]")]
        for line in gone:
            if not line.endswith(" [deprecated]") and command == "accept-source-compatible":
                print(f"accepted as source compatible: {line}")
        if refused:
            for line in refused:
                print(f"error: not deprecated in the baseline, cannot be dropped: {line}", file=sys.stderr)
            print("Deprecate these first (one release), then remove them.", file=sys.stderr)
            return 1
        with open(baseline_path, "w") as f:
            f.write("# The public API of the library products, one declaration a line, written by\n")
            f.write("# `bash Scripts/check-api.sh --update`; CI fails when a line here disappears. See CONTRIBUTING.md.\n")
            f.write("\n".join(current) + "\n")
        print(f"baseline written: {len(current)} declarations ({len(added)} added, {len(gone)} dropped)")
        return 0
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
