// Small process helpers shared by setup, test and demo scripts (plain Node: they run before `npm ci`).
import { spawn } from "node:child_process";

export const ROOT = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");

export function log(message) {
  process.stderr.write(`\x1b[36m[palco]\x1b[0m ${message}\n`);
}

/** Runs a command with inherited stdio (stdout to stderr with toStderr); resolves to its exit code (never rejects). */
export function run(cmd, args, { env, cwd = ROOT, quiet = false, toStderr = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? "ignore" : ["ignore", toStderr ? 2 : "inherit", "inherit"],
    });
    child.on("error", (err) => {
      if (!quiet) log(`${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Absolute path of a package's bin entry inside node_modules (we never go through npx). */
export function bin(relative) {
  return `${ROOT}/node_modules/${relative}`;
}
