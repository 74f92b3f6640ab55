import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import type * as schema from "./schema";

/** The common face of the PGlite and node-postgres databases. */
export type SandboxDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type SandboxTx = Parameters<Parameters<SandboxDb["transaction"]>[0]>[0];
/** Either the database or an open transaction: helpers accept both. */
export type SandboxQueryable = SandboxDb | SandboxTx;

/** `db.execute` answers a driver-specific result; both PGlite and pg put the rows under `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
