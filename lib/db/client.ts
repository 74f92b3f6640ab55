import "server-only";

import { mkdirSync } from "node:fs";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";

import { env } from "@/lib/env";
import { pgliteStartParams } from "@/lib/pglite-params";
import { processSingleton } from "@/lib/process-singleton";

import { runMigrations } from "./migrate";
import * as schema from "./schema";
import type { Db } from "./types";

export type { Db } from "./types";

export interface OpenDbOptions {
  /** postgres:// URL; when absent an embedded PGlite database is opened under `dataDir`. */
  databaseUrl?: string;
  /** Directory that holds the `palco` PGlite folder (DATA_DIR). */
  dataDir?: string;
  /** Put Palco's tables in this schema (search_path) instead of public; tests use a fresh one per run. */
  schema?: string;
}

/** How to reach the same database without drizzle (lib/jobs hands it to pg-boss). */
export type DbSource =
  { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string; schema?: string };

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  source: DbSource;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
// Arbitrary constant shared by every Palco instance so concurrent start-ups migrate one at a time.
const MIGRATION_LOCK_KEY = 7_301_120_161;

/** Opens (and migrates) a database. Most code wants `getDb()`; this is for scripts and tests. */
export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.schema && !SCHEMA_NAME.test(options.schema))
    throw new Error(`Invalid schema name: ${options.schema}`);
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.schema) : openPglite(options);
}

async function openPostgres(url: string, schemaName?: string): Promise<DbHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({
    connectionString: url,
    max: 10,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  const conn = await pool.connect();
  try {
    await conn.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await runMigrations(drizzle(conn, { schema }) as unknown as Db, { schema: schemaName });
  } finally {
    await conn.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    conn.release();
  }
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: "postgres",
    source: { kind: "postgres", url, schema: schemaName },
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDbOptions): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dir = path.resolve(options.dataDir ?? ".data", "palco");
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { startParams: pgliteStartParams(PGlite.defaultStartParams) });
  if (options.schema)
    await client.exec(`CREATE SCHEMA IF NOT EXISTS ${options.schema}; SET search_path TO ${options.schema}`);
  const db = drizzle({ client, schema }) as unknown as Db;
  await runMigrations(db, { schema: options.schema });
  return { db, kind: "pglite", source: { kind: "pglite", client }, close: () => client.close() };
}

// One per process, so every bundle and Next's dev reloads reuse the open database (one PGlite per folder).
const store = processSingleton("db", () => ({ opening: undefined as Promise<DbHandle> | undefined }));

/** The process-wide database, opened and migrated on first use (never at import). */
export async function getDb(): Promise<Db> {
  if (!store.opening) {
    const e = env();
    const opening = openDb({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
    store.opening = opening;
    opening.catch(() => {
      if (store.opening === opening) store.opening = undefined;
    });
  }
  return (await store.opening).db;
}

export async function closeDb(): Promise<void> {
  const opening = store.opening;
  store.opening = undefined;
  if (opening) await (await opening.catch(() => null))?.close();
}

/** The process-wide database handle (lib/jobs needs its source as well as drizzle). */
export async function getDbHandle(): Promise<DbHandle> {
  await getDb();
  return store.opening!;
}

/** Makes `getDb()` return an already opened handle (tests). */
export function setDbForTests(handle: DbHandle | null): void {
  store.opening = handle ? Promise.resolve(handle) : undefined;
}
