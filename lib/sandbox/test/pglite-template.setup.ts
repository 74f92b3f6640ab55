import { constants, cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** An initialized, empty PGlite cluster, copied by clonePgliteTemplate (pglite-template.ts). */
    pgliteTemplate: string;
    /** That cluster with a sandbox on it, migrated and seeded with SEEDED_TEMPLATE_SEED (cloneSeededSandbox). */
    pgliteSeededSandbox: string;
  }
}

/** The demo seed the seeded template holds. */
export const SEEDED_TEMPLATE_SEED = 1;

/**
 * Vitest globalSetup: runs PGlite's initdb once for the whole run. PGlite runs initdb (in WebAssembly) in
 * every empty data dir it opens, which made opening a fresh database 2–3× slower than opening a copy of an
 * initialized one; tests copy this cluster instead (clonePgliteTemplate). PGlite runs initdb with its own
 * fixed parameters, before any start parameter applies, so the copy is the cluster initdb would have made
 * there; each test still migrates, seeds and uses its own copy.
 */
export default async function setup(project: TestProject) {
  // Each Vitest project (isolated, shared) runs its global setup; the clusters are made once for both.
  templates ??= makeTemplates();
  const made = await templates;
  made.users++;
  project.provide("pgliteTemplate", made.dir);
  project.provide("pgliteSeededSandbox", made.seeded);
  return async () => {
    if (--made.users > 0) return;
    rmSync(made.dir, { recursive: true, force: true });
    rmSync(made.seeded, { recursive: true, force: true });
  };
}

let templates: Promise<{ dir: string; seeded: string; users: number }> | undefined;

async function makeTemplates() {
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = mkdtempSync(path.join(os.tmpdir(), "palco-pglite-template-"));
  const pg = await PGlite.create(dir);
  await pg.close();
  // Most sandbox suites open the seeded demo (describeSandbox): seeding took seconds of CPU each, about
  // thirty times a run. Seeded once here; those suites copy it (a seed's data is dated from the week's
  // Monday, lib/sandbox/seed/epoch.ts, so the copy is what the suite would have seeded).
  const seeded = mkdtempSync(path.join(os.tmpdir(), "palco-pglite-seeded-"));
  cpSync(dir, seeded, { recursive: true, mode: constants.COPYFILE_FICLONE });
  const { createSandbox } = await import("../sandbox");
  const { seedDemo } = await import("../seed");
  const sb = await createSandbox({ dataDir: seeded });
  try {
    await seedDemo(sb.ctx, { seed: SEEDED_TEMPLATE_SEED });
  } finally {
    await sb.close();
  }
  return { dir, seeded, users: 0 };
}
