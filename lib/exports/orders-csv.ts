import "server-only";

import type { ListOrdersQueryInput, OrderSummary } from "@/lib/contract";
import { listAllOrders } from "@/lib/partner/orders";

import type { CsvCell, CsvColumn } from "./csv-stream";

export type OrdersCsvOptions = {
  eventId: string;
  /** "item": one row per order item (with its holders); "order": one row per order. */
  rows: "item" | "order";
  query: Pick<ListOrdersQueryInput, "payment_status" | "since">;
  /** E-mails and documents only with `exports:contact` (DESIGN.md: none for staff). */
  contact: boolean;
  signal?: AbortSignal;
  concurrency?: number;
};

/**
 * An orders CSV that carries documents says so (issue 24, item 12) in its last column, on every row: the
 * header reads "contains documents" and each cell gives the legal basis. Only users holding
 * `exports:contact` get those columns (the route checks).
 */
const NOTICE_COLUMN: CsvColumn = { key: "documents_notice", values: "notice" };

const datetime = (key: string): CsvColumn => ({ key, type: "datetime" });
const decimal = (key: string): CsvColumn => ({ key, type: "decimal" });

const ORDER_COLUMNS: CsvColumn[] = [
  "order_id",
  datetime("created_at"),
  datetime("paid_at"),
  { key: "payment_status", values: "paymentStatus" },
  { key: "payment_method", values: "paymentMethod" },
  "buyer_name",
];
const CONTACT_COLUMNS = ["buyer_email", "buyer_document"];
const MONEY_COLUMNS: CsvColumn[] = [
  decimal("amount"),
  decimal("product_amount"),
  decimal("fees_amount"),
  decimal("tip_amount"),
  decimal("discount_amount"),
  "coupon_code",
];

export function ordersCsvColumns({ rows, contact }: Pick<OrdersCsvOptions, "rows" | "contact">): CsvColumn[] {
  const head = [...ORDER_COLUMNS, ...(contact ? CONTACT_COLUMNS : [])];
  const tail = contact ? [NOTICE_COLUMN] : [];
  if (rows === "order")
    return [...head, ...MONEY_COLUMNS, "tickets_count", "items", "tourney_team", "tourney_gamertag", ...tail];
  return [
    ...head,
    "item_id",
    "product_name",
    "quantity",
    decimal("unit_price"),
    decimal("subtotal"),
    "holders",
    ...(contact ? ["holder_documents"] : []),
    "coupon_code",
    ...tail,
  ];
}

function orderCells(o: OrderSummary, contact: boolean): CsvCell[] {
  const cells: CsvCell[] = [o.id, o.created_at, o.paid_at, o.payment_status, o.payment_method, o.buyer.name];
  if (contact) cells.push(o.buyer.email, o.buyer.document);
  return cells;
}

/** The rows of one order for the chosen layout. */
export function orderCsvRows(
  o: OrderSummary,
  { rows, contact }: Pick<OrdersCsvOptions, "rows" | "contact">,
): CsvCell[][] {
  const head = orderCells(o, contact);
  const tail = contact ? ["documents"] : [];
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
        ...tail,
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
    ...tail,
  ]);
}

/** Every order of the filter, pages fetched with bounded concurrency, as CSV rows in list order. */
export async function* ordersCsv(options: OrdersCsvOptions): AsyncGenerator<CsvCell[]> {
  const { eventId, query, signal } = options;
  for await (const order of listAllOrders(eventId, query, { signal, concurrency: options.concurrency ?? 4 }))
    yield* orderCsvRows(order, options);
}
