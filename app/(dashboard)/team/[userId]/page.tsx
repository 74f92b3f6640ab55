import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { z } from "zod";

import { hasSecondFactor } from "@/lib/auth/factors";
import { getSessionUser } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { ROLES } from "@/lib/db/roles";
import { getUserById } from "@/lib/db/users";
import { teamProducers } from "@/lib/team/producers";

import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { PageHeader } from "@/components/layout/page-header";
import { MemberAccess } from "@/components/team/member-access";
import { MemberForm } from "@/components/team/member-form";
import { MemberTwoFactor } from "@/components/team/member-two-factor";

type Props = { params: Promise<{ userId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("team"))("title") };
}

// One member (the layout admits admins who see every producer only). A member who is gone (a revoked
// invitation) sends the admin back to the list.
export default async function MemberPage({ params }: Props) {
  const { userId } = await params;
  const member = z.uuid().safeParse(userId).success ? await getUserById(userId) : null;
  if (!member) redirect("/team");
  const [t, locale, timeZone, producers, twoFactor, viewer] = await Promise.all([
    getTranslations("team"),
    getLocale(),
    getTimeZone(),
    teamProducers(),
    hasSecondFactor(member.id),
    getSessionUser(),
  ]);
  const lastSignIn = member.lastSignInAt
    ? formatDateTime(member.lastSignInAt.toISOString(), { timeZone, locale })
    : t("table.never");
  return (
    <div className="grid max-w-2xl gap-6">
      <Link href="/team" className="text-sm text-brand-800 underline-offset-2 hover:underline">
        {t("member.back")}
      </Link>
      <PageHeader
        title={member.name}
        description={`${member.email} · ${t(`status.${member.status}`)} · ${t("member.lastSignIn", { when: lastSignIn })}`}
      />
      {producers ? null : <Alert variant="warning">{t("member.noProducers")}</Alert>}
      <Card>
        <CardHeader>
          <CardTitle>{t("member.details")}</CardTitle>
        </CardHeader>
        <CardContent>
          <MemberForm
            id={member.id}
            role={member.role}
            producerIds={member.producerIds === "all" ? [] : member.producerIds}
            roles={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            producers={producers ?? []}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("member.access")}</CardTitle>
        </CardHeader>
        <CardContent>
          <div className="grid gap-6">
            <MemberAccess
              member={{ id: member.id, name: member.name, email: member.email, status: member.status }}
            />
            <MemberTwoFactor
              member={{ id: member.id, name: member.name }}
              enabled={twoFactor}
              own={viewer?.id === member.id}
            />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
