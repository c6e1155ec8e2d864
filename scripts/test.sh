#!/usr/bin/env bash
# npm test: type check, lint (with the architecture's boundary rules), build, then every jest
# project (unit, component, browser), then npm run fuzz (every route, generated and mutated input).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
if [ -z "${TEST_PG_URL:-}" ] && [ "${CI:-}" = "true" ]; then
  TEST_PG_URL=$(bash scripts/ci/start-postgres.sh)
  export TEST_PG_URL
fi
echo "== type check"
npx tsc -p tsconfig.json
echo "== lint"
npx eslint --max-warnings 0 .
echo "== build"
node scripts/build.mjs
echo "== tests"
npx jest --ci "$@"
echo "== fuzz"
npx tsx scripts/fuzz.ts
