import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { SandboxTx } from "../../db/types";

// PostgreSQL's wire protocol caps a statement at 65,535 bind parameters; stay well below it.
const MAX_PARAMS = 30_000;

type PgliteLike = { query(sql: string, params?: unknown[], opts?: { blob?: Blob }): Promise<unknown> };

/** PGlite's transaction object under drizzle's, when the transaction runs on PGlite. */
function pgliteClient(tx: SandboxTx): PgliteLike | null {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  const ctorName = (client as { constructor?: { name?: string } } | undefined)?.constructor?.name ?? "";
  return client && typeof (client as PgliteLike).query === "function" && !/Pool|Client$/.test(ctorName)
    ? (client as PgliteLike)
    : null;
}

function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : typeof value === "boolean"
          ? value
            ? "t"
            : "f"
          : String(value);
  return /[",\r\n]/.test(text) || text === "" ? `"${text.replaceAll('"', '""')}"` : text;
}

/** COPY … FROM '/dev/blob' (PGlite's in-memory file): an order of magnitude faster than INSERTs in WASM. */
async function copyRows(client: PgliteLike, table: PgTable, rows: Record<string, unknown>[]) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((r) => r[key] !== undefined),
  );
  const lines = rows.map((row) =>
    columns
      .map(([key, column]) => csvField(row[key] == null ? null : column.mapToDriverValue(row[key])))
      .join(","),
  );
  const names = columns.map(([, column]) => `"${column.name}"`).join(", ");
  await client.query(`copy "${getTableName(table)}" (${names}) from '/dev/blob' with (format csv)`, [], {
    blob: new Blob([lines.join("\n")]),
  });
}

/** Bulk load: COPY on PGlite, multi-row INSERTs of ~30k values each on PostgreSQL. */
export async function bulkInsert<T extends PgTable>(
  tx: SandboxTx,
  table: T,
  rows: T["$inferInsert"][],
): Promise<void> {
  if (!rows.length) return;
  const pglite = pgliteClient(tx);
  if (pglite) {
    // Generated rows are consistent by construction; skipping the per-row foreign-key triggers is most
    // of the load time in WASM. Transaction-local, and PGlite always runs as superuser.
    await pglite.query("set local session_replication_role = replica");
    return copyRows(pglite, table, rows as Record<string, unknown>[]);
  }
  const perRow = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(MAX_PARAMS / perRow));
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}
