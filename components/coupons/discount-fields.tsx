import { useTranslations } from "next-intl";

import type { FieldErrors } from "@/lib/actions/result";

import { FieldError } from "@/components/ui/field-error";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

const TYPES = ["percent", "amount"] as const;

/** Discount type (radios; shown fixed when editing) and value, shared by the coupon and bulk forms. */
export function DiscountFields({
  values,
  errors,
  fixedType,
}: {
  values: { discount_type: string; discount_value: string };
  errors: FieldErrors;
  /** Edit: the coupon's type, shown but not submitted (the API cannot change it). */
  fixedType?: string;
}) {
  const t = useTranslations("coupons.form");
  const typeErrors = errors.discount_type;
  return (
    <>
      <fieldset
        className="grid gap-2"
        aria-describedby={fixedType ? "coupon-type-fixed" : "event-discount_type-error"}
      >
        <legend className="mb-1 text-sm font-medium text-zinc-900">{t("type")}</legend>
        <div className="flex flex-wrap gap-4">
          {TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-zinc-900">
              <input
                type="radio"
                name={fixedType ? undefined : "discount_type"}
                value={type}
                defaultChecked={(fixedType ?? values.discount_type) === type}
                disabled={fixedType !== undefined}
                className="size-4 accent-brand-700"
              />
              {t(type)}
            </label>
          ))}
        </div>
        {fixedType ? (
          <p id="coupon-type-fixed" className="text-xs text-zinc-600">
            {t("fixed")}
          </p>
        ) : (
          <FieldError id="event-discount_type-error" messages={typeErrors} />
        )}
      </fieldset>
      <FormField
        name="discount_value"
        label={t("value")}
        hint={t("valueHint")}
        errors={errors.discount_value}
      >
        <Input
          {...fieldA11y("discount_value", errors.discount_value, true)}
          defaultValue={values.discount_value}
          inputMode="decimal"
          aria-required="true"
          className="max-w-40"
        />
      </FormField>
    </>
  );
}
