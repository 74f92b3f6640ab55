import { describe, expect, it } from "vitest";

import { remembered } from "./remembered";

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("remembered", () => {
  it("keeps each answer for as long as keepMs says, per key", async () => {
    const c = clock();
    const calls: string[] = [];
    const ask = remembered(
      async (key) => {
        calls.push(key);
        return key === "yes";
      },
      { keepMs: (yes) => (yes ? 1000 : 100), now: c.now },
    );
    expect(await ask("yes")).toBe(true);
    expect(await ask("no")).toBe(false);
    c.advance(150);
    expect(await ask("yes")).toBe(true); // still kept
    expect(await ask("no")).toBe(false); // expired: asked again
    c.advance(1000);
    await ask("yes");
    expect(calls).toEqual(["yes", "no", "no", "yes"]);
  });

  it("shares one call among concurrent callers and never keeps a failure", async () => {
    let calls = 0;
    let fail = true;
    const ask = remembered(
      async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 5));
        if (fail) throw new Error("upstream down");
        return 1;
      },
      { keepMs: () => 1000 },
    );
    const both = await Promise.allSettled([ask("k"), ask("k")]);
    expect(both.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(calls).toBe(1);
    fail = false;
    expect(await ask("k")).toBe(1);
    expect(await ask("k")).toBe(1);
    expect(calls).toBe(2);
  });

  it("forget() drops what is kept, and keeps nothing that was in flight when it was called", async () => {
    let version = 1;
    let finish!: () => void;
    const ask = remembered(
      async () => {
        const seen = version;
        await new Promise<void>((r) => (finish = r));
        return seen;
      },
      { keepMs: () => Number.POSITIVE_INFINITY },
    );
    const inFlight = ask("k");
    version = 2;
    ask.forget(); // a change lands while the first answer is on its way
    finish();
    expect(await inFlight).toBe(1);
    const fresh = ask("k");
    finish();
    expect(await fresh).toBe(2);
    expect(await ask("k")).toBe(2); // kept: no call left waiting
  });

  it("does not keep answers whose keepMs is 0, and drops the oldest past maxEntries", async () => {
    const calls: string[] = [];
    const ask = remembered(
      async (key) => {
        calls.push(key);
        return key;
      },
      { keepMs: (v) => (v === "never" ? 0 : 1000), maxEntries: 2 },
    );
    await ask("never");
    await ask("never");
    await ask("a");
    await ask("b");
    await ask("c"); // "a" is dropped
    await ask("b");
    await ask("a");
    expect(calls).toEqual(["never", "never", "a", "b", "c", "a"]);
  });
});
