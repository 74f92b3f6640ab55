import { getLocale, getTranslations } from "next-intl/server";

import { buyerDetails } from "@/lib/buyers/details";
import { buyerSearchList, type BuyerSearchState } from "@/lib/buyers/list-params";
import { buyerComparators } from "@/lib/buyers/sort";
import { buyersTagged, tagsOf } from "@/lib/buyers/store";
import { LIMITS, type BuyerSummary, type ProducerRef } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { searchBuyers } from "@/lib/partner/buyers";
import { sortRows } from "@/lib/url-state/sort";

import { Card, CardContent } from "@/components/ui/card";

import { BuyersTable } from "./buyers-table";

const TAGGED_MAX = 100;

/**
 * GET /producers/{id}/buyers/search?q= (q ≥ 2, checked here before anything is sent), narrowed by tag;
 * a tag alone lists the buyers carrying it (their details read 4 at a time, the first 100). The results
 * come whole: a sort orders all of them.
 */
export async function SearchResults({ producer, state }: { producer: ProducerRef; state: BuyerSearchState }) {
  const [t, locale] = await Promise.all([getTranslations("buyers.search"), getLocale()]);
  const db = await getDb();
  const q = state.q ?? "";
  if (q.length > 0 && q.length < LIMITS.searchMinLength)
    return (
      <p role="status" className="text-sm text-amber-800">
        {t("tooShort", { min: LIMITS.searchMinLength })}
      </p>
    );
  const tagged = state.tag ? await buyersTagged(db, producer.id, state.tag) : null;
  let found: BuyerSummary[];
  if (q) {
    const matches = await searchBuyers(producer.id, q);
    found = tagged ? matches.filter((b) => tagged.has(b.id)) : matches;
  } else if (tagged) {
    found = await buyerDetails(producer.id, [...tagged].slice(0, TAGGED_MAX));
  } else {
    return <p className="text-sm text-zinc-600">{t("prompt", { min: LIMITS.searchMinLength })}</p>;
  }
  const rows = state.sort ? sortRows(found, buyerComparators(locale)[state.sort], state.dir) : found;
  const tags = await tagsOf(
    db,
    producer.id,
    rows.map((r) => r.id),
  );
  const withTags = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    total_spent: r.total_spent,
    orders_count: r.orders_count,
    tags: tags.get(r.id) ?? [],
  }));
  return (
    <Card>
      <CardContent className="px-0 pt-4">
        <p role="status" className="px-5 pb-2 text-sm text-zinc-600">
          {t("count", { count: rows.length })}
        </p>
        {rows.length ? (
          <BuyersTable
            rows={withTags}
            caption={t("title")}
            producer={state.producer}
            list={{ spec: buyerSearchList.spec, state, total: rows.length }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
