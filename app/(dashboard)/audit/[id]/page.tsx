import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ArrowLeft } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { fieldDiff } from "@/lib/audit/diff";
import { AUDIT_PATH, auditList } from "@/lib/audit/list-params";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { getAuditEntry } from "@/lib/db/audit";

import { PageHeader } from "@/components/layout/page-header";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("audit"))("detail.title") };
}

type Props = { params: Promise<{ id: string }> };

/** One entry: who, when, what, and its before/after as a field diff. */
export default async function AuditEntryPage({ params }: Props) {
  const { id } = await params;
  await guardPage(requireCapability("audit:read"), `${AUDIT_PATH}/${encodeURIComponent(id)}`);
  const [t, locale, timeZone, entry] = await Promise.all([
    getTranslations("audit"),
    getLocale(),
    getTimeZone(),
    getAuditEntry(id),
  ]);
  if (!entry) notFound();
  const when = formatDateTime(entry.at.toISOString(), { timeZone, locale });
  const changes = fieldDiff(entry.before, entry.after);
  const none = t("table.none");
  const facts: [string, string][] = [
    [t("table.at"), when],
    [t("table.user"), entry.userEmail],
    [t("table.action"), entry.action],
    [t("table.target"), `${entry.targetType} · ${entry.targetId}`],
    [t("table.producer"), entry.producerId ?? none],
    [t("table.address"), entry.address ?? none],
  ];
  const byTarget = auditList.href(AUDIT_PATH, auditList.parse({}), {
    target_type: entry.targetType,
    target_id: entry.targetId,
  });
  return (
    <div className="grid gap-6">
      <Link href={AUDIT_PATH} className="inline-flex items-center gap-1 text-sm text-brand-800 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("detail.back")}
      </Link>
      <PageHeader title={t("detail.title")} description={`${entry.action} · ${when}`} />
      <dl className="grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-zinc-700">{term}</dt>
            <dd className="break-all">
              {term === t("table.target") ? (
                <Link href={byTarget} className="underline">
                  {value}
                </Link>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="audit-changes" className="grid gap-2">
        <h2 id="audit-changes" className="text-lg font-semibold">
          {t("detail.changes")}
        </h2>
        {changes.length ? (
          <div className="overflow-x-auto">
            <table className="w-full max-w-3xl text-left text-sm">
              <caption className="sr-only">{t("detail.diffCaption")}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-4">
                    {t("detail.field")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("detail.before")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("detail.after")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((c) => (
                  <tr key={c.field} className="border-b align-top">
                    <th scope="row" className="py-2 pr-4 font-mono font-normal">
                      {c.field}
                    </th>
                    <td className="py-2 pr-4 break-all text-red-800">
                      {c.before === undefined ? none : <del>{c.before}</del>}
                    </td>
                    <td className="py-2 break-all text-green-800">
                      {c.after === undefined ? none : <ins className="no-underline">{c.after}</ins>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-zinc-700">{t("detail.noChanges")}</p>
        )}
      </section>
    </div>
  );
}
