#!/usr/bin/env bash
# Make sure a PostgreSQL server answers and the test database exists.
#   REDBOOK_PG_HOST (127.0.0.1)  REDBOOK_PG_PORT (5432)  REDBOOK_PG_USER (postgres)
#   REDBOOK_PG_TEST_DB (redbook_test)
set -euo pipefail
host=${REDBOOK_PG_HOST:-127.0.0.1}
port=${REDBOOK_PG_PORT:-5432}
user=${REDBOOK_PG_USER:-postgres}
db=${REDBOOK_PG_TEST_DB:-redbook_test}

answers() { pg_isready -q -h "$host" -p "$port" 2>/dev/null; }

if ! answers; then
    echo "PostgreSQL does not answer on $host:$port; starting the local cluster" >&2
    if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
        version=$(ls /etc/postgresql | sort -V | tail -n 1)
        pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
    fi
    for _ in $(seq 1 30); do answers && break; sleep 1; done
    answers || { echo "PostgreSQL did not start on $host:$port" >&2; exit 1; }
fi

exists=$(psql -h "$host" -p "$port" -U "$user" -d postgres -tAc \
    "SELECT 1 FROM pg_database WHERE datname = '$db'")
if [ "$exists" != "1" ]; then
    psql -h "$host" -p "$port" -U "$user" -d postgres -qc "CREATE DATABASE \"$db\""
    echo "created database $db" >&2
fi
echo "postgresql://$user@$host:$port/$db"
