import { z } from "zod";

import { sandboxConfig } from "../config";
import { CONNECTION_HELP, CONNECTION_OPTIONS, connectionFlags, noArgs, parseCommand } from "./args";
import { openControl } from "./control-client";
import type { CliCommand } from "./types";
import type { KeyInfo } from "../control/directory";

export type { KeyInfo };

/** Where `npm run sandbox` serves; the embedded sandbox lives at APP_URL instead. */
export function standaloneBaseUrl(): string {
  return `http://localhost:${sandboxConfig().SANDBOX_PORT}/partner/v1`;
}

export function printKeys(baseUrl: string, keys: KeyInfo[]): void {
  console.log(`Partner API base URL: ${baseUrl}`);
  for (const k of keys) {
    const scope = k.producers.map((p) => p.slug).join(", ") || "(no producers)";
    console.log(`  ${k.key}  ${k.name}${k.read_only ? " [read-only]" : ""} → ${scope}`);
  }
}

const Flags = z.object({ json: z.boolean().default(false), ...connectionFlags, _: noArgs });

export const keysCommand: CliCommand = {
  summary: "Print the base URL and the API keys (with --json for scripts)",
  usage: "keys [--json]",
  help: `  --json               {base_url, control_url, admin_token, keys:[{key, name, read_only, producers}]}\n${CONNECTION_HELP}`,
  async run(args) {
    const flags = parseCommand(args, { json: { type: "boolean" }, ...CONNECTION_OPTIONS }, Flags);
    const client = await openControl(flags);
    // The local database gets the demo data on first use, as `npm run sandbox` would.
    if (client.mode === "direct") await client.request("POST", "/seed", {});
    const { data: keys } = await client.request<{ data: KeyInfo[] }>("GET", "/keys");
    const baseUrl = `${client.origin}/partner/v1`;
    if (!flags.json) {
      printKeys(baseUrl, keys);
      return 0;
    }
    const out = {
      base_url: baseUrl,
      control_url: `${client.origin}/sandbox/v1`,
      admin_token: client.adminToken,
      keys,
    };
    console.log(JSON.stringify(out, null, 2));
    return 0;
  },
};
