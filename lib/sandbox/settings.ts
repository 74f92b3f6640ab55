import { eq, sql } from "drizzle-orm";

import { sandboxSettings } from "./db/schema";
import type { SandboxQueryable } from "./db/types";

/** Reads one knob of `sandbox_settings`; `fallback` when unset. */
export async function getSetting<T>(db: SandboxQueryable, key: string, fallback: T): Promise<T> {
  const [row] = await db.select().from(sandboxSettings).where(eq(sandboxSettings.key, key)).limit(1);
  return row ? (row.value as T) : fallback;
}

export async function setSetting(db: SandboxQueryable, key: string, value: unknown): Promise<void> {
  await db
    .insert(sandboxSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: sandboxSettings.key, set: { value, updatedAt: sql`now()` } });
}
