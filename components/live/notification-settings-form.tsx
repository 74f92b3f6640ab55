"use client";

import { useActionState } from "react";

import { useTranslations } from "next-intl";

import type { ActionResult, FormValues } from "@/lib/actions/result";
import type { NotificationKind } from "@/lib/db/schema/notifications";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { useActionOutcome } from "@/components/ui/use-action-outcome";

type Values = FormValues & { saleMin: string; report: string };
type State = ActionResult<undefined, FormValues> | null;

const CHANNELS: Record<NotificationKind, { inApp: string; email: string }> = {
  sale: { inApp: "saleInApp", email: "saleEmail" },
  refund_manual: { inApp: "refundInApp", email: "refundEmail" },
  delivery_failure: { inApp: "deliveryInApp", email: "deliveryEmail" },
};
const REPORTS = ["none", "daily", "weekly"] as const;
const REPORT_LABEL = { none: "reportNone", daily: "reportDaily", weekly: "reportWeekly" } as const;

/** The user's own notification settings: one row per kind their role receives, plus the report. */
export function NotificationSettingsForm({
  action,
  kinds,
  emailOn,
  initial,
}: {
  action: (state: State, form: FormData) => Promise<State>;
  kinds: readonly NotificationKind[];
  emailOn: boolean;
  initial: Values;
}) {
  const t = useTranslations("notifications");
  const [state, formAction, pending] = useActionState(action, null);
  const values = (state && !state.ok ? state.values : undefined) ?? initial;
  const errors = state && !state.ok ? state.fieldErrors : {};

  useActionOutcome(state, (result) => {
    if (result.ok) toast.success(t("settings.saved"));
  });

  return (
    <form action={formAction} className="grid gap-6">
      {state && !state.ok ? <Alert variant="error">{state.message}</Alert> : null}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("settings.title")}</caption>
        <thead>
          <tr className="border-b border-zinc-200 text-zinc-700">
            <th scope="col" className="py-2 font-medium">
              {t("settings.kind")}
            </th>
            <th scope="col" className="w-28 py-2 text-center font-medium">
              {t("settings.inApp")}
            </th>
            <th scope="col" className="w-28 py-2 text-center font-medium">
              {t("settings.email")}
            </th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => (
            <tr key={kind} className="border-b border-zinc-100">
              <th scope="row" className="py-3 font-medium text-zinc-900">
                {t(`kinds.${kind}`)}
              </th>
              {(["inApp", "email"] as const).map((channel) => {
                const name = CHANNELS[kind][channel];
                return (
                  <td key={channel} className="py-3 text-center">
                    <input
                      type="checkbox"
                      name={name}
                      defaultChecked={Boolean(values[name])}
                      disabled={channel === "email" && !emailOn}
                      aria-label={`${t(`kinds.${kind}`)}: ${t(`settings.${channel}`)}`}
                      className="size-4 accent-brand-700"
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {kinds.includes("sale") ? (
        <div className="grid max-w-xs gap-1">
          <label htmlFor="saleMin" className="text-sm font-medium text-zinc-900">
            {t("settings.saleMin")}
          </label>
          <Input
            id="saleMin"
            name="saleMin"
            inputMode="decimal"
            defaultValue={String(values.saleMin ?? "")}
            aria-invalid={errors.saleMin ? true : undefined}
            aria-describedby="saleMin-hint saleMin-error"
          />
          <p id="saleMin-hint" className="text-sm text-zinc-600">
            {t("settings.saleMinHint")}
          </p>
          <FieldError id="saleMin-error" messages={errors.saleMin} />
        </div>
      ) : null}
      <fieldset className="grid gap-2" disabled={!emailOn}>
        <legend className="mb-1 text-sm font-medium text-zinc-900">{t("settings.report")}</legend>
        {REPORTS.map((report) => (
          <label key={report} className="flex items-center gap-2 text-sm text-zinc-900">
            <input
              type="radio"
              name="report"
              value={report}
              defaultChecked={values.report === report}
              className="size-4 accent-brand-700"
            />
            {t(`settings.${REPORT_LABEL[report]}`)}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={pending}>
          {t("settings.save")}
        </Button>
      </div>
    </form>
  );
}
