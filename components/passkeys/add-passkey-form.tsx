"use client";

import { useRef, useState, type FormEvent } from "react";

import { useRouter } from "next/navigation";

import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { useTranslations } from "next-intl";

import { passkeyRegistrationOptionsAction, registerPasskeyAction } from "@/lib/actions/passkeys/manage";
import type { ActionResult } from "@/lib/actions/result";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";

import { createPasskey } from "./webauthn";

type Props = {
  /** step 1, the options with this session's challenge (default: /account's, for a full session) */
  optionsAction?: () => Promise<ActionResult<PublicKeyCredentialCreationOptionsJSON>>;
  /** step 2, the authenticator's answer stored under the name */
  registerAction?: (input: {
    name: string;
    response: RegistrationResponseJSON;
  }) => Promise<ActionResult<{ id: string; name: string }>>;
  /** after it is stored (default: a toast and the list refreshed) */
  onAdded?: (name: string) => void;
};

/** A name, then the device's own prompt (fingerprint, face, PIN); the new passkey joins the list. */
export function AddPasskeyForm({
  optionsAction = passkeyRegistrationOptionsAction,
  registerAction = registerPasskeyAction,
  onAdded,
}: Props) {
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
      const options = await optionsAction();
      if (!options.ok) return setError({ form: options.message });
      const response = await createPasskey(options.data);
      if (!response) return setError({ form: t("cancelled") });
      const saved = await registerAction({ name, response });
      if (!saved.ok) return setError({ field: saved.fieldErrors.name?.[0], form: saved.message });
      form.reset();
      if (onAdded) return onAdded(saved.data.name);
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
