#!/usr/bin/env bash
# Checks the systemd units of deploy/ with systemd-analyze verify, their /srv/league-site paths
# pointed at this checkout (verify wants the programs they start to exist).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for unit in deploy/*.service deploy/*.timer; do
  sed "s#/srv/league-site#$PWD#g" "$unit" >"$work/$(basename "$unit")"
done
# verify only warns about a setting it ignores: any line it prints fails the check.
output=$(SYSTEMD_LOG_LEVEL=warning systemd-analyze verify "$work"/*.service "$work"/*.timer 2>&1) || {
  echo "$output"
  exit 1
}
if [ -n "$output" ]; then
  echo "$output"
  exit 1
fi
echo "deploy: systemd units verified ($(ls deploy/*.service deploy/*.timer | wc -l))"
