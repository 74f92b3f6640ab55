import { getTranslations } from "next-intl/server";

import { buyerDetails } from "@/lib/buyers/details";
import { buyersTagged, tagsOf } from "@/lib/buyers/store";
import type { BuyersUrl } from "@/lib/buyers/url-state";
import { LIMITS, type ProducerRef } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { searchBuyers } from "@/lib/partner/buyers";

import { Card, CardContent } from "@/components/ui/card";

import { BuyersTable, type BuyerRow } from "./buyers-table";

const TAGGED_MAX = 100;

/**
 * GET /producers/{id}/buyers/search?q= (q ≥ 2, checked here before anything is sent), narrowed by tag;
 * a tag alone lists the buyers carrying it (their details read 4 at a time, the first 100).
 */
export async function SearchResults({ producer, url }: { producer: ProducerRef; url: BuyersUrl }) {
  const t = await getTranslations("buyers.search");
  const db = await getDb();
  const q = url.q ?? "";
  if (q.length > 0 && q.length < LIMITS.searchMinLength)
    return (
      <p role="status" className="text-sm text-amber-800">
        {t("tooShort", { min: LIMITS.searchMinLength })}
      </p>
    );
  const tagged = url.tag ? await buyersTagged(db, producer.id, url.tag) : null;
  let rows: BuyerRow[];
  if (q) {
    const found = await searchBuyers(producer.id, q);
    rows = tagged ? found.filter((b) => tagged.has(b.id)) : found;
  } else if (tagged) {
    rows = await buyerDetails(producer.id, [...tagged].slice(0, TAGGED_MAX));
  } else {
    return <p className="text-sm text-zinc-600">{t("prompt", { min: LIMITS.searchMinLength })}</p>;
  }
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
        {rows.length ? <BuyersTable rows={withTags} caption={t("title")} producer={url.producer} /> : null}
      </CardContent>
    </Card>
  );
}
