// The demo's "is the build current?" check: a hash of every source file that can change `next build`'s
// output (tracked and new files, lock file and configs included), stored beside the build it describes.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { ROOT } from "./run.mjs";

const STAMP = "palco-source-hash";
// Never part of the build output: docs, tests, benchmarks, CI and these scripts themselves.
const IRRELEVANT = /(^|\/)(e2e|test|bench|\.ci|scripts)\/|\.md$|\.test\.tsx?$|\.test-support\.ts$/;
const SKIP_DIRS = new Set(["node_modules", ".git", ".data", "test-results", "playwright-report"]);

function listWithGit(root) {
  try {
    const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
    return out.toString("utf8").split("\0").filter(Boolean);
  } catch {
    return null; // not a git checkout (a tarball): walk the tree instead
  }
}

function listByWalking(root, dir = root) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith(".next")) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listByWalking(root, full);
    return entry.isFile() ? [path.relative(root, full)] : [];
  });
}

/** sha256 over the sorted relevant files' paths and contents. */
export function sourceHash(root = ROOT) {
  const files = (listWithGit(root) ?? listByWalking(root)).filter((f) => !IRRELEVANT.test(f)).sort();
  const hash = createHash("sha256");
  for (const file of files) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue; // deleted but not yet committed
    hash.update(`${file}\0`);
    hash.update(readFileSync(full));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Why the build in `distDir` must be redone, or null when it matches `hash`. */
export function staleBuildReason(distDir, hash) {
  if (!existsSync(path.join(distDir, "BUILD_ID"))) return `no production build in ${distDir}`;
  const stamp = path.join(distDir, STAMP);
  if (!existsSync(stamp)) return "the build has no source stamp";
  return readFileSync(stamp, "utf8").trim() === hash ? null : "the sources changed since the last build";
}

export function writeBuildStamp(distDir, hash) {
  writeFileSync(path.join(distDir, STAMP), `${hash}\n`);
}
