import { describe, expect, it, vi } from "vitest";

import { PartnerApiError } from "@/lib/partner/errors";
import { collectAll } from "@/lib/partner/every-item";
import { fetchPage, ListTooLargeError, paginateAll, readSortedPage } from "@/lib/partner/paginate";

import { modes } from "@/test/fault-server";
import { setupPartnerServer } from "@/test/partner-server";

import { collect, listAt, partnerClient } from "./paginate.test-support";

const partner = setupPartnerServer();
const { unhandled } = partner;
const client = () => partnerClient(partner);

describe("fetchPage", () => {
  it("sends page, per_page and filters, and validates the paged shape", async () => {
    partner.server.route("/partner/v1/events", modes.paged(30));
    const page = await fetchPage(
      listAt("/events"),
      { query: { page: 2, per_page: 25, status: "live", q: undefined } },
      { client: client() },
    );
    expect(page).toMatchObject({ page: 2, per_page: 25, total: 30 });
    expect(page.data.map((i) => i.id)).toEqual([25, 26, 27, 28, 29]);
    expect(partner.server.hits()[0].query.toString()).toBe("page=2&per_page=25&status=live");
  });
});

describe("paginateAll", () => {
  it.each([
    [0, 100, 4],
    [1, 100, 4],
    [100, 100, 4],
    [1_234, 100, 4],
    [1_234, 25, 3],
    [50, 10, 1],
  ])("yields all %i items in order (per_page %i, concurrency %i)", async (total, perPage, concurrency) => {
    partner.server.route("/partner/v1/events/e1/orders", modes.paged(total, 10));
    const items = await collect(
      paginateAll(
        listAt("/events/{event_id}/orders"),
        { path: { event_id: "e1" }, query: { status: "paid" } },
        {
          client: client(),
          perPage,
          concurrency,
        },
      ),
    );
    expect(items.map((i) => i.id)).toEqual(Array.from({ length: total }, (_, i) => i));
    const pages = Math.max(1, Math.ceil(total / perPage));
    // A full last page is followed by one more request: `total` alone is not trusted to end the list.
    const probe = total > 0 && total % perPage === 0 ? 1 : 0;
    expect(partner.server.hits()).toHaveLength(pages + probe);
    expect(partner.server.hits().every((h) => h.query.get("status") === "paid")).toBe(true);
    expect(partner.server.maxInFlight()).toBeLessThanOrEqual(concurrency);
    // Proves pages overlap without betting on exact scheduling on a loaded machine.
    if (pages > 2 && concurrency > 1) expect(partner.server.maxInFlight()).toBeGreaterThanOrEqual(2);
  });

  it("stops fetching and aborts in-flight pages when the consumer breaks", async () => {
    partner.server.route("/partner/v1/tickets", modes.paged(1_000, 20));
    const seen: number[] = [];
    for await (const item of paginateAll(
      listAt("/tickets"),
      {},
      {
        client: client(),
        perPage: 10,
        concurrency: 4,
      },
    )) {
      seen.push(item.id);
      if (item.id === 14) break;
    }
    expect(seen).toHaveLength(15);
    for (const end = Date.now() + 5_000; partner.server.inFlight() > 0 && Date.now() < end;) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(partner.server.inFlight()).toBe(0);
    // Page 1, the window of 4 and at most one refill: never the remaining ~95 pages.
    expect(partner.server.hits().length).toBeLessThanOrEqual(1 + 4 + 1);
  });

  it("propagates a failing page and rejects bad options", async () => {
    partner.server.route(
      "/partner/v1/broken",
      modes.sequence(
        modes.json(200, { data: [{ id: 0 }], page: 1, per_page: 1, total: 3 }),
        modes.json(404, { error: "gone" }),
      ),
    );
    await expect(
      collect(paginateAll(listAt("/broken"), {}, { client: client(), perPage: 1 })),
    ).rejects.toThrow("gone");
    await expect(collect(paginateAll(listAt("/x"), {}, { client: client(), perPage: 101 }))).rejects.toThrow(
      RangeError,
    );
    await expect(
      collect(paginateAll(listAt("/x"), {}, { client: client(), concurrency: 0 })),
    ).rejects.toThrow(RangeError);
  });

  it("reads past a total that undercounts until a short page", async () => {
    partner.server.route("/partner/v1/liar", (req, res, hit) => {
      const page = Number(hit.query.get("page"));
      const data = Array.from({ length: page < 3 ? 10 : 4 }, (_, i) => ({ id: (page - 1) * 10 + i }));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ data, page, per_page: 10, total: 10 }));
    });
    const items = await collect(paginateAll(listAt("/liar"), {}, { client: client(), perPage: 10 }));
    expect(items.map((i) => i.id)).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });

  it("refuses a list above its ceiling, by total or by the pages themselves", async () => {
    partner.server.route("/partner/v1/big", modes.paged(500, 1));
    await expect(
      collect(paginateAll(listAt("/big"), {}, { client: client(), perPage: 100, ceiling: 300 })),
    ).rejects.toThrow(ListTooLargeError);
    expect(partner.server.hits("/partner/v1/big")).toHaveLength(1);
    partner.server.route("/partner/v1/under", (req, res, hit) => {
      const page = Number(hit.query.get("page"));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ data: [{ id: page }, { id: -page }], page, per_page: 2, total: 2 }));
    });
    await expect(
      collect(paginateAll(listAt("/under"), {}, { client: client(), perPage: 2, ceiling: 5 })),
    ).rejects.toThrow(ListTooLargeError);
    expect(partner.server.hits("/partner/v1/under")).toHaveLength(3);
  });

  const repeating = (total: number, pageOf: (asked: number) => number = (asked) => asked) =>
    ((req, res, hit) => {
      const asked = Number(hit.query.get("page"));
      const perPage = Number(hit.query.get("per_page"));
      const data = Array.from({ length: perPage }, (_, i) => ({ id: i }));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ data, page: pageOf(asked), per_page: perPage, total }));
    }) satisfies Parameters<typeof partner.server.route>[1];

  it("stops at the ceiling of a list whose total is absurd and whose pages repeat: partial, bounded", async () => {
    partner.server.route("/partner/v1/absurd", repeating(9_000_000));
    const read = paginateAll(
      listAt("/absurd"),
      {},
      { client: client(), perPage: 100, ceiling: 1_000, atCeiling: "stop", concurrency: 4 },
    );
    const { items, partial } = await collectAll(read);
    expect(partial).toBe(true);
    expect(items).toHaveLength(1_000);
    // Ten pages hold the ceiling, the eleventh shows the list goes on; the window may have one more in flight.
    expect(partner.server.hits("/partner/v1/absurd").length).toBeLessThanOrEqual(11 + 4);
    partner.server.route("/partner/v1/absurd2", repeating(9_000_000));
    await expect(
      collect(paginateAll(listAt("/absurd2"), {}, { client: client(), perPage: 100, ceiling: 1_000 })),
    ).rejects.toThrow(ListTooLargeError);
    expect(partner.server.hits("/partner/v1/absurd2")).toHaveLength(1);
  });

  it("ends at the first short or empty page whatever the total says", async () => {
    partner.server.route("/partner/v1/short", (req, res, hit) => {
      const page = Number(hit.query.get("page"));
      const data = Array.from({ length: page === 3 ? 7 : 10 }, (_, i) => ({ id: (page - 1) * 10 + i }));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ data, page, per_page: 10, total: 5_000_000 }));
    });
    const { items, partial } = await collectAll(
      paginateAll(listAt("/short"), {}, { client: client(), perPage: 10, concurrency: 4, atCeiling: "stop" }),
    );
    expect(partial).toBe(false);
    expect(items.map((i) => i.id)).toEqual(Array.from({ length: 27 }, (_, i) => i));
    expect(partner.server.hits("/partner/v1/short").length).toBeLessThanOrEqual(3 + 4);
    partner.server.route("/partner/v1/empty", (req, res, hit) => {
      const page = Number(hit.query.get("page"));
      const data = page === 1 ? Array.from({ length: 10 }, (_, i) => ({ id: i })) : [];
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ data, page, per_page: 10, total: 5_000_000 }));
    });
    const empty = await collectAll(
      paginateAll(listAt("/empty"), {}, { client: client(), perPage: 10, atCeiling: "stop" }),
    );
    expect(empty).toMatchObject({ partial: false });
    expect(empty.items).toHaveLength(10);
  });

  it("refuses an answer for another page than the one asked for, as one upstream error", async () => {
    partner.server.route(
      "/partner/v1/other",
      repeating(9_000_000, () => 1),
    );
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
    const read = () =>
      collect(paginateAll(listAt("/other"), {}, { client: client(), perPage: 100, atCeiling: "stop" }));
    await expect(read()).rejects.toMatchObject({
      name: "PartnerApiError",
      status: 502,
      kind: "invalid_response",
    });
    await expect(read()).rejects.toBeInstanceOf(PartnerApiError);
    spy.mockRestore();
    expect(errors).toHaveLength(1);
    // Page 1 passes, page 2 answers "page 1": the read ends there (plus what was already in flight).
    expect(partner.server.hits("/partner/v1/other").length).toBeLessThanOrEqual(2 * (1 + 4));
    partner.server.route("/partner/v1/size", (req, res, hit) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ data: [{ id: 1 }], page: Number(hit.query.get("page")), per_page: 50, total: 1 }),
      );
    });
    await expect(
      collect(paginateAll(listAt("/size"), {}, { client: client(), perPage: 100 })),
    ).rejects.toThrow(PartnerApiError);
  });

  it("left no unhandled rejections", async () => {
    await new Promise((r) => setTimeout(r, 50));
    expect(unhandled).toEqual([]);
  });
});

describe("readSortedPage", () => {
  const descending = (items: { id: number }[]) => [...items].sort((a, b) => b.id - a.id);

  it("sorts the whole list, then slices the page", async () => {
    partner.server.route("/partner/v1/events", modes.paged(230, 1));
    const page = await readSortedPage(
      listAt("/events"),
      { query: { status: "live" } },
      { client: client(), sort: descending, page: 2, perPage: 10 },
    );
    expect(page).toMatchObject({ page: 2, per_page: 10, total: 230 });
    if ("tooLarge" in page) throw new Error("refused");
    expect(page.data.map((i) => i.id)).toEqual([219, 218, 217, 216, 215, 214, 213, 212, 211, 210]);
    expect(partner.server.hits().every((h) => h.query.get("status") === "live")).toBe(true);
  });

  it("refuses to sort a list above the ceiling", async () => {
    partner.server.route("/partner/v1/events", modes.paged(230, 1));
    const page = await readSortedPage(
      listAt("/events"),
      {},
      { client: client(), sort: descending, page: 1, perPage: 10, ceiling: 200 },
    );
    expect(page).toEqual({ tooLarge: true, ceiling: 200 });
  });

  it("answers an empty page past the end", async () => {
    partner.server.route("/partner/v1/events", modes.paged(5, 1));
    const page = await readSortedPage(
      listAt("/events"),
      {},
      { client: client(), sort: descending, page: 3, perPage: 10 },
    );
    expect(page).toEqual({ data: [], page: 3, per_page: 10, total: 5 });
  });
});
