import { getTranslations } from "next-intl/server";

import { monthName } from "@/lib/dates";

import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const selectClass =
  "h-9 rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * A GET form: the URL holds the filters (works without JavaScript, shareable). `month` for birthdays,
 * `q` for search (the minimum length is said before anything is sent), `tag` for both.
 */
export async function ListFilters({
  action,
  producer,
  month,
  q,
  tag,
  tags,
  locale,
}: {
  action: string;
  producer?: string;
  month?: number;
  q?: string | null;
  tag?: string;
  tags: string[];
  locale: string;
}) {
  const t = await getTranslations("buyers.filters");
  return (
    <form action={action} method="get" className="flex flex-wrap items-end gap-3" role="search">
      {producer ? <input type="hidden" name="producer" value={producer} /> : null}
      {q !== undefined ? (
        <div className="grid gap-1">
          <Label htmlFor="buyers-q">{t("q")}</Label>
          <Input
            id="buyers-q"
            name="q"
            type="search"
            defaultValue={q ?? ""}
            minLength={2}
            maxLength={200}
            aria-describedby="buyers-q-hint"
            className="w-72 max-w-full"
          />
          <p id="buyers-q-hint" className="text-xs text-zinc-600">
            {t("qHint")}
          </p>
        </div>
      ) : null}
      {month !== undefined ? (
        <div className="grid gap-1">
          <Label htmlFor="buyers-month">{t("month")}</Label>
          <select id="buyers-month" name="month" defaultValue={month} className={selectClass}>
            {Array.from({ length: 12 }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {monthName(i + 1, locale)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor="buyers-tag">{t("tag")}</Label>
        <select id="buyers-tag" name="tag" defaultValue={tag ?? ""} className={selectClass}>
          <option value="">{t("anyTag")}</option>
          {[...new Set([...(tag ? [tag] : []), ...tags])].map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonVariants({ variant: "secondary" })}>
        {t("apply")}
      </button>
    </form>
  );
}
