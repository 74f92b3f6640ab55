import { z } from "zod";

import { CONNECTION_HELP, CONNECTION_OPTIONS, connectionFlags, noArgs, parseCommand } from "./args";
import { openControl } from "./control-client";
import type { CliCommand } from "./types";
import type { FaultSettings } from "../faults/config";

const rate = z.coerce.number().min(0).max(1);
const FaultFlags = z.object({
  latency: z.coerce.number().int().min(0).max(60_000).optional(),
  "error-rate": rate.optional(),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(500), z.literal(502), z.literal(503), z.literal(504)]))
    .optional(),
  hang: rate.optional(),
  "rate-limit": z.coerce.number().min(0).optional(),
  seed: z.coerce.number().int().min(0).optional(),
  path: z.string().startsWith("/partner/v1/", { error: "--path must start with /partner/v1/" }).optional(),
  clear: z.boolean().default(false),
  ...connectionFlags,
  _: noArgs,
});

const describeFaults = (f: FaultSettings) =>
  `latency ${f.latency_ms} ms, errors ${f.error_rate * 100}% (${f.error_status}), hangs ${f.hang_rate * 100}%, ` +
  `rate limit ${f.rate_limit_rps ? `${f.rate_limit_rps} req/s per key` : "off"}${f.seed !== null ? `, seed ${f.seed}` : ""}` +
  (f.path_prefix ? `; only under ${f.path_prefix}` : "");

export const faultsCommand: CliCommand = {
  summary: "Inject faults into the Partner API (latency, 5xx rate, hangs, 429 rate limit)",
  usage: "faults [--latency MS] [--error-rate P] [--hang P] [--rate-limit RPS] [--path PREFIX] | --clear",
  help: [
    "  Sets the whole fault set (knobs not given are off); with no flags, shows the current one.",
    "  --latency MS         added to every request      --error-rate P  0..1 answered 5xx {error}",
    "  --status 500|502|503|504  the 5xx (default 503)   --hang P        0..1 never answered",
    "  --rate-limit RPS     per API key → 429 + Retry-After   --seed N  a repeatable fault sequence",
    "  --path PREFIX        only requests under it (/partner/v1/events/<id>/); default: all",
    "  --clear              no faults",
    CONNECTION_HELP,
  ].join("\n"),
  async run(args) {
    const opts = {
      latency: { type: "string" },
      "error-rate": { type: "string" },
      status: { type: "string" },
      hang: { type: "string" },
      "rate-limit": { type: "string" },
      seed: { type: "string" },
      path: { type: "string" },
      clear: { type: "boolean" },
      ...CONNECTION_OPTIONS,
    } as const;
    const f = parseCommand(args, opts, FaultFlags);
    const client = await openControl(f);
    const given = [f.latency, f["error-rate"], f.status, f.hang, f["rate-limit"], f.seed, f.path].some(
      (v) => v !== undefined,
    );
    const result = f.clear
      ? await client.request<FaultSettings>("DELETE", "/faults")
      : given
        ? await client.request<FaultSettings>("POST", "/faults", {
            latency_ms: f.latency,
            error_rate: f["error-rate"],
            error_status: f.status,
            hang_rate: f.hang,
            rate_limit_rps: f["rate-limit"],
            seed: f.seed,
            path_prefix: f.path,
          })
        : await client.request<FaultSettings>("GET", "/faults");
    console.log(`Faults: ${describeFaults(result)}`);
    return 0;
  },
};

export const clockCommand: CliCommand = {
  summary: "Show the sandbox clock, or move it forward and run what fell due",
  usage: "clock [advance <duration>]",
  help: `  <duration>: 90s, 30m, 2h, 1d, 1h30m or ISO 8601 (PT2H, P1DT12H)\n${CONNECTION_HELP}`,
  async run(args) {
    const Flags = z.object({
      _: z.union([z.tuple([]), z.tuple([z.literal("advance"), z.string().min(1)])], {
        error: "usage: clock [advance <duration>]",
      }),
      ...connectionFlags,
    });
    const f = parseCommand(args, CONNECTION_OPTIONS, Flags);
    const client = await openControl(f);
    type Clock = { now: string; offset_ms: number; due?: Record<string, number> };
    const res = f._.length
      ? await client.request<Clock>("POST", "/clock/advance", { duration: f._[1] })
      : await client.request<Clock>("GET", "/clock");
    console.log(`Sandbox time: ${res.now} (offset ${Math.round(res.offset_ms / 1000)} s)`);
    if (res.due)
      console.log(
        `Ran due work: ${res.due.expired} expired, ${res.due.refunded} refunds completed, ${res.due.delivered}/${res.due.attempted} deliveries succeeded`,
      );
    return 0;
  },
};

export const analyticsCommand: CliCommand = {
  summary: "Refresh the analytics cache now (one event or all)",
  usage: "analytics refresh [--event <id|slug>]",
  help: CONNECTION_HELP,
  async run(args) {
    const Flags = z.object({
      _: z.tuple([z.literal("refresh")], { error: "usage: analytics refresh [--event <id|slug>]" }),
      event: z.string().min(1).optional(),
      ...connectionFlags,
    });
    const f = parseCommand(args, { event: { type: "string" }, ...CONNECTION_OPTIONS }, Flags);
    const res = await (
      await openControl(f)
    ).request<{ refreshed: number; cached_at: string }>(
      "POST",
      "/analytics/refresh",
      f.event ? { event: f.event } : {},
    );
    console.log(`Refreshed analytics of ${res.refreshed} event(s) at ${res.cached_at}`);
    return 0;
  },
};
