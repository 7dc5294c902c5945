#!/usr/bin/env bash
# Runs a test command with the system clock moved (libfaketime) to an instant that breaks date code:
#   scripts/test-at-date.sh AT [command …]     (default command: npm test)
#   scripts/test-at-date.sh --print AT         prints the instant AT names (the e2e suite's clock reads it here)
# AT is an ISO instant (2027-01-31T19:10:00Z), an index into INSTANTS, or `auto`: the instant HEAD's hash picks, so a
# commit runs at the same instant on every machine and every day, and a failure in CI reruns exactly as it failed.
set -euo pipefail

# UTC instants; the text says what each is in India. Each is one the e2e suite can run at too (a day's slots still ahead).
INSTANTS=(
  '2027-01-31T19:10:00Z|India already on 1 February (00:40 IST), UTC still on 31 January'
  '2028-02-28T18:45:00Z|India on the leap day (2028-02-29 00:15 IST), UTC still on 28 February'
  '2027-03-31T18:40:00Z|India in its new financial year (2027-04-01 00:10 IST), UTC still on 31 March'
  '2027-12-31T18:35:00Z|India in the new year (2028-01-01 00:05 IST), UTC still in 2027'
  '2028-02-29T06:30:00Z|a leap day at noon in India'
  '2031-06-15T06:30:00Z|years ahead (2031-06-15 12:00 IST)'
)

usage() {
  echo "usage: $0 [--print] <ISO instant|0-$(( ${#INSTANTS[@]} - 1 ))|auto> [command …]" >&2
  exit 2
}

print_only=false
if [ "${1:-}" = --print ]; then print_only=true; shift; fi
[ $# -gt 0 ] || usage
pick="$1"
shift

if [ "$pick" = auto ]; then
  head="$(git -C "$(dirname "$0")" rev-parse HEAD 2>/dev/null || echo 0)"
  pick=$(( 16#${head:0:8} % ${#INSTANTS[@]} ))
fi
if [[ "$pick" =~ ^[0-9]+$ ]]; then
  [ "$pick" -lt ${#INSTANTS[@]} ] || usage
  at="${INSTANTS[$pick]%%|*}"
  about="${INSTANTS[$pick]#*|}"
elif [[ "$pick" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?Z$ ]]; then
  at="$pick"
  about='named on the command line'
else
  usage
fi

if $print_only; then
  echo "$at"
  exit 0
fi
[ $# -gt 0 ] || set -- npm test

if ! command -v faketime >/dev/null; then
  echo "faketime is missing: apt-get install faketime" >&2
  exit 2
fi

echo "==> the clock set to ${at}: ${about} (rerun: scripts/test-at-date.sh ${at} $*)"
# faketime takes "YYYY-MM-DD hh:mm:ss" in TZ. Monotonic clocks stay real, so timers and timeouts still run.
stamp="${at%Z}"
stamp="${stamp%%.*}"
TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 exec faketime "${stamp/T/ }" "$@"
