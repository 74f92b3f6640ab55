"use client";

import { useRef, useState, type FormEvent } from "react";

import { useRouter } from "next/navigation";

import { useTranslations } from "next-intl";

import { passkeyRegistrationOptionsAction, registerPasskeyAction } from "@/lib/actions/passkeys/manage";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";

import { createPasskey } from "./webauthn";

/** A name, then the device's own prompt (fingerprint, face, PIN); the new passkey joins the list. */
export function AddPasskeyForm() {
  const t = useTranslations("twoFactor.passkeys");
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ field?: string; form?: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("passkey-name") ?? "").trim();
    setError(null);
    if (!name || name.length > 60) {
      setError({ field: t("actions.name_invalid") });
      return input.current?.focus();
    }
    setPending(true);
    try {
      const options = await passkeyRegistrationOptionsAction();
      if (!options.ok) return setError({ form: options.message });
      const response = await createPasskey(options.data);
      if (!response) return setError({ form: t("cancelled") });
      const saved = await registerPasskeyAction({ name, response });
      if (!saved.ok) return setError({ field: saved.fieldErrors.name?.[0], form: saved.message });
      form.reset();
      toast.success(t("added"));
      router.refresh();
    } catch {
      setError({ form: t("actions.failed") });
    } finally {
      setPending(false);
    }
  }

  const fieldErrors = error?.field ? [error.field] : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t("add")}>
      {error?.form && !error.field ? <Alert variant="error">{error.form}</Alert> : null}
      <FormField name="passkey-name" label={t("name")} errors={fieldErrors}>
        <Input
          ref={input}
          {...fieldA11y("passkey-name", fieldErrors)}
          placeholder={t("namePlaceholder")}
          maxLength={60}
          autoComplete="off"
          required
        />
      </FormField>
      <div>
        <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t("adding") : t("add")}
        </Button>
      </div>
    </form>
  );
}
