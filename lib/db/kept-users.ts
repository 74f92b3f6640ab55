import "server-only";

import type { User } from "./users";

/**
 * User rows kept in memory for session checks while Palco runs on embedded PGlite (see
 * getSessionUserRow). Every write to users or their producers calls forgetKeptUsers() once it is done.
 */
type Store = { generation: number; rows: Map<string, User> };

// On globalThis: each route bundle may hold its own copy of this module, and all must share one store.
const shared = globalThis as unknown as { __palcoKeptUsers?: Store };
const store = () => (shared.__palcoKeptUsers ??= { generation: 0, rows: new Map() });

/** More users than a console has: past this the store starts over instead of growing. */
const MAX_KEPT = 10_000;

/** The kept row for `id`, or `read()`'s answer, kept unless a write finished while it was in flight. */
export async function readThroughKept(id: string, read: () => Promise<User | null>): Promise<User | null> {
  const kept = store();
  const hit = kept.rows.get(id);
  if (hit) return hit;
  const generation = kept.generation;
  const user = await read();
  if (!user || kept.generation !== generation) return user;
  if (kept.rows.size >= MAX_KEPT) kept.rows.clear();
  // Frozen: every later request gets this same object.
  const scope = user.producerIds === "all" ? "all" : (Object.freeze([...user.producerIds]) as string[]);
  const row = Object.freeze({ ...user, producerIds: scope });
  kept.rows.set(id, row);
  return row;
}

export function forgetKeptUsers(): void {
  const kept = store();
  kept.generation++;
  kept.rows.clear();
}
