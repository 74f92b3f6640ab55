import { expect, test } from "./fixtures";

// GET /api/webhooks/console (the delivery console's react-query refetch) answers what the page shows:
// nothing without a session, 403 for roles without webhooks:manage, the figures for the admin.
const CONSOLE = "/api/webhooks/console?filter=all";

test("the delivery console's data route: 401 without a session, 403 for other roles, JSON for the admin", async ({
  request,
  loginAs,
}) => {
  test.slow(); // four sign-ins on a shared 2-core machine
  const anonymous = await request.get(CONSOLE);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).not.toContain("deliveries");
  for (const role of ["staff", "marketing", "manager"] as const) {
    const page = await loginAs(role);
    const res = await page.request.get(CONSOLE);
    expect(res.status(), role).toBe(403);
    expect(res.headers()["content-type"], role).toContain("application/json");
  }
  const admin = await loginAs("admin");
  const res = await admin.request.get(CONSOLE);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toContain("no-store");
  const body = (await res.json()) as { stats: unknown; rows: unknown[] };
  expect(body.stats).toBeDefined();
  expect(Array.isArray(body.rows)).toBe(true);
});
