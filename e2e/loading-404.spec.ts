import { expect, test } from "./fixtures";

// Kit follow-up: /account, /team, /audit, the borderô, /jobs, /reports and the schedules list have a loading.tsx skeleton (the orders
// list no longer: it reads its page before the first byte, issue 25 §2). A page that streams
// inside a loading boundary has answered 200 before it could call notFound(), so the role checks of these
// routes sit in layouts above the boundary: a refusal, or a missing entry, still answers HTTP 404.

const EVENT = "copa-sunset-de-esports";
const MISSING = "00000000-0000-4000-8000-000000000000";

test("with their loading skeletons, refused and missing pages still answer 404; allowed ones 200", async ({
  loginAs,
}) => {
  test.slow();
  const staff = await loginAs("staff");
  for (const path of [`/events/${EVENT}/analytics/settlement`, "/team", "/audit", `/audit/${MISSING}`])
    expect((await staff.request.get(path)).status(), `staff ${path}`).toBe(404);
  const arena = await loginAs("arenaManager");
  // A Sunset event, outside arena's producer: the same answer as a missing one.
  expect((await arena.request.get(`/events/${EVENT}/analytics/settlement`)).status()).toBe(404);

  const admin = await loginAs("admin");
  expect((await admin.request.get(`/audit/${MISSING}`)).status(), "a missing entry").toBe(404);
  expect((await admin.request.get(`/events/no-such-event/analytics/settlement`)).status()).toBe(404);
  // The orders list and the jobs list sit in a (list) group: a missing order or job is a 404.
  expect((await admin.request.get(`/events/${EVENT}/orders/${MISSING}`)).status(), "a missing order").toBe(
    404,
  );
  expect((await admin.request.get(`/jobs/${MISSING}`)).status(), "a missing job").toBe(404);
  // /reports' and the schedules list's outlines sit in route groups: the schedule pages below them
  // call notFound() before their first byte (a missing schedule, a report kind that does not exist).
  expect((await admin.request.get(`/reports/schedules/${MISSING}/edit`)).status(), "a missing schedule").toBe(
    404,
  );
  expect((await admin.request.get("/reports/schedules/new?kind=junk")).status(), "no such report").toBe(404);
  for (const path of ["/account", "/team", "/audit", `/events/${EVENT}/analytics/settlement`]) {
    const res = await admin.request.get(path);
    expect(res.status(), `admin ${path}`).toBe(200);
  }
  // The page itself still arrives after its skeleton.
  await admin.goto(`/events/${EVENT}/analytics/settlement`);
  await expect(admin.getByRole("heading", { level: 2, name: /borderô/i })).toBeVisible();
});
