import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { openDb, type DbHandle } from "@/lib/db/client";
import { clonePgliteTemplate } from "@/lib/sandbox/test/pglite-template";

export type TestBackend = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export function testBackends(): TestBackend[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDb extends DbHandle {
  /** Closes the database and deletes its folder or schema. */
  cleanup(): Promise<void>;
}

/** A private database: a temp DATA_DIR for PGlite, a fresh `palco_test_<random>` schema for PostgreSQL. */
export async function openTestDb(backend: TestBackend): Promise<TestDb> {
  if (backend === "pglite") {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "palco-db-test-"));
    clonePgliteTemplate(path.join(dataDir, "palco")); // openDb's PGlite folder under DATA_DIR
    const handle = await openDb({ dataDir });
    const cleanup = async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    };
    return { ...handle, cleanup };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `palco_test_${randomBytes(6).toString("hex")}`;
  const handle = await openDb({ databaseUrl: url, schema });
  return {
    ...handle,
    cleanup: async () => {
      await handle.close();
      const { Client } = await import("pg");
      const admin = new Client({ connectionString: url });
      await admin.connect();
      try {
        // lib/jobs installs pg-boss beside Palco's schema, in `<schema>_boss`.
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.query(`DROP SCHEMA IF EXISTS ${schema}_boss CASCADE`);
      } finally {
        await admin.end();
      }
    },
  };
}
