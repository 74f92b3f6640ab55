"use client";

import { useRef, useState, type FormEvent } from "react";

import { useTranslations } from "next-intl";

import { loginErrorFrom, waitMinutesFrom } from "@/lib/auth/sign-in-errors";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import { postCredentials } from "./post-credentials";

type FieldErrors = { email?: "emailRequired" | "emailInvalid"; password?: "passwordRequired" };

const FORM_ERROR_KEY = {
  invalid: "invalidCredentials",
  ssoRefused: "ssoRefused",
  ssoUnverified: "ssoUnverified",
  generic: "generic",
} as const;

/** The browser's own e-mail check (`type="email"`), so no validation library ships to this page. */
function validate(email: HTMLInputElement, password: HTMLInputElement): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.value.trim()) errors.email = "emailRequired";
  else if (email.validity.typeMismatch) errors.email = "emailInvalid";
  if (!password.value) errors.password = "passwordRequired";
  return errors;
}

/**
 * A native POST to next-auth's credentials callback, with the CSRF token the server rendered: it works
 * without JavaScript (failures come back as `?error=`). With JavaScript the same request goes through
 * fetch, so a failure keeps the page and the typed e-mail.
 */
export function LoginForm({
  callbackUrl,
  csrfToken,
  initialError,
}: {
  callbackUrl: string;
  csrfToken: string;
  /** `?error=` as next-auth wrote it (`CredentialsSignin`, `Throttled-60`…). */
  initialError?: string;
}) {
  const t = useTranslations("auth");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const tSignIn = useTranslations("sign-in");
  // The raw code next-auth handed back: "Throttled-<seconds>" carries how long to wait.
  const [errorCode, setErrorCode] = useState<string | undefined>(initialError);
  const formError = loginErrorFrom(errorCode);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailRef.current!;
    const password = passwordRef.current!;
    const errors = validate(email, password);
    setFieldErrors(errors);
    setErrorCode(undefined);
    if (errors.email) return email.focus();
    if (errors.password) return password.focus();

    setPending(true);
    const result = await postCredentials(event.currentTarget);
    if (result.ok) return window.location.assign(callbackUrl);
    setErrorCode(result.error ?? "generic");
    password.value = "";
    setPending(false);
    password.focus();
  }

  const invalidCredentials = formError === "invalid";
  return (
    <form
      method="post"
      action="/api/auth/callback/credentials"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      {formError && (
        <Alert variant={formError === "throttled" ? "warning" : "error"}>
          {formError === "throttled"
            ? tSignIn("throttled", { minutes: waitMinutesFrom(errorCode) ?? 1 })
            : t(`errors.${FORM_ERROR_KEY[formError]}`)}
        </Alert>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="email">{t("email")}</Label>
        <Input
          ref={emailRef}
          id="email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoFocus
          required
          placeholder={t("emailPlaceholder")}
          aria-invalid={Boolean(fieldErrors.email) || invalidCredentials || undefined}
          aria-describedby="email-error"
        />
        <FieldError
          id="email-error"
          messages={fieldErrors.email ? [t(`errors.${fieldErrors.email}`)] : undefined}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="password">{t("password")}</Label>
        <Input
          ref={passwordRef}
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={Boolean(fieldErrors.password) || invalidCredentials || undefined}
          aria-describedby="password-error"
        />
        <FieldError
          id="password-error"
          messages={fieldErrors.password ? [t(`errors.${fieldErrors.password}`)] : undefined}
        />
      </div>
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
