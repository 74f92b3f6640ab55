import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { formatDateTime } from "@/lib/dates";
import type { SessionInfo } from "@/lib/db/sessions";

import { Badge } from "@/components/ui/badge";

import { EndOtherSessionsButton, EndSessionButton } from "./session-buttons";
import { SessionsDataTable, type SessionRowView } from "./sessions-data-table";

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
  return (
    <div className="grid gap-3">
      <SessionsDataTable
        rows={rows}
        labels={{
          caption: t("caption"),
          device: t("device"),
          address: t("address"),
          created: t("created"),
          lastSeen: t("lastSeen"),
          signOut: t("signOut"),
        }}
      />
      {sessions.length > 1 ? (
        <div>
          <EndOtherSessionsButton />
        </div>
      ) : null}
    </div>
  );
}
