import Link from "next/link";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { AUDIT_PATH, auditList } from "@/lib/audit/list-params";
import { can } from "@/lib/auth/policy";
import type { SessionUser } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { latestAuditEntries } from "@/lib/db/audit";

const SHOWN = 10;

/** Who sees an object's Histórico: readers of the audit trail across every producer. */
export const seesAuditHistory = (user: SessionUser) => can(user, "audit:read") && user.producerIds === "all";

/**
 * "Histórico": the latest audit entries of one object (the /audit query, filtered by target), for those
 * who may read the trail (audit:read, every producer); nothing for anyone else.
 */
export async function AuditHistory({
  user,
  targetType,
  targetId,
}: {
  user: SessionUser;
  targetType: string;
  targetId: string;
}) {
  if (!seesAuditHistory(user)) return null;
  const [t, locale, timeZone, rows] = await Promise.all([
    getTranslations("audit"),
    getLocale(),
    getTimeZone(),
    latestAuditEntries({ targetType, targetId }, SHOWN),
  ]);
  const all = auditList.href(AUDIT_PATH, auditList.parse({}), {
    target_type: targetType,
    target_id: targetId,
  });
  const headingId = `audit-history-${targetType}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {t("history.title")}
      </h2>
      {rows.length ? (
        <ol className="grid gap-1 text-sm">
          {rows.map((r) => {
            const when = formatDateTime(r.at.toISOString(), { timeZone, locale });
            return (
              <li key={r.id} className="flex flex-wrap gap-x-2">
                <time dateTime={r.at.toISOString()} className="text-zinc-700">
                  {when}
                </time>
                <Link
                  href={`${AUDIT_PATH}/${r.id}`}
                  className="font-mono text-brand-800 underline"
                  aria-label={t("table.open", { action: r.action, when })}
                >
                  {r.action}
                </Link>
                <span className="text-zinc-700">{r.userEmail}</span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-zinc-700">{t("history.empty")}</p>
      )}
      {rows.length > 0 ? (
        <Link href={all} className="text-sm underline">
          {t("history.all")}
        </Link>
      ) : null}
    </section>
  );
}
