import type { ReactNode } from "react";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { formatDateTime } from "@/lib/dates";
import type { SessionInfo } from "@/lib/db/sessions";

import { Badge } from "@/components/ui/badge";

import { RenderedDataTable, type RenderedColumnSpec } from "@/components/data-table/rendered-data-table";

import { EndOtherSessionsButton, EndSessionButton } from "./session-buttons";

/** One open session as the server renders it (device, address, dates, the badge or the end button). */
type SessionRowView = {
  id: string;
  label: string;
  device: ReactNode;
  address: string;
  created: ReactNode;
  last_seen: ReactNode;
  action: ReactNode;
};

/** The user's open sessions on the list kit, the current one marked; every other one can be ended. */
export async function SessionsTable({ sessions, currentId }: { sessions: SessionInfo[]; currentId: string }) {
  const [t, locale, timeZone] = await Promise.all([
    getTranslations("account.sessions"),
    getLocale(),
    getTimeZone(),
  ]);
  const when = (d: Date) => (
    <time dateTime={d.toISOString()}>{formatDateTime(d.toISOString(), { timeZone, locale })}</time>
  );
  const rows: SessionRowView[] = sessions.map((s) => ({
    id: s.id,
    label: s.device,
    device: <span data-testid="session-device">{s.device}</span>,
    address: s.address ?? t("unknownAddress"),
    created: when(s.createdAt),
    last_seen: when(s.lastSeenAt),
    action:
      s.id === currentId ? (
        <Badge tone="blue" data-current="">
          {t("current")}
        </Badge>
      ) : (
        <EndSessionButton id={s.id} device={s.device} />
      ),
  }));
  // Dates wrap: the account page is narrow, and two unbroken dates pushed the table past its box.
  const columns: RenderedColumnSpec<SessionRowView>[] = [
    {
      id: "device",
      label: t("device"),
      className: "font-medium text-zinc-900",
      card: "title",
      hideable: false,
    },
    { id: "address", label: t("address"), className: "hidden text-zinc-700 sm:table-cell" },
    { id: "created", label: t("created"), className: "hidden text-zinc-700 md:table-cell" },
    { id: "last_seen", label: t("lastSeen"), className: "text-zinc-700" },
    {
      id: "action",
      label: t("signOut"),
      className: "text-right",
      card: "title",
      hideable: false,
      srOnlyHeader: true,
    },
  ];
  return (
    <div className="grid gap-3">
      <RenderedDataTable columns={columns} rows={rows} caption={t("caption")} />
      {sessions.length > 1 ? (
        <div>
          <EndOtherSessionsButton />
        </div>
      ) : null}
    </div>
  );
}
