#!/usr/bin/env bash
# Builds the HTML documentation of the library: one DocC catalog per library module
# (Sources/<Module>/<Module>.docc), merged into one site in .build/docs. Fails on any DocC warning
# (an unresolved link, a missing parameter description, a missing catalog). CI runs it.
#
#   bash Scripts/build-docs.sh
#   python3 -m http.server --directory .build/docs 8000   then open http://localhost:8000/documentation/
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-dependencies.sh

graphs="$(bash Scripts/api/symbol-graphs.sh)"
work=.build/docs-work
rm -rf "$work" .build/docs
mkdir -p "$work"

read -r -a modules <<< "$(python3 Scripts/api/public_api.py modules)"
archives=()
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    if [ ! -d "$catalog" ]; then
        echo "error: the library module $module has no documentation catalog ($catalog)" >&2
        exit 1
    fi
    # Each module sees only its own symbol graphs; links into the modules built before it resolve
    # through their archives, written with a leading slash: ``/BindingGtk/Widget`` or
    # <doc:/BindingGtk/WritingAnApp>.
    mkdir -p "$work/$module-graphs"
    cp "$graphs/$module.symbols.json" "$work/$module-graphs/"
    cp "$graphs/$module"@*.symbols.json "$work/$module-graphs/" 2>/dev/null || true
    dependencies=()
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

docc merge "${archives[@]}" --output-path .build/docs --synthesized-landing-page-name "Binding for GTK"
echo
echo "Documentation written to .build/docs. To read it:"
echo "  python3 -m http.server --directory .build/docs 8000"
echo "  then open http://localhost:8000/documentation/ in a browser."
