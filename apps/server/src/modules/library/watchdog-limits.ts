/**
 * When an import task or a backup counts as abandoned by the library's watchdog: running with no
 * heartbeat for `runningStaleMs` (the process died or hung), or queued for `queuedStaleMs` (its
 * job never started). Each service says why its runs beat often enough for these.
 */
export interface WatchdogLimits {
  runningStaleMs: number;
  queuedStaleMs: number;
}

export const DEFAULT_WATCHDOG_LIMITS: WatchdogLimits = { runningStaleMs: 10 * 60_000, queuedStaleMs: 30 * 60_000 };
