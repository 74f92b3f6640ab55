import { test as base } from "@playwright/test";

import { startFakePalco, type FakePalco } from "./fake-palco";
import { type EventFailure } from "./fake-partner";
import { expect, expectAxeClean } from "./fixtures";

// Issue 25 §2: the fake Partner API (e2e/fake-partner.ts) fails every call about one event, or one in
// two. The orders page, the door page and the door list route never answer 500 nor an empty body: the
// pages send 502/503 (+ Retry-After when the API said 429/503) with the error state inside the shell in
// the HTML itself (no JavaScript), the route a JSON error with the same status.
const test = base.extend<object, { palco: FakePalco }>({
  palco: [
    async ({ browser }, use) => {
      const { palco, close } = await startFakePalco(browser, { PARTNER_LIST_MAX_ITEMS: "1000" });
      palco.fake.open(); // paged reads are never held here
      await use(palco);
      await close();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});
test.describe.configure({ mode: "serial", timeout: 120_000 });

type Answer = { status: number; retryAfter: string | null; type: string; body: string };

async function get(palco: FakePalco, pathname: string): Promise<Answer> {
  const res = await fetch(palco.server.base + pathname, {
    headers: { cookie: palco.cookie },
    redirect: "manual",
  });
  const body = await res.text();
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    type: res.headers.get("content-type") ?? "",
    body,
  };
}

const UNAVAILABLE = "A API de parceiros está indisponível";
const FAILED = "A API de parceiros falhou";
/** The error state, as HTML (not the RSC payload), inside the shell's <main>, the navigation beside it. */
const inShell = (status: number) =>
  new RegExp(
    `aria-label="Navegação principal"[\\s\\S]*<main id="main"[\\s\\S]*role="alert" data-upstream-status="${status}"[^>]*>` +
      `[\\s\\S]*?<h1[^>]*>${status === 503 ? UNAVAILABLE : FAILED}</h1>`,
  );

function pathsOf(palco: FakePalco, n = 0) {
  const { id } = palco.fake.events(n);
  return { orders: `/events/${id}/orders`, door: `/events/${id}/door`, doorList: `/api/events/${id}/door` };
}

async function expectFailure(palco: FakePalco, failure: EventFailure, status: number) {
  palco.fake.failEvent(0, failure);
  try {
    const paths = pathsOf(palco);
    const retryAfter = status === 503 ? String(failure.retryAfter) : null;
    for (const page of [paths.orders, paths.door]) {
      const answer = await get(palco, page);
      expect(answer.status, page).toBe(status);
      expect(answer.retryAfter, page).toBe(retryAfter);
      expect(answer.type).toContain("text/html");
      expect(answer.body, page).toMatch(inShell(status));
      expect(answer.body).not.toContain('id="__next_error__"');
    }
    const list = await get(palco, paths.doorList);
    expect(list.status).toBe(status);
    expect(list.retryAfter).toBe(retryAfter);
    expect(JSON.parse(list.body)).toEqual({
      error: status === 503 ? "upstream_unavailable" : "upstream_error",
    });
    // Only that event fails: another one's page answers 200.
    expect((await get(palco, pathsOf(palco, 1).orders)).status).toBe(200);
  } finally {
    palco.fake.failEvent(null);
  }
}

test("the API answers 503 + Retry-After for one event: 503 + Retry-After, the error in the shell", async ({
  palco,
}) => {
  await expectFailure(palco, { status: 503, retryAfter: 30 }, 503);
});

test("the API answers 429 + Retry-After: Palco answers 503 + Retry-After", async ({ palco }) => {
  await expectFailure(palco, { status: 429, retryAfter: 40 }, 503);
});

test("the API answers 500: Palco answers 502, no Retry-After", async ({ palco }) => {
  await expectFailure(palco, { status: 500 }, 502);
});

test("without JavaScript the failed page shows its error state inside the shell; axe-clean with it", async ({
  palco,
  browser,
}) => {
  palco.fake.failEvent(0, { status: 503, retryAfter: 30 });
  try {
    const url = new URL(palco.server.base);
    const cookies = palco.cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name, value: value.join("="), domain: url.hostname, path: "/" };
    });
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ baseURL: palco.server.base, javaScriptEnabled });
      await context.addCookies(cookies);
      const page = await context.newPage();
      const response = await page.goto(pathsOf(palco).orders);
      expect(response?.status()).toBe(503);
      const main = page.getByRole("main");
      await expect(main.getByRole("alert")).toContainText(UNAVAILABLE);
      await expect(main.getByRole("alert")).toContainText("30 segundos");
      await expect(main.getByRole("link", { name: "Tentar de novo" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Navegação principal" })).toBeVisible();
      if (javaScriptEnabled) await expectAxeClean(page);
      await context.close();
    }
  } finally {
    palco.fake.failEvent(null);
  }
});

// The event itself answers; only the page's own read fails (the orders list page, the entrance list).
// The orders page reads its list page before the first byte of a document, so it still answers 502/503.
test("only the orders list fails: the orders page answers 503 + Retry-After, the error in the shell", async ({
  palco,
}) => {
  palco.fake.failEvent(0, { status: 429, retryAfter: 20, only: "/orders" });
  try {
    const { orders } = pathsOf(palco);
    for (const query of ["", "?status=paid", "?sort=amount&dir=desc", "?view=attention"]) {
      const answer = await get(palco, orders + query);
      expect(answer.status, query).toBe(503);
      expect(answer.retryAfter, query).toBe("20");
      expect(answer.body, query).toMatch(inShell(503));
    }
  } finally {
    palco.fake.failEvent(null);
  }
  palco.fake.failEvent(0, { status: 500, only: "/orders" });
  try {
    const answer = await get(palco, pathsOf(palco).orders);
    expect(answer.status).toBe(502);
    expect(answer.retryAfter).toBeNull();
    expect(answer.body).toMatch(inShell(502));
  } finally {
    palco.fake.failEvent(null);
  }
});

test("only the entrance list fails: the door list route answers 503 JSON, the door page (no list read) 200", async ({
  palco,
}) => {
  palco.fake.failEvent(0, { status: 503, retryAfter: 15, only: "/tickets/entrance" });
  try {
    const { door, doorList } = pathsOf(palco);
    const list = await get(palco, doorList);
    expect(list.status).toBe(503);
    expect(list.retryAfter).toBe("15");
    expect(JSON.parse(list.body)).toEqual({ error: "upstream_unavailable" });
    // The door page reads the list in the browser (from that route): its own HTML has nothing that failed.
    const page = await get(palco, door);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/data-upstream-status/);
  } finally {
    palco.fake.failEvent(null);
  }
});

/** The orders table's inline error as rendered HTML (the messages sent to the browser hold the words too). */
const TABLE_ERROR = /<h2[^>]*>Não foi possível carregar a lista<\/h2>/;

test("one call in two fails: 20 answers of each never 500 and never empty", async ({ palco }) => {
  palco.fake.failEvent(0, { status: 500, everyOther: true });
  try {
    const paths = pathsOf(palco);
    for (const [name, pathname] of Object.entries(paths)) {
      const answers: Answer[] = [];
      for (let round = 0; round < 5; round++) {
        answers.push(...(await Promise.all(Array.from({ length: 4 }, () => get(palco, pathname)))));
      }
      for (const a of answers) {
        expect([200, 502, 503], name).toContain(a.status);
        expect(a.body.length, name).toBeGreaterThan(0);
        if (name === "doorList") JSON.parse(a.body);
        else if (a.status !== 200) expect(a.body).toMatch(inShell(a.status));
        // A 200 page is a whole one: no read of its own failed after the status was sent.
        else expect(a.body, name).not.toMatch(TABLE_ERROR);
        if (a.status === 503) expect(Number(a.retryAfter)).toBeGreaterThan(0);
      }
    }
  } finally {
    palco.fake.failEvent(null);
  }
});
