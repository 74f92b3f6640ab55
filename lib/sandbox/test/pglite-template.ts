import { constants, cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { inject } from "vitest";

/**
 * Puts a fresh PGlite cluster at `dir` (created if missing; it must not hold one yet) by copying the run's
 * template, so the test's PGlite skips initdb. Without the template it does nothing, and PGlite runs
 * initdb there itself. Returns `dir`.
 */
export function clonePgliteTemplate(dir: string): string {
  const template = inject("pgliteTemplate");
  if (!template || !existsSync(template)) return dir;
  if (existsSync(path.join(dir, "PG_VERSION"))) throw new Error(`${dir} already holds a cluster`);
  // FICLONE: a copy-on-write clone where the filesystem supports it, a plain copy elsewhere.
  cpSync(template, dir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return dir;
}

/**
 * A new temp folder holding a PGlite sandbox seeded with SEEDED_TEMPLATE_SEED, copied from the run's seeded
 * template; null without one (the caller seeds itself).
 */
export function cloneSeededSandbox(): string | null {
  const template = inject("pgliteSeededSandbox");
  if (!template || !existsSync(template)) return null;
  const dir = mkdtempSync(path.join(tmpdir(), "sandbox-test-"));
  cpSync(template, dir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return dir;
}
