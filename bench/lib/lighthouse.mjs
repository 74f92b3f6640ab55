// Lighthouse performance on Debian's Chromium, when the `lighthouse` package (12.2.3: 13.x needs
// Node ≥ 22.19) is installed; otherwise null with the reason, and the bench goes on.
// Each page is scored RUNS times and the median kept: one run swung 77–84 on the same build.
import { medianBy } from "./median.mjs";
import { benchChromium } from "../../scripts/lib/chromium.mjs";

const CHROMIUM = benchChromium();
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Scores `pages` ([label, path][]) of `base`. Pages run in order; the session cookie goes into the
 * browser before the first page whose label is not "/login" (Lighthouse's `extraHeaders` cookie was
 * dropped on the way, so those pages were the login page they redirected to). A run that ends on
 * another URL than it asked for is reported as a redirect, never as that page's score.
 */
export async function lighthouseScores(base, cookie, pages) {
  let lighthouse;
  let launcher;
  let puppeteer;
  try {
    lighthouse = (await import("lighthouse")).default;
    launcher = await import("chrome-launcher");
    puppeteer = (await import("puppeteer-core")).default;
  } catch {
    return { skipped: "the lighthouse package is not installed (npm install -D lighthouse@12.2.3)" };
  }
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    let signedIn = false;
    const scores = {};
    for (const [label, p] of pages) {
      if (cookie && label !== "/login" && !signedIn) {
        await page.setCookie(...cookiesFor(base, cookie));
        signedIn = true;
      }
      scores[label] = await scorePage(lighthouse, chrome.port, page, `${base}${p}`);
    }
    return { scores };
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

/**
 * A run Lighthouse could not finish (a runtimeError, no performance score) is not a score of 0: it is
 * named in `failed` and run again, up to RUNS + 2 attempts. A 0 once stood in a median of three.
 */
async function scorePage(lighthouse, port, page, url) {
  const runs = [];
  const failed = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
    const { lhr } = await lighthouse(
      url,
      { port, onlyCategories: ["performance"], output: "json", logLevel: "error" },
      undefined,
      page,
    );
    if (lhr.finalDisplayedUrl !== url) return { redirectedTo: lhr.finalDisplayedUrl };
    const score = lhr.categories.performance.score;
    if (lhr.runtimeError || score === null) {
      failed.push(lhr.runtimeError?.code ?? "no performance score");
      continue;
    }
    runs.push({
      score: Math.round(score * 100),
      tbt: lhr.audits["total-blocking-time"].numericValue,
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
    });
  }
  if (runs.length === 0) return { failed };
  const mid = medianBy(runs, (r) => r.score);
  return { score: mid.score, runs: runs.map((r) => r.score), failed, tbt: mid.tbt, lcp: mid.lcp };
}

/** "a=1; b=2" → puppeteer cookies for the server's host. */
function cookiesFor(base, header) {
  return header.split("; ").map((pair) => {
    const i = pair.indexOf("=");
    return { name: pair.slice(0, i), value: pair.slice(i + 1), url: base, httpOnly: true, sameSite: "Lax" };
  });
}
