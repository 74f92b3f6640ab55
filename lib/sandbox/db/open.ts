import { mkdirSync } from "node:fs";

import { sql } from "drizzle-orm";

import { pgliteStartParams } from "@/lib/pglite-params";

import { migrateSandboxDb } from "./migrate";
import * as schema from "./schema";
import type { SandboxDb } from "./types";

export type DbTarget = {
  /** PGlite data directory (the default backend). */
  dataDir?: string;
  /** PostgreSQL URL; wins over dataDir. */
  databaseUrl?: string;
  /** Schema to create and use (tests use a fresh random one). Defaults to public. */
  schema?: string;
};

export type OpenedDb = { db: SandboxDb; kind: "pglite" | "postgres"; schema: string; close(): Promise<void> };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens (and migrates) the sandbox database. The drivers are imported here so neither loads at import time. */
export async function openSandboxDb(target: DbTarget): Promise<OpenedDb> {
  const schemaName = target.schema ?? "public";
  if (!SCHEMA_NAME.test(schemaName)) throw new Error(`Invalid schema name: ${schemaName}`);
  const opened = target.databaseUrl
    ? await openPostgres(target.databaseUrl, schemaName)
    : await openPglite(target.dataDir, schemaName);
  try {
    await migrateSandboxDb(opened.db);
  } catch (err) {
    await opened.close();
    throw err;
  }
  return opened;
}

async function openPostgres(url: string, schemaName: string): Promise<OpenedDb> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  if (schemaName !== "public") {
    const admin = new Pool({ connectionString: url, max: 1 });
    try {
      await admin.query(`create schema if not exists "${schemaName}"`);
    } finally {
      await admin.end();
    }
  }
  // search_path per connection, so every pooled client lands in the same schema.
  const pool = new Pool({ connectionString: url, max: 10, options: `-c search_path="${schemaName}"` });
  const db = drizzle({ client: pool, schema }) as unknown as SandboxDb;
  return { db, kind: "postgres", schema: schemaName, close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined, schemaName: string): Promise<OpenedDb> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { startParams: pgliteStartParams(PGlite.defaultStartParams) });
  const db = drizzle({ client, schema }) as unknown as SandboxDb;
  if (schemaName !== "public") {
    // PGlite is one connection, so a session-level search_path holds for every later query.
    await db.execute(
      sql.raw(`create schema if not exists "${schemaName}"; set search_path to "${schemaName}"`),
    );
  }
  return { db, kind: "pglite", schema: schemaName, close: () => client.close() };
}

/** Drops a schema created for a test run (PostgreSQL). */
export async function dropSchema(url: string, schemaName: string): Promise<void> {
  if (!SCHEMA_NAME.test(schemaName) || schemaName === "public") return;
  const { Pool } = await import("pg");
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    // Drops of several test schemas at once can deadlock on PostgreSQL's catalog (a suite's teardown beside
    // another worker's); PostgreSQL aborts one of them (40P01), which only has to run again.
    for (let attempt = 1; ; attempt++) {
      try {
        await pool.query(`drop schema if exists "${schemaName}" cascade`);
        return;
      } catch (error) {
        if (attempt === 3 || (error as { code?: string }).code !== "40P01") throw error;
      }
    }
  } finally {
    await pool.end();
  }
}
