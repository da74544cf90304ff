#!/usr/bin/env bash
# Installs {{APP_NAME}} under a prefix, each file where GNOME finds it, or removes what it installed:
#
#   bash Scripts/install.sh --prefix ~/.local                # then it is in the app grid
#   bash Scripts/install.sh --prefix ~/.local --uninstall
#
# It builds the release binary and hands over to Scripts/install-app.sh (copied from the Binding
# library; `bash Scripts/install-app.sh --help` lists its options, which can be added here).
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash Scripts/install-app.sh --app-id {{APP_ID}} --product {{PACKAGE}} --data data "$@"
