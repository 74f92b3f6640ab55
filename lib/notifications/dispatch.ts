import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { can, type Capability } from "@/lib/auth/policy";
import { inScope } from "@/lib/auth/scope";
import { resolveAuthSecret } from "@/lib/auth/secret";
import { getDb } from "@/lib/db/client";
import { notifications, type NotificationKind } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { listUsers, type User } from "@/lib/db/users";
import { env } from "@/lib/env";
import { mailEnabled, sendMail, type MailMessage } from "@/lib/mail/transport";

import { notificationEmail } from "./email";
import { allSettings, DEFAULT_SETTINGS, type NotificationSettings } from "./settings";
import { unsubscribeToken } from "./unsubscribe";

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
  /** Palco path that opens the thing, e.g. /events/{id}/orders/{orderId} */
  path: string;
};

export function channelsFor(
  kind: NotificationKind,
  s: NotificationSettings,
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
  settings: ReadonlyMap<string, NotificationSettings>,
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

export type DispatchDeps = {
  db?: Db;
  send?: (message: MailMessage) => Promise<boolean>;
  mailOn?: boolean;
  appUrl?: string;
  secret?: string;
};

export function unsubscribeUrl(userId: string, appUrl: string, secret: string): string {
  return new URL(
    `/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, secret))}`,
    appUrl,
  ).toString();
}

/**
 * Records the notification for each recipient and e-mails those who asked. The unique (user, kind,
 * source) row is the claim: a repeat, or another instance handling the same source, inserts nothing
 * and sends nothing. A failed e-mail is logged; the in-app notification stays.
 */
export async function dispatchNotification(
  input: NotificationInput,
  deps: DispatchDeps = {},
): Promise<{ recorded: number; emailed: number }> {
  const db = deps.db ?? (await getDb());
  const mailOn = deps.mailOn ?? mailEnabled();
  const list = recipients(input, await listUsers(db), await allSettings(db), mailOn);
  let recorded = 0;
  let emailed = 0;
  for (const { user, inApp, email } of list) {
    const [row] = await db
      .insert(notifications)
      .values({
        userId: user.id,
        kind: input.kind,
        sourceId: input.sourceId,
        producerId: input.producerId,
        eventId: input.eventId ?? null,
        inApp,
        data: input.data,
      })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (!row) continue;
    recorded++;
    if (!email) continue;
    try {
      const appUrl = deps.appUrl ?? env().APP_URL;
      const message = notificationEmail(input.kind, input.data, {
        to: user.email,
        link: new URL(input.path, appUrl).toString(),
        unsubscribeUrl: unsubscribeUrl(user.id, appUrl, deps.secret ?? resolveAuthSecret()),
      });
      if (await (deps.send ?? sendMail)(message)) {
        emailed++;
        await db
          .update(notifications)
          .set({ emailedAt: sql`now()` })
          .where(and(eq(notifications.id, row.id), eq(notifications.userId, user.id)));
      }
    } catch (error) {
      console.error(`[palco] notification e-mail to user ${user.id} failed`, error);
    }
  }
  return { recorded, emailed };
}

/** For the delivery console: webhook deliveries failing (admins). `sourceId` groups repeats of one failure. */
export function notifyDeliveryFailure(sourceId: string, detail: string, deps?: DispatchDeps) {
  return dispatchNotification(
    { kind: "delivery_failure", sourceId, producerId: null, data: { detail }, path: "/webhooks" },
    deps,
  );
}
