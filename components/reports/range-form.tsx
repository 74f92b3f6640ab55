import { getTranslations } from "next-intl/server";

import type { ReportPeriod } from "@/lib/reports/range";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * The period as a plain GET form: submitting writes `from` and `to` to the URL (the page reads them);
 * the producer and the breakdown shown ride along as hidden fields.
 */
export async function RangeForm({
  period,
  keep,
}: {
  period: Pick<ReportPeriod, "from" | "to">;
  keep: Record<string, string | undefined>;
}) {
  const t = await getTranslations("reports.range");
  return (
    <form method="get" action="/reports" className="flex flex-wrap items-end gap-3" aria-label={t("legend")}>
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="grid gap-1">
        <Label htmlFor="report-from">{t("from")}</Label>
        <Input
          id="report-from"
          name="from"
          type="date"
          defaultValue={period.from}
          required
          className="w-40"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="report-to">{t("to")}</Label>
        <Input id="report-to" name="to" type="date" defaultValue={period.to} required className="w-40" />
      </div>
      <Button type="submit" variant="outline">
        {t("apply")}
      </Button>
    </form>
  );
}
