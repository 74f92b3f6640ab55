import { constants, cpSync, existsSync } from "node:fs";
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
