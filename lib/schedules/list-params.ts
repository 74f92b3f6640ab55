import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";
import { ProducerParamSchema } from "@/lib/url-state/producer";

export const SCHEDULES_PATH = "/reports/schedules";

/** `/reports/schedules`: the header's producer; the send log newest first, 25/50/100 per page. */
export const schedulesList = defineListParams({
  perPage: [25, 50, 100],
  filters: { producer: ProducerParamSchema },
});
export type SchedulesState = StateOf<typeof schedulesList>;

/** The "Agendar envio" link of a report: the new-schedule page with the report's own filters. */
export function newScheduleHref(subject: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(subject)) if (value) query.set(key, value);
  return `${SCHEDULES_PATH}/new?${query.toString()}`;
}

/** A schedule's edit page. */
export const editScheduleHref = (id: string) => `${SCHEDULES_PATH}/${encodeURIComponent(id)}/edit`;
