import { describe, expect, it } from "vitest";

import { EventSchema, EventSummarySchema, paged } from "@/lib/contract";

import { OTHER_API_KEY } from "./seed/keys";
import { DEMO_PRODUCERS } from "./seed/producers";
import { call, describeSandbox, expectError } from "./test/fixtures";

const Paged = paged(EventSummarySchema);

describeSandbox("events", (sb) => {
  describe("GET /events", () => {
    it("pages through the key's events only, with the paged shape", async () => {
      const first = Paged.parse((await call(sb(), "GET", "/events?per_page=4")).body);
      expect(first).toMatchObject({ page: 1, per_page: 4, total: 10 });
      expect(first.data).toHaveLength(4);
      const last = Paged.parse((await call(sb(), "GET", "/events?per_page=4&page=3")).body);
      expect(last.data).toHaveLength(2);
      const all = Paged.parse((await call(sb(), "GET", "/events?per_page=100")).body);
      expect(new Set(all.data.map((e) => e.id)).size).toBe(10);
      expect(all.data.every((e) => e.producer.slug !== DEMO_PRODUCERS.other.slug)).toBe(true);
      expect(Paged.parse((await call(sb(), "GET", "/events")).body).per_page).toBe(25);
    });

    it("filters by status and by producer UUID or slug", async () => {
      const live = Paged.parse((await call(sb(), "GET", "/events?status=live")).body);
      expect(live.total).toBeGreaterThan(0);
      expect(live.data.every((e) => e.status === "live")).toBe(true);
      const bySlug = Paged.parse(
        (await call(sb(), "GET", `/events?producer_id=${DEMO_PRODUCERS.b.slug}`)).body,
      );
      expect(bySlug.data.every((e) => e.producer.slug === DEMO_PRODUCERS.b.slug)).toBe(true);
      const byId = Paged.parse(
        (await call(sb(), "GET", `/events?producer_id=${bySlug.data[0].producer.id}`)).body,
      );
      expect(byId.total).toBe(bySlug.total);
    });

    it.each([
      ["page=0", "page"],
      ["page=abc", "page"],
      ["per_page=0", "per_page"],
      ["per_page=101", "per_page"],
      ["per_page=2.5", "per_page"],
      ["status=open", "status"],
      [`producer_id=${DEMO_PRODUCERS.other.slug}`, "producer_id"],
      ["producer_id=no-such-producer", "producer_id"],
    ])("422 for %s, naming the parameter", async (query, field) => {
      const err = expectError(await call(sb(), "GET", `/events?${query}`), 422);
      expect(err.errors?.some((e) => e.startsWith(`${field}: `))).toBe(true);
    });
  });

  describe("GET /events/{event_id}", () => {
    it("reads by UUID and by slug, every field per the schema", async () => {
      const bySlug = EventSchema.parse((await call(sb(), "GET", "/events/festival-de-verao-2027")).body);
      expect(bySlug.venue?.city).toBe("São Paulo");
      expect(bySlug.cover_url).toMatch(/^http:\/\/sandbox\.test\/sandbox\/v1\/covers\/[0-9a-f-]{36}\.jpg$/);
      const byId = EventSchema.parse((await call(sb(), "GET", `/events/${bySlug.id}`)).body);
      expect(byId).toEqual(bySlug);
    });

    it("404 for missing and out-of-scope events, by UUID and by slug", async () => {
      const outside = EventSchema.parse(
        (await call(sb(), "GET", "/events/pagode-da-casa-vizinha", { key: OTHER_API_KEY })).body,
      );
      for (const ref of [
        outside.id,
        outside.slug,
        "00000000-0000-4000-8000-000000000000",
        "no-such-event",
        "x".repeat(300),
      ]) {
        expectError(await call(sb(), "GET", `/events/${ref}`), 404);
        expectError(await call(sb(), "PATCH", `/events/${ref}`, { body: { name: "Hijack" } }), 404);
      }
    });
  });

  describe("POST and PATCH /events", () => {
    const create = (body: unknown) => call(sb(), "POST", "/events", { body });
    const base = { producer_id: DEMO_PRODUCERS.a.slug, name: "Show Novo", starts_at: "2027-03-01T22:00:00Z" };

    it("creates a draft with defaults and a unique slug (201)", async () => {
      const first = await create(base);
      expect(first.status).toBe(201);
      const event = EventSchema.parse(first.body);
      expect(event).toMatchObject({
        status: "draft",
        slug: "show-novo",
        ask_for_cpf: true,
        ask_for_rg: false,
        credit_card_enabled: true,
      });
      expect(event.producer.slug).toBe(DEMO_PRODUCERS.a.slug);
      const second = EventSchema.parse((await create({ ...base, producer_id: event.producer.id })).body);
      expect(second.slug).toBe("show-novo-2");
      const accents = EventSchema.parse((await create({ ...base, name: "Ação & Reação!" })).body);
      expect(accents.slug).toBe("acao-reacao");
    });

    it.each([
      [{ ...base, name: undefined }, "name"],
      [{ ...base, name: "   " }, "name"],
      [{ ...base, starts_at: "tomorrow" }, "starts_at"],
      [{ ...base, ends_at: "2027-02-01T00:00:00Z" }, "ends_at"],
      [{ ...base, ask_for_cpf: "yes" }, "ask_for_cpf"],
      [{ ...base, producer_id: DEMO_PRODUCERS.other.slug }, "producer_id"],
      [{ ...base, producer_id: undefined }, "producer_id"],
    ])("422 for a bad field (%#)", async (body, field) => {
      const err = expectError(await create(body), 422);
      expect(err.error).toBe("Validation failed");
      expect(err.errors?.some((e) => e.startsWith(`${field}: `))).toBe(true);
    });

    it("422 for malformed JSON and non-object bodies, 413 above 1 MB", async () => {
      expectError(
        await call(sb(), "POST", "/events", {
          body: "{not json",
          headers: { "content-type": "application/json" },
        }),
        422,
      );
      expectError(await create([base]), 422);
      expectError(
        await call(sb(), "POST", "/events", { body: "", headers: { "content-type": "application/json" } }),
        422,
      );
      expectError(await create({ ...base, bio: "x".repeat(1024 * 1024 + 10) }), 413);
    });

    it("patches any field, status included, and bumps updated_at", async () => {
      const created = EventSchema.parse((await create({ ...base, name: "Para Editar" })).body);
      for (const status of ["live", "finished", "cancelled", "draft"] as const) {
        const res = await call(sb(), "PATCH", `/events/${created.slug}`, { body: { status } });
        expect(EventSchema.parse(res.body).status).toBe(status);
      }
      const res = await call(sb(), "PATCH", `/events/${created.id}`, {
        body: {
          name: "Editado",
          ends_at: "2027-03-02T04:00:00Z",
          tips_enabled: true,
          waitlist_enabled: true,
          color: "#000000",
        },
      });
      const patched = EventSchema.parse(res.body);
      expect(patched).toMatchObject({
        name: "Editado",
        slug: created.slug,
        tips_enabled: true,
        waitlist_enabled: true,
        color: "#000000",
      });
      expect(patched.ends_at).toBe("2027-03-02T04:00:00.000Z");
      expect(Date.parse(patched.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
      const cleared = EventSchema.parse(
        (await call(sb(), "PATCH", `/events/${created.id}`, { body: { ends_at: null } })).body,
      );
      expect(cleared.ends_at).toBeNull();
    });

    it.each([
      [{ status: "archived" }, "status"],
      [{ ends_at: "2020-01-01T00:00:00Z" }, "ends_at"],
      [{ name: "" }, "name"],
      [{ resale_enabled: 1 }, "resale_enabled"],
    ])("PATCH 422 for %j", async (body, field) => {
      const err = expectError(await call(sb(), "PATCH", "/events/noite-de-jazz-no-parque", { body }), 422);
      expect(err.errors?.some((e) => e.startsWith(`${field}: `))).toBe(true);
    });
  });
});
