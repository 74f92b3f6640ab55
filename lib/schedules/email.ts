import "server-only";

import { createTranslator } from "next-intl";

import { formatDateTime } from "@/lib/dates";
import type { MailAttachment, MailMessage } from "@/lib/mail/transport";

import type { Locale } from "@/i18n/locales";
import en from "@/messages/en/schedules.json";
import pt from "@/messages/pt-BR/schedules.json";

const escape = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

/** A scheduled report's e-mail: one line saying what is attached, the file, the schedule's own unsubscribe link. */
export function scheduleEmail(
  { title, producer, file }: { title: string; producer: string; file: MailAttachment },
  {
    to,
    locale,
    unsubscribe,
    at,
    timeZone,
  }: { to: string; locale: Locale; unsubscribe: string; at: Date; timeZone: string },
): MailMessage {
  const t = createTranslator({
    locale,
    messages: { schedules: locale === "en" ? en : pt },
    namespace: "schedules.email",
  });
  const when = formatDateTime(at.toISOString(), { timeZone, locale });
  const line = t("body", { title, producer, when, file: file.filename });
  return {
    to,
    subject: t("subject", { title }),
    text: `${line}\n\n--\n${t("why")}\n${t("stop")}: ${unsubscribe}\n`,
    html: `<p>${escape(line)}</p><p style="color:#52525b;font-size:12px">${escape(t("why"))} <a href="${escape(unsubscribe)}">${escape(t("stop"))}</a></p>`,
    attachments: [file],
    headers: { "List-Unsubscribe": `<${unsubscribe}>` },
  };
}
