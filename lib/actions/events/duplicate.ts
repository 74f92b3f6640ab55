"use server";

import { z } from "zod";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success, type ActionSuccess, type FormState } from "@/lib/actions/result";
import { duplicateEventJob, DuplicateEventInput } from "@/lib/events/duplicate/job";
import { MAX_OFFSET_DAYS } from "@/lib/events/duplicate/plan";
import { enqueueJob } from "@/lib/jobs/start";

import { loadEvent } from "./event-spec";

type Values = { offsetDays: string };
type Prev = FormState<Values> | ActionSuccess<{ jobId: string }>;

const OffsetDays = z.coerce.number().int().min(-MAX_OFFSET_DAYS).max(MAX_OFFSET_DAYS);

const readValues = (formData: FormData): Values => ({ offsetDays: String(formData.get("offsetDays") ?? "") });

// Queues the "duplicate-event" job (lib/events/duplicate/job.ts); its progress shows on the Overview tab.
export const duplicateEventAction = defineAction({
  capability: "events:write",
  messages: "eventOverview.errors",
  fields: ["offsetDays"],
  values: (_eventId: string, _prev: Prev, formData: FormData) => readValues(formData),
  parse: ({ t }, eventId: string, _prev: Prev, formData: FormData) => {
    const raw = readValues(formData).offsetDays.trim();
    const offset = OffsetDays.safeParse(raw === "" ? undefined : raw);
    if (!offset.success) return invalid({ offsetDays: [t("offsetDays", { max: MAX_OFFSET_DAYS })] });
    return valid({ eventId, offsetDays: offset.data });
  },
  target: ({ eventId }) => loadEvent(eventId),
  write: async ({ offsetDays }, { producerId, before }, { user }) => {
    const input = DuplicateEventInput.parse({ sourceEventId: before.id, offsetDays });
    const jobId = await enqueueJob(duplicateEventJob, input, {
      producerId,
      createdBy: { id: user.id, email: user.email },
    });
    return written({ jobId, ...input });
  },
  audit: { action: "event.duplicate", targetType: "event", targetId: (after) => after.sourceEventId },
  revalidate: (after) => [[`/events/${after.sourceEventId}`, "layout"], ["/jobs"]],
  done: (after) => success({ jobId: after.jobId }),
});
