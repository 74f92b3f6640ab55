import "server-only";

import type { UserLinkKind } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { mailEnabled, sendMail } from "@/lib/mail/transport";

/** The page a one-time link opens (public: app/(auth)/invite/[token]). */
export function linkUrl(token: string): string {
  return new URL(`/invite/${token}`, env().APP_URL).toString();
}

const TEXT: Record<UserLinkKind, { subject: string; body: (name: string, url: string) => string }> = {
  invite: {
    subject: "Convite para o Palco",
    body: (name, url) =>
      `Olá, ${name}.\n\nVocê foi convidado para a equipe no Palco. Abra o link abaixo para criar sua senha ` +
      `(vale 72 horas e funciona uma vez):\n\n${url}\n\n— Palco`,
  },
  reset: {
    subject: "Redefinição de senha do Palco",
    body: (name, url) =>
      `Olá, ${name}.\n\nUm administrador pediu a redefinição da sua senha no Palco. Abra o link abaixo para ` +
      `escolher uma nova (vale 72 horas e funciona uma vez):\n\n${url}\n\nSe não esperava isto, avise a equipe.\n\n— Palco`,
  },
};

/**
 * Delivers a one-time link: by e-mail when SMTP_URL is set (`{ emailed: true }`), otherwise the link is
 * returned to be shown once to the admin. A failed send also returns the link, so it is never lost.
 */
export async function deliverLink(
  kind: UserLinkKind,
  to: { email: string; name: string },
  token: string,
): Promise<{ emailed: true } | { emailed: false; link: string }> {
  const url = linkUrl(token);
  if (mailEnabled()) {
    try {
      await sendMail({ to: to.email, subject: TEXT[kind].subject, text: TEXT[kind].body(to.name, url) });
      return { emailed: true };
    } catch (error) {
      console.error(`sending the ${kind} e-mail failed`, error);
    }
  }
  return { emailed: false, link: url };
}
