// One Palco process of test/outbox-crash.test.ts (run with tsx --conditions react-server): it
// boots the inbox worker as lib/boot.ts does, then receives a burst of signed deliveries. CRASH_* settings:
// CRASH_DATA_DIR (Palco's PGlite) or CRASH_DATABASE_URL + CRASH_SCHEMA; CRASH_SEED (create the users);
// CRASH_BURST (deliveries to receive); CRASH_RESEND_ROUNDS (rounds whose deliveries to receive again); CRASH_KILL_AT (SIGKILL itself when the n-th live message after boot
// is about to be published: after its commit, before any publish); CRASH_PUBLISHED (the "bus": one id per line).
// Without CRASH_KILL_AT it waits until nothing is left and says `settled <json>`; `booted <json>` right
// after the worker's first run.
import { appendFileSync } from "node:fs";

import { and, count, eq, inArray, isNull } from "drizzle-orm";

import { openDb } from "@/lib/db/client";
import { liveOutbox, webhookInbox } from "@/lib/db/schema";
import { createUser } from "@/lib/db/users";
import { waitFor } from "@/lib/jobs/test/wait";
import type { OrderState } from "@/lib/webhooks/process";
import { receiveDelivery } from "@/lib/webhooks/receiver";
import { envelope, signedRequest } from "@/lib/webhooks/webhooks.test-support";
import { InboxWorker } from "@/lib/webhooks/worker";
import { wire } from "@/lib/wiring";

import { crashDeliveryId } from "./ids";

const env = process.env;
const say = (line: string) => process.stdout.write(`${line}\n`);
export const CRASH_SECRET = "whsec_crash_0123456789abcdef0123";
const killAt = env.CRASH_KILL_AT ? Number(env.CRASH_KILL_AT) : null;

const handle = await openDb(
  env.CRASH_DATABASE_URL
    ? { databaseUrl: env.CRASH_DATABASE_URL, schema: env.CRASH_SCHEMA }
    : { dataDir: env.CRASH_DATA_DIR },
);
const db = handle.db;
wire(); // the production consumers: notifications written in the apply transaction
if (env.CRASH_SEED)
  for (const role of ["admin", "manager"] as const)
    await createUser(
      { email: `${role}@crash.test`, name: role, role, password: "a-long-password-1" },
      { id: null, email: "test@palco" } as never,
      db,
    );

// Orders whose id starts with "r" were refunded by hand (order.refunded, manual_required): the team's alert.
const readBack = async (_eventId: string, orderId: string): Promise<OrderState> =>
  orderId.startsWith("r")
    ? {
        payment_status: "cancelled",
        amount: "90.00",
        payment_method: "pix",
        items: [],
        refund: { status: "manual_required" },
      }
    : {
        payment_status: "paid",
        amount: "180.00",
        payment_method: "pix",
        items: [{ product_name: "Lote 2" }],
        refund: null,
      };

// Armed once booted: the kill lands among this round's own deliveries (boot's relay is covered by the next).
let armed = false;
let publishing = 0;
const worker = new InboxWorker(
  async () => db,
  {
    readBack,
    publish: (message) => {
      if (armed && ++publishing === killAt) process.kill(process.pid, "SIGKILL");
      appendFileSync(env.CRASH_PUBLISHED!, `${message.id}\n`);
    },
  },
  { soleProcess: handle.kind === "pglite", pollMs: 200 },
);

const pending = async () => {
  const [inbox] = await db
    .select({ n: count() })
    .from(webhookInbox)
    .where(inArray(webhookInbox.status, ["received", "processing"]));
  const [outbox] = await db.select({ n: count() }).from(liveOutbox).where(isNull(liveOutbox.publishedAt));
  return { inbox: inbox.n, outbox: outbox.n };
};

await worker.start();
say(`booted ${JSON.stringify(await pending())}`);
armed = true;

/** Receives delivery `i` of round `round`; resolves with the receiver's status (200: acknowledged). */
const deliver = async (round: number, i: number) => {
  const refunded = i % 5 === 4;
  const body = envelope({
    id: crashDeliveryId(round, i),
    type: refunded ? "order.refunded" : "order.paid",
    orderId: `${refunded ? "r" : "p"}-${round}-${i}`,
  });
  const res = await receiveDelivery(signedRequest(CRASH_SECRET, body), {
    db: async () => db,
    secrets: async () => [{ endpointId: "00000000-0000-4000-8000-000000000001", secret: CRASH_SECRET }],
    onStored: () => void worker.run(),
  });
  return res.status;
};

const burst = Number(env.CRASH_BURST ?? 0);
if (env.CRASH_ROUND) {
  const round = Number(env.CRASH_ROUND);
  await Promise.all(Array.from({ length: burst }, (_, i) => deliver(round, i)));
}

// The sender delivers again whatever it holds no acknowledgement for. A kill can land while some of a
// burst are still being stored (PostgreSQL stores them side by side with the worker's run), so the last
// process receives every round's deliveries again: a stored one only counts a duplicate.
const resend = Number(env.CRASH_RESEND_ROUNDS ?? 0);
for (let r = 0; r < resend; r++)
  for (const status of await Promise.all(Array.from({ length: burst }, (_, i) => deliver(r, i))))
    if (status !== 200) throw new Error(`a re-sent delivery was answered ${status}`);

if (killAt !== null) {
  await worker.run();
  // Not killed yet (its deliveries were announced before): wait to be.
  await new Promise(() => undefined);
}
await waitFor(async () => {
  await worker.run();
  const left = await pending();
  return left.inbox === 0 && left.outbox === 0;
}, "an empty inbox and outbox");
const [applied] = await db
  .select({ n: count() })
  .from(webhookInbox)
  .where(and(eq(webhookInbox.status, "applied")));
say(`settled ${JSON.stringify({ applied: applied.n })}`);
await worker.stop();
await handle.close();
process.exit(0);
