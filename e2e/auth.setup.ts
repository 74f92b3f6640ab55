import { mkdirSync } from "node:fs";
import path from "node:path";

import { ROLES, authFile, demoLogin, loginThroughForm, test as setup } from "./fixtures";

// One signed-in storage state per role, reused by the "app" project (see playwright.config.ts).
for (const role of ROLES) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await loginThroughForm(page, demoLogin(role));
    mkdirSync(path.dirname(authFile(role)), { recursive: true });
    await page.context().storageState({ path: authFile(role) });
  });
}
