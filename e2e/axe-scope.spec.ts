import AxeBuilder from "@axe-core/playwright";

import { expect, seriousAxeViolations, test } from "./fixtures";

// expectAxeClean skips the rules that can only report minor or moderate violations. On a page that
// breaks rules of every impact, it must still find every serious and critical one a full scan finds.
const PAGE = `<!doctype html><html lang="pt-BR"><head><title>Escopo do axe</title></head><body>
  <div><h3>Fora de ordem e fora de um landmark</h3><h1>Título</h1></div>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p style="color:#777;background:#888">Contraste baixo</p>
  <button></button>
  <a href="#x"><span aria-hidden="true">x</span></a>
</body></html>`;

test("the axe scan keeps every serious and critical finding of a full scan", async ({ page }) => {
  await page.setContent(PAGE);
  const full = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] })
    .analyze();
  const impacts = new Set(full.violations.map((v) => v.impact));
  // The page breaks rules on both sides of the line, so the comparison means something.
  expect(impacts).toContain("moderate");
  expect(impacts).toContain("critical");
  const severe = full.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const scanned = await seriousAxeViolations(page);
  expect(scanned.map((v) => [v.id, v.nodes.length]).sort()).toEqual(
    severe.map((v) => [v.id, v.nodes.length]).sort(),
  );
  expect(scanned.map((v) => v.id)).toEqual(
    expect.arrayContaining(["image-alt", "button-name", "color-contrast"]),
  );
});
