import { useTranslations } from "next-intl";

import { EVENT_STATUSES, type EventStatus } from "@/lib/contract/constants";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { StatusBadge } from "../status-badge";

/** The event's status and, for every other status, what moving to it does (sales, orders, refunds). */
export function StatusGuide({ status, canWrite }: { status: EventStatus; canWrite: boolean }) {
  const t = useTranslations("eventOverview.status");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-zinc-700">{t("current")}</span>
          <StatusBadge status={status} />
        </div>
        <p className="text-zinc-700">{t(`consequence.${status}`)}</p>
        <div className="grid gap-2">
          <h3 className="font-medium text-zinc-900">{t("transitions")}</h3>
          <ul className="grid gap-2">
            {EVENT_STATUSES.filter((s) => s !== status).map((s) => (
              <li key={s} className="grid gap-1 rounded-md border border-zinc-200 p-3">
                <StatusBadge status={s} />
                <span className="text-zinc-700">{t(`consequence.${s}`)}</span>
              </li>
            ))}
          </ul>
          {canWrite ? <p className="text-xs text-zinc-600">{t("change")}</p> : null}
        </div>
      </CardContent>
    </Card>
  );
}
