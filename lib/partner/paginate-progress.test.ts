import { describe, expect, it } from "vitest";

import { paginateAll } from "@/lib/partner/paginate";

import { modes } from "@/test/fault-server";
import { setupPartnerServer } from "@/test/partner-server";

import { collect, listAt, partnerClient } from "./paginate.test-support";

const partner = setupPartnerServer();
const client = () => partnerClient(partner);

describe("paginateAll onProgress", () => {
  it("reports each page read against the pages planned, growing when a full last page leads on", async () => {
    partner.server.route("/partner/v1/events/e1/orders", modes.paged(250, 10));
    const steps: { read: number; pages: number }[] = [];
    const op = listAt("/events/{event_id}/orders");
    const input = { path: { event_id: "e1" }, query: {} };
    await collect(
      paginateAll(op, input, { client: client(), perPage: 100, onProgress: (s) => steps.push(s) }),
    );
    expect(steps).toEqual([
      { read: 1, pages: 3 },
      { read: 2, pages: 3 },
      { read: 3, pages: 3 },
    ]);
    steps.length = 0;
    partner.server.route("/partner/v1/events/e2/orders", modes.paged(100, 10));
    const e2 = { path: { event_id: "e2" }, query: {} };
    await collect(paginateAll(op, e2, { client: client(), perPage: 100, onProgress: (s) => steps.push(s) }));
    expect(steps).toEqual([
      { read: 1, pages: 1 },
      { read: 2, pages: 2 },
    ]);
  });
});
