import type { ChildProcess } from "node:child_process";

export const ROOT: string;
export function freePort(): Promise<number>;
export function startNext(options: {
  cwd: string;
  env?: Record<string, string>;
  path?: string;
  timeoutMs?: number;
  port?: number;
}): Promise<{ child: ChildProcess; port: number; base: string; coldStartMs: number }>;
export function stop(child: ChildProcess): Promise<void>;
export function sleep(ms: number): Promise<void>;
