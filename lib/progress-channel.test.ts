import { describe, expect, it } from "vitest";

import { progressChannel } from "./progress-channel";

// A read reports its steps; a watcher gets the first step past what it has shown, then null at the end.
describe("progressChannel", () => {
  it("gives the next step past `after`, waiting for it, and null once the read ended", async () => {
    const c = progressChannel();
    const first = c.next(0);
    c.report({ read: 1, pages: 3 });
    expect(await first).toEqual({ read: 1, pages: 3 });
    const second = c.next(1);
    c.report({ read: 2, pages: 3 });
    expect(await second).toEqual({ read: 2, pages: 3 });
    const third = c.next(2);
    c.end();
    expect(await third).toBeNull();
    expect(await c.next(0)).toBeNull();
  });

  it("skips steps closer than a twentieth of the pages, but never the last one", async () => {
    const c = progressChannel();
    const watched = c.next(0);
    c.report({ read: 1, pages: 100 });
    c.report({ read: 4, pages: 100 });
    c.report({ read: 5, pages: 100 });
    expect(await watched).toEqual({ read: 5, pages: 100 });
    const last = c.next(5);
    c.report({ read: 6, pages: 6 });
    expect(await last).toEqual({ read: 6, pages: 6 });
  });
});
