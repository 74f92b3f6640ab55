"use client";

import { useState } from "react";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { addSuppressionAction, importSuppressionAction } from "@/lib/actions/buyers/suppression";

import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";

type Result = {
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  data?: { count: number };
};

/** Add one e-mail, or import a CSV of them, onto the producer's suppression list. */
export function SuppressionForms({ producer }: { producer: string }) {
  const t = useTranslations("buyers.suppression");
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({ mutationFn: (call: () => Promise<Result>) => call() });
  const pending = save.isPending;

  // Returns the action's promise: a form waits for it before React resets its fields.
  const run = (call: () => Promise<Result>) =>
    save.mutateAsync(call).then((result) => {
      if (!result.ok) {
        setErrors(
          Object.keys(result.fieldErrors ?? {}).length
            ? result.fieldErrors!
            : { form: [result.message ?? ""] },
        );
        return;
      }
      setErrors({});
      toast.success(t("added", { count: result.data?.count ?? 0 }));
      router.refresh();
    });

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form
        className="grid gap-2"
        action={(form) =>
          run(() =>
            addSuppressionAction(producer, String(form.get("email") ?? ""), String(form.get("reason") ?? "")),
          )
        }
      >
        <Label htmlFor="suppress-email">{t("email")}</Label>
        <Input
          id="suppress-email"
          name="email"
          type="email"
          required
          aria-describedby="suppress-email-error"
        />
        <FieldError id="suppress-email-error" messages={errors.email} />
        <Label htmlFor="suppress-reason">{t("reason")}</Label>
        <Input id="suppress-reason" name="reason" maxLength={200} />
        <Button type="submit" disabled={pending} className="justify-self-start">
          {t("add")}
        </Button>
      </form>
      <form
        className="grid content-start gap-2"
        action={(form) => run(() => importSuppressionAction(producer, form))}
      >
        <Label htmlFor="suppress-file">{t("file")}</Label>
        <Input
          id="suppress-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          aria-describedby="suppress-file-hint suppress-file-error"
        />
        <p id="suppress-file-hint" className="text-xs text-zinc-600">
          {t("fileHint")}
        </p>
        <FieldError id="suppress-file-error" messages={errors.file} />
        <Button type="submit" variant="secondary" disabled={pending} className="justify-self-start">
          {t("import")}
        </Button>
      </form>
      <FieldError id="suppress-form-error" messages={errors.form} />
    </div>
  );
}
