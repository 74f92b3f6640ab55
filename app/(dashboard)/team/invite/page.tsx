import type { Metadata } from "next";
import Link from "next/link";

import { getTranslations } from "next-intl/server";

import { inviteMemberAction } from "@/lib/actions/team/invite";
import { ROLES } from "@/lib/db/roles";
import { teamProducers } from "@/lib/team/producers";

import { Alert } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";

import { PageHeader } from "@/components/layout/page-header";
import { InviteForm } from "@/components/team/invite-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("team"))("invite.title") };
}

// The layout admits admins who see every producer only.
export default async function InvitePage() {
  const [t, producers] = await Promise.all([getTranslations("team"), teamProducers()]);
  return (
    <div className="grid max-w-2xl gap-6">
      <Link href="/team" className="text-sm text-brand-800 underline-offset-2 hover:underline">
        {t("invite.back")}
      </Link>
      <PageHeader title={t("invite.title")} />
      {producers ? null : <Alert variant="warning">{t("member.noProducers")}</Alert>}
      <Card>
        <CardContent className="pt-6">
          <InviteForm
            action={inviteMemberAction}
            roles={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            producers={producers ?? []}
          />
        </CardContent>
      </Card>
    </div>
  );
}
