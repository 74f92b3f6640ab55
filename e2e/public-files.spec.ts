import { expect, test } from "./fixtures";

// public/: icons, the web manifest and robots.txt are served without a session and linked from every page.
test.use({ storageState: { cookies: [], origins: [] } });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test("icons, manifest and robots.txt are served without a session", async ({ request }) => {
  const ico = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(ico.status()).toBe(200);
  expect([...(await ico.body()).subarray(0, 4)], "an ICO header").toEqual([0, 0, 1, 0]);

  const svg = await request.get("/icon.svg", { maxRedirects: 0 });
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");

  const manifest = await request.get("/manifest.webmanifest", { maxRedirects: 0 });
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as {
    name: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(body).toMatchObject({ name: "Palco", start_url: "/", theme_color: "#6d28d9" });
  for (const size of ["192x192", "512x512"]) {
    const icon = body.icons.find((i) => i.sizes === size && i.type === "image/png");
    expect(icon, `a ${size} PNG icon`).toBeTruthy();
    const png = await request.get(icon!.src, { maxRedirects: 0 });
    expect(png.status(), icon!.src).toBe(200);
    const bytes = await png.body();
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${icon!.src} is a PNG`).toBe(true);
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, `${icon!.src} dimensions`).toBe(size);
  }

  const robots = await request.get("/robots.txt", { maxRedirects: 0 });
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/User-agent: \*\s+Disallow: \/\s*$/);
});

test("the login page links them and loads them without CSP violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (load|connect)/i.test(m.text())) violations.push(m.text());
  });
  await page.goto("/login", { waitUntil: "networkidle" });
  const head = page.locator("head");
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(head.locator('link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1);
  await expect(head.locator('link[rel="icon"][href^="/icon.svg"]')).toHaveCount(1);
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#6d28d9");
  // Fetch the manifest and an icon the way the browser does, under the page's CSP.
  const loaded = await page.evaluate(async () => {
    const manifest = await fetch("/manifest.webmanifest").then((r) => r.ok);
    const img = new Image();
    img.src = "/icon-192.png";
    await img.decode();
    return { manifest, width: img.naturalWidth };
  });
  expect(loaded).toEqual({ manifest: true, width: 192 });
  expect(violations).toEqual([]);
});
