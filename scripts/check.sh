#!/usr/bin/env bash
# All project checks, in order, stopping at the first failing step:
#   docs (every path and npm script README.md and docs/ name exists); then lint (with import cycles and
#   feature boundaries) beside typecheck, format:check and knip (unused files, exports, dependencies);
#   test (vitest) beside build, build:demo, budget and e2e:dev (the StrictMode walks on the Vite dev server);
#   e2e (Playwright, three shards of prod and tenant-b, split by time). The e2e suite beside Vitest starved it:
#   seven integration tests ran past their 15 s. npm ci runs with --prefer-offline: what the npm cache holds
#   is not asked for again.
# Works non-interactively (CI=true, no stdin). Run from anywhere: it cd's to the repo root.
#
# Environment:
#   CI=true                 run `npm ci` first (also done whenever node_modules is missing)
#   CHECK_SKIP_INSTALL=1    never run `npm ci` (local runs with CI=true)
#   CHECK_STEP_TIMEOUT=540  time limit per step in seconds (0 = none; Vitest takes ~265); e2e: CHECK_E2E_TIMEOUT=800
#   CHECK_TOTAL_TIMEOUT=1600  no step may run past this many seconds after the start
#   CHECK_STEPS="..."       run only these steps (syntax of STEPS below)
# The caps are about twice a run on 2 cores (docs/performance.md has the figures).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec </dev/null

export FORCE_COLOR="${FORCE_COLOR:-0}"
export NO_UPDATE_NOTIFIER=1
export npm_config_update_notifier=false
export npm_config_fund=false
export npm_config_audit=false
# The dev project is its own step here (e2e:dev); the e2e step runs the prod and tenant-b shards only.
export E2E_SKIP_DEV=1

STEP_TIMEOUT="${CHECK_STEP_TIMEOUT:-540}"
E2E_TIMEOUT="${CHECK_E2E_TIMEOUT:-800}"
TOTAL_TIMEOUT="${CHECK_TOTAL_TIMEOUT:-1600}"
STEPS=(docs lint+typecheck,format:check,knip test+build,build:demo,budget,e2e:dev e2e)
# CHECK_STEPS="docs lint+typecheck" runs only those (same syntax), e.g. to time one step.
if [[ -n "${CHECK_STEPS:-}" ]]; then read -r -a STEPS <<<"$CHECK_STEPS"; fi

declare -a DONE_NAMES=() DONE_TIMES=() DONE_STATUS=()
passed=0
failed=0
started_all=$(date +%s%N)

ms_since() { echo $((($(date +%s%N) - $1) / 1000000)); }
fmt_ms() { printf '%d.%01ds' $(($1 / 1000)) $((($1 % 1000) / 100)); }

header() {
  echo
  echo "================================================================"
  echo "==> $*"
  echo "================================================================"
}

summary() {
  echo
  echo "---------------- check summary ----------------"
  local i
  for i in "${!DONE_NAMES[@]}"; do
    printf '  %-14s %-6s %10s\n' "${DONE_NAMES[$i]}" "${DONE_STATUS[$i]}" "$(fmt_ms "${DONE_TIMES[$i]}")"
  done
  printf '  %-14s %-6s %10s\n' total "" "$(fmt_ms "$(ms_since "$started_all")")"
}

run_timed() { # name, command...
  local name=$1
  shift
  local t0 rc=0 limit=$STEP_TIMEOUT left
  [[ "$name" == e2e ]] && limit=$E2E_TIMEOUT
  if [[ "$TOTAL_TIMEOUT" != 0 ]]; then
    left=$((TOTAL_TIMEOUT - $(ms_since "$started_all") / 1000))
    ((left < 1)) && left=1
    if [[ "$limit" == 0 ]] || ((left < limit)); then limit=$left; fi
  fi
  t0=$(date +%s%N)
  if [[ "$limit" != 0 ]] && command -v timeout >/dev/null 2>&1; then
    timeout -k 15 "$limit" "$@" || rc=$?
    if [[ $rc -eq 124 ]]; then echo "!! $name timed out after ${limit}s" >&2; fi
  else
    "$@" || rc=$?
  fi
  LAST_MS=$(ms_since "$t0")
  return $rc
}

# --- setup (not counted as a check) -----------------------------------------
header "setup: chromium"
run_timed chromium bash scripts/ensure-chromium.sh || {
  echo "!! setup failed: chromium is not available (scripts/ensure-chromium.sh)" >&2
  echo "checks: 0 passed, 1 failed"
  exit 1
}
echo "chromium: $(/usr/bin/chromium --version 2>/dev/null | head -n1 || echo '?') ($(fmt_ms "$LAST_MS"))"
echo "node $(node --version), npm $(npm --version 2>/dev/null)"

if [[ "${CHECK_SKIP_INSTALL:-}" != 1 ]] && { [[ ! -d node_modules ]] || [[ "${CI:-}" == true || "${CI:-}" == 1 ]]; }; then
  header "setup: npm ci"
  if ! run_timed install npm ci --no-audit --no-fund --prefer-offline; then
    echo "!! setup failed: npm ci" >&2
    echo "checks: 0 passed, 1 failed"
    exit 1
  fi
  echo "npm ci done in $(fmt_ms "$LAST_MS")"
fi

# --- checks --------------------------------------------------------------------
record() { # name, rc, ms
  DONE_NAMES+=("$1")
  DONE_TIMES+=("$3")
  if [[ $2 -ne 0 ]]; then
    DONE_STATUS+=(FAIL)
    failed=$((failed + 1))
  else
    DONE_STATUS+=(ok)
    passed=$((passed + 1))
    echo "<== $1 ok ($(fmt_ms "$3"))"
  fi
}

# A CI log shows only its tail, and a side-by-side step's output is printed long before the summary:
# the lines that name what failed are printed again after it.
FAIL_LOG=$(mktemp)
trap 'rm -f "$FAIL_LOG"' EXIT
failure_recap() { # name
  [[ -s $FAIL_LOG ]] || return 0
  echo
  echo "---------------- why '$1' failed (its log, filtered) ----------------"
  sed 's/\x1b\[[0-9;]*m//g' "$FAIL_LOG" | grep -E ' FAIL |×|✘|✗|[0-9]+\) \[|AssertionError|Error:| error TS|  error  |timed out|Timeout|Test Files |Tests  |[0-9]+ (failed|flaky)|Found [0-9]+ error' |
    cut -c1-300 | head -n 80 || true
}

stop_on_failure() { # name, rc
  [[ $2 -eq 0 ]] && return 0
  summary
  failure_recap "$1"
  echo
  echo "!! step '$1' failed (exit $2); later steps were not run."
  [[ "$1" == e2e ]] && echo "!! Playwright artifacts: tests/e2e/artifacts/ (report/index.html, results/)"
  echo "checks: $passed passed, $failed failed"
  exit "$2"
}

# Steps joined with '+' run side by side, each lane on one core, and steps joined with ',' run one after
# another in their lane: tsc, eslint, knip and prettier are single threaded, so "lint+typecheck,format:check,knip"
# keeps both cores busy without four processes fighting over two. Output is printed in order at the end.
run_group() { # "a+b,c,d"
  local lanes lane names dir name rc ms first_name='' first_rc=0
  IFS=+ read -r -a lanes <<<"$1"
  dir=$(mktemp -d)
  for lane in "${lanes[@]}"; do
    (
      IFS=, read -r -a names <<<"$lane"
      local broken=''
      for name in "${names[@]}"; do
        if [[ -n $broken ]]; then
          echo "not run: '$broken' failed before it in this lane" >"$dir/$name.log"
          echo "125 0" >"$dir/$name.status"
          continue
        fi
        rc=0
        run_timed "$name" npm run --silent "$name" >"$dir/$name.log" 2>&1 || rc=$?
        echo "$rc $LAST_MS" >"$dir/$name.status"
        [[ $rc -ne 0 ]] && broken=$name
      done
    ) &
  done
  wait
  IFS=+, read -r -a names <<<"$1"
  for name in "${names[@]}"; do
    header "$name  (npm run $name, side by side: ${1//+/ | })"
    cat "$dir/$name.log"
    read -r rc ms <"$dir/$name.status"
    record "$name" "$rc" "$ms"
    if [[ $rc -ne 0 && -z $first_name ]]; then
      first_name=$name first_rc=$rc
      cp "$dir/$name.log" "$FAIL_LOG"
    fi
  done
  rm -rf "$dir"
  [[ -n $first_name ]] && stop_on_failure "$first_name" "$first_rc"
  return 0
}

for step in "${STEPS[@]}"; do
  if [[ $step == *+* ]]; then
    run_group "$step"
    continue
  fi
  header "$step  (npm run $step)"
  rc=0
  run_timed "$step" npm run --silent "$step" > >(tee "$FAIL_LOG") 2>&1 || rc=$?
  wait "$!" 2>/dev/null || true # tee has written the whole log
  record "$step" "$rc" "$LAST_MS"
  stop_on_failure "$step" "$rc"
done

summary
echo "checks: $passed passed, $failed failed"
