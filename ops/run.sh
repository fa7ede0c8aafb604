#!/usr/bin/env bash
# Set up Red Book in a virtual environment and start the service on the embedded SQLite store.
# Arguments go to `redbook serve` (for example --port 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
source ops/venv.sh
exec "$venv/bin/redbook" serve "$@"
