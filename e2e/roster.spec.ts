import { parseCsv } from "./csv";
import { expect, expectAxeClean, seedOutput, test } from "./fixtures";

// The Roster tab (issue 9, "The tournament roster"): the demo seed's esports event has tourney data.
const ESPORTS = "/events/copa-sunset-de-esports";
const SECTIONS = /seções do evento|event sections/i;
const ROSTER = /lista de participantes|roster/i;

test("staff opens the esports event's roster: teams, check-ins, alerts and the entrants CSV", async ({
  loginAs,
}) => {
  test.slow();
  const page = await loginAs("staff");
  await page.goto(ESPORTS);
  await page.getByRole("navigation", { name: SECTIONS }).getByRole("link", { name: ROSTER }).click();
  await expect(page).toHaveURL(/\/roster$/);
  await expect(
    page.getByRole("heading", { level: 2, name: /participantes do torneio|tournament roster/i }),
  ).toBeVisible();
  await expect(page.getByTestId("roster-team").first()).toBeVisible();
  // The oracle: the paid orders as the Partner API (the embedded sandbox) lists them.
  const api = { authorization: `Bearer ${seedOutput().apiKey}` };
  const paid = (await (
    await page.request.get(
      "/partner/v1/events/copa-sunset-de-esports/orders?payment_status=paid&per_page=100",
      {
        headers: api,
      },
    )
  ).json()) as { data: { id: string; tourney?: { user_id: string } | null }[] };
  const withField = paid.data.filter((o) => "tourney" in o);
  const users = new Set(withField.flatMap((o) => (o.tourney ? [o.tourney.user_id] : [])));
  const missing = withField.filter((o) => o.tourney === null).length;
  expect(users.size).toBeGreaterThan(0);

  // One row per player in the teams' tables (the DataTable; its phone cards are list items). After
  // a client-side navigation the table's chunk may still be loading, so wait for the rows to arrive.
  const players = users.size;
  await expect(page.getByTestId("roster-team").locator("table tbody tr")).toHaveCount(players);
  await expect(page.getByTestId("roster-summary")).toContainText(String(players));
  if (missing > 0)
    await expect(page.getByTestId("roster-alerts")).toContainText(/sem perfil|no tournament profile/i);
  else await expect(page.getByText(/sem perfil|no tournament profile/i)).toHaveCount(0);
  await expectAxeClean(page);

  const href = await page.getByRole("link", { name: /csv/i }).getAttribute("href");
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  const body = await res.text();
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const records = parseCsv(body);
  expect(records).toHaveLength(players);
  expect(Object.keys(records[0])).toEqual([
    "Time",
    "Gamertag",
    "Discriminador",
    "Nome",
    "ID do usuário",
    "ID do jogador",
    "Entrada",
    "ID do pedido",
  ]);
  // Check-in states as the page words them, in Portuguese.
  for (const r of records)
    expect(["Entrou", "Entrou em parte", "Não entrou", "Sem ingressos"]).toContain(r.Entrada);
});

test("events without tournament data have no Roster tab and no roster page", async ({ loginAs }) => {
  test.slow();
  const page = await loginAs("staff");
  await page.goto("/events/festival-de-verao-2027");
  const nav = page.getByRole("navigation", { name: SECTIONS });
  await expect(nav.getByRole("link", { name: /portaria|door/i })).toBeVisible();
  await expect(nav.getByRole("link", { name: ROSTER })).toHaveCount(0);
  const res = await page.goto("/events/festival-de-verao-2027/roster");
  expect(res?.status()).toBe(404);
});
