import { parseArgs } from "node:util";

import { asc, eq } from "drizzle-orm";

import { env } from "@/lib/env";

import { getDemoSandbox } from "../demo";
import { apiKeyProducers, apiKeys, producers } from "../db/schema";
import type { CliCommand } from "./types";

export type KeyInfo = {
  key: string;
  name: string;
  read_only: boolean;
  producers: { id: string; slug: string; name: string }[];
};

/** Where `npm run sandbox` serves; the embedded sandbox lives at APP_URL instead. */
export function standaloneBaseUrl(): string {
  return `http://localhost:${env().SANDBOX_PORT}/partner/v1`;
}

export async function listKeys(): Promise<KeyInfo[]> {
  const { db } = await getDemoSandbox();
  const rows = await db
    .select({ key: apiKeys, producer: producers })
    .from(apiKeys)
    .leftJoin(apiKeyProducers, eq(apiKeyProducers.apiKeyId, apiKeys.id))
    .leftJoin(producers, eq(producers.id, apiKeyProducers.producerId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.key), asc(producers.slug));
  const byKey = new Map<string, KeyInfo>();
  for (const { key, producer } of rows) {
    if (key.revokedAt) continue;
    const info = byKey.get(key.key) ?? {
      key: key.key,
      name: key.name,
      read_only: key.readOnly,
      producers: [],
    };
    if (producer) info.producers.push({ id: producer.id, slug: producer.slug, name: producer.name });
    byKey.set(key.key, info);
  }
  return [...byKey.values()];
}

export function printKeys(baseUrl: string, keys: KeyInfo[]): void {
  console.log(`Partner API base URL: ${baseUrl}`);
  for (const k of keys) {
    const scope = k.producers.map((p) => p.slug).join(", ") || "(no producers)";
    console.log(`  ${k.key}  ${k.name}${k.read_only ? " [read-only]" : ""} → ${scope}`);
  }
}

export const keysCommand: CliCommand = {
  summary: "Print the base URL and the API keys (with --json for scripts)",
  usage: "keys [--json]",
  async run(args) {
    const { values } = parseArgs({ args, options: { json: { type: "boolean", default: false } } });
    const { ctx } = await getDemoSandbox();
    const baseUrl = standaloneBaseUrl();
    const keys = await listKeys();
    if (values.json) {
      const controlUrl = baseUrl.replace(/\/partner\/v1$/, "/sandbox/v1");
      console.log(
        JSON.stringify(
          { base_url: baseUrl, control_url: controlUrl, admin_token: ctx.adminToken, keys },
          null,
          2,
        ),
      );
    } else {
      printKeys(baseUrl, keys);
    }
    return 0;
  },
};
