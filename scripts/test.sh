#!/usr/bin/env bash
# `npm test`: every check the project promises, in the order that fails fastest. Stages that do not
# need each other run side by side (2 cores: one waits on disk or the other while the other works);
# each stage's output is shown whole, in order, and any failure stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."
# the JSON reports, kept for `npm run test:durations` (tests/support/longestFirst.ts)
results="test-results"
rm -rf "$results" && mkdir -p "$results"
work="$(mktemp -d)"
# a failed stage stops the run: what still runs in the background finishes before its folder goes
trap 'wait; rm -rf "$work"' EXIT
# every temporary file of the run (copies of the seed, Chromium's profiles) in that folder, so none
# outlives the run, even a crashed one's: left behind, they once filled the disk CI shares
export TMPDIR="$work/tmp"
mkdir -p "$TMPDIR"

# in the background, started now, collected with `finish`: output kept in $work/<name>.log
start() {
  local name="$1"; shift
  # set +e: under set -e a failing stage would end the subshell before its exit code is written
  ( set +e; "$@" >"$work/$name.log" 2>&1; echo $? >"$work/$name.rc" ) &
  echo $! >"$work/$name.pid"
}
finish() {
  local name="$1"
  wait "$(cat "$work/$name.pid")" || true
  cat "$work/$name.log"
  local rc; rc="$(cat "$work/$name.rc")"
  if [ "$rc" != 0 ]; then echo "== $name failed (exit $rc)" >&2; exit "$rc"; fi
}

# on a terminal every file as it passes; in a log (CI keeps only the first few kilobytes of it) only
# the failures, in full, and each stage's counts
# each stage's heading says when it began, so a slow run shows where its minutes went
stage() { echo "== $1 (at ${SECONDS} s)"; }

reporter="${TEST_REPORTER:-$([ -t 1 ] && echo default || echo agent)}"
# a full disk fails every test file at once with "0 test" and no reason near the top: say so first
free_mb="$(df -Pm "$TMPDIR" | awk 'NR == 2 { print $4 }')"
if [ "$free_mb" -lt 1024 ]; then
  echo "== only $free_mb MB free on the disk of $TMPDIR: a run needs about 1 GB (copies of the seed, the build, Chromium's profiles)" >&2
  exit 1
fi

bash scripts/ensure-chromium.sh
# bcrypt at its least work for the test data and every server the tests start: hundreds of sign-ins
# at the demo's cost 10 took about a minute of the two cores (mock-api/auth/passwords.ts)
export PASSWORD_HASH_COST=4
# the seed the API and browser tests copy, built once (tests/support/seedOnce.ts reads it)
export TEST_SEED_FILE="$work/seed.json"
start seed   env MOCK_DB="$TEST_SEED_FILE" npx tsx mock-api/seed/run.ts
start lint   npm run --silent lint
stage typecheck;  npm run --silent typecheck
stage lint;       finish lint
start build  npx vite build --logLevel warn
stage unit;       npx vitest run --reporter="$reporter" --reporter=json --outputFile.json="$results/unit.json"
stage seed;       finish seed
api_tests=(npx vitest run --config vitest.api.config.ts --reporter="$reporter" --reporter=json --outputFile.json="$results/api.json")
browser_tests=(npx vitest run --config vitest.e2e.config.ts --reporter="$reporter" --reporter=json --outputFile.json="$results/e2e.json")
if [ "${TEST_STAGES:-side-by-side}" = one-after-another ]; then
  # the API tests alone, then the browser tests alone: neither competes with the other for the cores
  stage api;      "${api_tests[@]}"
  stage build;    finish build
  stage browser;  "${browser_tests[@]}"
else
  # side by side, the browser tests a little behind in the queue for the cores: the API tests wait on
  # timers and the disk half the time and the browser tests fill those gaps, where at equal priority
  # the browser tests took the cores and the API tests ran on alone for a minute at the end
  # (docs/departures.md, 'How the tests wait')
  start api "${api_tests[@]}"
  stage build;    finish build
  stage browser;  nice -n "${TEST_BROWSER_NICE:-5}" "${browser_tests[@]}"
  stage api;      finish api
fi

stage summary
node -e '
  const fs = require("fs");
  let passed = 0, failed = 0, skipped = 0;
  for (const f of fs.readdirSync(process.argv[1])) {
    const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests || 0);
  }
  console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
  process.exit(failed ? 1 : 0);
' "$results"
