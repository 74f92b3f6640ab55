import { beforeEach, describe, expect, it, vi } from "vitest";

// The first read in the background: started once per producer, counted per event, then the page reads.
const warm = new Set<string>();
const pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
vi.mock("./cache", () => ({
  isWarm: (id: string) => warm.has(id),
  readEventOrders: (id: string) =>
    new Promise<void>((resolve, reject) =>
      pending.set(id, {
        resolve: () => {
          warm.add(id);
          resolve();
        },
        reject,
      }),
    ),
}));

const { warmupProgress } = await import("./warmup");
const events = ["a", "b", "c"].map((id) => ({ id, name: id }));
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("warmupProgress", () => {
  beforeEach(() => {
    warm.clear();
    pending.clear();
  });

  it("reads the events not yet cached once, counts them, then lets the page read", async () => {
    warm.add("a");
    expect(warmupProgress("p1", events, 0)).toEqual({ running: true, done: 0, total: 2 });
    expect(warmupProgress("p1", events, 0)).toEqual({ running: true, done: 0, total: 2 });
    expect([...pending.keys()]).toEqual(["b", "c"]);
    pending.get("b")!.resolve();
    await settle();
    expect(warmupProgress("p1", events, 0)).toEqual({ running: true, done: 1, total: 2 });
    pending.get("c")!.resolve();
    await settle();
    expect(warmupProgress("p1", events, 0).running).toBe(false);
    // Warm: nothing more to read, now or later.
    expect(warmupProgress("p1", events, Date.now() + 10 * 60_000)).toEqual({
      running: false,
      done: 3,
      total: 3,
    });
    expect(pending.size).toBe(2);
  });

  it("after a failed read the page reads itself (and shows the error), the next visit tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(warmupProgress("p2", events, 0).running).toBe(true);
    pending.get("a")!.reject(new Error("502"));
    pending.get("b")!.resolve();
    pending.get("c")!.resolve();
    await settle();
    expect(warmupProgress("p2", events, 0)).toEqual({ running: false, done: 2, total: 3 });
    pending.clear();
    expect(warmupProgress("p2", events, 0)).toEqual({ running: true, done: 0, total: 1 });
    expect([...pending.keys()]).toEqual(["a"]);
  });

  it("a cache that cannot keep every event does not loop: for a minute after a read the page reads directly", async () => {
    expect(warmupProgress("p3", events, 0).running).toBe(true);
    for (const p of pending.values()) p.resolve();
    await settle();
    warm.clear(); // evicted meanwhile
    pending.clear();
    expect(warmupProgress("p3", events, Date.now()).running).toBe(false);
    expect(pending.size).toBe(0);
    expect(warmupProgress("p3", events, Date.now() + 61_000).running).toBe(true);
  });
});
