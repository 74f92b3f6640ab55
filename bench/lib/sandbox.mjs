// The sandbox's own benchmark (npm run bench:sandbox), run as a child; its summary lines join the results.
import { spawn } from "node:child_process";

import { ROOT } from "./server.mjs";

export function sandboxBench() {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [`${ROOT}/node_modules/tsx/dist/cli.mjs`, "--conditions", "react-server", `${ROOT}/bench/sandbox.ts`],
      { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (c) => {
      out += c;
      process.stderr.write(c);
    });
    child.on("exit", (code) => {
      const summary = out
        .split("\nSummary")[1]
        ?.split("\n")
        .slice(1)
        .map((l) => l.trim())
        .filter(Boolean);
      resolve({ code, lines: summary ?? [`bench/sandbox.ts exited with ${code}`] });
    });
  });
}
