"use client";

import { useActionState, useEffect, useRef } from "react";

import Link from "next/link";

import { useTranslations } from "next-intl";

import type { BulkFormValues } from "@/lib/actions/coupons/bulk";
import type { FormState } from "@/lib/actions/result";

import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { fieldA11y, FormField } from "@/components/events/form-field";

import { DiscountFields } from "./discount-fields";

type Props = {
  action: (state: FormState<BulkFormValues>, form: FormData) => Promise<FormState<BulkFormValues>>;
  cancelHref: string;
  max: number;
};

const INITIAL: BulkFormValues = {
  prefix: "",
  count: "50",
  discount_type: "percent",
  discount_value: "",
  name: "",
};

/** Prefix, how many and the discount of N single-use coupons; submitting queues the bulk-codes job. */
export function BulkForm({ action, cancelHref, max }: Props) {
  const t = useTranslations("coupons");
  const [state, formAction, pending] = useActionState(action, null);
  const values = state?.values ?? INITIAL;
  const errors = state?.fieldErrors ?? {};
  const a11y = (name: string, hint = false) => fieldA11y(name, errors[name], hint);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (state) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [state]);

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="grid gap-6"
      aria-describedby="bulk-form-status"
    >
      <div id="bulk-form-status" aria-live="polite" className="empty:-mb-6">
        {state ? <Alert variant="error">{state.message}</Alert> : null}
      </div>
      <div className="grid max-w-2xl gap-5 rounded-lg border border-zinc-200 bg-white p-6 shadow-sm">
        <p className="text-sm text-zinc-700">{t("bulkForm.description")}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            name="prefix"
            label={t("bulkForm.prefix")}
            hint={t("bulkForm.prefixHint")}
            errors={errors.prefix}
          >
            <Input
              {...a11y("prefix", true)}
              defaultValue={values.prefix}
              aria-required="true"
              autoComplete="off"
              className="font-mono uppercase"
            />
          </FormField>
          <FormField
            name="count"
            label={t("bulkForm.count")}
            hint={t("bulkForm.countHint")}
            errors={errors.count}
          >
            <Input
              {...a11y("count", true)}
              defaultValue={values.count}
              type="number"
              min={1}
              max={max}
              aria-required="true"
              className="max-w-40"
            />
          </FormField>
        </div>
        <DiscountFields values={values} errors={errors} />
        <FormField name="name" label={t("form.name")} optionalLabel={t("form.optional")} errors={errors.name}>
          <Input {...a11y("name")} defaultValue={values.name} autoComplete="off" />
        </FormField>
      </div>
      <div className="flex max-w-2xl flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href={cancelHref} className={buttonVariants({ variant: "ghost" })}>
          {t("form.cancel")}
        </Link>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t("bulkForm.submit")}
        </Button>
      </div>
    </form>
  );
}
