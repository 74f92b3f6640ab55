"use server";

import { getTranslations } from "next-intl/server";

import { failure, success, type ActionResult } from "@/lib/actions/result";
import { checkCover, COVER_EXTENSION, SNIFF_BYTES } from "@/lib/image-type";
import { uploadEventCover } from "@/lib/partner/events";
import type { Event } from "@/lib/contract";

import {
  audit,
  authorizeEvent,
  authorizeWriter,
  eventErrors,
  isFailure,
  partnerFailure,
  revalidateEvent,
} from "./shared";

// PUT /events/{event_id}/cover — the file is checked (size, magic bytes) before any upstream call.
export async function uploadEventCoverAction(
  eventId: string,
  formData: FormData,
): Promise<ActionResult<{ coverUrl: string | null }>> {
  const t = await eventErrors();
  const user = await authorizeWriter(t);
  if (isFailure(user)) return user;

  const tCover = await getTranslations("events.cover.errors");
  const file = formData.get("file");
  if (!(file instanceof Blob))
    return failure("validation", tCover("missing"), { fieldErrors: { file: [tCover("missing")] } });
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const check = checkCover(file.size, head);
  if (!check.ok)
    return failure("validation", tCover(check.reason), { fieldErrors: { file: [tCover(check.reason)] } });

  const before = await authorizeEvent(user, eventId, t);
  if (isFailure(before)) return before;

  let after: Event;
  try {
    // The declared type and name are the client's; send the sniffed type and our own name instead.
    const body = new Blob([await file.arrayBuffer()], { type: check.type });
    after = await uploadEventCover(before.id, body, `cover.${COVER_EXTENSION[check.type]}`);
  } catch (error) {
    return partnerFailure(error, t);
  }
  await audit(user, "event.cover", before, after);
  revalidateEvent(after);
  return success({ coverUrl: after.cover_url });
}
