// A server process seen from /proc (Linux): CPU time and memory of it and its descendants.
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // CLK_TCK on Linux

function children(pid) {
  const found = [];
  for (const task of safe(() => readdirSync(`/proc/${pid}/task`), [])) {
    const list = safe(() => readFileSync(`/proc/${pid}/task/${task}/children`, "utf8"), "");
    for (const child of list.trim().split(/\s+/).filter(Boolean)) found.push(Number(child));
  }
  return found;
}

function safe(fn, fallback) {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** The pid and every descendant, alive now. */
export function processTree(pid) {
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]));
  return all;
}

/** utime + stime of the tree, in milliseconds. */
export function cpuMs(pid) {
  let ticks = 0;
  for (const p of processTree(pid)) {
    const stat = safe(() => readFileSync(`/proc/${p}/stat`, "utf8"), "");
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** { rss, peak } of the tree in MB (VmRSS now, VmHWM high-water mark). */
export function memoryMb(pid) {
  let rss = 0;
  let peak = 0;
  for (const p of processTree(pid)) {
    const status = safe(() => readFileSync(`/proc/${p}/status`, "utf8"), "");
    rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peak += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return { rss: Math.round(rss / 1024), peak: Math.round(peak / 1024) };
}
