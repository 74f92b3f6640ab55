import { z } from "zod";

import {
  CONNECTION_HELP,
  CONNECTION_OPTIONS,
  connectionFlags,
  noArgs,
  parseCommand,
  parseIdCommand,
} from "./args";
import { openControl } from "./control-client";
import type { CliCommand } from "./types";
import type { DeliveryView } from "../webhooks/deliveries";

function deliveryLine(d: DeliveryView): string {
  const last = d.last_status ?? d.last_error ?? "-";
  return `${d.created_at}  ${d.type.padEnd(14)}  ${d.id}  ${d.status.padEnd(9)}  attempts ${d.attempts}  last ${last}  ${d.url}`;
}

const ListFlags = z.object({
  failed: z.boolean().default(false),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  json: z.boolean().default(false),
  ...connectionFlags,
  _: noArgs,
});

export const deliveriesCommand: CliCommand = {
  summary: "List webhook deliveries, newest first (--failed: only those in trouble)",
  usage: "deliveries [--failed] [--limit N] [--json]",
  help: CONNECTION_HELP,
  async run(args) {
    const f = parseCommand(
      args,
      {
        failed: { type: "boolean" },
        limit: { type: "string" },
        json: { type: "boolean" },
        ...CONNECTION_OPTIONS,
      },
      ListFlags,
    );
    const query = `?limit=${f.limit}${f.failed ? "&failed=true" : ""}`;
    const { data } = await (
      await openControl(f)
    ).request<{ data: DeliveryView[] }>("GET", `/deliveries${query}`);
    if (f.json) console.log(JSON.stringify(data, null, 2));
    else if (!data.length) console.log(f.failed ? "No failed deliveries." : "No deliveries yet.");
    else for (const d of data) console.log(deliveryLine(d));
    return 0;
  },
};

export const resendCommand: CliCommand = {
  summary: "Send a delivery again now (same id, same signed bytes)",
  usage: "resend <delivery-id>",
  help: CONNECTION_HELP,
  async run(args) {
    const f = parseIdCommand(args, "delivery");
    const client = await openControl(f);
    const queued = await client.request<DeliveryView>("POST", `/deliveries/${f._[0]}/resend`);
    // Locally nobody else runs the worker during a one-shot command: make the attempt now.
    if (client.mode === "direct") await client.request("POST", "/deliveries/run");
    const [now] = (
      await client.request<{ data: DeliveryView[] }>(
        "GET",
        `/deliveries?endpoint_id=${queued.endpoint_id}&limit=200`,
      )
    ).data.filter((d) => d.id === queued.id);
    console.log(deliveryLine(now ?? queued));
    return 0;
  },
};
