"use client";

import { useState } from "react";

import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";

import { checkSignatureAction } from "@/lib/actions/webhooks/playground";
import type { Verdict } from "@/lib/webhooks/playground";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** Paste a body and a header → the receiver's checks, one line each, and the verdict. */
export function SignaturePlayground() {
  const t = useTranslations("webhooks.playground");
  // A refusal keeps the last verdict on screen beside its message.
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const check = useMutation({
    mutationFn: (formData: FormData) =>
      checkSignatureAction({
        body: String(formData.get("body") ?? ""),
        header: String(formData.get("header") ?? ""),
        secret: String(formData.get("secret") ?? ""),
      }),
    onSuccess: (result) => result.ok && setVerdict(result.data),
  });
  const error = check.data && !check.data.ok ? check.data.message : null;
  const pending = check.isPending;
  const submit = (formData: FormData) => check.mutate(formData);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {/* onSubmit, not a form action: React resets a form after its action, and the playground is for
          changing one field and checking again. */}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(new FormData(event.currentTarget));
        }}
        className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="pg-body">{t("body")}</Label>
          <Textarea id="pg-body" name="body" rows={10} className="font-mono text-xs" spellCheck={false} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pg-header">{t("header")}</Label>
          <Input
            id="pg-header"
            name="header"
            className="font-mono text-xs"
            placeholder="sha256=…"
            spellCheck={false}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pg-secret">{t("secret")}</Label>
          <Input id="pg-secret" name="secret" type="password" autoComplete="off" />
        </div>
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? t("checking") : t("submit")}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="grid content-start gap-3">
        {error ? <Alert variant="error">{error}</Alert> : null}
        {verdict ? (
          <>
            <Alert variant={verdict.valid ? "success" : "error"}>
              {verdict.valid ? t("valid") : t("invalid")}
            </Alert>
            <ol className="grid gap-2">
              {verdict.steps.map((s) => (
                <li
                  key={s.step}
                  className="flex items-start gap-2 rounded-md border border-zinc-200 bg-white p-3 text-sm"
                >
                  {s.ok ? (
                    <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                  ) : (
                    <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />
                  )}
                  <span>
                    <span className="sr-only">{s.ok ? t("ok") : t("fail")}: </span>
                    {line(s, t)}
                  </span>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </div>
  );
}

type T = ReturnType<typeof useTranslations<"webhooks.playground">>;

function line(s: Verdict["steps"][number], t: T): string {
  switch (s.step) {
    case "header":
      return s.ok ? t("steps.header") : `${t("steps.header")}: ${t(`problems.${s.problem ?? "missing"}`)}`;
    case "body":
      return `${t("steps.body", { bytes: s.bytes })} — ${
        s.json ? t("steps.bodyJson", { id: s.id ?? "—", type: s.type ?? "—" }) : t("steps.bodyNotJson")
      }`;
    case "secrets":
      return `${t("steps.secrets", { tried: s.tried })}: ${
        s.ok
          ? s.pasted
            ? t("steps.matchedPasted")
            : t("steps.matched", { endpoint: s.matched ?? "—" })
          : t("steps.noMatch")
      }`;
    case "reserialized":
      return s.ok ? t("steps.reserialized") : t("steps.reserializedHit");
  }
}
