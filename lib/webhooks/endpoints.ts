import { asc, eq } from "drizzle-orm";

import { webhookEndpointsLocal, type WebhookEndpointLocalRow } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

import type { HeldSecret } from "./receiver";
import { openSecret, sealSecret } from "./secret-box";

/** Held secrets are cached this long per process (another instance's rotation shows within it). */
const CACHE_MS = 2_000;
let cached: { at: number; key: Buffer; secrets: Promise<HeldSecret[]> } | null = null;

export function forgetHeldSecrets(): void {
  cached = null;
}

/** Every secret of the endpoints Palco registered for its receiver, decrypted (unreadable rows skipped). */
export function heldSecrets(db: Db, key: Buffer, now = Date.now()): Promise<HeldSecret[]> {
  if (cached && cached.key.equals(key) && now - cached.at < CACHE_MS) return cached.secrets;
  const secrets = db
    .select()
    .from(webhookEndpointsLocal)
    .orderBy(asc(webhookEndpointsLocal.createdAt))
    .then((rows) =>
      rows.flatMap((row) => {
        try {
          return [{ endpointId: row.id, secret: openSecret(key, row.secretEnc) }];
        } catch {
          console.error(
            `[palco] webhook endpoint ${row.id}: its secret cannot be decrypted (AUTH_SECRET changed?)`,
          );
          return [];
        }
      }),
    );
  cached = { at: now, key, secrets };
  secrets.catch(() => {
    if (cached?.secrets === secrets) cached = null;
  });
  return secrets;
}

export async function saveLocalEndpoint(
  db: Db,
  key: Buffer,
  e: { id: string; url: string; events: string[]; secret: string; createdByEmail: string | null },
): Promise<void> {
  await db.insert(webhookEndpointsLocal).values({
    id: e.id,
    url: e.url,
    events: e.events,
    secretEnc: sealSecret(key, e.secret),
    createdByEmail: e.createdByEmail,
  });
  forgetHeldSecrets();
}

export async function removeLocalEndpoint(db: Db, id: string): Promise<void> {
  await db.delete(webhookEndpointsLocal).where(eq(webhookEndpointsLocal.id, id));
  forgetHeldSecrets();
}

export type LocalEndpoint = Omit<WebhookEndpointLocalRow, "secretEnc">;

export async function listLocalEndpoints(db: Db): Promise<LocalEndpoint[]> {
  return db
    .select({
      id: webhookEndpointsLocal.id,
      url: webhookEndpointsLocal.url,
      events: webhookEndpointsLocal.events,
      createdAt: webhookEndpointsLocal.createdAt,
      createdByEmail: webhookEndpointsLocal.createdByEmail,
    })
    .from(webhookEndpointsLocal)
    .orderBy(asc(webhookEndpointsLocal.createdAt));
}
