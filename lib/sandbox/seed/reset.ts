import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";

import type { SandboxContext } from "../context";
import * as schema from "../db/schema";
import { forgetKeys } from "../middleware/auth";

const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** Empties every sandbox table (keys, settings and clock included); migrations stay applied. */
export async function resetSandbox(sb: SandboxContext): Promise<void> {
  await sb.db.execute(sql.raw(`truncate ${TABLES.join(", ")} restart identity cascade`));
  forgetKeys(sb);
  await sb.clock.load();
}
