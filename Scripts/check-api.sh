#!/usr/bin/env bash
# Checks that no public declaration of the library products disappeared: builds the package, extracts
# its symbol graphs, lists the public API (Scripts/api/public_api.py) and compares it with the recorded
# baseline, docs/public-api.txt. Then the same for the GTK 4 front end's products (BindingGtk4,
# BindingAdwaita, BindingGtk4Testing, products of the same package) against docs/public-api-gtk4.txt;
# a machine without GTK 4 (pkg-config gtk4, libadwaita-1; see Scripts/ensure-dependencies.sh) skips
# that part and says so. A removed or changed declaration fails the check; keep the old one as a
# deprecated forwarder instead (see CONTRIBUTING.md, "Public API").
#
#   bash Scripts/check-api.sh            check (CI runs this)
#   bash Scripts/check-api.sh --accept-source-compatible
#                                        record it also when declarations changed in a way existing
#                                        code still compiles against (see CONTRIBUTING.md)
#   bash Scripts/check-api.sh --update   record the current API as the baseline; refuses to drop a
#                                        declaration that the baseline does not mark deprecated
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/ensure-dependencies.sh

command=check
case "${1:-}" in
    "") ;;
    --update) command=update ;;
    --accept-source-compatible) command=accept-source-compatible ;;
    *) echo "usage: bash Scripts/check-api.sh [--update | --accept-source-compatible]" >&2; exit 2 ;;
esac

graphs="$(bash Scripts/api/symbol-graphs.sh)"
read -r -a modules <<< "$(python3 Scripts/api/public_api.py modules)"
python3 Scripts/api/public_api.py "$command" docs/public-api.txt "$graphs" "${modules[@]}"

if [ -n "${BINDING_WITHOUT_GTK4:-}" ]; then
    echo "check-api: built without GTK 4 (BINDING_WITHOUT_GTK4): the GTK 4 front end's API was not checked" >&2
    exit 0
fi
read -r -a modules <<< "$(python3 Scripts/api/public_api.py modules-gtk4)"
python3 Scripts/api/public_api.py "$command" docs/public-api-gtk4.txt "$graphs" "${modules[@]}"
