import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { acceptLinkAction } from "@/lib/actions/account/accept-link";
import { peekLink } from "@/lib/db/team";
import { requiredRoles } from "@/lib/db/two-factor-policy";
import { getUserByEmail } from "@/lib/db/users";

import { Card, CardContent, CardHeader } from "@/components/ui/card";

import { SetPasswordForm } from "./set-password-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account"))("link.inviteTitle"), referrer: "no-referrer" };
}

type Props = { params: Promise<{ token: string }> };

// Public: an invitation or password-reset link. The token (hashed, expiring, single use) is the proof;
// an unknown, used, replaced or expired link gets one answer.
export default async function InvitePage({ params }: Props) {
  const { token } = await params;
  const [t, tf, link] = await Promise.all([
    getTranslations("account.link"),
    getTranslations("twoFactor.invite"),
    peekLink(token),
  ]);
  // Sign-in sends a role that requires two-factor to its enrolment right after the password: say so now.
  const member = link ? await getUserByEmail(link.email) : null;
  const factorRequired = member ? (await requiredRoles()).includes(member.role) : false;
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">
          {!link ? t("invalidTitle") : link.kind === "invite" ? t("inviteTitle") : t("resetTitle")}
        </h1>
        {link ? (
          <p className="text-sm text-zinc-600">
            {t(link.kind === "invite" ? "inviteIntro" : "resetIntro", { name: link.name, email: link.email })}
          </p>
        ) : null}
        {factorRequired ? <p className="text-sm text-zinc-600">{tf("required")}</p> : null}
      </CardHeader>
      <CardContent>
        {link ? (
          <SetPasswordForm token={token} action={acceptLinkAction} />
        ) : (
          <p className="text-sm text-zinc-700">{t("invalidBody")}</p>
        )}
      </CardContent>
    </Card>
  );
}
