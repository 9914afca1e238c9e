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

exec node "$(dirname "$0")/index.ts" "$@"
