import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import {
  EventSchema,
  EventSummarySchema,
  operations,
  PartnerMeSchema,
  type EventSummary,
} from "@/lib/contract";
import { createPartnerClient, setDefaultPartnerClient, type PartnerClient } from "@/lib/partner/client";
import { fieldErrorsFrom, isNotFound, isUnauthorized, PartnerApiError } from "@/lib/partner/errors";
import { fetchPage, paginateAll } from "@/lib/partner/paginate";
import { DEMO_API_KEY } from "@/lib/sandbox/seed/keys";
import { DEMO_PRODUCERS } from "@/lib/sandbox/seed/producers";
import { call, control, describeSandbox, ORIGIN, type TestSandbox } from "@/lib/sandbox/test/fixtures";

// The typed client and the fetchers against the real sandbox (in-process, both backends): the contract
// Palco relies on, end to end, without sockets. `connection()` needs a Next request; none here.
vi.mock("next/server", () => ({ connection: async () => {} }));

const {
  getEvent,
  getEventInScope,
  listEvents,
  listUpcomingEvents,
  createEvent,
  updateEvent,
  uploadEventCover,
} = await import("@/lib/partner/events");
const { getMe, getMyProducers, resolveProducerChoice } = await import("@/lib/partner/me");

const PNG_1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
// Small waits so retried GETs stay fast; generous per-attempt limits for a loaded machine.
const TIMINGS = {
  attemptTimeoutMs: 10_000,
  readBudgetMs: 20_000,
  writeTimeoutMs: 10_000,
  backoffBaseMs: 1,
  backoffCapMs: 5,
};

type Sent = { method: string; path: string };

function clientFor(sb: TestSandbox, apiKey = DEMO_API_KEY) {
  const sent: Sent[] = [];
  const client: PartnerClient = createPartnerClient(
    {
      baseUrl: `${ORIGIN}/partner/v1`,
      apiKey,
      fetch: async (input, init) => {
        const req = new Request(input, init);
        sent.push({ method: req.method, path: new URL(req.url).pathname });
        return sb.app.fetch(req);
      },
    },
    TIMINGS,
  );
  return { client, sent };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable("the request should have failed"),
    (e: unknown) => e,
  );

const startsIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describeSandbox("typed Partner client against the sandbox", (sb) => {
  let producerA: string;
  beforeAll(async () => {
    const me = await clientFor(sb()).client.call(operations.getMe);
    producerA = me.producers.find((p) => p.slug === DEMO_PRODUCERS.a.slug)!.id;
  });

  it("GET /me parses and lists the key's 2 producers", async () => {
    const me = await clientFor(sb()).client.call(operations.getMe);
    expect(me.producers.map((p) => p.slug).sort()).toEqual(
      [DEMO_PRODUCERS.a.slug, DEMO_PRODUCERS.b.slug].sort(),
    );
  });

  it("paginateAll over /events (5 a page) yields exactly `total` events in the API's order", async () => {
    const { client, sent } = clientFor(sb());
    const first = await fetchPage(operations.listEvents, { query: { per_page: 5 } }, { client });
    const items: EventSummary[] = [];
    for await (const e of paginateAll(operations.listEvents, {}, { client, perPage: 5 })) items.push(e);
    expect(first.total).toBeGreaterThan(5);
    expect(items).toHaveLength(first.total);
    const whole = (await call(sb(), "GET", "/events?per_page=100")).body as { data: { id: string }[] };
    expect(items.map((e) => e.id)).toEqual(whole.data.map((e) => e.id));
    // The planned pages, plus one more when the last of them is full: `total` alone is never trusted.
    const planned = Math.ceil(first.total / 5);
    const extra = first.total % 5 === 0 ? 1 : 0;
    expect(sent.filter((s) => s.path.endsWith("/events"))).toHaveLength(1 + planned + extra);
  });

  it("a wrong key → PartnerApiError 401", async () => {
    const e = await rejection(
      clientFor(sb(), "sk_sandbox_wrong_0000000000000000").client.call(operations.getMe),
    );
    expect(e).toBeInstanceOf(PartnerApiError);
    expect(isUnauthorized(e)).toBe(true);
  });

  it("an event outside the key's scope, by slug → 404", async () => {
    const { client } = clientFor(sb());
    const other = (await (await control(sb(), "GET", "/events")).json()) as {
      data: { slug: string; producer: { slug: string } }[];
    };
    const slug = other.data.find((e) => e.producer.slug === DEMO_PRODUCERS.other.slug)!.slug;
    const e = await rejection(client.call(operations.getEvent, { path: { event_id: slug } }));
    expect(isNotFound(e)).toBe(true);
  });

  it("POST /events with a bad body → 422, and the message lands under its field", async () => {
    const { client, sent } = clientFor(sb());
    const body = { producer_id: producerA, name: "   ", starts_at: startsIn(30) };
    const e = await rejection(client.call(operations.createEvent, { body }));
    expect(e).toMatchObject({ status: 422 });
    const { fieldErrors, formErrors } = fieldErrorsFrom(e, ["producer_id", "name", "starts_at"]);
    expect(fieldErrors.name?.[0]).toMatch(/required/);
    expect(formErrors).toEqual([]);
    expect(sent.filter((s) => s.method === "POST")).toHaveLength(1);
  });

  it("a PATCH is sent once, even when it fails with a retryable status (a GET is retried)", async () => {
    const { client, sent } = clientFor(sb());
    const event = EventSchema.parse(
      (
        await call(sb(), "POST", "/events", {
          body: { producer_id: producerA, name: "Once", starts_at: startsIn(40) },
        })
      ).body,
    );
    const updated = await client.call(operations.updateEvent, {
      path: { event_id: event.id },
      body: { name: "Once (renamed)" },
    });
    expect(updated.name).toBe("Once (renamed)");
    expect(sent.filter((s) => s.method === "PATCH")).toHaveLength(1);

    expect((await control(sb(), "POST", "/faults", { error_rate: 1, error_status: 503 })).status).toBe(200);
    try {
      const e = await rejection(
        client.call(operations.updateEvent, { path: { event_id: event.id }, body: { name: "Twice?" } }),
      );
      expect(e).toMatchObject({ status: 503 });
      expect(sent.filter((s) => s.method === "PATCH")).toHaveLength(2);
      await rejection(client.call(operations.getMe));
      expect(sent.filter((s) => s.method === "GET" && s.path.endsWith("/me"))).toHaveLength(3);
    } finally {
      await control(sb(), "DELETE", "/faults");
    }
    const after = EventSchema.parse((await call(sb(), "GET", `/events/${event.id}`)).body);
    expect(after.name).toBe("Once (renamed)");
  });

  describe("the fetchers of lib/partner", () => {
    const everyone = { producerIds: "all" as const };
    beforeAll(() => setDefaultPartnerClient(clientFor(sb()).client));
    afterAll(() => setDefaultPartnerClient(undefined));

    it("me.ts: getMe, getMyProducers, resolveProducerChoice", async () => {
      expect(PartnerMeSchema.parse(await getMe()).producers).toHaveLength(2);
      expect(await getMyProducers({ producerIds: [producerA] })).toEqual([
        expect.objectContaining({ id: producerA, slug: DEMO_PRODUCERS.a.slug }),
      ]);
      const choice = await resolveProducerChoice(everyone, DEMO_PRODUCERS.b.slug);
      expect(choice).toMatchObject({ canList: true, producer: { slug: DEMO_PRODUCERS.b.slug } });
    });

    it("events.ts: list, get (UUID and slug), in scope, upcoming, create, update, cover", async () => {
      const page = await listEvents({ per_page: 3, producer_id: producerA });
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.every((e) => e.producer.id === producerA)).toBe(true);
      const byId = await getEvent(page.data[0].id);
      expect(EventSchema.parse(await getEvent(byId.slug))).toEqual(byId);
      expect(await getEventInScope(everyone, byId.slug)).toEqual(byId);
      expect(
        await getEventInScope({ producerIds: ["00000000-0000-4000-8000-000000000000"] }, byId.id),
      ).toBeNull();
      expect(await getEventInScope(everyone, "no-such-event")).toBeNull();
      expect(await getEventInScope(everyone, "../me")).toBeNull();

      const upcoming = await listUpcomingEvents(undefined, 3);
      expect(upcoming.length).toBeLessThanOrEqual(3);
      for (const e of upcoming) expect(EventSummarySchema.parse(e).status).toBe("live");

      const created = await createEvent({
        producer_id: producerA,
        name: "Fetcher show",
        starts_at: startsIn(50),
      });
      expect(EventSchema.parse(created).status).toBe("draft");
      const updated = await updateEvent(created.id, { tips_enabled: true });
      expect(EventSchema.parse(updated).tips_enabled).toBe(true);
      const covered = await uploadEventCover(
        created.id,
        new Blob([PNG_1x1], { type: "image/png" }),
        "cover.png",
      );
      expect(EventSchema.parse(covered).cover_url).toMatch(/^https?:\/\//);
    });
  });
});
