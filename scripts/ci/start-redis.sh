#!/usr/bin/env bash
# Makes a Redis server available on 127.0.0.1 (REDIS_PORT, default 6379) for the multi-instance
# tests and prints the URL to use as TEST_REDIS_URL. Installs Debian's package when missing
# (needs root); starts its own daemon when none answers on that port.
set -euo pipefail
port="${REDIS_PORT:-6379}"
if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" != 0 ]; then
    echo "Redis is not installed: run 'sudo apt-get install -y redis-server' and retry." >&2
    exit 1
  fi
  echo "Installing Redis from Debian's packages..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >&2
fi
if ! redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1; then
  dir="${TMPDIR:-/tmp}/site-redis-$port"
  mkdir -p "$dir"
  redis-server --bind 127.0.0.1 --port "$port" --daemonize yes --save '' --appendonly no \
    --dir "$dir" --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" >&2
fi
for _ in $(seq 1 30); do
  redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1 && break
  sleep 0.2
done
redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1 || { echo "Redis did not start on port $port" >&2; exit 1; }
echo "redis://127.0.0.1:$port"
