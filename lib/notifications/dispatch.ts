import "server-only";

import { can, type Capability } from "@/lib/auth/policy";
import { inScope } from "@/lib/auth/scope";
import { getDb } from "@/lib/db/client";
import { notifications, type NotificationKind } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { listUsers, type User } from "@/lib/db/users";
import { mailEnabled } from "@/lib/mail/transport";

import { sendDueEmails, type SendDeps } from "./send-due";
import { allSettings, DEFAULT_SETTINGS, type EventNotificationSettings } from "./settings";

/** Who may hear of each kind: the capability that reaches the thing it is about. */
export const AUDIENCE: Record<NotificationKind, Capability> = {
  sale: "orders:read",
  refund_manual: "orders:cancel",
  delivery_failure: "webhooks:manage",
};

export type NotificationInput = {
  kind: NotificationKind;
  /** What caused it (a delivery id…): the same source notifies a user once. */
  sourceId: string;
  /** null: not about one producer (webhook deliveries, admins only) */
  producerId: string | null;
  eventId?: string | null;
  /** sales: compared with each user's minimum */
  amountCents?: number;
  data: Record<string, string>;
};

export function channelsFor(
  kind: NotificationKind,
  s: EventNotificationSettings,
  amountCents = 0,
): { inApp: boolean; email: boolean } {
  if (kind === "sale") {
    const enough = amountCents >= s.saleMinCents;
    return { inApp: enough && s.saleInApp, email: enough && s.saleEmail };
  }
  if (kind === "refund_manual") return { inApp: s.refundInApp, email: s.refundEmail };
  return { inApp: s.deliveryInApp, email: s.deliveryEmail };
}

/** The users to notify and how: role, producer scope and their own settings decide. */
export function recipients(
  input: Pick<NotificationInput, "kind" | "producerId" | "amountCents">,
  users: readonly User[],
  settings: ReadonlyMap<string, EventNotificationSettings>,
  mailOn: boolean,
): { user: User; inApp: boolean; email: boolean }[] {
  return users.flatMap((user) => {
    if (!can(user, AUDIENCE[input.kind])) return [];
    if (input.producerId && !inScope(user.producerIds, input.producerId)) return [];
    const { inApp, email } = channelsFor(
      input.kind,
      settings.get(user.id) ?? DEFAULT_SETTINGS,
      input.amountCents,
    );
    return inApp || (email && mailOn) ? [{ user, inApp, email: email && mailOn }] : [];
  });
}

export type DispatchDeps = SendDeps & { mailOn?: boolean };

/**
 * Writes the notification of each recipient with `db` — the transaction of the change that causes it,
 * when there is one (lib/live/outbox.ts) — and leaves the e-mails they asked for due in the rows
 * (`email_due`), for `sendDueEmails` after the commit. The unique (user, kind, source) row is the claim:
 * a repeat, or another instance handling the same source, inserts nothing. Queries run one after
 * another: a transaction is one connection. Returns the new rows' ids.
 */
export async function recordNotification(
  db: Db,
  input: NotificationInput,
  mailOn: boolean = mailEnabled(),
): Promise<string[]> {
  const list = recipients(input, await listUsers(db), await allSettings(db), mailOn);
  if (list.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      list.map(({ user, inApp, email }) => ({
        userId: user.id,
        kind: input.kind,
        sourceId: input.sourceId,
        producerId: input.producerId,
        eventId: input.eventId ?? null,
        inApp,
        emailDue: email,
        data: input.data,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/** Records the notification (outside any other change) and sends its e-mails at once. */
export async function dispatchNotification(
  input: NotificationInput,
  deps: DispatchDeps = {},
): Promise<{ recorded: number; emailed: number }> {
  const db = deps.db ?? (await getDb());
  const ids = await recordNotification(db, input, deps.mailOn ?? mailEnabled());
  const emailed = ids.length > 0 ? await sendDueEmails({ ...deps, db }, ids) : 0;
  return { recorded: ids.length, emailed };
}

/** For the delivery console: webhook deliveries failing (admins). `sourceId` groups repeats of one failure. */
export function notifyDeliveryFailure(sourceId: string, detail: string, deps?: DispatchDeps) {
  return dispatchNotification(
    { kind: "delivery_failure", sourceId, producerId: null, data: { detail } },
    deps,
  );
}
