"use client";

import { useActionState, type ReactNode } from "react";

import { useTranslations } from "next-intl";

import type { ActionResult } from "@/lib/actions/result";

import { Button, buttonVariants } from "@/components/ui/button";
import { FormError, fieldErrorsOf } from "@/components/ui/form-error";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

import { RecoveryCodes } from "./recovery-codes";

type State = ActionResult<{ recoveryCodes: string[] }> | null;

/**
 * TOTP enrolment: the QR code (rendered on the server) and the key as text, then a code from the app.
 * On success the ten recovery codes are shown once, with a full-page link onwards; `children` (another
 * way to enrol) follow the form until then.
 */
export function EnrolPanel({
  qr,
  secret,
  action,
  continueHref,
  children,
}: {
  qr: string;
  secret: string;
  action: (state: State, form: FormData) => Promise<State>;
  continueHref: string;
  children?: ReactNode;
}) {
  const t = useTranslations("twoFactor.enrol");
  const [state, formAction, pending] = useActionState(action, null);
  if (state?.ok)
    return (
      <div className="grid gap-4">
        <RecoveryCodes codes={state.data.recoveryCodes} title={t("codesTitle")} intro={t("codesIntro")} />
        {/* a full load: the session just became usable, nothing cached from before may linger */}
        <a href={continueHref} className={buttonVariants()}>
          {t("continue")}
        </a>
      </div>
    );
  const errors = fieldErrorsOf(state);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-zinc-700">{t("scan")}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made on the server */}
      <img
        src={qr}
        alt={t("qrAlt")}
        width={200}
        height={200}
        className="size-50 rounded-md border border-zinc-200"
      />
      <div className="grid gap-1">
        <p className="text-sm font-medium text-zinc-900">{t("secret")}</p>
        <code
          data-testid="totp-secret"
          className="rounded-md bg-zinc-100 px-2 py-1 font-mono text-sm break-all"
        >
          {secret}
        </code>
      </div>
      <form action={formAction} className="grid gap-4">
        <FormError state={state} />
        <FormField name="code" label={t("code")} errors={errors.code}>
          <Input
            {...fieldA11y("code", errors.code)}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            maxLength={16}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={pending}>
            {t("submit")}
          </Button>
        </div>
      </form>
      {children}
    </div>
  );
}
