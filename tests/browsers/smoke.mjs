// The engine smoke suite's visit in Chromium (Puppeteer over the DevTools protocol) or Firefox
// (Puppeteer over WebDriver BiDi), run by tests/browsers/test_engines.py, which asserts what it
// reports. One browser, one profile, one page, in order: a first visit, a pass-and-play turn by
// taps, a reload that starts from the memory snapshot and resumes the save, the same offline,
// the saved game exported, deleted and imported, a turn against the computer, a tactic card
// played; every console error and uncaught error of the page is reported.
//
// argv[2]: JSON {browser: "chrome"|"firefox", executable, args, url, tactic: {items, card}}.
// stdout: one JSON line per step, {step, ok, ms, data | error}, then {step: "console", data}.
import { readFileSync } from "node:fs";
import { writeFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";

// a game's file is its save with the list's dates beside it ("dates", which an import keeps)
function sameGame(fileText, save) {
  const file = JSON.parse(fileText);
  delete file.dates;
  return JSON.stringify(file) === JSON.stringify(JSON.parse(save));
}

const config = JSON.parse(process.argv[2]);
const KIT = readFileSync(new URL("./page_kit.js", import.meta.url), "utf-8");
const BOOT_MS = 90_000;
const problems = [];

const browser = await puppeteer.launch({
  browser: config.browser,
  executablePath: config.executable,
  args: config.args || [],
  headless: true,
  defaultViewport: { width: 1024, height: 768, hasTouch: true },
});
const page = await browser.newPage();
page.setDefaultTimeout(30_000);
page.on("console", (message) => {
  if (message.type() === "error") problems.push(`console error: ${message.text()}`);
});
page.on("pageerror", (error) => problems.push(`page error: ${error.message || error}`));

const kit = (name, ...args) => page.evaluate((n, a) => window.smokeKit[n](...a), name, args);

async function ready() {
  await page.waitForSelector("html[data-boot=ready], html[data-boot=error]", { timeout: BOOT_MS });
  await page.evaluate(KIT);
  const state = await kit("state");
  if (state.boot === "error") {
    const reason = await page.$eval("#boot-error-reason", (e) => e.textContent);
    throw new Error(`the game did not start: ${reason}`);
  }
  return state;
}

async function answered() {
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-pending"));
}

/** A tap on the element (a touch screen's), then the game's answer. */
async function tap(selector) {
  const element = await page.waitForSelector(selector, { visible: true });
  await page.waitForFunction(aimed, { polling: "raf" }, selector);
  await element.tap();
  await answered();
}

// Whether a tap at the element's centre lands on it, and it has stood still for a frame (as
// Playwright checks before acting; Puppeteer's tap does not, and a tap aimed while the page
// still moves, in Firefox just after the start, lands beside the button).
function aimed(selector) {
  const element = document.querySelector(selector);
  if (!element) return false;
  const boxes = (window.smokeBoxes ??= new WeakMap());
  if (!boxes.has(element)) element.scrollIntoView({ block: "nearest" });
  const box = element.getBoundingClientRect();
  const where = [box.left, box.top, box.width, box.height].join();
  const still = boxes.get(element) === where;
  boxes.set(element, where);
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return still && hit !== null && element.contains(hit);
}

const attribute = (selector, name) => page.$eval(selector, (e, n) => e.getAttribute(n), name);

/** A card of the hand on the first side it may go to, by taps. */
async function placeFirstCard() {
  const card = await attribute("#hand button.card:not([disabled])", "data-arg");
  await tap(`#hand-${card}`);
  const stone = await attribute("button.side.placeable", "data-arg");
  await tap(`#side-${stone}`);
  return { card, stone: Number(stone) };
}

/** A one-round classic game through the new-game form (from the start screen), the first
 * player to move; `opponent`: human, or a level of the computer. */
async function newGame(opponent) {
  for (const id of ["btn-new", "variant-classic", `opponent-${opponent}`, "first-p1", "btn-start"]) {
    await tap(`#${id}`);
  }
}

async function visit(url) {
  await page.goto(url);
  return ready();
}

async function reload() {
  await page.reload();
  return ready();
}

const steps = {
  async first_visit() {
    const state = await visit(config.url);
    await page.waitForSelector("#btn-new", { visible: true });
    return { state };
  },

  async pass_and_play_turn() {
    await newGame("human");
    await tap("#btn-reveal");
    const placed = await placeFirstCard();
    await tap("#btn-end");
    await page.waitForSelector("#btn-reveal", { visible: true }); // the hand-over screen
    return { placed, save: await kit("save") };
  },

  async returning_visit() {
    const save = await kit("save");
    await page.waitForFunction(
      () => ["stored", "failed", "quota", "unavailable", "off"].includes(document.documentElement.dataset.snapshot),
      { timeout: BOOT_MS },
    );
    const made = await kit("state");
    const state = await reload();
    await page.waitForSelector("#btn-reveal", { visible: true });
    return { made, state, same: (await kit("save")) === save };
  },

  async offline() {
    const save = await kit("save");
    await page.setOfflineMode(true);
    try {
      const state = await reload();
      await page.waitForSelector("#btn-reveal", { visible: true });
      return { state, same: (await kit("save")) === save };
    } finally {
      await page.setOfflineMode(false);
    }
  },

  async export_and_import() {
    const save = await kit("save");
    await tap("#app button[data-intent=go][data-arg=start]");
    await tap("#btn-saves");
    await tap("#app button[data-intent=export]");
    await tap("#app button[data-intent=confirm-export]");
    await page.waitForFunction(() => window.smokeKit.downloads().then((d) => d.length > 0));
    const [file] = await kit("downloads");
    const id = await page.evaluate(() => localStorage.getItem("schotten-totten/current"));
    await tap(`#delete-${id}`);
    await tap("#app button[data-intent=confirm-delete]");
    const left = await page.$$eval(".save-line", (lines) => lines.length);
    const path = join(await mkdtemp(join(tmpdir(), "smoke-")), file.name);
    await writeFile(path, file.text);
    await tap("#btn-import");
    const picker = await page.waitForSelector("#import-file");
    await picker.uploadFile(path);
    await page.waitForSelector(".message.tone-success");
    await answered();
    const lines = await page.$$eval(".save-line", (all) => all.map((line) => line.textContent));
    await tap("#app button[data-intent=open]");
    await tap("#btn-reveal");
    const same = (await kit("save")) === save;
    return { exported: sameGame(file.text, save), name: file.name, left, lines, same };
  },

  async computer_turn() {
    await tap("#app button[data-intent=go][data-arg=start]");
    await newGame("easy");
    await page.waitForSelector(".board-screen");
    const placed = await placeFirstCard();
    const turns = await kit("botTurns");
    await tap("#btn-end");
    await page.waitForFunction(
      (n) => (schotten.figures.botTurns || []).length > n
        && document.querySelector('.board-screen[data-bot-turn="0"]') !== null,
      { timeout: 60_000 },
      turns,
    );
    return { placed, turns: await kit("botTurns"), save: await kit("save") };
  },

  async tactic_card() {
    await page.evaluate((items) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, config.tactic.items);
    await reload();
    await tap("#btn-reveal");
    await tap(`#hand-${config.tactic.card}`);
    const stone = await attribute("button.side.placeable", "data-arg");
    await tap(`#side-${stone}`);
    return { stone: Number(stone), save: await kit("save") };
  },
};

// What the page showed when a step failed: its state, the screen, the focus, what is open.
function onScreen() {
  const app = document.getElementById("app");
  const screen = app && app.firstElementChild;
  return {
    html: { ...document.documentElement.dataset },
    screen: screen ? `${screen.tagName.toLowerCase()}.${screen.className}` : null,
    focus: document.activeElement ? document.activeElement.outerHTML.slice(0, 120) : null,
    dialogs: [...document.querySelectorAll("[role=dialog], dialog[open]")].map((d) => d.id),
    buttons: [...document.querySelectorAll("#app button[id]")].slice(0, 12).map((b) => b.id),
    scroll: [scrollX, scrollY, innerWidth, innerHeight],
  };
}

const print = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
try {
  for (const [step, run] of Object.entries(steps)) {
    const started = Date.now();
    try {
      const data = await run();
      print({ step, ok: true, ms: Date.now() - started, data });
    } catch (failure) {
      const shown = await page.evaluate(onScreen).catch((reason) => `unreadable: ${reason}`);
      const error = `${failure && failure.stack || failure}\nthe page then: ${JSON.stringify(shown)}`;
      print({ step, ok: false, ms: Date.now() - started, error });
      break; // the next steps build on this one
    }
  }
  print({ step: "console", ok: true, data: problems });
} finally {
  await browser.close();
}
