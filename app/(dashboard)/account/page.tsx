import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { changePasswordAction } from "@/lib/actions/account/password";
import { updateProfileAction } from "@/lib/actions/account/profile";
import { requirePageUser } from "@/lib/auth/guard";
import { listOpenSessions } from "@/lib/db/sessions";
import { getUserById } from "@/lib/db/users";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LOCALES } from "@/i18n/locales";

import { PasswordForm } from "@/components/account/password-form";
import { ProfileForm } from "@/components/account/profile-form";
import { SessionsTable } from "@/components/account/sessions-table";
import { PageHeader } from "@/components/layout/page-header";
import { PasskeysCard } from "@/components/passkeys/passkeys-card";
import { TwoFactorCard } from "@/components/two-factor/account-card";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account"))("title") };
}

// Every signed-in user's own account: profile, password, two-factor, passkeys, open sessions.
export default async function AccountPage() {
  const user = await requirePageUser("/account");
  const [t, shell, row, sessions] = await Promise.all([
    getTranslations("account"),
    getTranslations("shell"),
    getUserById(user.id),
    listOpenSessions(user.id),
  ]);
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <Card>
        <CardHeader>
          <CardTitle>{t("profile.title")}</CardTitle>
          <p className="text-sm text-zinc-600">
            {t("profile.email")}: {user.email}
          </p>
        </CardHeader>
        <CardContent>
          <ProfileForm
            action={updateProfileAction}
            initial={{ name: row?.name ?? user.name, locale: row?.locale ?? "" }}
            languages={LOCALES.map((l) => ({ value: l, label: shell(`languages.${l}`) }))}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("password.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <PasswordForm action={changePasswordAction} />
        </CardContent>
      </Card>
      <TwoFactorCard user={user} />
      <PasskeysCard user={user} />
      <Card>
        <CardHeader>
          <CardTitle>{t("sessions.title")}</CardTitle>
          <p className="text-sm text-zinc-600">{t("sessions.description")}</p>
        </CardHeader>
        <CardContent>
          <SessionsTable sessions={sessions} currentId={user.sessionId} />
        </CardContent>
      </Card>
    </div>
  );
}
