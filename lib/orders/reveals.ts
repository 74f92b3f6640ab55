import "server-only";

import { latestAuditEntries } from "@/lib/db/audit";
import type { Db } from "@/lib/db/types";

/** One audited reveal of an order's document: who, when and which (lib/orders/documents key). */
export type DocumentReveal = { by: string; at: Date; field: string };

const fieldOf = (value: unknown): string =>
  value && typeof value === "object" && "field" in value && typeof value.field === "string"
    ? value.field
    : "";

/** The latest reveals of this order's documents (audit log, `order.pii.reveal`), newest first. */
export async function findDocumentReveals(db: Db, orderId: string, limit = 5): Promise<DocumentReveal[]> {
  const rows = await latestAuditEntries(
    { action: "order.pii.reveal", targetType: "order", targetId: orderId },
    limit,
    db,
  );
  return rows.map((r) => ({ by: r.userEmail, at: r.at, field: fieldOf(r.after) }));
}
