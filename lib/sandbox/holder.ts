import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILE = "sandbox-holder.json";

export type Holder = { pid: number; url: string | null };

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt it. The
 * process holding it leaves its pid (and where its control API answers) here, so the CLI can talk to
 * that server instead of opening the files.
 */
export function claimDataDir(dataDir: string, url: string | null): void {
  writeFileSync(path.join(dataDir, FILE), JSON.stringify({ pid: process.pid, url } satisfies Holder));
}

export function releaseDataDir(dataDir: string): void {
  if (currentHolder(dataDir)?.pid === process.pid) rmSync(path.join(dataDir, FILE), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Another live process holding the directory, or null (a stale file of a crashed process is ignored). */
export function currentHolder(dataDir: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(path.join(dataDir, FILE), "utf8")) as Holder;
    return Number.isInteger(holder.pid) && alive(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}
