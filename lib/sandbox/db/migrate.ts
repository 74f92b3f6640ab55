import path from "node:path";

import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";

import { rowsOf, type SandboxDb } from "./types";

/** Resolved from the project root: bundlers move compiled files, the SQL stays where drizzle-kit wrote it. */
const MIGRATIONS_FOLDER = path.join(process.cwd(), "lib/sandbox/db/migrations");

/**
 * Applies drizzle-kit's migrations into whatever `search_path` points at. drizzle's own migrator pins
 * foreign keys to "public", which would break the per-test schemas, so the SQL is applied here with
 * that qualifier removed, tracked in a table of the same schema, under an advisory lock so two
 * processes opening one database at once do not race.
 */
export async function migrateSandboxDb(db: SandboxDb, folder = MIGRATIONS_FOLDER): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    await tx.execute(
      sql`create table if not exists sandbox_migrations (hash text primary key, created_at bigint not null)`,
    );
    const applied = await tx.execute(sql`select hash from sandbox_migrations`);
    const done = new Set(rowsOf<{ hash: string }>(applied).map((r) => r.hash));
    for (const m of migrations) {
      if (done.has(m.hash)) continue;
      for (const stmt of m.sql) {
        const text = stmt.replaceAll('"public".', "").trim();
        if (text) await tx.execute(sql.raw(text));
      }
      await tx.execute(
        sql`insert into sandbox_migrations (hash, created_at) values (${m.hash}, ${m.folderMillis})`,
      );
    }
  });
}
