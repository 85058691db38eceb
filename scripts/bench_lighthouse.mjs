// Lighthouse on a first and a returning visit of one page, in one Chrome profile; run by
// scripts/bench_lighthouse.py (which installs Lighthouse, builds and serves the site).
//
//   node scripts/bench_lighthouse.mjs LIGHTHOUSE_DIR URL [SAVE_DIR]
//
// LIGHTHOUSE_DIR is the npm prefix Lighthouse is installed in; CHROME_PATH names the browser.
// Chrome is launched the way Lighthouse's command line launches it (chrome-launcher: its default
// flags, a fresh profile, plus "--headless=new --no-sandbox --disable-gpu"); both visits run in
// that one browser and profile, and Lighthouse is told not to reset the origin's storage (the
// fresh profile has nothing to reset), so that:
//   1. first visit: Lighthouse (default config: mobile, simulated throttling) loads the page;
//      the same page then goes on until the game is ready, the service worker controls it and
//      the memory snapshot is stored (<html data-snapshot="stored">);
//   2. returning visit: Lighthouse loads the page again, served by the service worker and
//      started from the snapshot (checked afterwards: <html data-start="snapshot">).
// The "bf-cache" audit (a diagnostic of weight 0) is skipped: its gatherer navigates away and
// back after the measurement, which would end the page before its snapshot is made.
// Prints one line of JSON: the figures of each visit. With SAVE_DIR, also writes both reports.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [lighthouseDir, url, saveDir] = process.argv.slice(2);
const modules = join(lighthouseDir, "node_modules");
const load = async (path) => (await import(pathToFileURL(join(modules, path)).href)).default;
const lighthouse = await load("lighthouse/core/index.js");
const puppeteer = await load("puppeteer-core/lib/esm/puppeteer/puppeteer-core.js");
const chromeLauncher = await import(pathToFileURL(join(modules, "chrome-launcher/dist/index.js")).href);

const FLAGS = {
  output: "json",
  logLevel: "error",
  disableStorageReset: true,
  onlyCategories: ["performance", "best-practices"],
  skipAudits: ["bf-cache"],
};
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  tti: "interactive",
  si: "speed-index",
  cls: "cumulative-layout-shift",
};
const SNAPSHOT_DONE = ["stored", "failed", "quota", "off", "unavailable"];

function figures(lhr) {
  const audits = lhr.audits;
  const bestPractices = lhr.categories["best-practices"];
  const failing = bestPractices.auditRefs
    .filter((ref) => audits[ref.id].score !== null && audits[ref.id].score < 1)
    .map((ref) => {
      const items = audits[ref.id].details?.items ?? [];
      return {
        id: ref.id,
        title: audits[ref.id].title,
        weight: ref.weight,
        items: items.map((item) =>
          [
            item.value ?? item.description ?? item.scriptUrl ?? "",
            item.source ? `${item.source.url}:${item.source.line}:${item.source.column}` : "",
            ...(item.subItems?.items ?? []).map((sub) => sub.error ?? sub.text ?? ""),
          ]
            .filter(Boolean)
            .join(" | "),
        ),
      };
    });
  return {
    performance: lhr.categories.performance.score,
    bestPractices: bestPractices.score,
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, audits[id].numericValue ?? null]),
    ),
    failing,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings,
  };
}

async function settle(page) {
  // The game boots (or fails), the service worker takes control, the snapshot is stored.
  await page.waitForSelector("html[data-boot=ready], html[data-boot=error]", { timeout: 180_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
  });
  await page.waitForFunction(
    (done) => done.includes(document.documentElement.dataset.snapshot),
    { timeout: 240_000 },
    SNAPSHOT_DONE,
  );
  return page.evaluate(() => ({ ...document.documentElement.dataset }));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
let browser;
try {
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const result = {};
  for (const visit of ["first", "back"]) {
    const run = await lighthouse(url, FLAGS, undefined, page);
    if (saveDir) await writeFile(join(saveDir, `lighthouse-${visit}.json`), run.report);
    result[visit] = { ...figures(run.lhr), page: await settle(page) };
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await browser?.disconnect();
  chrome.kill();
}
