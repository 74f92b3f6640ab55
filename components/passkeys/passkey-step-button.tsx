"use client";

import { useRef, useState } from "react";

import { useTranslations } from "next-intl";

import { passkeyStepOptionsAction, verifyPasskeyStepAction } from "@/lib/actions/passkeys/sign-in";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

import { signOut } from "@/components/layout/sign-out";

import { assertPasskey } from "./webauthn";

/** The sign-in's second step with one of the user's passkeys; success is a full load of where they were going. */
export function PasskeyStepButton({
  callbackUrl,
  alone,
}: {
  callbackUrl: string;
  /** no code form beside it: this button offers the way out (another account) itself */
  alone: boolean;
}) {
  const t = useTranslations("twoFactor.step");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  async function verify() {
    setPending(true);
    setError(null);
    const options = await passkeyStepOptionsAction().catch(() => null);
    const response = options?.ok ? await assertPasskey(options.data) : null;
    const result = response
      ? await verifyPasskeyStepAction({ response, callbackUrl }).catch(() => null)
      : null;
    if (result?.ok) return window.location.assign(result.data.url);
    setError(options && !options.ok ? options.message : t("passkeyFailed"));
    setPending(false);
    button.current?.focus();
  }

  return (
    <div className="grid gap-3">
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button
        ref={button}
        type="button"
        size="lg"
        variant={alone ? "default" : "outline"}
        className="w-full"
        disabled={pending}
        aria-busy={pending || undefined}
        autoFocus={alone}
        onClick={() => void verify()}
      >
        {pending ? t("passkeyWaiting") : t("passkey")}
      </Button>
      {alone ? (
        <Button type="button" variant="ghost" onClick={() => void signOut()}>
          {t("cancel")}
        </Button>
      ) : null}
    </div>
  );
}
