#!/usr/bin/env bash
# Runs a test command with the system clock moved to one of the dates that break date code (libfaketime):
#   scripts/test-at-date.sh [N|auto] [command …]   (default command: npm test; auto: picked by today's day of the year)
# Times are UTC instants, as servers run (TZ=UTC); the comment says what each is in India.
set -euo pipefail

DATES=(
  '2027-03-31 18:20:00|the last minutes of an Indian financial year (2027-03-31 23:50 IST)'
  '2027-12-31 18:25:00|an IST new year (2027-12-31 23:55 IST, still 31 December in UTC)'
  '2028-02-29 06:30:00|a leap day (2028-02-29 12:00 IST)'
  '2028-02-29 18:35:00|the first of a month in India, still the last day in UTC (2028-03-01 00:05 IST)'
  '2031-06-15 06:30:00|years ahead (2031-06-15 12:00 IST)'
)

pick="${1:-auto}"
[ $# -gt 0 ] && shift
if [ "$pick" = auto ]; then pick=$(( 10#$(date -u +%j) % ${#DATES[@]} )); fi
if ! [[ "$pick" =~ ^[0-9]+$ ]] || [ "$pick" -ge ${#DATES[@]} ]; then
  echo "usage: $0 [0-$(( ${#DATES[@]} - 1 ))|auto] [command …]" >&2
  exit 2
fi
[ $# -gt 0 ] || set -- npm test

if ! command -v faketime >/dev/null; then
  echo "faketime is missing: apt-get install faketime" >&2
  exit 2
fi

at="${DATES[$pick]%%|*}"
echo "==> the clock set to ${at} UTC: ${DATES[$pick]#*|}"
# Monotonic clocks stay real, so timers and timeouts still run.
TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 exec faketime "$at" "$@"
