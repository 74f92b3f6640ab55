import { z } from "zod";

import type { PaymentMethod } from "@/lib/contract/orders";
import { PAYMENT_METHODS } from "@/lib/contract/orders";
import type { Ticket } from "@/lib/contract/tickets";
import { formatMoney } from "@/lib/money";

import { CONNECTION_HELP, CONNECTION_OPTIONS, connectionFlags, noArgs, parseCommand } from "./args";
import { openControl } from "./control-client";
import { printOrder, type Simulated } from "./print-order";
import type { CliCommand } from "./types";
import type { ResaleListing } from "../control/resale";

const ticketId = (what: string) =>
  z.tuple([z.guid(`a ${what} id (UUID)`)], { error: `exactly one ${what} id` });

function printListing(l: ResaleListing): void {
  const sold = l.buyer_order_id ? `  → order ${l.buyer_order_id}` : "";
  console.log(`Listing ${l.id}  ${l.status}  ${formatMoney(l.price)}  ticket ${l.ticket_id}${sold}`);
}

const TransferFlags = z.object({
  _: ticketId("ticket"),
  name: z.string({ error: "is required (the new holder's name)" }).trim().min(1),
  email: z.email({ error: "is required (the new holder's e-mail)" }),
  ...connectionFlags,
});

export const transferCommand: CliCommand = {
  summary: "Hand a ticket to someone else (the old ticket becomes transferred)",
  usage: "transfer <ticket-id> --name NAME --email E",
  help: [
    "  --name NAME          the new holder",
    "  --email E            the new holder's e-mail",
    CONNECTION_HELP,
  ].join("\n"),
  async run(args) {
    const options = { name: { type: "string" }, email: { type: "string" }, ...CONNECTION_OPTIONS } as const;
    const f = parseCommand(args, options, TransferFlags);
    const res = await (
      await openControl(f)
    ).request<{ transferred_ticket_id: string; ticket: Ticket }>("POST", `/tickets/${f._[0]}/transfer`, {
      name: f.name,
      email: f.email,
    });
    console.log(`Ticket ${res.transferred_ticket_id} transferred`);
    console.log(`  new ticket ${res.ticket.id}  ${res.ticket.status}  ${res.ticket.holder_name ?? ""}`);
    return 0;
  },
};

// People type "150,00" as often as "150.00"; the API takes the dot.
const Price = z
  .string({ error: "is required (BRL, e.g. 150,00)" })
  .transform((v) => v.trim().replace(/^(\d+),(\d{2})$/, "$1.$2"))
  .pipe(z.string().regex(/^\d{1,10}\.\d{2}$/, "BRL with two decimals, e.g. 150,00"));

export const resellCommand: CliCommand = {
  summary: "Offer a valid ticket on its event's resale marketplace",
  usage: "resell <ticket-id> --price 150,00",
  help: ["  --price P            asking price in BRL (150,00 or 150.00)", CONNECTION_HELP].join("\n"),
  async run(args) {
    const options = { price: { type: "string" }, ...CONNECTION_OPTIONS } as const;
    const f = parseCommand(
      args,
      options,
      z.object({ _: ticketId("ticket"), price: Price, ...connectionFlags }),
    );
    const client = await openControl(f);
    printListing(
      await client.request<ResaleListing>("POST", `/tickets/${f._[0]}/resale`, { price: f.price }),
    );
    return 0;
  },
};

const ListingsFlags = z.object({
  event: z.string().min(1).optional(),
  status: z.enum(["open", "sold", "withdrawn"]).optional(),
  json: z.boolean().default(false),
  ...connectionFlags,
  _: noArgs,
});

export const listingsCommand: CliCommand = {
  summary: "List resale listings (all events, or one)",
  usage: "listings [--event <id|slug>] [--status open|sold|withdrawn] [--json]",
  help: [
    "  --event ID|SLUG      only this event",
    "  --status S           open | sold | withdrawn",
    CONNECTION_HELP,
  ].join("\n"),
  async run(args) {
    const options = {
      event: { type: "string" },
      status: { type: "string" },
      json: { type: "boolean" },
      ...CONNECTION_OPTIONS,
    } as const;
    const f = parseCommand(args, options, ListingsFlags);
    const query = new URLSearchParams();
    if (f.event) query.set("event", f.event);
    if (f.status) query.set("status", f.status);
    const qs = query.size ? `?${query}` : "";
    const { data } = await (await openControl(f)).request<{ data: ResaleListing[] }>("GET", `/resale${qs}`);
    if (f.json) console.log(JSON.stringify(data, null, 2));
    else if (!data.length) console.log("No resale listings");
    else data.forEach(printListing);
    return 0;
  },
};

const BuyFlags = z.object({
  _: ticketId("listing"),
  email: z.email().optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  json: z.boolean().default(false),
  ...connectionFlags,
});

export const buyResaleCommand: CliCommand = {
  summary: "Buy a listed ticket: a paid resale order (order.paid is sent)",
  usage: "buy-resale <listing-id> [--email E] [--method M] [--json]",
  help: [
    "  --email E            the buyer (default: a new person)",
    `  --method M           ${PAYMENT_METHODS.join("|")} (default pix)`,
    "  --json               print the order as JSON",
    CONNECTION_HELP,
  ].join("\n"),
  async run(args) {
    const options = {
      email: { type: "string" },
      method: { type: "string" },
      json: { type: "boolean" },
      ...CONNECTION_OPTIONS,
    } as const;
    const f = parseCommand(args, options, BuyFlags);
    const res = await (
      await openControl(f)
    ).request<Simulated>("POST", `/resale/${f._[0]}/buy`, {
      buyer_email: f.email,
      payment_method: f.method satisfies PaymentMethod | undefined,
    });
    if (f.json) console.log(JSON.stringify(res, null, 2));
    else printOrder(res);
    return 0;
  },
};
