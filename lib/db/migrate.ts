import path from "node:path";

import type { MigrationConfig, MigrationMeta } from "drizzle-orm/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { PgDialect, PgSession } from "drizzle-orm/pg-core";

import type { Db } from "./types";

const MIGRATIONS_FOLDER = path.join(process.cwd(), "lib", "db", "migrations");

/**
 * drizzle-kit writes `"public".` into enum and foreign-key statements; when Palco lives in another
 * schema (tests use a fresh one per run) those must resolve through search_path instead.
 */
function retargetMigrations(migrations: MigrationMeta[], schema: string | undefined): MigrationMeta[] {
  if (!schema || schema === "public") return migrations;
  return migrations.map((m) => ({ ...m, sql: m.sql.map((stmt) => stmt.replaceAll('"public".', "")) }));
}

/** Applies pending migrations; the bookkeeping table lives in the same schema as Palco's tables. */
export async function runMigrations(db: Db, options: { schema?: string; migrationsFolder?: string } = {}) {
  const config: MigrationConfig = {
    migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER,
    migrationsSchema: options.schema ?? "drizzle",
  };
  const migrations = retargetMigrations(readMigrationFiles(config), options.schema);
  // The same call drizzle's own pglite and node-postgres migrators make, after our retargeting.
  const internals = db as unknown as { dialect: PgDialect; session: PgSession };
  await internals.dialect.migrate(migrations, internals.session, config);
}
