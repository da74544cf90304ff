#!/usr/bin/env bash
# Fails when a generated arity family (combineLatest, zip, their Driver/Signal
# forms) differs from what Scripts/generate-arities.py writes.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 Scripts/generate-arities.py --check
echo "arity families up to date"
