#!/usr/bin/env bash
# The README's test command: runs every stage even when an earlier one fails, so one red stage
# never hides the state of the others, then prints a summary and fails if any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."

names=() results=() seconds=()
stage() {
  local name=$1
  shift
  echo "== $name"
  local started=$SECONDS
  "$@"
  local status=$?
  names+=("$name")
  seconds+=($((SECONDS - started)))
  if [ $status -eq 0 ]; then results+=(passed); else results+=("FAILED ($status)"); fi
}

stage 'type checks' npm run typecheck
stage 'lint' npm run lint
stage 'unit and integration tests on PGlite' npm run test:pglite
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  stage 'integration tests on PostgreSQL' npm run test:postgres
else
  names+=('integration tests on PostgreSQL') results+=('skipped: TEST_DATABASE_URL is not set') seconds+=(0)
fi
stage 'browser tests in Chromium' npm run test:e2e

echo
echo '== summary'
failed=0
for i in "${!names[@]}"; do
  printf '%-40s %-45s %ss\n' "${names[$i]}" "${results[$i]}" "${seconds[$i]}"
  [[ ${results[$i]} == FAILED* ]] && failed=1
done
exit $failed
