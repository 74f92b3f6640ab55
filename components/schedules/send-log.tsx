import { getTranslations } from "next-intl/server";

import type { SendStatus } from "@/lib/db/schema/schedules";
import { schedulesList, type SchedulesState } from "@/lib/schedules/list-params";

import { Badge } from "@/components/ui/badge";

import { DataTableEmpty } from "@/components/data-table/empty-state";
import { RenderedDataTable } from "@/components/data-table/rendered-data-table";

export type SendLine = {
  id: string;
  at: string;
  title: string;
  email: string;
  status: SendStatus;
  reason: string | null;
};

const TONES = { sent: "green", failed: "red", pending: "blue" } as const;
const KNOWN_REASONS = new Set(["inactive", "capability", "scope"]);

/** Every recipient's outcome of every send, newest first, paged in the URL. */
export async function SendLog({
  sends,
  list,
}: {
  sends: SendLine[];
  list: { state: SchedulesState; total: number };
}) {
  const t = await getTranslations("schedules.log");
  const rows = sends.map((s) => ({
    id: s.id,
    label: `${s.email} ${s.at}`,
    at: s.at,
    report: s.title,
    recipient: s.email,
    status: (
      <Badge tone={TONES[s.status as keyof typeof TONES] ?? "neutral"}>{t(`statuses.${s.status}`)}</Badge>
    ),
    reason: s.reason
      ? KNOWN_REASONS.has(s.reason)
        ? t(`reasons.${s.reason}` as "reasons.scope")
        : s.reason
      : "",
  }));
  return (
    <section className="grid gap-3" aria-labelledby="send-log-title">
      <h2 id="send-log-title" className="text-lg font-semibold text-zinc-950">
        {t("title")}
      </h2>
      <RenderedDataTable
        rows={rows}
        list={{ spec: schedulesList.spec, state: list.state, total: list.total }}
        caption={t("caption")}
        columns={[
          {
            id: "at",
            label: t("at"),
            className: "align-top whitespace-nowrap",
            card: "title",
            hideable: false,
          },
          { id: "report", label: t("report"), className: "align-top text-zinc-700" },
          { id: "recipient", label: t("recipient"), className: "align-top break-all text-zinc-700" },
          { id: "status", label: t("status"), className: "align-top" },
          { id: "reason", label: t("reason"), className: "hidden align-top text-zinc-700 md:table-cell" },
        ]}
        empty={<DataTableEmpty title={t("empty")} />}
      />
    </section>
  );
}
