// The players' panels and the names typed in the lobby at a real network table, with real parts
// only: a PeerJS server on 127.0.0.1, real WebRTC between Chromium pages in separate browser
// contexts, in a loopback-only network namespace (iptables drops every packet for a while).
// - Names typed in the lobby (the host's, a guest's with the keyboard, a guest's from its page) are
//   shown exactly once in every place that names a seat: the lobby's rows, the players' panels,
//   the turn bar and its guidance, the log and the status line; on the host's and the guests'
//   pages, after a guest's reload before and after the start, and after a guest's rejoin.
//   ("GusGus" was once seen in a lobby.)
// - A guest's panel shows its link: connected; reconnecting while its packets are dropped and
//   connected again when they flow (no reload); reconnecting, then gone, on the host (away on the
//   other guests' pages) once its page is closed; connected again when it rejoins its seat.
// Prints "net panels tests: N passed, N failed" and exits non-zero on failure.
import { enterLoopbackNamespace, iptables, launchBrowser, openTablePage, startServers, testRunner } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const browser = chromium.browser;
const { test, assert, finish } = testRunner({ after: () => { try { iptables("-F", "INPUT"); } catch { /* nothing to undo */ } } });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const until = (page, fn, arg, timeout = 60_000) => page.waitForFunction(fn, { timeout, polling: 100 }, arg);

/** Page side: the first element with a local name under the element, through shadow roots. */
const FIND = `(${(root, name) => {
  const find = (r) => {
    for (const e of r.querySelectorAll("*")) {
      if (e.localName === name) return e;
      const inner = e.shadowRoot && find(e.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  return find(root);
}})`;

/** The link a seat's line in a page's players' panels shows (its dot's state class), or null. */
const linkOf = (page, seat) => page.evaluate((s, find) => {
  const panel = eval(find)(window.el.shadowRoot, "inkognito-players");
  return panel?.shadowRoot?.querySelector(`li[data-seat="${s}"] .link .dot`)?.classList[1] ?? null;
}, seat, FIND);
const panelLine = (page, seat) => page.evaluate((s, find) => {
  const panel = eval(find)(window.el.shadowRoot, "inkognito-players");
  return panel?.shadowRoot?.querySelector(`li[data-seat="${s}"]`)?.textContent.replace(/\s+/g, " ").trim() ?? "";
}, seat, FIND);
/** Waits until a seat's panel on a page shows `state`; false after `timeout`. */
const waitLink = async (page, seat, state, timeout) => {
  const t0 = Date.now();
  while (Date.now() - t0 < timeout) {
    if ((await linkOf(page, seat)) === state) return true;
    await sleep(200);
  }
  return false;
};

/**
 * Every text of a page that names seats, one entry per place and line: the lobby's rows, the
 * players' panels' lines, the turn bar's who and guidance, the log's lines, the status line and its
 * seats' titles.
 */
const namedTexts = (page) => page.evaluate((find) => {
  const f = (name) => eval(find)(window.el.shadowRoot, name);
  const text = (e) => e.textContent.replace(/\s+/g, " ").trim();
  const out = [];
  const lobby = window.el.shadowRoot.querySelector("inkognito-lobby");
  for (const li of lobby?.shadowRoot?.querySelectorAll("li") ?? []) out.push({ where: "lobby", text: text(li) });
  const name = lobby?.shadowRoot?.querySelector("input#name");
  if (name) out.push({ where: "lobby's name field", text: name.value });
  for (const li of f("inkognito-players")?.shadowRoot?.querySelectorAll("li") ?? []) out.push({ where: `panel ${li.dataset.seat}`, text: text(li) });
  const bar = f("inkognito-turn-bar")?.shadowRoot;
  for (const sel of [".who", ".hint"]) for (const e of bar?.querySelectorAll(sel) ?? []) out.push({ where: `turn bar ${sel}`, text: text(e) });
  for (const li of f("inkognito-log")?.shadowRoot?.querySelectorAll("li") ?? []) out.push({ where: "log", text: text(li) });
  const status = window.el.shadowRoot.querySelector(".netstatus");
  if (status) {
    out.push({ where: "status line", text: text(status) });
    for (const p of status.querySelectorAll(".presence")) out.push({ where: "status line title", text: p.title });
  }
  return out;
}, FIND);

/**
 * Checks that on a page each name appears at most once in any one place (a doubled name, "GusGus"
 * or "Gus Gus", appears twice), and exactly once in its seat's panel line and lobby row when those
 * are shown. Returns how many texts were looked at.
 */
async function namesOnce(page, label, names) {
  const texts = await namedTexts(page);
  for (const { where, text } of texts) {
    for (const name of Object.values(names)) {
      const n = text.split(name).length - 1;
      assert(n <= 1, `${label}: ${where} shows "${name}" ${n} times: "${text}"`);
    }
  }
  for (const [seat, name] of Object.entries(names)) {
    const panel = texts.find((t) => t.where === `panel ${seat}`);
    if (panel) assert(panel.text.includes(name), `${label}: the ${seat} panel does not name "${name}": "${panel.text}"`);
    const row = texts.find((t) => t.where === "lobby" && t.text.startsWith(`${seat[0].toUpperCase()}${seat.slice(1)} ·`));
    if (row) assert(row.text.split(name).length - 1 === 1, `${label}: the ${seat} lobby row: "${row.text}"`);
  }
  return texts.length;
}

/** Types into a page's lobby name field as a person does (click, select what is there, type, Enter). */
async function typeName(page, name) {
  await until(page, () => !!window.el.shadowRoot.querySelector("inkognito-lobby")?.shadowRoot?.querySelector("input#name"));
  const input = await page.evaluateHandle(() => window.el.shadowRoot.querySelector("inkognito-lobby").shadowRoot.querySelector("input#name"));
  await input.click({ clickCount: 3 });
  await input.type(name, { delay: 30 });
  await page.keyboard.press("Enter");
  await input.dispose();
}

async function hostTable(params = {}) {
  const host = await openTablePage(browser, servers, { mode: "host", players: "4", seat: "red", "game-id": `panels-${Math.random()}`, "bot-delay": "300", ...params });
  await host.setViewport({ width: 1280, height: 860 });
  await until(host, () => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite);
  const invite = await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").invite);
  return { host, tableId: new URL(invite).searchParams.get("inkognito-table") };
}
const seated = (host, seat, name) => until(host, ([s, n]) => {
  const x = window.el.table.lobby()?.seats.find((y) => y.seat === s);
  return x?.connected && (!n || x.name === n);
}, [seat, name]);
const start = (host) => host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").dispatchEvent(new CustomEvent("inkognito-start", { bubbles: true, composed: true })));
const reopen = async (page, params) => {
  const ctx = page.browserContext();
  await page.close();
  const back = await openTablePage(browser, servers, params, ctx);
  await back.setViewport({ width: 1280, height: 860 });
  return back;
};

console.log(`net panels tests (loopback-only namespace, PeerJS server on 127.0.0.1:${servers.peerPort}):`);

await test("names typed in the lobby are shown exactly once everywhere: host, guests, a reload before and after the start, a rejoin", async () => {
  const names = { red: "Hana", yellow: "Gus", green: "Ida" };
  const { host, tableId } = await hostTable();
  // The host opens without a name and types one.
  await typeName(host, names.red);
  await until(host, (n) => window.el.table.lobby()?.seats.find((y) => y.seat === "red")?.name === n, names.red);
  // Yellow joins without a name and types one; green's page gives its name (the field shows it).
  const yellowParams = { mode: "join", table: tableId, seat: "yellow" };
  let yellow = await openTablePage(browser, servers, yellowParams);
  await yellow.setViewport({ width: 1280, height: 860 });
  await seated(host, "yellow");
  await typeName(yellow, names.yellow);
  await seated(host, "yellow", names.yellow);
  const green = await openTablePage(browser, servers, { mode: "join", table: tableId, seat: "green", name: names.green });
  await green.setViewport({ width: 1280, height: 860 });
  await seated(host, "green", names.green);
  // Yellow leaves the field by clicking Ready (a change event after the Enter's submit).
  await yellow.evaluate(() => [...window.el.shadowRoot.querySelector("inkognito-lobby").shadowRoot.querySelectorAll("button")].find((b) => b.textContent.trim() === "I'm ready").click());
  await sleep(1500);
  let looked = 0;
  for (const [label, page] of [["host's lobby", host], ["yellow's lobby", yellow], ["green's lobby", green]]) looked += await namesOnce(page, label, names);
  // Yellow reloads its page before the start: its seat and name come back.
  await yellow.reload();
  await until(yellow, () => window.ready === true && window.el.table?.lobby?.()?.seats.some((s) => s.seat === "yellow" && s.connected));
  await seated(host, "yellow", names.yellow);
  await sleep(1000);
  for (const [label, page] of [["host's lobby after yellow's reload", host], ["yellow's lobby after its reload", yellow]]) looked += await namesOnce(page, label, names);

  await start(host);
  for (const p of [host, yellow, green]) await until(p, () => !!window.el.view);
  // A few turns are played (every seat by its page's autoplay, the blue bot by the host), so the log names everyone.
  for (const p of [host, yellow, green]) await p.evaluate(() => (window.autoplay = true));
  await until(host, () => window.el.view.turn.number >= 6 || !!window.el.view.result, undefined, 120_000);
  for (const p of [host, yellow, green]) await p.evaluate(() => (window.autoplay = false));
  await sleep(1500);
  for (const [label, page] of [["host's table", host], ["yellow's table", yellow], ["green's table", green]]) {
    await until(page, (find) => !!eval(find)(window.el.shadowRoot, "inkognito-log")?.shadowRoot?.querySelector("li"), FIND, 20_000);
    looked += await namesOnce(page, label, names);
  }
  const logText = await host.evaluate((find) => eval(find)(window.el.shadowRoot, "inkognito-log").shadowRoot.textContent, FIND);
  // Each seat the game's events name (a game the autoplay ends in a few turns may never reach one).
  const acted = await host.evaluate(() => [...new Set(window.el.view.log.flatMap((e) => ["seat", "asker", "answerer", "partner", "by"].map((k) => e.data?.[k])))]);
  const named = Object.entries(names).filter(([seat]) => acted.includes(seat));
  assert(named.length > 0, `the game's events name none of the typed names' seats (${acted})`);
  for (const [, n] of named) assert(logText.includes(n), `the host's log never names ${n}`);
  // Yellow reloads mid-game, then closes its page and opens the table again (a rejoin): the names are the same, once each.
  await yellow.reload();
  await until(yellow, () => window.ready === true && window.el.view?.viewer === "yellow", undefined, 60_000);
  await until(yellow, (find) => !!eval(find)(window.el.shadowRoot, "inkognito-players")?.shadowRoot?.querySelector("li"), FIND, 20_000);
  looked += await namesOnce(yellow, "yellow's table after its reload", names);
  yellow = await reopen(yellow, yellowParams);
  await until(yellow, () => window.el.view?.viewer === "yellow", undefined, 60_000);
  await until(yellow, (find) => !!eval(find)(window.el.shadowRoot, "inkognito-players")?.shadowRoot?.querySelector("li"), FIND, 20_000);
  await sleep(1500);
  for (const [label, page] of [["yellow's table after its rejoin", yellow], ["host's table after yellow's rejoin", host], ["green's table after yellow's rejoin", green]]) looked += await namesOnce(page, label, names);
  console.log(`      ${looked} named texts looked at on 3 pages: every name once in each`);
  const errors = [host, yellow, green].flatMap((p) => p.errors);
  assert(!errors.length, `uncaught errors: ${errors.join(" | ")}`);
  for (const p of [yellow, green, host]) await p.browserContext().close();
});

await test("a guest's panel: connected; reconnecting while its packets are dropped, connected again after; reconnecting then gone (away at the other guest) when its page closes; connected when it rejoins", async () => {
  const { host, tableId } = await hostTable({ name: "Host" });
  const yellow = await openTablePage(browser, servers, { mode: "join", table: tableId, seat: "yellow", name: "Yan" });
  await seated(host, "yellow");
  const greenParams = { mode: "join", table: tableId, seat: "green", name: "Gio" };
  let green = await openTablePage(browser, servers, greenParams);
  await seated(host, "green");
  await start(host);
  for (const p of [yellow, green]) await until(p, () => !!window.el.view);
  for (const seat of ["yellow", "green"]) {
    assert(await waitLink(host, seat, "connected", 20_000), `${seat}'s panel on the host is not connected: ${await linkOf(host, seat)}`);
    assert(/connected/.test(await panelLine(host, seat)), `${seat}'s panel on the host says: "${await panelLine(host, seat)}"`);
  }
  assert(await waitLink(yellow, "green", "connected", 20_000), `green's panel at yellow is not connected: ${await linkOf(yellow, "green")}`);

  // Every packet on loopback is dropped (Wi-Fi gone): the host no longer hears its guests.
  iptables("-I", "INPUT", "-j", "DROP");
  const t0 = Date.now();
  assert(await waitLink(host, "yellow", "reconnecting", 15_000), `yellow's panel on the host does not say reconnecting while dropped: ${await linkOf(host, "yellow")}`);
  assert(/reconnecting/.test(await panelLine(host, "yellow")), `yellow's panel says: "${await panelLine(host, "yellow")}"`);
  const noticed = Date.now() - t0;
  await sleep(Math.max(0, 6000 - noticed));
  iptables("-D", "INPUT", "-j", "DROP");
  assert(await waitLink(host, "yellow", "connected", 40_000), `yellow's panel on the host is not connected after the drop: ${await linkOf(host, "yellow")}`);
  assert(await waitLink(host, "green", "connected", 40_000), `green's panel on the host is not connected after the drop: ${await linkOf(host, "green")}`);
  console.log(`      dropped: reconnecting shown after ${(noticed / 1000).toFixed(1)} s, connected again after the link came back`);

  // Green's page is closed: the host waits for it (reconnecting), then calls it gone; yellow sees it away.
  const ctx = green.browserContext();
  await green.close();
  assert(await waitLink(host, "green", "reconnecting", 20_000), `green's panel does not say reconnecting: ${await linkOf(host, "green")}`);
  assert(await waitLink(host, "green", "gone", 40_000), `green's panel does not say gone: ${await linkOf(host, "green")}`);
  assert(/gone/.test(await panelLine(host, "green")), `green's panel on the host says: "${await panelLine(host, "green")}"`);
  assert(await waitLink(yellow, "green", "away", 20_000), `green's panel at yellow does not say away: ${await linkOf(yellow, "green")}`);
  assert(await linkOf(host, "yellow") === "connected", `yellow's panel on the host: ${await linkOf(host, "yellow")}`);
  // Green opens the table again (the same browser profile: its seat's token), and is connected again.
  green = await openTablePage(browser, servers, greenParams, ctx);
  await until(green, () => window.el.view?.viewer === "green", undefined, 60_000);
  assert(await waitLink(host, "green", "connected", 30_000), `green's panel on the host is not connected after the rejoin: ${await linkOf(host, "green")}`);
  assert(await waitLink(yellow, "green", "connected", 30_000), `green's panel at yellow is not connected after the rejoin: ${await linkOf(yellow, "green")}`);
  const errors = [host, yellow, green].flatMap((p) => p.errors);
  assert(!errors.length, `uncaught errors: ${errors.join(" | ")}`);
  for (const p of [yellow, green, host]) await p.browserContext().close();
});

await chromium.close();
servers.close();
finish("net panels tests");
