import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { EntranceTicketSchema, listOf, paged, TicketSchema } from "@/lib/contract";

import { events, tickets } from "./db/schema";
import { OTHER_API_KEY } from "./seed/keys";
import { call, describeSandbox, expectError } from "./test/fixtures";

const Paged = paged(TicketSchema);
const Entrance = listOf(EntranceTicketSchema);
const FESTIVAL = "festival-de-verao-2027";
const SAMBA = "samba-de-domingo";

describeSandbox("tickets", (sb) => {
  const eventRow = async (slug: string) =>
    (await sb().db.select().from(events).where(eq(events.slug, slug)))[0];
  const list = async (query: string, event = FESTIVAL) => {
    const res = await call(sb(), "GET", `/events/${event}/tickets${query}`);
    expect(res.status).toBe(200);
    return Paged.parse(res.body);
  };
  const rowsOf = async (slug: string) =>
    sb()
      .db.select()
      .from(tickets)
      .where(eq(tickets.eventId, (await eventRow(slug)).id));

  describe("GET /events/{event_id}/tickets", () => {
    it("pages every ticket of the event in a stable order, by slug and by UUID", async () => {
      const rows = await rowsOf(FESTIVAL);
      const all = await list("?per_page=100");
      expect(all.total).toBe(rows.length);
      expect(new Set(all.data.map((t) => t.status))).toEqual(new Set(["valid", "cancelled", "transferred"]));
      const pages = [...(await list("?per_page=9")).data, ...(await list("?per_page=9&page=2")).data];
      expect(pages).toEqual(all.data.slice(0, 18));
      expect(await list("?per_page=100")).toEqual(all);
      expect(await list("?per_page=100", rows[0].eventId)).toEqual(all);
      expect((await list("")).per_page).toBe(25);
    });

    it("q matches holder name, e-mail or document, case-insensitively", async () => {
      const rows = (await rowsOf(FESTIVAL)).filter((t) => t.holderDocument);
      const sample = rows[3];
      const first = sample.holderName!.split(" ")[0];
      const byName = await list(`?per_page=100&q=${encodeURIComponent(first.toUpperCase())}`);
      expect(byName.data.map((t) => t.id)).toContain(sample.id);
      const mail = sample.holderEmail!.split("@")[0];
      const byEmail = await list(`?per_page=100&q=${encodeURIComponent(mail)}`);
      expect(byEmail.data.map((t) => t.id)).toContain(sample.id);
      const doc = sample.holderDocument!;
      expect((await list(`?q=${encodeURIComponent(doc)}`)).data.map((t) => t.id)).toContain(sample.id);
      expect((await list(`?q=${doc.replace(/\D/g, "")}`)).data.map((t) => t.id)).toContain(sample.id);
      expect((await list("?q=zzzz-nobody-has-this")).total).toBe(0);
      expect((await list("?q=%25%25")).total).toBe(0);
      expect((await list("?q=")).total).toBe((await rowsOf(FESTIVAL)).length);
    });

    it.each([
      ["page=0", "page"],
      ["per_page=0", "per_page"],
      ["per_page=101", "per_page"],
      [`q=${"x".repeat(201)}`, "q"],
    ])("422 for %s", async (query, field) => {
      const err = expectError(await call(sb(), "GET", `/events/${FESTIVAL}/tickets?${query}`), 422);
      expect(err.errors?.some((e) => e.startsWith(`${field}: `))).toBe(true);
    });

    it("404 outside the key's scope, 401 without a key", async () => {
      const outside = await eventRow("pagode-da-casa-vizinha");
      expect((await call(sb(), "GET", `/events/${outside.id}/tickets`, { key: OTHER_API_KEY })).status).toBe(
        200,
      );
      for (const ref of [outside.id, outside.slug, "nope"]) {
        expectError(await call(sb(), "GET", `/events/${ref}/tickets`), 404);
        expectError(await call(sb(), "GET", `/events/${ref}/tickets/entrance`), 404);
      }
      expectError(await call(sb(), "GET", `/events/${FESTIVAL}/tickets`, { key: null }), 401);
      expectError(await call(sb(), "GET", `/events/${FESTIVAL}/tickets/entrance`, { key: null }), 401);
    });
  });

  describe("GET /events/{event_id}/tickets/entrance", () => {
    it("lists every admissible ticket (valid or checked in), compact; cancelled and transferred left out", async () => {
      const event = await eventRow(SAMBA);
      const admissible = await sb()
        .db.select()
        .from(tickets)
        .where(and(eq(tickets.eventId, event.id), inArray(tickets.status, ["valid", "checked_in"])));
      const res = await call(sb(), "GET", `/events/${SAMBA}/tickets/entrance`);
      const { data } = Entrance.parse(res.body);
      expect(data.map((t) => t.id).sort()).toEqual(admissible.map((t) => t.id).sort());
      expect(data.some((t) => t.checked_in && t.checked_in_at)).toBe(true);
      expect(data.some((t) => !t.checked_in && t.checked_in_at === null)).toBe(true);
      expect(Object.keys(data[0]).sort()).toEqual([
        "checked_in",
        "checked_in_at",
        "holder_name",
        "id",
        "product_name",
      ]);
      const festival = Entrance.parse(
        (await call(sb(), "GET", `/events/${FESTIVAL}/tickets/entrance`)).body,
      ).data;
      const statuses = new Map((await rowsOf(FESTIVAL)).map((t) => [t.id, t.status]));
      expect(festival.every((t) => statuses.get(t.id) === "valid")).toBe(true);
      expect((await call(sb(), "GET", `/events/${event.id}/tickets/entrance`)).body).toEqual(res.body);
    });
  });
});
