import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { getTranslations } from "next-intl/server";

import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { CSRF_HEADER } from "@/lib/auth/csrf";
import { getPendingSession, getSessionUser } from "@/lib/auth/session";
import { ssoConfig } from "@/lib/auth/sso";

import { Card, CardContent, CardHeader } from "@/components/ui/card";

import { LoginForm } from "./login-form";
import { PasskeySignIn } from "./passkey-sign-in";
import { SsoButton } from "./sso-button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("metaTitle") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(first(params.callbackUrl));
  if (await getSessionUser()) redirect(callbackUrl);
  // The password was right, the second factor is still due: that step, then where the user was going.
  if (await getPendingSession()) redirect(`/login/two-factor?${new URLSearchParams({ callbackUrl })}`);
  const t = await getTranslations("auth");
  // Set by the proxy on every /login request, with the matching cookie (lib/auth/csrf).
  const csrfToken = (await headers()).get(CSRF_HEADER) ?? "";
  const sso = ssoConfig();

  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{t("title")}</h1>
        <p className="text-sm text-zinc-600">{t("subtitle")}</p>
      </CardHeader>
      <CardContent>
        <LoginForm callbackUrl={callbackUrl} csrfToken={csrfToken} initialError={first(params.error)} />
        {sso && <SsoButton name={sso.name} callbackUrl={callbackUrl} csrfToken={csrfToken} />}
        <div className={sso ? "mt-3" : undefined}>
          <PasskeySignIn callbackUrl={callbackUrl} csrfToken={csrfToken} divider={!sso} />
        </div>
      </CardContent>
    </Card>
  );
}
