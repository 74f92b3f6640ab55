import type { MailMessage } from "@/lib/mail/transport";
import { formatMoney } from "@/lib/money";

// E-mail copy is built on the server outside any request (jobs, the inbox worker), where next-intl's
// request config is not available; Palco's users read Portuguese, so e-mails are pt-BR.
const METHODS: Record<string, string> = {
  pix: "PIX",
  credit_card: "Cartão",
  gateway: "Gateway",
  gateway_pix: "PIX (gateway)",
};

export function methodLabel(method: string | null | undefined): string {
  return (method && METHODS[method]) || "Outro meio";
}

/** "Novo pedido R$ 180,00 — PIX — Lote 2" (the product part only when known). */
export function saleTitle(data: { amount?: string; paymentMethod?: string; productName?: string }): string {
  const parts = [`Novo pedido ${formatMoney(data.amount ?? "0.00")}`, methodLabel(data.paymentMethod)];
  if (data.productName) parts.push(data.productName);
  return parts.join(" — ");
}

export type EmailKind = "sale" | "refund_manual" | "delivery_failure";

/** The Palco path that opens what a notification is about (its e-mail's link). */
export function notificationPath(kind: EmailKind, eventId: string | null, data: Record<string, string>) {
  if (kind === "delivery_failure" || !eventId || !data.orderId) return "/webhooks";
  return `/events/${encodeURIComponent(eventId)}/orders/${encodeURIComponent(data.orderId)}`;
}

export function footer(unsubscribeUrl: string): string {
  return `\n\n--\nVocê recebe este e-mail por causa das suas preferências de notificação no Palco.\nPara não receber mais e-mails: ${unsubscribeUrl}\n`;
}

/** The e-mail of one notification. `link` opens the thing in Palco; `unsubscribeUrl` is the user's own. */
export function notificationEmail(
  kind: EmailKind,
  data: Record<string, string>,
  { to, link, unsubscribeUrl }: { to: string; link: string; unsubscribeUrl: string },
): MailMessage {
  let subject: string;
  let body: string;
  if (kind === "sale") {
    subject = saleTitle(data);
    body = `Um pedido de ${formatMoney(data.amount ?? "0.00")} foi pago (${methodLabel(data.paymentMethod)}${data.productName ? `, ${data.productName}` : ""}).`;
  } else if (kind === "refund_manual") {
    subject = `Reembolso precisa de ação manual: ${formatMoney(data.amount ?? "0.00")}`;
    body = `O reembolso de ${formatMoney(data.amount ?? "0.00")} do pedido ${data.orderId ?? ""} não pôde ser concluído automaticamente e precisa de ação manual.`;
  } else {
    subject = "Falha na entrega de webhooks";
    body = `As entregas de webhook estão falhando: ${data.detail ?? ""}`;
  }
  return {
    to,
    subject,
    text: `${body}\n\nAbrir no Palco: ${link}${footer(unsubscribeUrl)}`,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>` },
  };
}
