import "server-only";

import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import type { LiveMessage } from "@/lib/live/message";
import { mailEnabled } from "@/lib/mail/transport";
import { tryToCents } from "@/lib/money";

import { recordNotification, type DispatchDeps } from "./dispatch";
import { sendDueEmails } from "./send-due";

/**
 * The notifications a live message causes — a sale on `order.paid`, a manual refund when the delivery
 * says so — written with `db`: the transaction that records the message (lib/live/outbox.ts), so a
 * crash never keeps one without the other. Returns the new rows, whose e-mails are then due.
 */
export async function recordForLive(db: Db, message: LiveMessage, mailOn = mailEnabled()): Promise<string[]> {
  const data: Record<string, string> = { orderId: message.orderId, eventId: message.eventId };
  if (message.amount) data.amount = message.amount;
  if (message.paymentMethod) data.paymentMethod = message.paymentMethod;
  if (message.productName) data.productName = message.productName;
  if (message.eventName) data.eventName = message.eventName;
  const base = { sourceId: message.id, producerId: message.producerId, eventId: message.eventId, data };
  const ids: string[] = [];
  if (message.kind === "order.paid")
    ids.push(
      ...(await recordNotification(
        db,
        { ...base, kind: "sale", amountCents: tryToCents(message.amount) ?? 0 },
        mailOn,
      )),
    );
  if (message.refundStatus === "manual_required")
    ids.push(...(await recordNotification(db, { ...base, kind: "refund_manual" }, mailOn)));
  return ids;
}

/** Records a live message's notifications on their own and sends their e-mails at once. */
export async function notifyForLive(message: LiveMessage, deps: DispatchDeps = {}): Promise<void> {
  const db = deps.db ?? (await getDb());
  const ids = await recordForLive(db, message, deps.mailOn ?? mailEnabled());
  if (ids.length > 0) await sendDueEmails({ ...deps, db }, ids);
}
