import { z } from "zod";

export const LIVE_KINDS = ["order.paid", "order.canceled", "order.refunded"] as const;

/** What open pages hear about: one verified change to an order, already applied by the inbox worker. */
export type LiveMessage = {
  /** The webhook delivery id (or a backfill id): pages drop a message they have already shown. */
  id: string;
  kind: (typeof LIVE_KINDS)[number];
  producerId: string;
  eventId: string;
  orderId: string;
  /** Decimal string as the API sends it, e.g. "180.00". */
  amount?: string;
  paymentMethod?: string;
  /** The first item's product name, for "Novo pedido R$ 180,00 — PIX — Lote 2". */
  productName?: string;
  /** The event's name, so a toast or the bell says which event sold. */
  eventName?: string;
  /** `data.refund.status` when the delivery carried one (`manual_required` notifies the team). */
  refundStatus?: "pending" | "completed" | "manual_required";
};

const id = z.string().min(1).max(200);
const text = z.string().max(300).optional();

/** Checks a message that crossed a process boundary (a NOTIFY payload). */
export const LiveMessageSchema = z.object({
  id,
  kind: z.enum(LIVE_KINDS),
  producerId: id,
  eventId: id,
  orderId: id,
  amount: z
    .string()
    .regex(/^-?\d+(\.\d{1,2})?$/)
    .optional(),
  paymentMethod: text,
  productName: text,
  eventName: text,
  refundStatus: z.enum(["pending", "completed", "manual_required"]).optional(),
}) satisfies z.ZodType<LiveMessage>;
