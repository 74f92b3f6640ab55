import "server-only";

import type { ListOrdersQueryInput, OrderSummary } from "@/lib/contract";
import { toZonedIso } from "@/lib/dates";
import { listAllOrders } from "@/lib/partner/orders";

import type { CsvCell } from "./csv-stream";

export type OrdersCsvOptions = {
  eventId: string;
  /** "item": one row per order item (with its holders); "order": one row per order. */
  rows: "item" | "order";
  query: Pick<ListOrdersQueryInput, "payment_status" | "since">;
  /** E-mails and documents only with `exports:contact` (DESIGN.md: none for staff). */
  contact: boolean;
  /** DISPLAY_TZ: timestamps go out as ISO 8601 with that zone's offset (machine-readable, local time). */
  timeZone: string;
  signal?: AbortSignal;
  concurrency?: number;
};

/**
 * The first line of an orders CSV that carries documents (issue 24, item 12): it says so, and why they
 * may be there. Only users holding `exports:contact` get those columns (the route checks).
 */
export const DOCUMENTS_NOTICE =
  "# Contém documentos (CPF/RG) e e-mails de compradores — dados pessoais, acesso restrito; base legal: LGPD art. 7, V (execução do contrato de compra)";

/** The lines before the header: the documents notice when the file has documents, nothing otherwise. */
export const ordersCsvPreamble = (contact: boolean): string[] => (contact ? [DOCUMENTS_NOTICE] : []);

const ORDER_COLUMNS = ["order_id", "created_at", "paid_at", "payment_status", "payment_method", "buyer_name"];
const CONTACT_COLUMNS = ["buyer_email", "buyer_document"];
const MONEY_COLUMNS = [
  "amount",
  "product_amount",
  "fees_amount",
  "tip_amount",
  "discount_amount",
  "coupon_code",
];

export function ordersCsvColumns({ rows, contact }: Pick<OrdersCsvOptions, "rows" | "contact">): string[] {
  const head = [...ORDER_COLUMNS, ...(contact ? CONTACT_COLUMNS : [])];
  if (rows === "order")
    return [...head, ...MONEY_COLUMNS, "tickets_count", "items", "tourney_team", "tourney_gamertag"];
  return [
    ...head,
    "item_id",
    "product_name",
    "quantity",
    "unit_price",
    "subtotal",
    "holders",
    ...(contact ? ["holder_documents"] : []),
    "coupon_code",
  ];
}

function orderCells(o: OrderSummary, contact: boolean, timeZone: string): CsvCell[] {
  const at = (iso: string | null) => (iso ? toZonedIso(iso, timeZone) : null);
  const cells: CsvCell[] = [
    o.id,
    at(o.created_at),
    at(o.paid_at),
    o.payment_status,
    o.payment_method,
    o.buyer.name,
  ];
  if (contact) cells.push(o.buyer.email, o.buyer.document);
  return cells;
}

/** The rows of one order for the chosen layout. */
export function orderCsvRows(
  o: OrderSummary,
  { rows, contact, timeZone }: Pick<OrdersCsvOptions, "rows" | "contact" | "timeZone">,
) {
  const head = orderCells(o, contact, timeZone);
  if (rows === "order")
    return [
      [
        ...head,
        o.amount,
        o.product_amount,
        o.fees_amount,
        o.tip_amount,
        o.discount_amount,
        o.coupon_code,
        o.tickets_count,
        o.items.map((i) => `${i.quantity}x ${i.product_name}`).join("; "),
        o.tourney?.prefix ?? null,
        o.tourney?.gamertag ?? null,
      ],
    ];
  return o.items.map((i) => [
    ...head,
    i.id,
    i.product_name,
    i.quantity,
    i.unit_price,
    i.subtotal,
    i.holders.map((h) => h.name).join("; "),
    ...(contact
      ? [i.holders.map((h) => [h.document_cpf, h.document_rg].filter(Boolean).join(" / ")).join("; ")]
      : []),
    o.coupon_code,
  ]);
}

/** Every order of the filter, pages fetched with bounded concurrency, as CSV rows in list order. */
export async function* ordersCsv(options: OrdersCsvOptions): AsyncGenerator<CsvCell[]> {
  const { eventId, query, signal } = options;
  for await (const order of listAllOrders(eventId, query, { signal, concurrency: options.concurrency ?? 4 }))
    yield* orderCsvRows(order, options);
}
