#!/bin/sh
# Starts the server the way production runs it (`npm start`, `npm run serve`, `npm run bench:reliability`):
# node server/index.ts, with jemalloc as the C allocator where it is installed. Why, and what it was measured
# against: docs/decisions/0012-memory-after-bursts.md.
#
# glibc's malloc keeps the pages of freed request bodies that sit between allocations still in use (free() only
# shrinks the top of its heap), so RSS stayed tens of MB higher after a burst of posts. jemalloc gives unused
# pages back on its own, on a timer. It is preloaded only when the library is there (Debian/Ubuntu: apt-get
# install libjemalloc2); elsewhere (macOS, Alpine, no package) the server runs
# on the system's allocator, same behaviour, more memory kept after abuse. An LD_PRELOAD already set is kept.
set -eu

# JEMALLOC_PATH names another file; set it empty to run on the system's allocator.
jemalloc="${JEMALLOC_PATH-/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2}"
if [ -z "${LD_PRELOAD:-}" ] && [ -n "$jemalloc" ] && [ -f "$jemalloc" ]; then
  export LD_PRELOAD="$jemalloc"
  # Purge freed pages from a background thread (not only when the allocator is next called, which an idle
  # server rarely does), within about a second of their release.
  export MALLOC_CONF="${MALLOC_CONF:-background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0}"
fi

# V8 sizes its old generation by how fast garbage is made: a burst of abuse (bench:reliability's fuzz run) grew it to
# about 350 MB committed while 66-70 MB was live (heap snapshots after normal traffic and after each fuzz run), and V8
# kept that for minutes. The cap is Node's own setting for a memory budget; 256 MB is 3.5 x the live heap measured.
# With it: RSS after the first fuzz run 1.13 x normal, a second run +4 % (without: 1.29-1.35 x, +2 to +18 %);
# docs/benchmarks/simplify.md. MAX_OLD_SPACE_MB sets another (a site with many thousands of posts may need more).
max_old_space="${MAX_OLD_SPACE_MB:-256}"
case "$max_old_space" in
  '' | *[!0-9]* | 0*)
    # Checked here, as the server checks its own settings (server/env.ts), since Node itself would only say "bad
    # option". The value is echoed with anything but letters, digits, dots and hyphens masked: it goes into JSON.
    got=$(printf '%s' "$max_old_space" | tr -c 'A-Za-z0-9.-' '?')
    printf '{"time":"%s","level":"error","msg":"Invalid environment:\\n  MAX_OLD_SPACE_MB: must be a whole number of megabytes, e.g. 256 (got \\"%s\\")"}\n' \
      "$(date -u +%Y-%m-%dT%H:%M:%S.000Z)" "$got" >&2
    exit 1
    ;;
esac
exec node --max-old-space-size="$max_old_space" "$(dirname "$0")/index.ts" "$@"
