// `npm ci` when node_modules is missing or older than package-lock.json (and really out of sync).
import { existsSync, readFileSync, statSync } from "node:fs";

import { ROOT, log, run } from "./run.mjs";

function staleReason() {
  const hidden = `${ROOT}/node_modules/.package-lock.json`;
  if (!existsSync(`${ROOT}/node_modules`)) return "node_modules is missing";
  if (!existsSync(hidden)) return "node_modules has no .package-lock.json";
  if (statSync(hidden).mtimeMs >= statSync(`${ROOT}/package-lock.json`).mtimeMs) return null;
  // Older by mtime (a checkout touches the lock file): reinstall only if the trees really differ.
  const wanted = JSON.parse(readFileSync(`${ROOT}/package-lock.json`, "utf8")).packages ?? {};
  const have = JSON.parse(readFileSync(hidden, "utf8")).packages ?? {};
  for (const [path, meta] of Object.entries(wanted)) {
    if (path === "" || meta.link) continue;
    // Optional packages for other platforms are absent on purpose.
    if (!have[path] && (meta.optional || meta.devOptional || meta.peer)) continue;
    if (have[path]?.version !== meta.version) return `${path} is not ${meta.version}`;
  }
  return null;
}

export async function ensureDeps() {
  const reason = staleReason();
  if (!reason) return true;
  log(`installing dependencies (${reason}): npm ci`);
  const code = await run("npm", ["ci", "--no-audit", "--no-fund"]);
  if (code !== 0) log("npm ci failed");
  return code === 0;
}
