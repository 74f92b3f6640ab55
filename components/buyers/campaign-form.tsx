"use client";

import { useState } from "react";

import Link from "next/link";
import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { startBirthdayCampaignAction } from "@/lib/actions/buyers/campaign";
import type { ActionFailure } from "@/lib/actions/result";

import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";

const selectClass =
  "h-9 rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600";

/** Starts the birthday campaign job for the chosen month: one single-use coupon per birthday buyer. */
export function CampaignForm({
  producer,
  month,
  monthLabel,
  events,
}: {
  producer: string;
  month: number;
  monthLabel: string;
  events: { id: string; name: string; when: string }[];
}) {
  const t = useTranslations("buyers.campaign");
  const router = useRouter();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (form: FormData) => {
      const values = Object.fromEntries(
        ["eventId", "discountType", "discountValue"].map((k) => [k, String(form.get(k) ?? "")]),
      );
      return startBirthdayCampaignAction(producer, { ...values, month: String(month) });
    },
    onSuccess: (result) => {
      if (!result.ok) {
        setFailure(result);
        return;
      }
      setFailure(null);
      setJobId(result.data.jobId);
      toast.success(t("started"));
      router.refresh();
    },
  });
  const pending = start.isPending;

  if (!events.length) return <p className="text-sm text-zinc-600">{t("noEvents")}</p>;
  const errors = failure?.fieldErrors ?? {};
  return (
    // onSubmit, not a form action: React resets a form after its action, and a refused start must keep
    // what was typed.
    <form
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate(new FormData(event.currentTarget));
      }}
      className="grid gap-4"
      aria-describedby="campaign-help"
    >
      <p id="campaign-help" className="text-sm text-zinc-600">
        {t("help", { month: monthLabel })}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <div className="grid gap-1">
          <Label htmlFor="campaign-event">{t("event")}</Label>
          <select
            id="campaign-event"
            name="eventId"
            className={selectClass}
            aria-describedby="campaign-event-error"
          >
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name} · {e.when}
              </option>
            ))}
          </select>
          <FieldError id="campaign-event-error" messages={errors.eventId} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="campaign-type">{t("type")}</Label>
          <select id="campaign-type" name="discountType" className={selectClass} defaultValue="percent">
            <option value="percent">{t("percent")}</option>
            <option value="amount">{t("amount")}</option>
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="campaign-value">{t("value")}</Label>
          <Input
            id="campaign-value"
            name="discountValue"
            inputMode="decimal"
            defaultValue="10"
            className="w-32"
            aria-describedby="campaign-value-error"
            aria-invalid={errors.discountValue ? true : undefined}
          />
          <FieldError id="campaign-value-error" messages={errors.discountValue} />
        </div>
        <Button type="submit" disabled={pending} className="self-end">
          {t("submit")}
        </Button>
      </div>
      <div aria-live="polite" className="text-sm">
        {failure && !Object.keys(failure.fieldErrors).length ? (
          <p className="text-red-700">{failure.message}</p>
        ) : null}
        {jobId ? (
          <p>
            {t("queued")}{" "}
            <Link href="/jobs" className="text-brand-700 underline">
              {t("jobsLink")}
            </Link>
          </p>
        ) : null}
      </div>
    </form>
  );
}
