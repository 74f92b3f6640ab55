import "server-only";

import { mailEnabled, sendMail } from "@/lib/mail/transport";

export type SecurityEvent =
  | { kind: "password_changed" }
  | { kind: "two_factor_enabled" }
  | { kind: "two_factor_disabled" }
  /** an admin reset it (lib/team/two-factor-reset) */
  | { kind: "two_factor_reset" }
  | { kind: "recovery_codes_regenerated" }
  | { kind: "passkey_added"; name: string }
  | { kind: "passkey_removed"; name: string }
  | { kind: "new_device"; device: string; address: string | null };

type Text = { subject: string; body: string };

function textOf(event: SecurityEvent, locale: string | null, at: Date): Text {
  const en = locale === "en";
  const when = at.toISOString().replace("T", " ").slice(0, 16) + " UTC";
  switch (event.kind) {
    case "password_changed":
      return en
        ? { subject: "Your Palco password was changed", body: `Your password was changed at ${when}.` }
        : { subject: "Sua senha do Palco foi alterada", body: `Sua senha foi alterada em ${when}.` };
    case "two_factor_enabled":
      return en
        ? { subject: "Two-factor sign-in turned on", body: `An authenticator app was set up at ${when}.` }
        : {
            subject: "Verificação em duas etapas ativada",
            body: `Um aplicativo autenticador foi configurado em ${when}.`,
          };
    case "two_factor_disabled":
      return en
        ? { subject: "Two-factor sign-in turned off", body: `Two-factor sign-in was turned off at ${when}.` }
        : {
            subject: "Verificação em duas etapas desativada",
            body: `A verificação em duas etapas foi desativada em ${when}.`,
          };
    case "two_factor_reset":
      return en
        ? {
            subject: "Two-factor sign-in reset by an admin",
            body: `An admin of your team reset your two-factor sign-in at ${when}. Sign in again; if your role requires it, you will set up an authenticator app or a passkey again (your passkeys were removed).`,
          }
        : {
            subject: "Verificação em duas etapas redefinida por um admin",
            body: `Um administrador da sua equipe redefiniu a sua verificação em duas etapas em ${when}. Entre novamente; se o seu papel exigir, você vai configurar o aplicativo autenticador ou uma passkey de novo (as suas passkeys foram removidas).`,
          };
    case "recovery_codes_regenerated":
      return en
        ? {
            subject: "New recovery codes",
            body: `New recovery codes were made at ${when}; the old ones stopped working.`,
          }
        : {
            subject: "Novos códigos de recuperação",
            body: `Novos códigos de recuperação foram gerados em ${when}; os antigos deixaram de valer.`,
          };
    case "passkey_added":
      return en
        ? { subject: "New passkey", body: `A passkey named "${event.name}" was added at ${when}.` }
        : {
            subject: "Nova passkey",
            body: `Uma passkey chamada "${event.name}" foi adicionada em ${when}.`,
          };
    case "passkey_removed":
      return en
        ? { subject: "Passkey removed", body: `The passkey named "${event.name}" was removed at ${when}.` }
        : {
            subject: "Passkey removida",
            body: `A passkey chamada "${event.name}" foi removida em ${when}.`,
          };
    case "new_device": {
      const from = `${event.device}${event.address ? ` (${event.address})` : ""}`;
      return en
        ? {
            subject: "New sign-in to Palco",
            body: `Someone signed in to your account from ${from} at ${when}.`,
          }
        : { subject: "Novo acesso ao Palco", body: `Houve um acesso à sua conta de ${from} em ${when}.` };
    }
  }
}

/** The message sent for one security event (exported for tests). Never carries a secret or a code. */
export function securityMessage(
  to: { email: string; name: string; locale: string | null },
  event: SecurityEvent,
  at = new Date(),
) {
  const { subject, body } = textOf(event, to.locale, at);
  const footer =
    to.locale === "en"
      ? "If this was not you, change your password and tell your team's admin."
      : "Se não foi você, troque sua senha e avise o administrador da equipe.";
  const hello = to.locale === "en" ? `Hello, ${to.name}.` : `Olá, ${to.name}.`;
  return { to: to.email, subject, text: `${hello}\n\n${body}\n\n${footer}\n\n— Palco` };
}

/**
 * Tells the user about a change to their account's security, when SMTP_URL is set. Sent after the change
 * and never awaited by it: a mail failure is logged, the change stands.
 */
export function notifySecurityEvent(
  to: { email: string; name: string; locale: string | null },
  event: SecurityEvent,
): void {
  if (!mailEnabled()) return;
  sendMail(securityMessage(to, event)).catch((error: unknown) =>
    console.error(`security e-mail ${event.kind} failed`, error),
  );
}
