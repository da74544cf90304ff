#!/usr/bin/env bash
# Builds and runs the main sample. Without an X display it runs under Xvfb
# and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-dependencies.sh
sample="${SAMPLE:-ProfileSample}"
exec swift run "$sample" "$@"
