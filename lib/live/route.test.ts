import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// GET /api/live end to end inside one process: session → stream; publishLive → the user's stream.
const current = vi.hoisted(() => ({ user: null as null | Record<string, unknown> }));
vi.mock("@/lib/auth/session", async () => {
  const { AuthError } = await vi.importActual<typeof import("@/lib/auth/session")>("@/lib/auth/session");
  const { can } = await import("@/lib/auth/policy");
  return {
    AuthError,
    requireCapability: async (capability: Parameters<typeof can>[1]) => {
      if (!current.user) throw new AuthError("unauthenticated");
      if (!can(current.user as never, capability)) throw new AuthError("forbidden");
      return current.user;
    },
  };
});
// The bus's bridge listens on Palco's database: an in-memory PGlite here (no tables needed).
const memory = vi.hoisted(() => ({ client: null as PGlite | null }));
vi.mock("@/lib/db/client", () => ({
  getDbHandle: async () => ({ source: { kind: "pglite", client: memory.client } }),
}));
vi.mock("next/navigation", () => ({ redirect: vi.fn(), notFound: vi.fn() }));
const recorded = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/notifications/from-live", () => ({
  recordForLive: async (_tx: unknown, m: { id: string }) => void recorded.push(m.id),
}));

const { GET } = await import("@/app/api/live/route");
const { publishLive } = await import("./bus");
const { outboxConsumers } = await import("./outbox-consumers");
// As boot does: the bus itself knows no consumer.
(await import("@/lib/wiring")).wire();

beforeAll(async () => {
  const { PGlite } = await import("@electric-sql/pglite");
  memory.client = await PGlite.create();
}, 120_000);
afterAll(async () => {
  await memory.client?.close();
});
beforeEach(() => {
  current.user = null;
});

const paid = (id: string, producerId: string) => ({
  id,
  kind: "order.paid" as const,
  producerId,
  eventId: "e1",
  orderId: `o-${id}`,
  amount: "180.00",
  paymentMethod: "pix",
  productName: "Lote 2",
});

async function readUntil(res: Response, needle: string, abort: AbortController): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes(needle)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  abort.abort();
  return text;
}

describe("GET /api/live", () => {
  it("answers 401 without a session", async () => {
    const res = await GET(new Request("http://localhost/api/live"), {});
    expect(res.status).toBe(401);
  });

  it("streams the user's producers' messages, once, and resumes after Last-Event-ID", async () => {
    current.user = { id: "u1", role: "staff", producerIds: ["p1"] };
    const abort = new AbortController();
    const res = await GET(new Request("http://localhost/api/live", { signal: abort.signal }), {});
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    publishLive(paid("a1", "p2"));
    publishLive(paid("a2", "p1"));
    publishLive(paid("a2", "p1"));
    publishLive(paid("a3", "p1"));
    const text = await readUntil(res, "id: a3", abort);
    expect(text.match(/^id: .*$/gm)).toEqual(["id: a2", "id: a3"]);
    // Notifications are written with the message, in its transaction (lib/live/outbox.ts), not on publish.
    expect(recorded).toEqual([]);
    await outboxConsumers()[0].record(null as never, paid("a4", "p1"));
    expect(outboxConsumers().map((c) => c.name)).toEqual(["notifications"]);
    expect(recorded).toEqual(["a4"]);

    const again = new AbortController();
    const resumed = await GET(
      new Request("http://localhost/api/live", { signal: again.signal, headers: { "Last-Event-ID": "a2" } }),
      {},
    );
    expect((await readUntil(resumed, "id: a3", again)).match(/^id: .*$/gm)).toEqual(["id: a3"]);
  });

  it("catches a first connection up from the page's render, never from further back than five minutes", async () => {
    current.user = { id: "u1", role: "staff", producerIds: ["p1"] };
    const renderedAt = Date.now();
    publishLive(paid("b1", "p1"));
    publishLive(paid("b2", "p2"));
    const abort = new AbortController();
    const res = await GET(
      new Request(`http://localhost/api/live?renderedAt=${renderedAt}`, { signal: abort.signal }),
      {},
    );
    publishLive(paid("b3", "p1"));
    expect((await readUntil(res, "id: b3", abort)).match(/^id: .*$/gm)).toEqual(["id: b1", "id: b3"]);

    // Six minutes later, a stream claiming a render at 0 gets nothing older than five minutes (b1).
    const later = vi.spyOn(Date, "now").mockReturnValue(Date.now() + 6 * 60_000);
    try {
      const old = new AbortController();
      const fromZero = await GET(
        new Request("http://localhost/api/live?renderedAt=0", { signal: old.signal }),
        {},
      );
      publishLive(paid("b4", "p1"));
      expect((await readUntil(fromZero, "id: b4", old)).match(/^id: .*$/gm)).toEqual(["id: b4"]);
    } finally {
      later.mockRestore();
    }
  });
});
