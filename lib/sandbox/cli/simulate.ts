import { z } from "zod";

import type { PaymentMethod } from "@/lib/contract/orders";
import { PAYMENT_METHODS } from "@/lib/contract/orders";
import { WEBHOOK_EVENT_TYPES } from "@/lib/contract/webhooks";

import {
  CONNECTION_HELP,
  CONNECTION_OPTIONS,
  connectionFlags,
  noArgs,
  parseCommand,
  parseIdCommand,
} from "./args";
import { openControl } from "./control-client";
import { printOrder, type Simulated } from "./print-order";
import type { CliCommand } from "./types";

const PurchaseFlags = z.object({
  event: z.string({ error: "is required (an event id or slug; see `events`)" }).min(1),
  quantity: z.coerce.number().int().min(1).max(100).default(1),
  product: z.guid().optional(),
  coupon: z.string().min(1).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  outcome: z.enum(["pay", "pending", "expire", "waiting"]).default("pay"),
  email: z.email().optional(),
  json: z.boolean().default(false),
  ...connectionFlags,
  _: noArgs,
});

export const purchaseCommand: CliCommand = {
  summary: "Simulate a buyer's purchase (paid, pending, expired or an unpaid cart)",
  usage: "purchase --event <id|slug> [--quantity N] [--coupon C] [--method M] [--outcome O]",
  help: [
    "  --event ID|SLUG      the event (see `events`)",
    "  --quantity N         tickets (default 1)        --product ID  a lot (default: first on sale)",
    "  --coupon CODE        apply a coupon             --email E     the buyer (default: a new person)",
    `  --method M           ${PAYMENT_METHODS.join("|")} (default pix)`,
    "  --outcome O          pay (default) | pending | expire | waiting",
    "  --json               print the order as JSON",
    CONNECTION_HELP,
  ].join("\n"),
  async run(args) {
    const f = parseCommand(
      args,
      {
        event: { type: "string" },
        quantity: { type: "string" },
        product: { type: "string" },
        coupon: { type: "string" },
        method: { type: "string" },
        outcome: { type: "string" },
        email: { type: "string" },
        json: { type: "boolean" },
        ...CONNECTION_OPTIONS,
      },
      PurchaseFlags,
    );
    const client = await openControl(f);
    const res = await client.request<Simulated>("POST", "/purchase", {
      event: f.event,
      quantity: f.quantity,
      product_id: f.product,
      coupon: f.coupon,
      payment_method: f.method satisfies PaymentMethod | undefined,
      buyer_email: f.email,
      outcome: f.outcome,
    });
    if (f.json) console.log(JSON.stringify(res, null, 2));
    else printOrder(res);
    return 0;
  },
};

const TriggerFlags = z.object({
  _: z.tuple([z.enum(WEBHOOK_EVENT_TYPES, { error: `the event type: ${WEBHOOK_EVENT_TYPES.join(" | ")}` })], {
    error: `exactly one event type: ${WEBHOOK_EVENT_TYPES.join(" | ")}`,
  }),
  event: z.string({ error: "is required (an event id or slug; see `events`)" }).min(1),
  ...connectionFlags,
});

export const triggerCommand: CliCommand = {
  summary: "Send a genuine webhook: a real sale (then cancel, then refund) on an event",
  usage: "trigger order.paid|order.canceled|order.refunded --event <id|slug>",
  help: `  order.canceled and order.refunded also send the earlier events of that order.\n${CONNECTION_HELP}`,
  async run(args) {
    const f = parseCommand(args, { event: { type: "string" }, ...CONNECTION_OPTIONS }, TriggerFlags);
    const client = await openControl(f);
    printOrder(await client.request<Simulated>("POST", "/trigger", { type: f._[0], event: f.event }));
    return 0;
  },
};

export const checkinCommand: CliCommand = {
  summary: "Check a ticket in at the door",
  usage: "checkin <ticket-id>",
  help: CONNECTION_HELP,
  async run(args) {
    const f = parseIdCommand(args, "ticket");
    const t = await (
      await openControl(f)
    ).request<{ id: string; status: string; checked_in_at: string }>("POST", `/tickets/${f._[0]}/checkin`);
    console.log(`Ticket ${t.id} ${t.status} at ${t.checked_in_at}`);
    return 0;
  },
};
