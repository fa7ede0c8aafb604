#!/usr/bin/env bash
# Set up everything the tests need and run them: a virtual environment with the project and
# its test tools, a PostgreSQL test database, then the whole suite (every storage test runs on
# the embedded SQLite file and on PostgreSQL; the browser tests drive Chromium, installed
# when missing). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
EXTRAS="[test]" source ops/venv.sh

REDBOOK_TEST_DATABASE_URL=${REDBOOK_TEST_DATABASE_URL:-$(bash ops/db/ensure_postgres.sh)}
export REDBOOK_TEST_DATABASE_URL
echo "tests use PostgreSQL at $REDBOOK_TEST_DATABASE_URL and SQLite files in a temporary folder"
bash ops/ensure_chromium.sh  # the browser tests drive the system's Chromium

"$venv/bin/python" -m ruff check domain projections api seeds tests ops
"$venv/bin/python" -m mypy
exec "$venv/bin/python" -m pytest "$@"
