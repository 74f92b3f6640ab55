import type { Metadata } from "next";
import Link from "next/link";

import { Download, History } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { AUDIT_CSV_PATH, AUDIT_PATH, auditFilterOf, auditList } from "@/lib/audit/list-params";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { pageAuditEntries } from "@/lib/db/audit";
import { teamProducers } from "@/lib/team/producers";

import { buttonVariants } from "@/components/ui/button";

import { AuditFilters } from "@/components/audit/audit-filters";
import { DataTableEmpty } from "@/components/data-table/empty-state";
import { RenderedDataTable } from "@/components/data-table/rendered-data-table";
import { PageHeader } from "@/components/layout/page-header";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("audit"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  const user = await guardPage(requireCapability("audit:read"), AUDIT_PATH);
  const [t, locale, timeZone, state, producers] = await Promise.all([
    getTranslations("audit"),
    getLocale(),
    getTimeZone(),
    searchParams.then(auditList.parse),
    teamProducers(),
  ]);
  void user;
  const { rows, total } = await pageAuditEntries(auditFilterOf(state, timeZone), {
    page: state.page,
    perPage: state.per_page,
  });
  const names = new Map((producers ?? []).map((p) => [p.id, p.name]));
  const none = t("table.none");
  const views = rows.map((r) => {
    const when = formatDateTime(r.at.toISOString(), { timeZone, locale });
    return {
      id: r.id,
      label: `${r.action} ${when}`,
      at: <time dateTime={r.at.toISOString()}>{when}</time>,
      user: r.userEmail,
      action: (
        <Link
          href={`${AUDIT_PATH}/${r.id}`}
          className="font-mono text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          aria-label={t("table.open", { action: r.action, when })}
        >
          {r.action}
        </Link>
      ),
      target: `${r.targetType} · ${r.targetId}`,
      producer: r.producerId ? (names.get(r.producerId) ?? r.producerId) : none,
      address: r.address ?? none,
    };
  });
  const csvHref = auditList.href(AUDIT_CSV_PATH, { ...state, page: 1, per_page: 25 });
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          <a href={csvHref} className={buttonVariants({ variant: "outline" })} download>
            <Download aria-hidden="true" className="size-4" />
            {t("csv")}
          </a>
        }
      />
      <AuditFilters state={state} producers={producers ?? []} />
      <RenderedDataTable
        rows={views}
        list={{ spec: auditList.spec, state, total }}
        caption={t("table.caption")}
        columns={[
          {
            id: "at",
            label: t("table.at"),
            className: "align-top whitespace-nowrap",
            card: "title",
            hideable: false,
          },
          { id: "user", label: t("table.user"), className: "align-top text-zinc-700" },
          { id: "action", label: t("table.action"), className: "align-top" },
          { id: "target", label: t("table.target"), className: "align-top break-all text-zinc-700" },
          {
            id: "producer",
            label: t("table.producer"),
            className: "hidden align-top text-zinc-700 md:table-cell",
          },
          {
            id: "address",
            label: t("table.address"),
            className: "hidden align-top text-zinc-700 lg:table-cell",
          },
        ]}
        empty={<DataTableEmpty icon={History} title={t("empty.title")} description={t("empty.body")} />}
      />
    </div>
  );
}
