// One suite of `npm test` as a child process that may run beside others: its output goes to
// test-results/logs/<name>.log and to the terminal, either live with a "[name]" prefix on every line (long
// suites) or as one block when it ends (short ones, so their lines do not interleave). Resolves to
// { code, secs } and never rejects.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";

import { ROOT, log } from "./run.mjs";

const LOGS = `${ROOT}/test-results/logs`;

export function runSuite(name, title, cmd, args, { env = {}, live = false } = {}) {
  mkdirSync(LOGS, { recursive: true });
  const file = createWriteStream(`${LOGS}/${name}.log`);
  const started = Date.now();
  log(`▶ ${name}: ${title}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const held = [];
    let partial = "";
    const emit = (line) => {
      if (live) process.stdout.write(`[${name}] ${line}\n`);
      else held.push(line);
    };
    const onData = (chunk) => {
      file.write(chunk);
      const lines = (partial + chunk.toString("utf8")).split("\n");
      partial = lines.pop();
      for (const line of lines) emit(line);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    let done = false;
    const finish = (code) => {
      if (done) return; // a failed spawn emits both "error" and "close"
      done = true;
      if (partial) emit(partial);
      const secs = (Date.now() - started) / 1000;
      if (!live && held.length) process.stdout.write(`── ${name} ──\n${held.join("\n")}\n`);
      log(`${code === 0 ? "✔" : "✘"} ${name} (${secs.toFixed(1)} s${code === 0 ? "" : `, exit ${code}`})`);
      file.end(() => resolve({ code, secs }));
    };
    child.on("error", (err) => {
      file.write(`${cmd}: ${err.message}\n`);
      emit(`${cmd}: ${err.message}`);
      finish(127);
    });
    child.on("close", (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}
