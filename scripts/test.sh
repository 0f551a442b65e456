#!/usr/bin/env bash
# `npm test`: every check the project promises, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
results="$(mktemp -d)"

bash scripts/ensure-chromium.sh
echo "== typecheck";  npm run --silent typecheck
echo "== lint";       npm run --silent lint
echo "== unit";       npx vitest run --reporter=default --reporter=json --outputFile.json="$results/unit.json"
echo "== api";        npx vitest run --config vitest.api.config.ts --reporter=default --reporter=json --outputFile.json="$results/api.json"
echo "== build";      npx vite build --logLevel warn
echo "== browser";    npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json="$results/e2e.json"

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
