import { z } from "zod";

import { formatMoney } from "@/lib/money";

import { CONNECTION_HELP, CONNECTION_OPTIONS, connectionFlags, noArgs, parseCommand } from "./args";
import { openControl } from "./control-client";
import type { CliCommand } from "./types";
import type { listEventDirectory } from "../control/directory";

type Directory = Awaited<ReturnType<typeof listEventDirectory>>;

export const eventsCommand: CliCommand = {
  summary: "List every event with its id, slug, status and lots",
  usage: "events [--json]",
  help: CONNECTION_HELP,
  async run(args) {
    const f = parseCommand(
      args,
      { json: { type: "boolean" }, ...CONNECTION_OPTIONS },
      z.object({ json: z.boolean().default(false), ...connectionFlags, _: noArgs }),
    );
    const { data } = await (await openControl(f)).request<{ data: Directory }>("GET", "/events");
    if (f.json) {
      console.log(JSON.stringify(data, null, 2));
      return 0;
    }
    for (const e of data) {
      console.log(`${e.id}  ${e.slug}  [${e.status}]  ${e.producer.slug}  ${e.starts_at.slice(0, 16)}`);
      for (const p of e.products)
        console.log(
          `    ${p.id}  ${formatMoney(p.amount)}  ${p.available_quantity} left  ${p.name}${p.hidden ? " (hidden)" : ""}`,
        );
    }
    return 0;
  },
};
