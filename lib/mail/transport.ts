import "server-only";

import nodemailer from "nodemailer";

import { env } from "@/lib/env";
import { processSingleton } from "@/lib/process-singleton";

export type MailAttachment = {
  filename: string;
  content: string | Buffer;
  contentType: string;
  cid?: string;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** e.g. List-Unsubscribe */
  headers?: Record<string, string>;
};

type Mailer = { transporter: nodemailer.Transporter; from: string };

/**
 * A transport for `url` (SMTP_URL). The sender comes from its `from` query parameter, else
 * palco@<APP_URL host>: `smtp://user:pass@mail.example.com:587?from=Palco%20<no-reply@example.com>`.
 */
export function createMailer(url: string, appUrl = env().APP_URL): Mailer {
  const parsed = new URL(url);
  const from = parsed.searchParams.get("from") ?? `Palco <palco@${new URL(appUrl).hostname}>`;
  parsed.searchParams.delete("from");
  return { transporter: nodemailer.createTransport(parsed.toString()), from };
}

// One per process (every bundle sends through the same pool); replaced when SMTP_URL changes (tests).
const holder = processSingleton("mail.transport", () => ({
  current: undefined as { url: string; mailer: Mailer } | undefined,
}));

/** E-mail is on only when SMTP_URL is set. */
export function mailEnabled(): boolean {
  return Boolean(env().SMTP_URL);
}

/** Sends one message through SMTP_URL; false (nothing sent) when e-mail is off. Errors propagate. */
export async function sendMail(message: MailMessage): Promise<boolean> {
  const url = env().SMTP_URL;
  if (!url) return false;
  if (holder.current?.url !== url) holder.current = { url, mailer: createMailer(url) };
  const { transporter, from } = holder.current.mailer;
  await transporter.sendMail({ from, ...message });
  return true;
}
