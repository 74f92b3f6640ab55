import type { Metadata } from "next";
import Link from "next/link";

import { UsersRound } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { factorSummaries, type FactorSummary } from "@/lib/auth/factors";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { listTeam } from "@/lib/db/team";
import { requiredRoles } from "@/lib/db/two-factor-policy";
import { filterTeam } from "@/lib/team/filter";
import { TEAM_PATH, teamList } from "@/lib/team/list-params";
import { teamProducers } from "@/lib/team/producers";

import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";

import { DataTableEmpty } from "@/components/data-table/empty-state";
import { RenderedDataTable } from "@/components/data-table/rendered-data-table";
import { PageHeader } from "@/components/layout/page-header";
import { TeamFilters } from "@/components/team/team-filters";
import { TwoFactorPolicyCard } from "@/components/two-factor/policy-card";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("team"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const STATUS_TONE = { invited: "amber", active: "green", deactivated: "neutral" } as const;

export default async function TeamPage({ searchParams }: Props) {
  await guardPage(requireCapability("team:manage"), TEAM_PATH);
  const [t, locale, timeZone, state, members, producers, factors, required] = await Promise.all([
    getTranslations("team"),
    getLocale(),
    getTimeZone(),
    searchParams.then(teamList.parse),
    listTeam(),
    teamProducers(),
    factorSummaries(),
    requiredRoles(),
  ]);
  const names = new Map((producers ?? []).map((p) => [p.id, p.name]));
  const when = (d: Date | null) =>
    d ? formatDateTime(d.toISOString(), { timeZone, locale }) : t("table.never");
  /** On (with which factors), or off; "missing" in amber when the member's role requires one. */
  const twoFactor = (f: FactorSummary | undefined, mustHave: boolean) => {
    const kinds = [
      ...(f?.totp ? [t("twoFactorColumn.app")] : []),
      ...(f?.passkeys ? [t("twoFactorColumn.passkeys", { count: f.passkeys })] : []),
    ];
    if (kinds.length)
      return (
        <span className="grid gap-1">
          <Badge tone="green">{t("twoFactorColumn.on")}</Badge>
          <span className="text-xs text-zinc-600">{kinds.join(" · ")}</span>
        </span>
      );
    return mustHave ? (
      <span className="grid gap-1">
        <Badge tone="amber">{t("twoFactorColumn.missing")}</Badge>
        <span className="text-xs text-zinc-600">{t("twoFactorColumn.required")}</span>
      </span>
    ) : (
      <Badge tone="neutral">{t("twoFactorColumn.off")}</Badge>
    );
  };
  const rows = filterTeam(members, state, locale).map((m) => ({
    id: m.id,
    label: m.name,
    name: (
      <Link
        href={`${TEAM_PATH}/${m.id}`}
        className="font-medium text-brand-800 underline-offset-2 hover:underline"
        aria-label={t("table.manage", { name: m.name })}
      >
        {m.name}
      </Link>
    ),
    email: m.email,
    role: t(`roles.${m.role}`),
    producers:
      m.producerIds === "all"
        ? t("table.allProducers")
        : m.producerIds.map((id) => names.get(id) ?? id).join(", "),
    status: (
      <span className="grid gap-1">
        <Badge tone={STATUS_TONE[m.status]}>{t(`status.${m.status}`)}</Badge>
        {m.inviteExpiresAt ? (
          <span className="text-xs text-zinc-600">
            {t("table.inviteExpires", { when: when(m.inviteExpiresAt) })}
          </span>
        ) : null}
      </span>
    ),
    two_factor: twoFactor(factors.get(m.id), required.includes(m.role)),
    last_sign_in: when(m.lastSignInAt),
  }));
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          <Link href={`${TEAM_PATH}/invite`} className={buttonVariants()}>
            {t("invite.open")}
          </Link>
        }
      />
      <TeamFilters state={state} producers={producers ?? []} />
      <RenderedDataTable
        rows={rows}
        list={{ spec: teamList.spec, state, total: rows.length }}
        caption={t("table.caption")}
        columns={[
          { id: "name", label: t("table.name"), className: "align-top", card: "title", hideable: false },
          { id: "email", label: t("table.email"), className: "align-top text-zinc-700" },
          { id: "role", label: t("table.role"), className: "align-top" },
          {
            id: "producers",
            label: t("table.producers"),
            className: "hidden align-top text-zinc-700 md:table-cell",
          },
          { id: "status", label: t("table.status"), className: "align-top" },
          { id: "two_factor", label: t("table.twoFactor"), className: "align-top" },
          {
            id: "last_sign_in",
            label: t("table.lastSignIn"),
            className: "hidden align-top whitespace-nowrap text-zinc-700 lg:table-cell",
          },
        ]}
        empty={<DataTableEmpty icon={UsersRound} title={t("empty.title")} description={t("empty.body")} />}
      />
      <TwoFactorPolicyCard />
    </div>
  );
}
