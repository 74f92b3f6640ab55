"use client";

import { useActionState } from "react";

import { useTranslations } from "next-intl";

import type { CouponFormValues } from "@/lib/actions/coupons/form";
import type { FormState } from "@/lib/actions/result";

import { Checkbox } from "@/components/ui/checkbox";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

import { DiscountFields } from "./discount-fields";
import { FormShell } from "./form-shell";

type Props = {
  mode: "create" | "edit";
  action: (state: FormState<CouponFormValues>, form: FormData) => Promise<FormState<CouponFormValues>>;
  initial: CouponFormValues;
  cancelHref: string;
};

/**
 * Create and edit share this form (native <form action> + useActionState): after a refused submit every
 * field re-fills from what was typed and each error sits beside its field. In edit, code and type are fixed.
 */
export function CouponForm({ mode, action, initial, cancelHref }: Props) {
  const t = useTranslations("coupons.form");
  const [state, formAction, pending] = useActionState(action, null);
  const values = state?.values ?? initial;
  const errors = state?.fieldErrors ?? {};
  const a11y = (name: string, hint = false) => fieldA11y(name, errors[name], hint);
  return (
    <FormShell
      id="coupon-form"
      state={state}
      action={formAction}
      pending={pending}
      cancelHref={cancelHref}
      cancelLabel={t("cancel")}
      submitLabel={mode === "create" ? t("create") : t("save")}
    >
      {mode === "create" ? (
        <FormField name="code" label={t("code")} hint={t("codeHint")} errors={errors.code}>
          <Input
            {...a11y("code", true)}
            defaultValue={values.code}
            aria-required="true"
            autoComplete="off"
            className="font-mono uppercase"
          />
        </FormField>
      ) : (
        <FormField name="code" label={t("code")} hint={t("fixed")}>
          <Input {...a11y("code", true)} defaultValue={values.code} readOnly className="font-mono" />
        </FormField>
      )}
      <DiscountFields
        fixedType={mode === "edit" ? values.discount_type : undefined}
        values={values}
        errors={errors}
      />
      <FormField name="name" label={t("name")} optionalLabel={t("optional")} errors={errors.name}>
        <Input {...a11y("name")} defaultValue={values.name} autoComplete="off" />
      </FormField>
      <FormField
        name="usage_limit"
        label={t("usageLimit")}
        optionalLabel={t("optional")}
        hint={t("usageLimitHint")}
        errors={errors.usage_limit}
      >
        <Input
          {...a11y("usage_limit", true)}
          defaultValue={values.usage_limit}
          inputMode="numeric"
          className="max-w-40"
        />
      </FormField>
      <Checkbox id="coupon-active" name="active" defaultChecked={values.active} label={t("active")} />
    </FormShell>
  );
}
