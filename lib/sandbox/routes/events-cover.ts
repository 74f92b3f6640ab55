import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { Hono } from "hono";

import { LIMITS } from "@/lib/contract/common";
import { operations } from "@/lib/contract/operations";

import type { PartnerEnv } from "../context";
import { sniffCover } from "../data/cover";
import { covers, events } from "../db/schema";
import { ApiError } from "../errors";
import { implement } from "../implement";
import { resolveEvent } from "../scope";
import { eventBody } from "./event-response";

export const coverRoutes = new Hono<PartnerEnv>();

const invalid = (message: string) => new ApiError(422, "Validation failed", [`file: ${message}`]);

// PUT /events/{event_id}/cover — multipart part `file`; JPEG/PNG/WebP by magic bytes, at most 5 MB.
implement(coverRoutes, operations.uploadEventCover, async (c, { params }) => {
  const event = await resolveEvent(c, params.event_id);
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw invalid("send multipart/form-data with a `file` part");
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw invalid("malformed multipart body");
  }
  const file = form.file;
  if (!(file instanceof File)) throw invalid("is required");
  if (file.size > LIMITS.coverMaxBytes)
    throw new ApiError(413, `Cover exceeds ${LIMITS.coverMaxBytes} bytes`);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffCover(bytes);
  if (!type) throw invalid("must be a JPEG, PNG or WebP image");

  const now = c.var.sb.clock.now();
  await c.var.sb.db.transaction(async (tx) => {
    // A new id per upload: the URL changes, so the file can be cached as immutable.
    const values = { id: randomUUID(), contentType: type.contentType, ext: type.ext, bytes, createdAt: now };
    await tx
      .insert(covers)
      .values({ ...values, eventId: event.id })
      .onConflictDoUpdate({ target: covers.eventId, set: values });
    await tx.update(events).set({ updatedAt: now }).where(eq(events.id, event.id));
  });
  return eventBody(c, event.id);
});
