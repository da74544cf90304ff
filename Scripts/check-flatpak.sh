#!/usr/bin/env bash
# Checks the Flatpak manifests in flatpak/ as far as can be done without Flathub (they are never built
# here): flatpak-builder parses each one (--show-manifest), and each matches the install layout of
# Scripts/install.sh: the app ID is the file's name and a sample's, the command is that sample's
# product, the GNOME runtime and the Swift 6 SDK extension are used, the sandbox asks for no more than
# the four permissions the manifests explain, the build is the product's shipped release build
# (Scripts/shipping/release-build.sh, with link-time optimisation), and the install
# is Scripts/shipping/install-app.sh with the same app ID, product and data folder as Scripts/install.sh.
# Needs flatpak-builder and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
for sample in Profile:ProfileSample Settings:SettingsSample Gallery:GallerySample; do
    folder="${sample%%:*}" product="${sample#*:}"
    app_id="org.swiftbinding.$product"
    manifest="flatpak/$app_id.yml"
    # From the temporary folder: flatpak-builder leaves a .flatpak-builder folder where it runs.
    (cd "$work" && flatpak-builder --show-manifest "$OLDPWD/$manifest") > "$work/$app_id.json"
    python3 - "$work/$app_id.json" "$manifest" "$app_id" "$product" "$folder" <<'PYTHON' || status=1
import json, shlex, sys
path, manifest, app_id, product, folder = sys.argv[1:]
m = json.load(open(path))
problems = []
def expect(condition, message):
    if not condition:
        problems.append(message)
expect(m.get("id", m.get("app-id")) == app_id, f"app-id is {m.get('id')}, not {app_id}")
expect(m.get("command") == product, f"command is {m.get('command')}, not {product}")
expect(m.get("runtime") == "org.gnome.Platform" and m.get("sdk") == "org.gnome.Sdk", "not on the GNOME runtime")
expect("org.freedesktop.Sdk.Extension.swift6" in m.get("sdk-extensions", []), "no Swift 6 SDK extension")
allowed = {"--socket=wayland", "--socket=fallback-x11", "--share=ipc", "--device=dri"}
extra = set(m.get("finish-args", [])) - allowed
expect(not extra, f"permissions beyond the explained four: {sorted(extra)}")
commands = [shlex.split(c) for module in m.get("modules", []) for c in module.get("build-commands", [])]
builds = [c for c in commands if c[:2] == ["bash", "Scripts/shipping/release-build.sh"]]
expect(any("--product" in c and c[c.index("--product") + 1] == product and "--no-lto" not in c for c in builds),
       f"no shipped release build of the product {product} (Scripts/shipping/release-build.sh)")
installs = [c for c in commands if len(c) > 1 and c[1] == "Scripts/shipping/install-app.sh"]
expect(len(installs) == 1, "not exactly one Scripts/shipping/install-app.sh command")
for c in installs:
    options = dict(zip(c[2::2], c[3::2]))
    expect(options.get("--prefix") == "/app", "installs elsewhere than /app")
    expect(options.get("--app-id") == app_id, f"installs the app ID {options.get('--app-id')}")
    expect(options.get("--product") == product, f"installs the product {options.get('--product')}")
    expect(options.get("--data") == f"Resources/{folder}", f"installs the data of {options.get('--data')}")
    expect(options.get("--binary") == f".build-lto/release/{product}", f"installs the binary {options.get('--binary')}")
for problem in problems:
    print(f"FAIL: {manifest}: {problem}")
if not problems:
    print(f"ok: {manifest} parses and matches the install layout")
sys.exit(1 if problems else 0)
PYTHON
done
exit "$status"
