#!/usr/bin/env bash
# Make sure Debian's chromium (used by Playwright via executablePath) is installed, and its headless shell,
# which the e2e suite prefers (scripts/lib/chromium.mjs, docs/decisions/0012-e2e-in-the-headless-shell.md).
# Quiet and idempotent when both exist. Installs what is missing (plus fonts, including CJK so Chinese
# screenshots render) when running as root. Without chromium it fails with instructions; without the
# headless shell it warns and goes on (the e2e suite then runs in the full browser, only slower).
set -euo pipefail

CHROMIUM=/usr/bin/chromium
HEADLESS_SHELL=/usr/bin/chromium-headless-shell
PACKAGES=(chromium chromium-headless-shell fonts-liberation fonts-noto-cjk)

if [[ -x "$CHROMIUM" && -x "$HEADLESS_SHELL" ]]; then
  exit 0
fi

can_install() { [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; }

apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq </dev/null && apt-get install -y -qq "$@" </dev/null
}

if [[ -x "$CHROMIUM" ]]; then
  # Only the headless shell is missing: worth a try (bounded: a machine without a reachable mirror must not
  # hang here), not worth failing the run for.
  if can_install && timeout 240 bash -c "$(declare -f apt_install); apt_install chromium-headless-shell" &&
    [[ -x "$HEADLESS_SHELL" ]]; then
    echo "ensure-chromium: installed $("$HEADLESS_SHELL" --version 2>/dev/null || echo chromium-headless-shell)"
  else
    echo "ensure-chromium: warning: $HEADLESS_SHELL could not be installed; the e2e suite runs in $CHROMIUM (slower)." >&2
  fi
  exit 0
fi

if ! can_install; then
  echo "ensure-chromium: $CHROMIUM is missing and cannot be installed here (needs root and apt-get)." >&2
  echo "ensure-chromium: install it first: sudo apt-get update && sudo apt-get install -y ${PACKAGES[*]}" >&2
  exit 1
fi

echo "ensure-chromium: installing ${PACKAGES[*]} (apt-get)..."
apt_install "${PACKAGES[@]}" || apt_install chromium fonts-liberation fonts-noto-cjk
if [[ ! -x "$CHROMIUM" ]]; then
  echo "ensure-chromium: apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "ensure-chromium: $("$CHROMIUM" --version 2>/dev/null || echo installed)"
