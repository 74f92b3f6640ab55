import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { getTranslations } from "next-intl/server";

import { confirmEnrolmentAction } from "@/lib/actions/two-factor/enrol";
import { verifySecondFactorAction } from "@/lib/actions/two-factor/verify";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { passkeyCount, startEnrolment, twoFactorStatus } from "@/lib/auth/factors";
import { getPendingSession, getSessionUser } from "@/lib/auth/session";
import { totpQrDataUrl } from "@/lib/auth/totp-qr";

import { Card, CardContent, CardHeader } from "@/components/ui/card";

import { PasskeyStepButton } from "@/components/passkeys/passkey-step-button";
import { CodeStepForm } from "@/components/two-factor/code-step-form";
import { EnrolChoice } from "@/components/two-factor/enrol-choice";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("twoFactor.step"))("metaTitle") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The sign-in's second step, for a session the password opened pending: a code ("verify"), or the
// enrolment its role requires ("enrol": the authenticator app or a passkey). Any other visitor goes on
// (signed in) or back to /login.
export default async function TwoFactorStepPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).callbackUrl;
  const callbackUrl = safeCallbackUrl(Array.isArray(raw) ? raw[0] : raw);
  const pending = await getPendingSession();
  if (!pending) redirect((await getSessionUser()) ? callbackUrl : "/login");
  const t = await getTranslations("twoFactor.step");
  const enrolling = pending.pending === "enrol";
  const secret = enrolling ? await startEnrolment(pending.user.id) : null;
  // A code form for TOTP (and its recovery codes), a button for passkeys: whichever factors the user has.
  const [totp, passkeys] = enrolling
    ? [false, 0]
    : await Promise.all([
        twoFactorStatus(pending.user.id).then((s) => s.enabled),
        passkeyCount(pending.user.id),
      ]);
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">
          {enrolling ? t("enrolTitle") : t("title")}
        </h1>
        <p className="text-sm text-zinc-600">
          {enrolling ? t("enrolIntro") : totp || !passkeys ? t("intro") : t("passkeyIntro")}
        </p>
      </CardHeader>
      <CardContent>
        {secret ? (
          <EnrolChoice
            qr={await totpQrDataUrl(secret, pending.user.email)}
            secret={secret}
            action={confirmEnrolmentAction}
            continueHref={callbackUrl}
          />
        ) : (
          <div className="grid gap-4">
            {totp || !passkeys ? (
              <CodeStepForm action={verifySecondFactorAction} callbackUrl={callbackUrl} />
            ) : null}
            {totp && passkeys ? (
              <p className="text-center text-xs text-zinc-600" aria-hidden>
                {t("or")}
              </p>
            ) : null}
            {passkeys ? <PasskeyStepButton callbackUrl={callbackUrl} alone={!totp} /> : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
