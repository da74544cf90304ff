#!/usr/bin/env bash
# Builds one SwiftPM executable the way it is shipped and prints the built executable's path (the
# build's own output goes to stderr). Like install-app.sh it knows nothing of the package it serves:
# an app copies this file into its Scripts/ folder beside install-app.sh, which calls it.
#
#   release-build.sh --product NAME [--package-path DIR] [--scratch-path DIR] [--no-lto] [SWIFT BUILD OPTION...]
#
# By default it is a release build with full link-time optimisation linked by the toolchain's lld,
# with the compiler's `-conditional-runtime-records` (type metadata and conformance records kept only
# when something uses them) and `-internalize-at-link` (the executable is the whole program): the
# linker then drops every library declaration the app never reaches, such as the generated wrappers of
# widget classes it does not use. It builds in PACKAGE/.build-lto, so it never rebuilds (or is rebuilt
# by) a plain `swift build -c release` in .build.
#
#   --no-lto      a plain `swift build -c release` in PACKAGE/.build. Use it to tell whether a
#                 release-only problem comes from link-time optimisation, when a toolchain lacks lld,
#                 or for quicker release builds while iterating; ship the default.
#   --scratch-path DIR   build in DIR instead.
# Other options (such as --static-swift-stdlib) are handed to `swift build` unchanged.
set -euo pipefail

die() { echo "release-build.sh: $*" >&2; exit 2; }

product="" package_path="." scratch_path="" lto=1 extra=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --product) product="${2:?--product needs a name}"; shift 2 ;;
        --package-path) package_path="${2:?--package-path needs a folder}"; shift 2 ;;
        --scratch-path) scratch_path="${2:?--scratch-path needs a folder}"; shift 2 ;;
        --no-lto) lto=0; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) extra+=("$1"); shift ;;
        *) die "unexpected argument $1 (see --help)" ;;
    esac
done
[[ -n "$product" ]] || die "--product is required"

flags=(-c release)
if [[ $lto -eq 1 ]]; then
    flags+=(--experimental-lto-mode=full -Xswiftc -use-ld=lld
        -Xswiftc -Xfrontend -Xswiftc -conditional-runtime-records
        -Xswiftc -Xfrontend -Xswiftc -internalize-at-link)
    scratch_path="${scratch_path:-$package_path/.build-lto}"
else
    scratch_path="${scratch_path:-$package_path/.build}"
fi
swift=(swift build --package-path "$package_path" --scratch-path "$scratch_path" "${flags[@]}" "${extra[@]}")
"${swift[@]}" --product "$product" >&2
echo "$("${swift[@]}" --show-bin-path)/$product"
