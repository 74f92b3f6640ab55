"use server";

import { getTranslations } from "next-intl/server";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import type { Event } from "@/lib/contract";
import { checkCover, COVER_EXTENSION, SNIFF_BYTES } from "@/lib/image-type";
import { uploadEventCover } from "@/lib/partner/events";

import { EVENT_WRITE, eventAudit, loadEvent } from "./event-spec";

// PUT /events/{event_id}/cover — the file is checked (size, magic bytes) before any upstream call.
export const uploadEventCoverAction = defineAction({
  ...EVENT_WRITE,
  parse: async (_ctx, eventId: string, formData: FormData) => {
    const t = await getTranslations("events.cover.errors");
    const file = formData.get("file");
    if (!(file instanceof Blob)) return invalid({ file: [t("missing")] }, t("missing"));
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const check = checkCover(file.size, head);
    if (!check.ok) return invalid({ file: [t(check.reason)] }, t(check.reason));
    // The declared type and name are the client's; send the sniffed type and our own name instead.
    const body = new Blob([await file.arrayBuffer()], { type: check.type });
    return valid({ eventId, body, filename: `cover.${COVER_EXTENSION[check.type]}` });
  },
  target: ({ eventId }) => loadEvent(eventId),
  write: async ({ body, filename }, { before }) => written(await uploadEventCover(before.id, body, filename)),
  audit: eventAudit("event.cover"),
  done: (after: Event) => success({ coverUrl: after.cover_url }),
});
