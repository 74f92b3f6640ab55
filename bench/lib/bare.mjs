// A build of bench/fixtures/bare-next in a temporary directory, beside a hard-linked copy of the
// project's node_modules, so Turbopack's root is the fixture itself (see its next.config.mjs).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { ROOT } from "./server.mjs";

export function prepareBare() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "palco-bare-next-"));
  const fixture = `${ROOT}/bench/fixtures/bare-next`;
  for (const entry of ["app", "next.config.mjs", "package.json"]) {
    cpSync(path.join(fixture, entry), path.join(dir, entry), { recursive: true });
  }
  const linked = spawnSync("cp", ["-al", `${ROOT}/node_modules`, path.join(dir, "node_modules")]);
  if (linked.status !== 0)
    cpSync(`${ROOT}/node_modules`, path.join(dir, "node_modules"), { recursive: true });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
