import "server-only";

import { LIMITS } from "@/lib/contract";
import { formatDateTime } from "@/lib/dates";
import { env } from "@/lib/env";
import type { MailMessage } from "@/lib/mail/transport";
import { formatBRL, tryToCents } from "@/lib/money";
import { listAllEvents } from "@/lib/partner/events";
import { listAllOrders } from "@/lib/partner/orders";

import { footer } from "./email";
import { bucketSales, reportWindow, salesChartSvg, type Period } from "./report-chart";

export type SalesSummary = {
  totalCents: number;
  orders: number;
  sums: number[];
  labels: string[];
  from: Date;
  to: Date;
};

/** Paid orders of every event of the producer created in the window, bucketed (pages `orders?since=`). */
export async function collectSales(
  producerId: string,
  period: Period,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<SalesSummary> {
  const window = reportWindow(period, now);
  const paid: { at: Date; cents: number }[] = [];
  for await (const event of listAllEvents({ producer_id: producerId }, { signal })) {
    if (event.status === "draft") continue;
    const orders = listAllOrders(
      event.id,
      { payment_status: "paid", since: window.from.toISOString() },
      { signal, perPage: LIMITS.perPageMax, concurrency: 2 },
    );
    for await (const order of orders) {
      const at = new Date(order.paid_at ?? order.created_at);
      if (at > window.to) continue;
      paid.push({ at, cents: tryToCents(order.amount) ?? 0 });
    }
  }
  const sums = bucketSales(paid, window);
  const tz = env().DISPLAY_TZ;
  const labels = sums.map((_, i) =>
    formatDateTime(new Date(window.from.getTime() + i * window.stepMs).toISOString(), {
      timeZone: tz,
      locale: "pt-BR",
    }),
  );
  const counted = paid.filter((p) => p.at >= window.from);
  return {
    totalCents: counted.reduce((t, p) => t + p.cents, 0),
    orders: counted.length,
    sums,
    labels,
    from: window.from,
    to: window.to,
  };
}

const PERIOD_LABEL: Record<Period, string> = { daily: "últimas 24 horas", weekly: "últimos 7 dias" };

/** The report e-mail with the chart attached as image/svg+xml (and shown inline where the client can). */
export function reportEmail(
  producerName: string,
  period: Period,
  summary: SalesSummary,
  { to, unsubscribe }: { to: string; unsubscribe: string },
): MailMessage {
  const total = formatBRL(summary.totalCents);
  const tz = env().DISPLAY_TZ;
  const when = (d: Date) => formatDateTime(d.toISOString(), { timeZone: tz, locale: "pt-BR" });
  const subject = `Vendas de ${producerName}: ${total} (${PERIOD_LABEL[period]})`;
  const line = `${producerName}: ${total} em ${summary.orders} ${summary.orders === 1 ? "pedido pago" : "pedidos pagos"} entre ${when(summary.from)} e ${when(summary.to)}.`;
  const svg = salesChartSvg(summary.sums, summary.labels, `Vendas — ${producerName}`);
  const escape = (s: string) => s.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]!);
  return {
    to,
    subject,
    text: `${line}\n\nVendas ao longo do tempo: veja o anexo vendas.svg.${footer(unsubscribe)}`,
    html: `<p>${escape(line)}</p><p><img src="cid:sales-chart" alt="Vendas ao longo do tempo" width="600" height="240"></p><p style="color:#52525b;font-size:12px">Para não receber mais e-mails: <a href="${escape(unsubscribe)}">cancelar</a></p>`,
    attachments: [{ filename: "vendas.svg", content: svg, contentType: "image/svg+xml", cid: "sales-chart" }],
    headers: { "List-Unsubscribe": `<${unsubscribe}>` },
  };
}
