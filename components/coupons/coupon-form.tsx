"use client";

import { useActionState, useEffect, useRef } from "react";

import Link from "next/link";

import { useTranslations } from "next-intl";

import type { CouponFormValues } from "@/lib/actions/coupons/form";
import type { FormState } from "@/lib/actions/result";

import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";

import { fieldA11y, FormField } from "@/components/events/form-field";

import { DiscountFields } from "./discount-fields";

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
      aria-describedby="coupon-form-status"
    >
      <div id="coupon-form-status" aria-live="polite" className="empty:-mb-6">
        {state ? <Alert variant="error">{state.message}</Alert> : null}
      </div>
      <div className="grid max-w-2xl gap-5 rounded-lg border border-zinc-200 bg-white p-6 shadow-sm">
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
      </div>
      <div className="flex max-w-2xl flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href={cancelHref} className={buttonVariants({ variant: "ghost" })}>
          {t("cancel")}
        </Link>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {mode === "create" ? t("create") : t("save")}
        </Button>
      </div>
    </form>
  );
}
