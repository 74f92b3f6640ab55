import "server-only";

import { and, desc, eq } from "drizzle-orm";

import { auditLog } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/** One audited reveal of an order's document: who, when and which (lib/orders/documents key). */
export type DocumentReveal = { by: string; at: Date; field: string };

const fieldOf = (value: unknown): string =>
  value && typeof value === "object" && "field" in value && typeof value.field === "string"
    ? value.field
    : "";

/** The latest reveals of this order's documents (audit log, `order.pii.reveal`), newest first. */
export async function findDocumentReveals(db: Db, orderId: string, limit = 5): Promise<DocumentReveal[]> {
  const rows = await db
    .select({ by: auditLog.userEmail, at: auditLog.at, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "order.pii.reveal"),
        eq(auditLog.targetType, "order"),
        eq(auditLog.targetId, orderId),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(limit);
  return rows.map((r) => ({ by: r.by, at: r.at, field: fieldOf(r.after) }));
}
