// UNFINISHED (i19-finish): not in `npm run test:net` yet. Against the current build the guest page never
// receives its first view in this script (the host starts, the guest stays blank), so both tests time
// out before reaching their assertions; to be debugged before it joins test:net.
// The players' panels and the lobby at a real network table, with real parts only: a PeerJS server
// on 127.0.0.1, real WebRTC between Chromium pages in separate browser contexts, in a loopback-only
// network namespace.
// - A guest's panel on the host shows its link: connected; reconnecting, then gone, once the guest's
//   page is closed; connected again when the guest's page comes back and rejoins its seat.
// - A name typed in a guest's lobby is shown once in the host's seat list and panels ("GusGus" was
//   once seen).
// Prints "net panels tests: N passed, N failed" and exits non-zero on failure.
import { enterLoopbackNamespace, launchBrowser, openTablePage, startServers, testRunner } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const browser = chromium.browser;
const { test, assert, finish } = testRunner();

const until = (page, fn, arg, timeout = 60_000) => page.waitForFunction(fn, { timeout, polling: 100 }, arg);

/** The text of a seat's line in the players' panels of a page (the first inkognito-players found, through shadow roots). */
const panelLine = (page, seat) => page.evaluate((s) => {
  const find = (root) => {
    for (const e of root.querySelectorAll("*")) {
      if (e.localName === "inkognito-players") return e;
      const inner = e.shadowRoot && find(e.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  const panel = find(window.el.shadowRoot);
  return panel?.shadowRoot?.querySelector(`li[data-seat="${s}"]`)?.textContent.replace(/\s+/g, " ").trim() ?? "";
}, seat);
const linkOf = (page, seat) => page.evaluate((s) => {
  const find = (root) => {
    for (const e of root.querySelectorAll("*")) {
      if (e.localName === "inkognito-players") return e;
      const inner = e.shadowRoot && find(e.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  return find(window.el.shadowRoot)?.shadowRoot?.querySelector(`li[data-seat="${s}"] .link .dot`)?.classList[1] ?? null;
}, seat);
const waitLink = async (page, seat, state, timeout) => {
  const t0 = Date.now();
  while (Date.now() - t0 < timeout) {
    if ((await linkOf(page, seat)) === state) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
};
const lobbyRow = (page, seat) => page.evaluate((s) => {
  const lobby = window.el.shadowRoot.querySelector("inkognito-lobby");
  const rows = [...(lobby?.shadowRoot?.querySelectorAll("li") ?? [])];
  return rows.find((li) => li.querySelector(`.seat-${s}`))?.textContent.replace(/\s+/g, " ").trim() ?? "";
}, seat);

async function hostTable() {
  const host = await openTablePage(browser, servers, { mode: "host", players: "4", seat: "red", name: "Host", "game-id": `panels-${Math.random()}`, "bot-delay": "600000" });
  await host.setViewport({ width: 1280, height: 860 });
  await until(host, () => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite);
  const invite = await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").invite);
  return { host, tableId: new URL(invite).searchParams.get("inkognito-table") };
}
const seated = (host, seat) => until(host, (s) => window.el.shadowRoot.querySelector("inkognito-lobby")?.lobby?.seats.find((x) => x.seat === s)?.connected, seat);
const start = (host) => host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").dispatchEvent(new CustomEvent("inkognito-start", { bubbles: true, composed: true })));

console.log(`net panels tests (loopback-only namespace, PeerJS server on 127.0.0.1:${servers.peerPort}):`);

await test("a name typed in a guest's lobby is shown once, in the host's seat list and panels", async () => {
  const { host, tableId } = await hostTable();
  const guest = await openTablePage(browser, servers, { mode: "join", table: tableId, seat: "yellow", name: "" });
  await seated(host, "yellow");
  // The guest types its name and presses Enter (a submit, then the field's change).
  await until(guest, () => !!window.el.shadowRoot.querySelector("inkognito-lobby")?.shadowRoot?.querySelector("input#name"));
  const input = await guest.evaluateHandle(() => window.el.shadowRoot.querySelector("inkognito-lobby").shadowRoot.querySelector("input#name"));
  await input.click({ clickCount: 3 });
  await input.type("Gus");
  await guest.keyboard.press("Enter");
  await until(host, () => /Gus/.test(window.el.shadowRoot.querySelector("inkognito-lobby")?.shadowRoot?.textContent ?? ""), undefined, 20_000);
  await input.evaluate((i) => i.blur());
  await new Promise((r) => setTimeout(r, 1500));
  for (const page of [host, guest]) {
    const row = await lobbyRow(page, "yellow");
    assert(/Gus/.test(row) && !/GusGus|Gus\s*Gus/.test(row), `the lobby's yellow row: "${row}"`);
  }
  await start(host);
  await until(host, () => !!window.el.view);
  await until(guest, () => !!window.el.view);
  for (const page of [host, guest]) {
    await until(page, (s) => {
      const walk = (r) => [...r.querySelectorAll("*")].some((e) => e.localName === "inkognito-players" && !!e.shadowRoot?.querySelector(`li[data-seat="${s}"]`) || (e.shadowRoot && walk(e.shadowRoot)));
      return walk(window.el.shadowRoot);
    }, "yellow", 20_000);
    const line = await panelLine(page, "yellow");
    assert(/Gus/.test(line) && !/GusGus|Gus\s*Gus/.test(line), `the yellow panel: "${line}"`);
  }
  const errors = [host, guest].flatMap((p) => p.errors);
  assert(!errors.length, `uncaught errors: ${errors.join(" | ")}`);
  await guest.browserContext().close();
  await host.browserContext().close();
});

await test("a guest's panel on the host: connected, then reconnecting and gone when its page closes, connected again when it rejoins", async () => {
  const { host, tableId } = await hostTable();
  const guests = await browser.createBrowserContext();
  const guest = await openTablePage(browser, servers, { mode: "join", table: tableId, seat: "yellow", name: "Yan" }, guests);
  await seated(host, "yellow");
  await start(host);
  await until(guest, () => !!window.el.view);
  assert(await waitLink(host, "yellow", "connected", 20_000), `yellow's panel on the host is not connected: ${await linkOf(host, "yellow")}`);
  assert(/connected/.test(await panelLine(host, "yellow")), `yellow's panel says: "${await panelLine(host, "yellow")}"`);
  // The guest's page goes away (its tab is closed): the host stops hearing it.
  await guest.close();
  assert(await waitLink(host, "yellow", "reconnecting", 20_000), `yellow's panel does not say reconnecting: ${await linkOf(host, "yellow")}`);
  assert(/reconnecting/.test(await panelLine(host, "yellow")), `yellow's panel says: "${await panelLine(host, "yellow")}"`);
  assert(await waitLink(host, "yellow", "gone", 40_000), `yellow's panel does not say gone: ${await linkOf(host, "yellow")}`);
  // The guest opens the table again (same browser profile: its seat's token), and is connected again.
  const back = await openTablePage(browser, servers, { mode: "join", table: tableId, seat: "yellow", name: "Yan" }, guests);
  await until(back, () => window.el.view?.viewer === "yellow", undefined, 60_000);
  assert(await waitLink(host, "yellow", "connected", 30_000), `yellow's panel is not connected after the rejoin: ${await linkOf(host, "yellow")}`);
  const errors = [host, back].flatMap((p) => p.errors);
  assert(!errors.length, `uncaught errors: ${errors.join(" | ")}`);
  await guests.close();
  await host.browserContext().close();
});

await chromium.close();
servers.close();
finish("net panels tests");
