import { spawn } from "node:child_process";

/**
 * Environment for every `next start` Palco runs (npm start spells the same in package.json).
 *
 * glibc's malloc raises its mmap threshold each time a large block is freed, up to 32 MB, so after the
 * first requests Node's buffers of a few hundred kB come from the heap and stay resident once freed.
 * Fixing the threshold turns the raising off. Idle RSS of the demo after the same page views (lab runs
 * of two or more): 352–364 MB as glibc sets it, 290–305 MB fixed at 128 kB, 269–270 MB at 32 kB,
 * 266–279 MB at 16 kB; CPU per view did not move beyond the noise. Other C libraries ignore it.
 */
export const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: "32768" };

/**
 * Spawns `node [nodeArgs] <next> start [args]` with MALLOC_ENV, the one way the demo, e2e and bench
 * servers start Palco. `next` is the path of the Next binary to run (the directory's own, one React).
 */
export function spawnNextStart({ next, args = [], nodeArgs = [], env = {}, ...options }) {
  return spawn(process.execPath, [...nodeArgs, next, "start", ...args], {
    ...options,
    env: { ...process.env, ...MALLOC_ENV, ...env },
  });
}
