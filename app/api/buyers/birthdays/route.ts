import { routeFor } from "@/lib/auth/route";
import { findProducer } from "@/lib/auth/scope";
import { contactableBuyers } from "@/lib/buyers/contactable";
import { listBirthdays } from "@/lib/buyers/details";
import { marketingCsvResponse } from "@/lib/buyers/exports";
import { birthdaysList, currentMonth } from "@/lib/buyers/list-params";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { fromCents, toCents } from "@/lib/money";
import { getVisibleProducers } from "@/lib/partner/me";

// GET /api/buyers/birthdays?producer=&month=&tag=[&format=emails] — the month's birthday buyers as CSV for marketing,
// everyone on the producer's suppression list left out, the legal basis in a column. Contact data: step-up.
export const GET = routeFor(
  "exports:contact",
  async (req, _ctx: unknown, user) => {
    const url = birthdaysList.parse(new URL(req.url).searchParams);
    const { producers } = await getVisibleProducers(user.producerIds);
    const producer = findProducer(producers, url.producer) ?? (url.producer ? undefined : producers[0]);
    if (!producer)
      return Response.json({ error: "not_found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
    const month = url.month ?? currentMonth(env().DISPLAY_TZ);
    const audience = await contactableBuyers(
      await getDb(),
      producer.id,
      await listBirthdays(producer.id, month),
      (b) => b,
      { tag: url.tag },
    );
    // "Copiar e-mails": the same contactable list, as JSON for the clipboard, behind the same step-up.
    if (new URL(req.url).searchParams.get("format") === "emails")
      return Response.json(
        { emails: audience.contactable.map((b) => b.email) },
        { headers: { "Cache-Control": "no-store" } },
      );
    return marketingCsvResponse({
      filename: `aniversariantes-${producer.slug}-${String(month).padStart(2, "0")}.csv`,
      columns: [
        "name",
        "email",
        "birthday_day",
        "birthday_month",
        { key: "total_spent", type: "decimal" },
        "orders_count",
      ],
      audience,
      cells: (b) => [b.name, b.email, b.day, month, fromCents(toCents(b.total_spent)), b.orders_count],
    });
  },
  { stepUp: true },
);
