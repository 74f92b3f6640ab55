import { z } from "zod";

import {
  DateTimeSchema,
  DisplayNameSchema,
  DisplayTextSchema,
  DisplayUrlSchema,
  EmailTextSchema,
  IdSchema,
  LIMITS,
  MoneySchema,
  PageQuerySchema,
} from "./common";
import { TicketSchema } from "./tickets";

export const PAYMENT_STATUSES = ["pending", "paid", "cancelled", "expired", "waiting"] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
/** The list endpoint filters only by these; waiting and expired are never listed. */
export const LISTED_PAYMENT_STATUSES = ["pending", "paid", "cancelled"] as const;

export const PAYMENT_METHODS = ["pix", "credit_card", "gateway", "gateway_pix"] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const REFUND_STATUSES = ["pending", "completed", "manual_required"] as const;
export const RefundStatusSchema = z.enum(REFUND_STATUSES);
export const RefundSchema = z
  .object({ status: RefundStatusSchema, amount: MoneySchema })
  .meta({ id: "Refund" });
export type Refund = z.infer<typeof RefundSchema>;

export const OrderBuyerSchema = z
  .object({ id: IdSchema, name: DisplayTextSchema, email: EmailTextSchema, document: DisplayTextSchema })
  .meta({ id: "OrderBuyer" });

export const HolderSchema = z.object({
  name: DisplayNameSchema,
  document_cpf: DisplayTextSchema,
  document_rg: DisplayTextSchema,
});

export const OrderItemSchema = z
  .object({
    id: IdSchema,
    product_id: IdSchema,
    product_name: DisplayNameSchema,
    quantity: z.number().int(),
    unit_price: MoneySchema,
    subtotal: MoneySchema,
    holders: z.array(HolderSchema),
  })
  .meta({ id: "OrderItem" });
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const TournamentProfileSchema = z
  .object({
    user_id: z.string(),
    player_id: DisplayTextSchema,
    gamertag: DisplayTextSchema,
    slug: DisplayTextSchema,
    prefix: DisplayTextSchema,
    name: DisplayTextSchema,
    email: DisplayTextSchema,
    avatar_url: DisplayUrlSchema,
  })
  .meta({ id: "TournamentProfile" });
export type TournamentProfile = z.infer<typeof TournamentProfileSchema>;

export const OrderSummarySchema = z
  .object({
    id: IdSchema,
    event_id: IdSchema,
    payment_status: PaymentStatusSchema,
    payment_method: PaymentMethodSchema.nullable(),
    amount: MoneySchema,
    product_amount: MoneySchema,
    fees_amount: MoneySchema,
    discount_amount: MoneySchema,
    tip_amount: MoneySchema,
    paid_at: DateTimeSchema.nullable(),
    created_at: DateTimeSchema,
    tickets_count: z.number().int(),
    buyer: OrderBuyerSchema,
    items: z.array(OrderItemSchema),
    coupon_code: DisplayTextSchema,
    // Omitted (not null) when the event's checkout has no tournament field.
    tourney: TournamentProfileSchema.nullable().optional(),
  })
  .meta({ id: "OrderSummary" });
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderSchema = OrderSummarySchema.extend({
  tickets: z.array(TicketSchema),
  refund: RefundSchema.nullable(),
}).meta({ id: "Order" });
export type Order = z.infer<typeof OrderSchema>;

export const ListOrdersQuery = PageQuerySchema.extend({
  payment_status: z.enum(LISTED_PAYMENT_STATUSES).optional(),
  since: DateTimeSchema.optional(),
});
export type ListOrdersQueryInput = z.input<typeof ListOrdersQuery>;

export const CancelOrderInput = z
  .object({
    reason: z.string().max(LIMITS.cancelReasonMax, `at most ${LIMITS.cancelReasonMax} characters`).optional(),
  })
  .meta({ id: "OrderCancel" });
export type CancelOrder = z.input<typeof CancelOrderInput>;
