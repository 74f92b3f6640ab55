import { useTranslations } from "next-intl";

import type { LotFormValues } from "@/lib/lots/form";

import { Checkbox } from "@/components/ui/checkbox";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** Every ProductCreate/ProductUpdate field; values re-fill from the last submit. */
export function LotFormFields({
  values,
  errors,
  sold,
}: {
  values: LotFormValues;
  errors: Record<string, string[]>;
  /** tickets already sold or reserved (edit only): the maximum may not go below it */
  sold: number | null;
}) {
  const t = useTranslations("lots.form");
  const a11y = (name: string, hint = false) => fieldA11y(name, errors[name], hint);
  // A new submit re-mounts the inputs (the key), so defaultValue shows what the action returned.
  const key = JSON.stringify(values);
  return (
    <div key={key} className="grid gap-4">
      <FormField name="name" label={t("name")} errors={errors.name}>
        <Input {...a11y("name")} defaultValue={values.name} aria-required="true" autoComplete="off" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="amount" label={t("amount")} hint={t("amountHint")} errors={errors.amount}>
          <Input
            {...a11y("amount", true)}
            defaultValue={values.amount}
            inputMode="decimal"
            aria-required="true"
          />
        </FormField>
        <FormField
          name="maximum_quantity"
          label={t("maximum")}
          hint={sold === null ? t("maximumHint") : t("maximumSoldHint", { sold })}
          errors={errors.maximum_quantity}
        >
          <Input
            {...a11y("maximum_quantity", true)}
            defaultValue={values.maximum_quantity}
            inputMode="numeric"
            aria-required="true"
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="sell_starts_at"
          label={t("startsAt")}
          optionalLabel={t("optional")}
          errors={errors.sell_starts_at}
        >
          <Input {...a11y("sell_starts_at")} type="datetime-local" defaultValue={values.sell_starts_at} />
        </FormField>
        <FormField
          name="sell_ends_at"
          label={t("endsAt")}
          optionalLabel={t("optional")}
          errors={errors.sell_ends_at}
        >
          <Input {...a11y("sell_ends_at")} type="datetime-local" defaultValue={values.sell_ends_at} />
        </FormField>
      </div>
      <p className="text-xs text-zinc-600">{t("windowHint")}</p>
      <Checkbox
        id="lot-hidden"
        name="hidden"
        label={t("hidden")}
        hint={t("hiddenHint")}
        defaultChecked={values.hidden}
      />
    </div>
  );
}
