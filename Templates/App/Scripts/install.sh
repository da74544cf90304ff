#!/usr/bin/env bash
# Installs {{APP_NAME}} under a prefix, each file where GNOME finds it, or removes what it installed:
#
#   bash Scripts/install.sh --prefix ~/.local                # then it is in the app grid
#   bash Scripts/install.sh --prefix ~/.local --uninstall
#   bash Scripts/install.sh --prefix ~/.local --no-lto       # a plain release build
#
# It builds the release binary with Scripts/release-build.sh (full link-time optimisation, so the
# binary keeps only the library code the app uses; `--no-lto` says when to go without) and hands
# over to Scripts/install-app.sh (both copied from the Binding library; `bash Scripts/install-app.sh
# --help` lists its options, which can be added here).
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash Scripts/install-app.sh --app-id {{APP_ID}} --product {{PACKAGE}} --data data "$@"
