#!/usr/bin/env bash
# Builds the HTML documentation of the library: one DocC catalog per library module
# (Sources/<Module>/<Module>.docc), the GTK 4 front end's last (left out where the package is built
# without GTK 4: Scripts/ensure-dependencies.sh), merged into one site in .build/docs. Fails on any DocC warning (an unresolved link, a missing parameter
# description, a missing catalog). CI runs it.
#
#   bash Scripts/build-docs.sh
#   python3 -m http.server --directory .build/docs 8000   then open http://localhost:8000/documentation/
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/ensure-dependencies.sh

work=.build/docs-work
rm -rf "$work" .build/docs
mkdir -p "$work"
archives=()

# Converts the catalog of each module in $3... (folder of catalogs $1, symbol graphs $2), each
# module seeing only its own symbol graphs; links into the modules converted before it resolve
# through their archives, written with a leading slash: ``/BindingGtk/Widget`` or
# <doc:/BindingGtk/WritingAnApp>.
convert_modules() {
    local sources="$1" graphs="$2"
    shift 2
    local module catalog archive
    for module in "$@"; do
        catalog="$sources/$module/$module.docc"
        if [ ! -d "$catalog" ]; then
            echo "error: the library module $module has no documentation catalog ($catalog)" >&2
            exit 1
        fi
        mkdir -p "$work/$module-graphs"
        cp "$graphs/$module.symbols.json" "$work/$module-graphs/"
        cp "$graphs/$module"@*.symbols.json "$work/$module-graphs/" 2>/dev/null || true
        local dependencies=()
        for archive in "${archives[@]}"; do dependencies+=(--dependency "$archive"); done
        echo "::: documentation of $module"
        docc convert "$catalog" \
            --additional-symbol-graph-dir "$work/$module-graphs" \
            --output-path "$work/$module.doccarchive" \
            --fallback-display-name "$module" \
            --fallback-bundle-identifier "org.swiftbinding.$module" \
            --enable-experimental-external-link-support \
            --warnings-as-errors \
            "${dependencies[@]}"
        archives+=("$work/$module.doccarchive")
    done
}

graphs="$(bash Scripts/api/symbol-graphs.sh)"
read -r -a modules <<< "$(python3 Scripts/api/public_api.py modules)"
convert_modules Sources "$graphs" "${modules[@]}"

if [ -z "${BINDING_WITHOUT_GTK4:-}" ]; then
    read -r -a modules <<< "$(python3 Scripts/api/public_api.py modules-gtk4)"
    convert_modules Sources "$graphs" "${modules[@]}"
else
    echo "build-docs: built without GTK 4 (BINDING_WITHOUT_GTK4): the GTK 4 front end's modules are left out" >&2
fi

docc merge "${archives[@]}" --output-path .build/docs --synthesized-landing-page-name "Binding for GTK"
echo
echo "Documentation written to .build/docs. To read it:"
echo "  python3 -m http.server --directory .build/docs 8000"
echo "  then open http://localhost:8000/documentation/ in a browser."
