import type { RunnerOptions } from "../runner";

/** Runner settings for tests: poll often, notice a dead worker (10 s heartbeat, pg-boss's minimum) quickly. */
export const FAST: RunnerOptions = {
  pollingIntervalSeconds: 0.5,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 1,
  cronMonitorIntervalSeconds: 1,
};
