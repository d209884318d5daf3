// Screenshots of the demo pages at phone and desktop sizes, for looking at the table with our
// own eyes: `node scripts/shots.mjs [outdir]` (after `npm run build`). Serves on 127.0.0.1 only.
// `STATES=all` (or a comma list of the names in STATES below) also shoots states of a game that
// are reached by playing: a meeting's choices, the answer reveal, the notebook after it, the log
// tab, the tutorial and a narrated demo, and the card game's (cardsStart, cardsPicker, cardsDeclare,
// cardsFive, cardsHotseat, cardsAsk, cardsEnd, cardsTutorial); `PAGES=` (empty) shoots only those.
import { mkdirSync, rmSync, mkdtempSync } from "node:fs";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";

const out = process.argv[2] ?? "/tmp/inkognito-shots";
mkdirSync(out, { recursive: true });
const port = Number(process.env.SHOTS_PORT ?? 8123); // another port when several builds are shot at once
const server = spawn(process.execPath, ["scripts/serve.mjs"], { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
await new Promise((r) => setTimeout(r, 600));
const profile = mkdtempSync(join(tmpdir(), "ink-shots-"));
const browser = await puppeteer.launch({
  executablePath: "/usr/bin/chromium", userDataDir: profile,
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const pages = (process.env.PAGES ?? "index,hotseat,embed,scenario").split(",").filter(Boolean);
const sizes = [["phone", 360, 740], ["desktop", 1280, 860]];

// A known position: Red plays first, rolls white, white, orange; red-tall on s22 beside Yellow's tall figure on s21.
const RED_MEETS_YELLOW = {
  players: 4, seed: "shots", first: "red",
  deal: { red: { identity: "F", build: "tall", mission: "B" }, yellow: { identity: "X", build: "short", mission: "A" },
    green: { identity: "B", build: "fat", mission: "D" }, blue: { identity: "Z", build: "thin", mission: "C" } },
  placement: { yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } },
  positions: { "red-tall": "s22" }, rolls: [["white", "white", "orange"]], actions: [],
};
/** In the page: a fresh solo table of that position (its bots wait `delay` ms), played as far as `actions`, then `after` (tab to open). */
const table = (delay, actions, tab = null) => `(async () => {
  localStorage.clear();
  const old = document.querySelector("inkognito-game");
  const el = document.createElement("inkognito-game");
  el.setAttribute("game-id", "shots-" + Date.now());
  el.setAttribute("bot-delay", "${delay}");
  el.scenario = ${JSON.stringify(JSON.stringify(RED_MEETS_YELLOW))};
  old.replaceWith(el);
  await el.ready;
  for (const a of ${JSON.stringify(actions)}) el.submit(a);
  await new Promise((r) => setTimeout(r, ${Math.min(delay, 5000)} + 900));
  const tab = ${JSON.stringify(tab)};
  if (tab) {
    const panel = el.shadowRoot.querySelector("inkognito-side-panel");
    panel.shadowRoot.querySelector("#tab-" + tab).click();
    await new Promise((r) => setTimeout(r, 300));
    panel.scrollIntoView();
  }
})()`;
const MEET = [{ type: "roll", seat: "red" }, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" }, { type: "endMovement", seat: "red" }];
const ASK = [...MEET, { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" }];
const closeReveal = `(async () => { const el = document.querySelector("inkognito-game");
  el.shadowRoot.querySelector("inkognito-answer-reveal")?.shadowRoot.querySelector(".dialog button.primary")?.click();
  await new Promise((r) => setTimeout(r, 1200)); })()`;
/** In the page: a card table (`game="cards"`) from a scenario JSON or fresh, bots waiting `delay` ms; then `then` (code run with `t`, the card table). */
const cardsTable = (attrs, then = "") => `(async () => {
  localStorage.clear();
  const old = document.querySelector("inkognito-game");
  const el = document.createElement("inkognito-game");
  el.setAttribute("game", "cards");
  el.setAttribute("game-id", "shots-cards-" + Date.now());
  for (const [k, v] of Object.entries(${JSON.stringify(attrs)})) k === "scenario" ? (el.scenario = v) : el.setAttribute(k, v);
  old.replaceWith(el);
  await el.ready;
  const t = el.shadowRoot.querySelector("inkognito-cards-table");
  await new Promise((r) => setTimeout(r, 400));
  ${then}
  await t.updateComplete;
  await new Promise((r) => setTimeout(r, 300));
})()`;
const CARDS_DEAL = { red: { identity: "B", code: 13 }, blue: { identity: "F", code: 36 }, green: { identity: "Z", code: 24 }, yellow: { identity: "X", code: 47 } };
const CARDS_EXCHANGE = JSON.stringify({
  players: 4, seed: "shots", fixed: { deal: CARDS_DEAL, first: "red", piles: { ambassador: [["san-marco", "santa-lucia", "accademia", "rialto", "arsenale"]] } },
  actions: [{ type: "place", seat: "red", location: "rialto" }, { type: "place", seat: "blue", location: "rialto" },
    { type: "place", seat: "green", location: "san-marco" }, { type: "place", seat: "yellow", location: "san-marco" }],
});
const pickTwo = `t.shadowRoot.querySelectorAll("[part=cards-picker] button.card")[1].click(); await t.updateComplete;`;
const STATES = {
  cardsStart: { page: "", steps: cardsTable({ "bot-delay": "600000" }) },
  cardsPicker: { page: "", steps: cardsTable({ "bot-delay": "600000", scenario: CARDS_EXCHANGE }, `${pickTwo}
    t.shadowRoot.querySelectorAll("[part=cards-picker] button.card")[4].click(); await t.updateComplete;
    t.shadowRoot.querySelector("[part=cards-picker]").scrollIntoView();`) },
  cardsDeclare: { page: "", steps: cardsTable({ "bot-delay": "600000", scenario: CARDS_EXCHANGE }, `
    [...t.shadowRoot.querySelectorAll(".act")].find((b) => b.textContent.trim().startsWith("Declare")).click();`) },
  cardsFive: { page: "", steps: cardsTable({ "bot-delay": "0", players: "5", seed: "shots5" }, `await new Promise((r) => setTimeout(r, 1500));`) },
  cardsHotseat: { page: "", steps: cardsTable({ "bot-delay": "600000", mode: "hotseat", players: "3" }) },
  // A page sets players="3" while a card game is in progress: the element asks first.
  cardsAsk: { page: "", steps: cardsTable({ "bot-delay": "0", seed: "shots-ask" }, `
    for (let i = 0; i < 50 && !t.inProgress(); i++) { t.shadowRoot.querySelector(".loc.can")?.click(); await new Promise((r) => setTimeout(r, 100)); }
    el.setAttribute("players", "3"); await new Promise((r) => setTimeout(r, 800));`) },
  cardsEnd: { page: "scenario.html?game=cards&s=cards-worked-example&step=18", steps: `document.querySelector("inkognito-game").scrollIntoView()` },
  cardsTutorial: { page: "scenario.html?game=cards&s=tutorial&step=2", steps: `document.querySelector("inkognito-game").scrollIntoView()` },
  start: { page: "", steps: table(600000, []) },
  meeting: { page: "", steps: table(600000, MEET) },
  reveal: { page: "", steps: table(400, ASK) },
  notebook: { page: "", steps: `${table(400, ASK)}.then(() => ${closeReveal}).then(async () => {
    const panel = document.querySelector("inkognito-game").shadowRoot.querySelector("inkognito-side-panel");
    panel.shadowRoot.querySelector("#tab-notebook").click();
    await new Promise((r) => setTimeout(r, 300));
    panel.scrollIntoView();
  })` },
  log: { page: "", steps: table(600000, MEET, "log") },
  tutorial: { page: "scenario.html?s=tutorial", steps: "" },
  demo: { page: "scenario.html?s=repeated-cards&step=5", steps: `document.querySelector("inkognito-game").scrollIntoView()` },
  tutorialTop: { page: "scenario.html?s=tutorial", steps: `document.querySelector("inkognito-game").scrollIntoView()` },
};

const states = process.env.STATES === "all" ? Object.keys(STATES) : (process.env.STATES ?? "").split(",").filter(Boolean);
try {
  for (const name of pages) {
    for (const [label, width, height] of sizes) {
      const page = await browser.newPage();
      await page.setViewport({ width, height, deviceScaleFactor: 1 });
      await page.goto(`http://127.0.0.1:${port}/demo/${name === "index" ? "" : `${name}.html`}`, { waitUntil: "load" });
      await new Promise((r) => setTimeout(r, Number(process.env.WAIT ?? 1500)));
      if (process.env.STEPS) await page.evaluate(process.env.STEPS);
      await new Promise((r) => setTimeout(r, 300));
      await page.screenshot({ path: join(out, `${name}-${label}.png`), fullPage: true });
      await page.close();
    }
  }
  for (const name of states) {
    const { page: path, steps } = STATES[name];
    for (const [label, width, height] of [["phone", 360, 640], ["desktop", 1280, 800]]) {
      const page = await browser.newPage();
      await page.setViewport({ width, height, deviceScaleFactor: 1 });
      await page.goto(`http://127.0.0.1:${port}/demo/${path}`, { waitUntil: "load" });
      await page.evaluate(() => customElements.whenDefined("inkognito-game").then(() => document.querySelector("inkognito-game").ready));
      if (steps) await page.evaluate(steps);
      await new Promise((r) => setTimeout(r, 700));
      // What the player sees without scrolling (the viewport), as on a phone.
      await page.screenshot({ path: join(out, `state-${name}-${label}.png`) });
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`screenshots in ${out}`);
