import { setTimeout as sleep } from "node:timers/promises";

import { z } from "zod";

import { WEBHOOK_EVENT_TYPES } from "@/lib/contract/webhooks";

import { CONNECTION_HELP, CONNECTION_OPTIONS, connectionFlags, noArgs, parseCommand } from "./args";
import { openControl } from "./control-client";
import type { CliCommand, CliIo } from "./types";
import { DEMO_API_KEY } from "../seed/keys";
import type { DeliveryView } from "../webhooks/deliveries";

const Flags = z.object({
  "forward-to": z.url({
    protocol: /^https?$/,
    error: "an http(s) URL, e.g. http://localhost:3000/api/webhooks/partner",
  }),
  events: z
    .string()
    .transform((s) => s.split(",").map((e) => e.trim()))
    .pipe(z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1))
    .optional(),
  interval: z.coerce.number().int().min(100).max(60_000).default(1000),
  keep: z.boolean().default(false),
  ...connectionFlags,
  _: noArgs,
});

/** One line per attempt not printed yet: time, type, delivery id, status (or the network error). */
function newAttemptLines(deliveries: DeliveryView[], seen: Set<string>): string[] {
  const lines: { at: string; line: string }[] = [];
  for (const d of deliveries) {
    d.attempt_log.forEach((a, i) => {
      const key = `${d.id}#${i}`;
      if (seen.has(key)) return;
      seen.add(key);
      const outcome = a.status_code !== null ? `→ ${a.status_code}` : `→ ${a.error ?? "error"}`;
      lines.push({
        at: a.at,
        line: `${a.at}  ${d.type.padEnd(14)}  ${d.id}  ${outcome}  (${a.duration_ms} ms)`,
      });
    });
  }
  return lines.sort((a, b) => a.at.localeCompare(b.at)).map((l) => l.line);
}

export const listenCommand: CliCommand = {
  summary: "Forward webhooks to a local URL and print every delivery attempt until Ctrl-C",
  usage: "listen --forward-to <url> [--events order.paid,...]",
  help: [
    "  Creates an endpoint on the demo key, prints its signing secret, then streams attempts.",
    "  Plain http is accepted only for hosts in SANDBOX_WEBHOOK_ALLOW_HTTP (e.g. localhost,127.0.0.1).",
    "  --events LIST        comma-separated subset of order.paid,order.canceled,order.refunded",
    "  --keep               keep the endpoint after Ctrl-C (default: deleted on exit)",
    CONNECTION_HELP,
  ].join("\n"),
  workers: true,
  async run(args, io: CliIo = {}) {
    const f = parseCommand(
      args,
      {
        "forward-to": { type: "string" },
        events: { type: "string" },
        interval: { type: "string" },
        keep: { type: "boolean" },
        ...CONNECTION_OPTIONS,
      },
      Flags,
    );
    const client = await openControl(f);
    const endpoint = await client.request<{ id: string; url: string; events: string[]; secret: string }>(
      "POST",
      "/webhooks/listen",
      {
        url: f["forward-to"],
        events: f.events,
      },
    );
    console.log(`Ready! Forwarding ${endpoint.events.join(", ")} to ${endpoint.url}`);
    console.log(`Endpoint ${endpoint.id}; signing secret: ${endpoint.secret}`);
    console.log("Trigger one with: npm run sandbox -- trigger order.paid --event <slug>   (Ctrl-C stops)");
    const stop = new AbortController();
    const onSignal = () => stop.abort();
    process.once("SIGINT", onSignal);
    process.once("SIGTERM", onSignal);
    io.signal?.addEventListener("abort", onSignal, { once: true });
    const seen = new Set<string>();
    try {
      while (!stop.signal.aborted) {
        const { data } = await client.request<{ data: DeliveryView[] }>(
          "GET",
          `/deliveries?endpoint_id=${endpoint.id}&limit=200`,
        );
        for (const line of newAttemptLines(data, seen)) console.log(line);
        await sleep(f.interval, undefined, { signal: stop.signal }).catch(() => undefined);
      }
    } finally {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
      // Otherwise every later sale would queue deliveries to a receiver that is gone.
      if (!f.keep)
        await client.partner("DELETE", `/webhooks/${endpoint.id}`, DEMO_API_KEY).catch(() => undefined);
    }
    return 0;
  },
};
