import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { formatDateTime } from "@/lib/dates";
import type { SessionInfo } from "@/lib/db/sessions";

import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

import { EndOtherSessionsButton, EndSessionButton } from "./session-buttons";

/** The user's open sessions, the current one marked; every other one can be ended. */
export async function SessionsTable({ sessions, currentId }: { sessions: SessionInfo[]; currentId: string }) {
  const [t, locale, timeZone] = await Promise.all([
    getTranslations("account.sessions"),
    getLocale(),
    getTimeZone(),
  ]);
  const when = (d: Date) => formatDateTime(d.toISOString(), { timeZone, locale });
  return (
    <div className="grid gap-3">
      <Table>
        <TableCaption className="sr-only">{t("caption")}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t("device")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("address")}</TableHead>
            <TableHead className="hidden md:table-cell">{t("created")}</TableHead>
            <TableHead>{t("lastSeen")}</TableHead>
            <TableHead>
              <span className="sr-only">{t("signOut")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.map((s) => (
            <TableRow key={s.id} data-testid="session-row" data-current={s.id === currentId || undefined}>
              <TableCell className="font-medium text-zinc-900">{s.device}</TableCell>
              <TableCell className="hidden text-zinc-700 sm:table-cell">
                {s.address ?? t("unknownAddress")}
              </TableCell>
              <TableCell className="hidden text-zinc-700 md:table-cell">{when(s.createdAt)}</TableCell>
              <TableCell className="text-zinc-700">{when(s.lastSeenAt)}</TableCell>
              <TableCell className="text-right">
                {s.id === currentId ? (
                  <Badge tone="blue">{t("current")}</Badge>
                ) : (
                  <EndSessionButton id={s.id} device={s.device} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {sessions.length > 1 ? (
        <div>
          <EndOtherSessionsButton />
        </div>
      ) : null}
    </div>
  );
}
