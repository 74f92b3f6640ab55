import "server-only";

import { can } from "@/lib/auth/policy";
import { inScope } from "@/lib/auth/scope";
import { resolveAuthSecret } from "@/lib/auth/secret";
import { ALL_PRODUCERS, type ReportScheduleRow } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import type { User } from "@/lib/db/users";
import { env } from "@/lib/env";
import { sendMail, type MailMessage } from "@/lib/mail/transport";
import { collectSales, reportEmail } from "@/lib/notifications/report";
import { unsubscribeUrl } from "@/lib/notifications/send-due";
import { getMe } from "@/lib/partner/me";

import { isLocale, type Locale } from "@/i18n/locales";

import { scheduleEmail } from "./email";
import type { FileContext, Producer } from "./files";
import { refusal } from "./recipients";
import { claimSend, finishSend } from "./sends";
import { recipientsOf } from "./store";

export type SlotDeps = {
  db: Db;
  send?: (message: MailMessage) => Promise<boolean>;
  appUrl?: string;
  secret?: string;
  timeZone?: string;
  signal?: AbortSignal;
  /** The producers the API key sees (GET /me). */
  producers?: () => Promise<Producer[]>;
  /** Builds the attachment (default: ./files, the report routes' loaders and renderers, loaded on first need). */
  file?: (
    s: ReportScheduleRow,
    producer: Producer,
    ctx: FileContext,
  ) => Promise<NonNullable<MailMessage["attachments"]>[number]>;
  sales?: typeof collectSales;
};

export type SlotCounts = { sent: number; skipped: number; failed: number };

const localeOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : "pt-BR");
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One memo per slot: the file (or sales summary) is built once per variant, and a failure is kept. */
function memo<T>(): (key: string, make: () => Promise<T>) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (key, make) => {
    let p = made.get(key);
    if (!p) made.set(key, (p = make()));
    return p;
  };
}

/**
 * Sends slot `dueAt` of schedule `s` to its recipients, logging each outcome in report_sends: sent,
 * skipped (unsubscribed; no longer allowed: deactivated, lost the capability or the producer), failed
 * with the reason. A preset (producer `*`) sends each recipient one e-mail per producer of their scope.
 */
export async function sendSlot(s: ReportScheduleRow, dueAt: Date, deps: SlotDeps): Promise<SlotCounts> {
  const { db, signal } = deps;
  const send = deps.send ?? sendMail;
  const appUrl = deps.appUrl ?? env().APP_URL;
  const timeZone = deps.timeZone ?? env().DISPLAY_TZ;
  const counts: SlotCounts = { sent: 0, skipped: 0, failed: 0 };
  const recipients = await recipientsOf(db, [s.id]);
  if (recipients.length === 0) return counts;
  const secret = deps.secret ?? resolveAuthSecret();
  const visible = await (deps.producers ?? (async () => (await getMe()).producers))();
  const preset = s.producerId === ALL_PRODUCERS;
  const producers = preset ? visible : visible.filter((p) => p.id === s.producerId);
  const made = memo<MailMessage["attachments"] | Awaited<ReturnType<typeof collectSales>>>();
  const creator = recipients.find((r) => r.user.id === s.createdBy)?.user;
  const issuer = { name: creator?.name ?? "Palco", email: creator?.email ?? "" };

  if (!preset && producers.length === 0) {
    // The key no longer sees the producer: every recipient's e-mail fails, with the reason in the log.
    for (const { user } of recipients) {
      const id = await claimSend(db, { scheduleId: s.id, dueAt, producerId: "-" }, user);
      if (id) await finishSend(db, id, "failed", "producer no longer in the key's scope");
      if (id) counts.failed++;
    }
    return counts;
  }

  for (const producer of producers) {
    for (const { user, unsubscribedAt } of recipients) {
      // A preset covers the producers of each recipient's own scope, silently skipping the others.
      if (preset && !inScope(user.producerIds, producer.id)) continue;
      if (signal?.aborted) return counts;
      const key = { scheduleId: s.id, dueAt, producerId: preset ? producer.id : "-" };
      const id = await claimSend(db, key, user);
      if (!id) continue;
      const refused = refusal(user, s.kind, producer.id);
      if (unsubscribedAt || refused) {
        await finishSend(
          db,
          id,
          unsubscribedAt ? "skipped_unsubscribed" : "skipped_not_allowed",
          refused ?? undefined,
        );
        counts.skipped++;
        continue;
      }
      try {
        const message = await compose(s, producer, user, dueAt, {
          ...deps,
          made,
          issuer,
          appUrl,
          secret,
          timeZone,
        });
        if (await send(message)) {
          await finishSend(db, id, "sent");
          counts.sent++;
        } else {
          await finishSend(db, id, "failed", "e-mail is off (SMTP_URL)");
          counts.failed++;
        }
      } catch (error) {
        await finishSend(db, id, "failed", reasonOf(error));
        counts.failed++;
      }
    }
  }
  return counts;
}

type ComposeDeps = SlotDeps & {
  made: ReturnType<typeof memo<MailMessage["attachments"] | Awaited<ReturnType<typeof collectSales>>>>;
  issuer: { name: string; email: string };
  appUrl: string;
  secret: string;
  timeZone: string;
};

async function compose(s: ReportScheduleRow, producer: Producer, user: User, dueAt: Date, deps: ComposeDeps) {
  const unsubscribe = unsubscribeUrl(user.id, deps.appUrl, deps.secret, s.id);
  if (s.kind === "sales") {
    const period = s.frequency === "weekly" ? "weekly" : "daily";
    const collect = deps.sales ?? collectSales;
    const summary = (await deps.made(producer.id, () =>
      collect(producer.id, period, { now: dueAt, signal: deps.signal }),
    )) as Awaited<ReturnType<typeof collectSales>>;
    return reportEmail(producer.name, period, summary, { to: user.email, unsubscribe });
  }
  const locale = localeOf(user.locale);
  const contact = s.kind === "orders" && can(user, "exports:contact");
  const build = deps.file ?? (await import("./files")).scheduleFile;
  const [file] = (await deps.made(`${producer.id}|${locale}|${contact}`, async () => [
    await build(s, producer, { locale, contact, now: dueAt, issuer: deps.issuer, signal: deps.signal }),
  ])) as NonNullable<MailMessage["attachments"]>;
  return scheduleEmail(
    { title: s.title, producer: producer.name, file },
    { to: user.email, locale, unsubscribe, at: dueAt, timeZone: deps.timeZone },
  );
}
