import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

import { waitFor } from "./wait";

export interface Worker {
  child: ChildProcess;
  lines: string[];
  /** The first stdout line starting with `prefix`, without it. */
  line(prefix: string, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
}

// tsx's loader inside this node process (its CLI would run the script in a grandchild a kill misses).
const TSX_LOADER = path.join(process.cwd(), "node_modules", "tsx", "dist", "loader.mjs");
const SCRIPT = path.join(process.cwd(), "lib", "jobs", "test", "worker.ts");

/** Starts lib/jobs/test/worker.ts in a new Node process with these JOBS_TEST_* settings. */
export function spawnWorker(settings: Record<string, string>, script = SCRIPT): Worker {
  const child = spawn(
    process.execPath,
    ["--import", `file://${TSX_LOADER}`, "--conditions", "react-server", script],
    {
      env: { ...process.env, ...settings },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const lines: string[] = [];
  let buffer = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    const parts = buffer.split("\n");
    buffer = parts.pop()!;
    lines.push(...parts);
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const line = (prefix: string, timeoutMs = 120_000) =>
    waitFor(
      () => {
        if (child.exitCode !== null && !lines.some((l) => l.startsWith(prefix)))
          throw new Error(`worker exited (${child.exitCode}): ${stderr}`);
        return lines.find((l) => l.startsWith(prefix))?.slice(prefix.length);
      },
      `"${prefix}" from the worker`,
      timeoutMs,
    );
  return { child, lines, line, exited };
}
