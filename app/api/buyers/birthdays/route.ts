import { routeFor } from "@/lib/auth/route";
import { findProducer } from "@/lib/auth/scope";
import { listBirthdays } from "@/lib/buyers/details";
import { csvResponse, marketingCsv } from "@/lib/buyers/exports";
import { buyersTagged, suppressedAmong } from "@/lib/buyers/store";
import { currentMonth, parseBuyersUrl } from "@/lib/buyers/url-state";
import { getDb } from "@/lib/db/client";
import { fromCents, toCents } from "@/lib/money";
import { getVisibleProducers } from "@/lib/partner/me";

// GET /api/buyers/birthdays?producer=&month=&tag= — the month's birthday buyers as CSV for marketing,
// everyone on the producer's suppression list left out, the legal basis on the first line.
export const GET = routeFor("exports:contact", async (req, _ctx: unknown, user) => {
  const url = parseBuyersUrl(Object.fromEntries(new URL(req.url).searchParams));
  const { producers } = await getVisibleProducers(user.producerIds);
  const producer = findProducer(producers, url.producer) ?? (url.producer ? undefined : producers[0]);
  if (!producer)
    return Response.json({ error: "not_found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const month = url.month ?? currentMonth();
  const db = await getDb();
  const all = await listBirthdays(producer.id, month);
  const tagged = url.tag ? await buyersTagged(db, producer.id, url.tag) : null;
  const rows = tagged ? all.filter((b) => tagged.has(b.id)) : all;
  const suppressed = await suppressedAmong(
    db,
    producer.id,
    rows.map((b) => b.email),
  );
  const kept = rows.filter((b) => !suppressed.has(b.email.toLowerCase()));
  const csv = marketingCsv(
    ["name", "email", "birthday_day", "birthday_month", "total_spent", "orders_count"],
    kept.map((b) => [b.name, b.email, b.day, month, fromCents(toCents(b.total_spent)), b.orders_count]),
  );
  return csvResponse(csv, `aniversariantes-${producer.slug}-${String(month).padStart(2, "0")}.csv`);
});
