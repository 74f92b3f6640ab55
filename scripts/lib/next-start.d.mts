import type { ChildProcess, SpawnOptions } from "node:child_process";

export const MALLOC_ENV: Record<string, string>;
export function spawnNextStart(
  options: SpawnOptions & {
    next: string;
    args?: string[];
    nodeArgs?: string[];
    env?: Record<string, string>;
  },
): ChildProcess;
