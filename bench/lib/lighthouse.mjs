// Lighthouse performance scores on Debian's Chromium, when the `lighthouse` package (12.2.3: 13.x needs
// Node ≥ 22.19) is installed; otherwise null with the reason, and the bench goes on.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function lighthouseScores(base, cookie, pages) {
  let lighthouse;
  let launcher;
  try {
    lighthouse = (await import("lighthouse")).default;
    launcher = await import("chrome-launcher");
  } catch {
    return { skipped: "the lighthouse package is not installed (npm install -D lighthouse@12.2.3)" };
  }
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const scores = {};
    for (const [label, p] of pages) {
      const headers = label === "/login" ? {} : { cookie };
      const result = await lighthouse(`${base}${p}`, {
        port: chrome.port,
        onlyCategories: ["performance"],
        extraHeaders: headers,
        output: "json",
        logLevel: "error",
      });
      scores[label] = Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
    }
    return { scores };
  } finally {
    await chrome.kill();
  }
}
