"use client";

import { useActionState } from "react";

import { useTranslations } from "next-intl";

import type { BulkFormValues } from "@/lib/actions/coupons/bulk";
import type { FormState } from "@/lib/actions/result";

import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

import { DiscountFields } from "./discount-fields";
import { FormShell } from "./form-shell";

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
  return (
    <FormShell
      id="bulk-form"
      state={state}
      action={formAction}
      pending={pending}
      cancelHref={cancelHref}
      cancelLabel={t("form.cancel")}
      submitLabel={t("bulkForm.submit")}
    >
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
    </FormShell>
  );
}
