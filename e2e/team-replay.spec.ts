import {
  demoLogin,
  expect,
  loginThroughForm,
  openConfirmation,
  signOutThroughApi,
  tableReady,
  test,
} from "./fixtures";
import {
  captureAction,
  MANAGER,
  MARKETING,
  NO_SESSION,
  proveRefused,
  replay,
  STAFF,
  type Caller,
} from "./replay";
import { chooseOption } from "./select";

// Issue 22 on the shared e2e server: sign-out ends the session on the server (a copied cookie stops
// working), the last admin cannot demote themselves, and every team and account action refuses a replay
// without a session or by the wrong role, with nothing written (Palco's data unchanged: these actions
// call no Partner endpoint, so there is no upstream path whose writes could be counted).
// The arena manager sees one producer; team actions are for admins, so theirs is refused as a role.
const OTHER_PRODUCER_MANAGER: Caller = [
  "manager of another producer",
  { as: "arenaManager", code: "forbidden" },
];
const WRONG_ROLES: Caller[] = [NO_SESSION, STAFF, MANAGER, MARKETING, OTHER_PRODUCER_MANAGER];
/** Team and account actions write only Palco's tables; each test reads them back after the replays. */
const TEAM_ONLY = null;

test("a session cookie copied before sign-out is refused after it: pages, the notifications API and actions", async ({
  browser,
  playwright,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginThroughForm(page, demoLogin("marketing"));
  await page.goto("/account");
  const action = await captureAction(page, () => page.getByRole("button", { name: "Salvar perfil" }).click());
  const copied = await context.cookies();
  expect((await page.request.get("/api/notifications")).status()).toBe(200);

  await signOutThroughApi(page);

  const thief = await browser.newContext();
  await thief.addCookies(copied);
  expect((await thief.request.get("/api/notifications")).status()).toBe(401);
  const events = await thief.request.get("/events", { maxRedirects: 0 });
  expect([302, 303, 307]).toContain(events.status());
  const stolen = await playwright.request.newContext({ storageState: { cookies: copied, origins: [] } });
  const headers = Object.fromEntries(
    Object.entries(action.headers).filter(([k]) => !/^(cookie|content-length|host)$/i.test(k)),
  );
  const res = await stolen.post(action.url, { headers, data: action.body, maxRedirects: 0 });
  expect(await res.text()).toContain('"code":"unauthenticated"');
  await Promise.all([stolen.dispose(), thief.close(), context.close()]);
});

test("the last active admin cannot demote themselves", async ({ loginAs }) => {
  const page = await loginAs("admin");
  await page.goto("/team?role=admin");
  await page
    .getByRole("link", { name: /^Gerenciar / })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Papel e produtoras" })).toBeVisible();
  await chooseOption(page, page.getByRole("combobox", { name: "Papel" }), "Gerente");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "último administrador ativo" })).toBeVisible();
  await page.goto("/team?role=admin&status=active");
  await expect(page.getByRole("link", { name: /^Gerenciar / })).toHaveCount(1);
});

test("team actions replayed without a session or by another role are refused, and change nothing", async ({
  loginAs,
  playwright,
}) => {
  const page = await loginAs("admin");
  await page.goto("/team/invite");
  await page.getByLabel("E-mail").fill("replayed@palco.test");
  await page.getByLabel("Nome").fill("Replayed");
  const invite = await captureAction(page, () =>
    page.getByRole("button", { name: "Enviar convite" }).click(),
  );
  await proveRefused(playwright, page.request, invite, WRONG_ROLES, TEAM_ONLY);

  await page.goto("/team?role=staff");
  await page
    .getByRole("link", { name: /^Gerenciar / })
    .first()
    .click();
  const confirm = await openConfirmation(page, page.getByRole("button", { name: "Desativar" }));
  const deactivate = await captureAction(page, () =>
    confirm.getByRole("button", { name: "Confirmar" }).click(),
  );
  await proveRefused(playwright, page.request, deactivate, WRONG_ROLES, TEAM_ONLY);

  await page.goto("/team");
  await expect(page.getByRole("cell", { name: "replayed@palco.test" })).toHaveCount(0);
  await page.goto("/team?role=staff&status=deactivated");
  await expect(page.getByRole("link", { name: /^Gerenciar / })).toHaveCount(0);
});

test("account actions act on the session's own user: a replay without a session is refused, another user's ends nothing of theirs", async ({
  browser,
  playwright,
  loginAs,
}) => {
  // A second sign-in of the marketing user, so its /account lists a session it may end.
  const other = await browser.newContext();
  await loginThroughForm(await other.newPage(), demoLogin("marketing"));
  const page = await loginAs("marketing");
  await page.goto("/account");
  await tableReady(page); // the sessions table's buttons work once its chunk has loaded
  await page.getByRole("button", { name: "Encerrar" }).filter({ visible: true }).first().click();
  const end = await captureAction(page, () =>
    page.getByRole("alertdialog").getByRole("button", { name: "Encerrar" }).click(),
  );
  await proveRefused(playwright, page.request, end, [NO_SESSION], TEAM_ONLY);
  const staff = await replay(playwright, end, { as: "staff" });
  // Staff's replay looks for that session among staff's own: none matches, nothing ends.
  expect(staff.text).toContain('"ok":false');
  expect(staff.text).toContain("Não encontrado.");
  await page.reload();
  await expect(page.getByTestId("session-device").filter({ visible: true })).not.toHaveCount(1);
  await other.close();
});
