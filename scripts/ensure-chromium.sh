#!/usr/bin/env bash
# Make sure Debian's chromium and its headless shell (used by Playwright via executablePath; the e2e suite
# runs in the shell, see scripts/lib/chromium.mjs) are installed.
# Quiet and idempotent when /usr/bin/chromium already exists. Installs it (plus fonts, including CJK
# so Chinese screenshots render) when running as root; otherwise fails with instructions.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
HEADLESS_SHELL=/usr/bin/chromium-headless-shell
PACKAGES=(chromium chromium-headless-shell fonts-liberation fonts-noto-cjk)

if [[ -x "$CHROMIUM" && -x "$HEADLESS_SHELL" ]]; then
  exit 0
fi

if [[ "$(id -u)" -ne 0 ]]; then
  echo "ensure-chromium: $CHROMIUM or $HEADLESS_SHELL is missing and this script is not running as root." >&2
  echo "ensure-chromium: install it first: sudo apt-get update && sudo apt-get install -y ${PACKAGES[*]}" >&2
  exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM or $HEADLESS_SHELL is missing and apt-get is not available; install Chromium at $CHROMIUM." >&2
  exit 1
fi

echo "ensure-chromium: installing ${PACKAGES[*]} (apt-get)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq </dev/null
apt-get install -y -qq "${PACKAGES[@]}" </dev/null
if [[ ! -x "$CHROMIUM" || ! -x "$HEADLESS_SHELL" ]]; then
  echo "ensure-chromium: apt-get finished but $CHROMIUM or $HEADLESS_SHELL is still missing." >&2
  exit 1
fi
echo "ensure-chromium: $("$CHROMIUM" --version 2>/dev/null || echo installed)"
