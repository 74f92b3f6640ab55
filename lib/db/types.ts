import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import type * as schema from "./schema";

/** Either driver's drizzle instance: PGlite (embedded) or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
