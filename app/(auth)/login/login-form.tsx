"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { z } from "zod";

import { loginErrorFrom, type LoginError } from "@/lib/auth/sign-in-errors";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type FieldErrors = { email?: "emailRequired" | "emailInvalid"; password?: "passwordRequired" };

const FORM_ERROR_KEY = { invalid: "invalidCredentials", throttled: "throttled", generic: "generic" } as const;

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = "emailRequired";
  else if (!z.email().safeParse(email.trim()).success) errors.email = "emailInvalid";
  if (!password) errors.password = "passwordRequired";
  return errors;
}

export function LoginForm({ callbackUrl, initialError }: { callbackUrl: string; initialError?: LoginError }) {
  const t = useTranslations("auth");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<LoginError | undefined>(initialError);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validate(email, password);
    setFieldErrors(errors);
    setFormError(undefined);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();

    setPending(true);
    try {
      // redirect:false keeps the page, and the typed e-mail, when sign-in fails; next-auth handles CSRF.
      const result = await signIn("credentials", { email: email.trim(), password, redirect: false, callbackUrl });
      if (result?.ok && !result.error) {
        window.location.assign(callbackUrl);
        return;
      }
      setFormError(loginErrorFrom(result?.error) ?? "generic");
    } catch {
      setFormError("generic");
    }
    setPassword("");
    setPending(false);
    passwordRef.current?.focus();
  }

  const invalidCredentials = formError === "invalid";
  return (
    // method/action only matter without JavaScript: the password then goes in a POST body, never a URL.
    <form method="post" action="/api/auth/callback/credentials" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError && <Alert variant={formError === "throttled" ? "warning" : "error"}>{t(`errors.${FORM_ERROR_KEY[formError]}`)}</Alert>}
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
          placeholder={t("emailPlaceholder")}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={Boolean(fieldErrors.email) || invalidCredentials || undefined}
          aria-describedby="email-error"
        />
        <FieldError id="email-error" messages={fieldErrors.email ? [t(`errors.${fieldErrors.email}`)] : undefined} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="password">{t("password")}</Label>
        <Input
          ref={passwordRef}
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(fieldErrors.password) || invalidCredentials || undefined}
          aria-describedby="password-error"
        />
        <FieldError id="password-error" messages={fieldErrors.password ? [t(`errors.${fieldErrors.password}`)] : undefined} />
      </div>
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
