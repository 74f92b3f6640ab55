// Makes a fresh Palco data dir hold one receiver secret, as "Connect Palco" would (bench/webhooks.mjs runs
// it before starting the server: PGlite serves one process). Usage: tsx --conditions react-server
// bench/webhooks/hold-secret.ts <secret>  (DATA_DIR, AUTH_SECRET and APP_URL from the environment).
import { randomUUID } from "node:crypto";

import { openDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { saveLocalEndpoint } from "@/lib/webhooks/endpoints";
import { deriveKey } from "@/lib/webhooks/secret-box";

const secret = process.argv[2];
if (!secret) throw new Error("usage: hold-secret.ts <secret>");
const e = env();
const handle = await openDb({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
await saveLocalEndpoint(handle.db, deriveKey(e.AUTH_SECRET ?? ""), {
  id: randomUUID(),
  url: `${e.APP_URL.replace(/\/+$/, "")}/api/webhooks/partner`,
  events: ["order.paid", "order.canceled", "order.refunded"],
  secret,
  createdByEmail: "bench",
});
await handle.close();
