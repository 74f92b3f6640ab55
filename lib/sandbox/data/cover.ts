import { COVER_EXTENSION, sniffImageType } from "@/lib/image-type";

import { covers } from "../db/schema";
import type { SandboxQueryable } from "../db/types";

/** A cover's stored type, recognised by its first bytes (the file name and declared type are ignored). */
export type CoverType = { contentType: string; ext: string };

export function sniffCover(bytes: Uint8Array): CoverType | null {
  const contentType = sniffImageType(bytes);
  return contentType ? { contentType, ext: COVER_EXTENSION[contentType] } : null;
}

/**
 * Stores (or replaces) an event's cover. `id` must be new on every change: the file is served as
 * immutable under it. Returns null when the bytes are not an accepted image type.
 */
export async function storeCover(
  db: SandboxQueryable,
  cover: { id: string; eventId: string; bytes: Buffer; at: Date },
): Promise<CoverType | null> {
  const type = sniffCover(cover.bytes);
  if (!type) return null;
  const values = { id: cover.id, ...type, bytes: cover.bytes, createdAt: cover.at };
  await db
    .insert(covers)
    .values({ ...values, eventId: cover.eventId })
    .onConflictDoUpdate({ target: covers.eventId, set: values });
  return type;
}
