// One seat, one tab, with real parts only: a PeerJS server on 127.0.0.1, real WebRTC between
// Chromium pages, and two tabs (pages of ONE browser context: one profile, one localStorage, one
// set of Web Locks) of the same guest seat or of the same host table. Runs in a loopback-only
// network namespace. Prints "net tabs tests: N passed, N failed" and exits non-zero on failure.
import { enterLoopbackNamespace, launchBrowser, openTablePage, startServers, testRunner } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const browser = chromium.browser;
const { test, assert, finish } = testRunner();

const until = (page, fn, arg, timeout = 60_000) => page.waitForFunction(fn, { timeout, polling: 50 }, arg);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The welcomes a page received (each is a seat given to it: a takeover loop shows as many). */
const welcomes = (page) => page.evaluate(() => window.__received.filter((m) => m.includes('"t":"welcome"')).length);
const notice = (page) => page.evaluate(() => window.el.shadowRoot.querySelector(".tabs")?.textContent ?? "");
const clickPlayHere = (page) => page.evaluate(() => window.el.shadowRoot.querySelector(".tabs button.play-here").click());

async function hostTable(ctx, gameId) {
  const host = await openTablePage(browser, servers, { mode: "host", players: "4", seat: "red", name: "Host", "game-id": gameId, "bot-delay": "600000" }, ctx);
  await until(host, () => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite);
  const invite = await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").invite);
  return { host, tableId: new URL(invite).searchParams.get("inkognito-table") };
}

const seated = (host, seat) => until(host, (s) => window.el.shadowRoot.querySelector("inkognito-lobby")?.lobby?.seats.find((x) => x.seat === s)?.connected, seat);

console.log(`net tabs tests (loopback-only namespace, PeerJS server on 127.0.0.1:${servers.peerPort}):`);

await test("two tabs of one guest seat: the second says so and never fights; 'play here instead' hands the seat over, nothing lost", async () => {
  const { host, tableId } = await hostTable(null, `tabs-${Math.random()}`);
  const guests = await browser.createBrowserContext();
  const first = await openTablePage(browser, servers, { mode: "join", table: tableId, seat: "yellow", name: "Yan" }, guests);
  await seated(host, "yellow");
  await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").dispatchEvent(new CustomEvent("inkognito-start", { bubbles: true, composed: true })));
  await until(first, () => !!window.el.view);
  await first.evaluate(() => window.el.send({ type: "note", seat: "yellow", key: "k", mark: "before" }));
  const second = await openTablePage(browser, servers, { mode: "join", table: tableId, seat: "yellow", name: "Yan" }, guests);
  await sleep(8000);
  const [w1, w2] = [await welcomes(first), await welcomes(second)];
  assert(w1 <= 2 && w2 === 0, `the tabs fight over the seat: ${w1} and ${w2} welcomes in 8 s`);
  assert(/another tab/.test(await notice(second)), `the second tab does not say another tab plays: "${await notice(second)}"`);
  // SHOTS=dir: how the second tab looks, at phone and desktop widths.
  if (process.env.SHOTS) {
    for (const [w, h] of [[360, 740], [1280, 860]]) {
      await second.setViewport({ width: w, height: h });
      await second.screenshot({ path: `${process.env.SHOTS}/tab-elsewhere-${w}.png` });
    }
  }
  assert(await first.evaluate(() => !!window.el.view && !window.el.shadowRoot.querySelector(".tabs")), "the first tab stopped playing");
  // Play here instead: the first tab lets go and says so; the second plays the seat, with its mark.
  await clickPlayHere(second);
  await until(second, () => window.el.view?.viewer === "yellow" && window.el.view.notebook?.marks?.k === "before", undefined, 30_000);
  assert(/another tab/.test(await notice(first)), `the first tab does not say the table moved: "${await notice(first)}"`);
  const after = await welcomes(first);
  await sleep(5000);
  assert((await welcomes(first)) === after, "the first tab still takes the seat back");
  const sent = await second.evaluate(() => window.el.send({ type: "note", seat: "yellow", key: "k2", mark: "after" }));
  assert(sent.ok, `the second tab cannot play: ${JSON.stringify(sent)}`);
  const errors = [host, first, second].flatMap((p) => p.errors);
  assert(!errors.length, `uncaught errors: ${errors.join(" | ")}`);
  await host.browserContext().close();
  await guests.close();
});

await test("two tabs of one host table: the second says so instead of a stale copy; 'play here instead' hosts the same table with its game", async () => {
  const ctx = await browser.createBrowserContext();
  const gameId = `host-tabs-${Math.random()}`;
  const { host, tableId } = await hostTable(ctx, gameId);
  await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").dispatchEvent(new CustomEvent("inkognito-start", { bubbles: true, composed: true })));
  await until(host, () => !!window.el.view);
  await host.evaluate(() => window.el.send({ type: "note", seat: "red", key: "k", mark: "kept" }));
  const second = await openTablePage(browser, servers, { mode: "host", players: "4", seat: "red", name: "Host", "game-id": gameId, "bot-delay": "600000" }, ctx);
  await until(second, () => /another tab/.test(window.el.shadowRoot.querySelector(".tabs")?.textContent ?? ""), undefined, 15_000);
  assert(await second.evaluate(() => !window.el.view), "the second tab shows a copy of the game");
  await clickPlayHere(second);
  await until(second, () => window.el.view?.notebook?.marks?.k === "kept", undefined, 30_000);
  assert(/another tab/.test(await notice(host)), "the first host tab does not say the table moved");
  // The same table id: a guest with the link joins the table the second tab now hosts.
  const guest = await openTablePage(browser, servers, { mode: "join", table: tableId, seat: "spectator", name: "Watcher" });
  await until(guest, () => !!window.el.view, undefined, 30_000);
  const errors = [host, second, guest].flatMap((p) => p.errors);
  assert(!errors.length, `uncaught errors: ${errors.join(" | ")}`);
  await guest.browserContext().close();
  await ctx.close();
});

await chromium.close();
servers.close();
finish("net tabs tests");
