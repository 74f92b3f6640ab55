import "server-only";

import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";

import { resolveAuthSecret } from "@/lib/auth/secret";
import { getDb } from "@/lib/db/client";
import { notifications, users } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { sendMail, type MailMessage } from "@/lib/mail/transport";

import { notificationEmail, notificationPath } from "./email";
import { unsubscribeToken } from "./unsubscribe";

/** A sender that died holding e-mails (a crash) leaves them to another after this long. */
export const EMAIL_LEASE_MS = 60_000;
/** Tries per e-mail before it is given up (logged each time). */
const MAX_EMAIL_ATTEMPTS = 3;
const BATCH = 50;

export type SendDeps = {
  db?: Db;
  send?: (message: MailMessage) => Promise<boolean>;
  appUrl?: string;
  secret?: string;
};

/** The e-mail's unsubscribe link: every e-mail, or only the scheduled report `scheduleId`. */
export function unsubscribeUrl(userId: string, appUrl: string, secret: string, scheduleId?: string): string {
  return new URL(
    `/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, secret, scheduleId))}`,
    appUrl,
  ).toString();
}

/** Takes due e-mails (these `ids`, or any): SKIP LOCKED and a lease, so two senders never take one. */
function claimDue(db: Db, ids?: readonly string[]) {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.emailDue, true),
        lt(notifications.emailAttempts, MAX_EMAIL_ATTEMPTS),
        or(
          isNull(notifications.emailClaimedAt),
          lt(notifications.emailClaimedAt, sql`now() - make_interval(secs => ${EMAIL_LEASE_MS / 1000})`),
        ),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(notifications)
    .set({ emailClaimedAt: sql`now()`, emailAttempts: sql`${notifications.emailAttempts} + 1` })
    .where(inArray(notifications.id, due))
    .returning();
}

/**
 * Sends the e-mails notifications left due (after their transaction commits, and by the relay for those
 * a crash left); returns how many were sent. A failed e-mail is logged and tried again after the lease;
 * the in-app notification stays either way.
 */
export async function sendDueEmails(deps: SendDeps = {}, ids?: readonly string[]): Promise<number> {
  const db = deps.db ?? (await getDb());
  let emailed = 0;
  for (;;) {
    const rows = await claimDue(db, ids);
    if (rows.length === 0) return emailed;
    const to = new Map(
      (
        await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]))
      ).map((u) => [u.id, u.email]),
    );
    for (const row of rows) {
      const email = to.get(row.userId);
      try {
        const appUrl = deps.appUrl ?? env().APP_URL;
        const sent =
          email !== undefined &&
          (await (deps.send ?? sendMail)(
            notificationEmail(row.kind, row.data, {
              to: email,
              link: new URL(notificationPath(row.kind, row.eventId, row.data), appUrl).toString(),
              unsubscribeUrl: unsubscribeUrl(row.userId, appUrl, deps.secret ?? resolveAuthSecret()),
            }),
          ));
        await db
          .update(notifications)
          .set({ emailDue: false, ...(sent ? { emailedAt: sql`now()` } : {}) })
          .where(eq(notifications.id, row.id));
        if (sent) emailed++;
      } catch (error) {
        console.error(`[palco] notification e-mail to user ${row.userId} failed`, error);
      }
    }
  }
}
