import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { getTranslations } from "next-intl/server";

import { confirmEnrolmentAction } from "@/lib/actions/two-factor/enrol";
import { startEnrolment } from "@/lib/auth/factors";
import { requirePageUser } from "@/lib/auth/guard";
import { totpQrDataUrl } from "@/lib/auth/totp-qr";

import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

import { PageHeader } from "@/components/layout/page-header";
import { EnrolPanel } from "@/components/two-factor/enrol-panel";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("twoFactor.enrol"))("title") };
}

// Sets up TOTP for the signed-in user; with a factor already confirmed, back to /account.
export default async function AccountTwoFactorPage() {
  const user = await requirePageUser("/account/two-factor");
  const secret = await startEnrolment(user.id);
  if (!secret) redirect("/account");
  const t = await getTranslations("twoFactor.enrol");
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        title={t("title")}
        actions={
          <Link href="/account" className={buttonVariants({ variant: "outline" })}>
            {t("back")}
          </Link>
        }
      />
      <Card>
        <CardContent className="pt-6">
          <EnrolPanel
            qr={await totpQrDataUrl(secret, user.email)}
            secret={secret}
            action={confirmEnrolmentAction}
            continueHref="/account"
          />
        </CardContent>
      </Card>
    </div>
  );
}
