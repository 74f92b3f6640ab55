"use client";

import { useRef, useState } from "react";

import { useTranslations } from "next-intl";

import { passkeySignInOptionsAction } from "@/lib/actions/passkeys/sign-in";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

import { assertPasskey } from "@/components/passkeys/webauthn";

import { postToAuth } from "./post-credentials";

/**
 * "Entrar com passkey": no e-mail typed, the browser offers the passkeys it holds for this site; the
 * signed challenge goes to next-auth's passkey provider (same CSRF token as the password form), which
 * opens the session.
 */
export function PasskeySignIn({
  callbackUrl,
  csrfToken,
  divider,
}: {
  callbackUrl: string;
  csrfToken: string;
  divider: boolean;
}) {
  const t = useTranslations("auth");
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function signIn() {
    setPending(true);
    setFailed(false);
    const options = await passkeySignInOptionsAction().catch(() => null);
    const response = options?.ok ? await assertPasskey(options.data) : null;
    const result = response
      ? await postToAuth("/api/auth/callback/passkey", {
          csrfToken,
          callbackUrl,
          response: JSON.stringify(response),
        })
      : null;
    if (result?.ok) return window.location.assign(callbackUrl);
    setFailed(true);
    setPending(false);
    button.current?.focus();
  }

  return (
    <div className="grid gap-3">
      {divider ? (
        <div className="mt-5 flex items-center gap-3 text-xs text-zinc-600" aria-hidden>
          <span className="h-px flex-1 bg-zinc-200" />
          {t("ssoDivider")}
          <span className="h-px flex-1 bg-zinc-200" />
        </div>
      ) : null}
      {failed ? <Alert variant="error">{t("passkeyFailed")}</Alert> : null}
      <Button
        ref={button}
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void signIn()}
      >
        {pending ? t("passkeyWaiting") : t("passkeySubmit")}
      </Button>
    </div>
  );
}
