#!/usr/bin/env bash
# Makes a PostgreSQL server available on 127.0.0.1:5432 for the dialect tests and prints the
# URL to use as TEST_PG_URL. Installs Debian's package when missing (needs root).
set -euo pipefail
if ! command -v pg_lsclusters >/dev/null 2>&1; then
  if [ "$(id -u)" != 0 ]; then
    echo "PostgreSQL is not installed: run 'sudo apt-get install -y postgresql' and retry." >&2
    exit 1
  fi
  echo "Installing PostgreSQL from Debian's packages..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
ver=$(pg_lsclusters -h | awk 'NR==1{print $1}')
name=$(pg_lsclusters -h | awk 'NR==1{print $2}')
if [ -z "$ver" ]; then
  ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
  pg_createcluster "$ver" main >&2
  name=main
fi
if ! pg_lsclusters -h | awk -v n="$name" '$2==n{print $4}' | grep -q online; then
  pg_ctlcluster "$ver" "$name" start >&2
fi
for _ in $(seq 1 30); do
  runuser -u postgres -- psql -qAtc 'select 1' >/dev/null 2>&1 && break
  sleep 0.5
done
runuser -u postgres -- psql -qAtc "DO \$\$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='site') THEN CREATE ROLE site LOGIN SUPERUSER PASSWORD 'site'; END IF; END\$\$;" >&2
echo "postgres://site:site@127.0.0.1:5432/postgres"
