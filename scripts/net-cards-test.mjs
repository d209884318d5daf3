// The card game at a network table, with real parts only: a local PeerJS server on 127.0.0.1 and
// separate Chromium pages as host and guests over real WebRTC, inside a loopback-only network
// namespace (net-harness.mjs). The tables are the generic HostTable/GuestTable given `cardsGame`,
// driven from a test page (test/net/pages/cards-table.html) through the Table interface with the
// card game's random bot — no card UI. Every guest's raw traffic is rebuilt view by view and
// checked against what its seat is entitled to (CARD-GAME.md C13). Prints "net cards tests: N
// passed, N failed" and exits non-zero on a failure.
import { enterLoopbackNamespace, launchBrowser, startServers, testRunner, rebuildViews } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const browser = chromium.browser;
const { test, assert, finish } = testRunner();
const cardsPage = servers.page.replace("/table.html", "/cards-table.html");

async function open(params) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  page.errors = [];
  page.on("pageerror", (e) => {
    page.errors.push(e.message);
    console.log(`    [page ${params.seat}] ${e.message}`);
  });
  await page.goto(`${cardsPage}?${new URLSearchParams({ port: String(servers.peerPort), ...params })}`);
  await page.waitForFunction(() => window.ready === true, { timeout: 30_000 });
  return page;
}
const until = (page, fn, arg, timeout = 60_000) => page.waitForFunction(fn, { timeout, polling: 50 }, arg);
const tableId = () => `inkognito-${Math.random().toString(36).slice(2, 10).padEnd(15, "x").slice(0, 15)}`;

/** Every view a guest held, in order, rebuilt from its raw traffic (net-harness.mjs, shared with net-test.mjs). */
const rebuild = (msgs, seat) => rebuildViews(msgs, seat, assert).steps.map((s) => s.v);

const canon = (x) => JSON.stringify(x, (k, v) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((key) => [key, v[key]])) : v));

/**
 * A guest's traffic holds nothing its seat may not see: every view rebuilt from it is exactly a view
 * the referee worked out for that seat (`viewFor`, where C13 is enforced), none is another seat's,
 * before the end no reveal, no referee state, its own black cards only, no other seat's sealed
 * choice; at the end every black card.
 */
async function checkSecrecy(host, page, seat) {
  const msgs = await page.evaluate(() => window.__received);
  const entitled = new Set(await host.evaluate((s) => [...(window.entitled[s] ?? [])], seat));
  const secrets = await host.evaluate(() => window.table.current.secrets);
  const steps = rebuild(msgs, seat);
  assert(steps.length > 10, `${seat}: received only ${steps.length} views`);
  let before = 0;
  for (const v of steps) {
    assert(v.viewer === seat, `${seat}: got the view of ${v.viewer}`);
    assert(entitled.has(canon(v)), `${seat}: a view the referee never worked out for this seat: ${canon(v).slice(0, 300)}`);
    if (v.result) {
      assert(canon(v.reveal?.secrets) === canon(secrets), `${seat}: the end does not reveal every black card`);
      continue;
    }
    before++;
    const text = JSON.stringify(v);
    assert(v.reveal === null && !/"(secrets|rng|seed|piles|fixed)"/.test(text), `${seat}: referee state or a reveal before the end`);
    assert(v.you?.seat === seat, `${seat}: another seat's private part`);
    if (seat !== "ambassador") assert(canon(v.you.secret) === canon(secrets[seat]), `${seat}: not its own black cards`);
    else assert(v.you.secret === null, "the Ambassador player holds black cards");
    // Another seat's black cards appear nowhere as a whole (shown cards are single cards, C6.5–C6.8).
    for (const [other, s] of Object.entries(secrets)) {
      if (other !== seat) assert(!text.includes(JSON.stringify(s)), `${seat}: ${other}'s black cards`);
    }
  }
  assert(before > 5, `${seat}: too few views before the end`);
  return { messages: msgs.length, views: steps.length };
}

async function cardsTable(players, hostSeat, guests) {
  const id = tableId();
  const host = await open({ mode: "host", table: id, players: String(players), seat: hostSeat });
  await until(host, () => window.table.status === "open" && !!window.table.fingerprint, undefined, 30_000);
  const pages = {};
  for (const seat of guests) {
    pages[seat] = await open({ mode: "join", table: id, seat });
    await until(host, (s) => window.table.lobby()?.seats.find((x) => x.seat === s)?.connected, seat);
  }
  return { host, pages, id };
}

async function playAll(host, pages, players) {
  // A game long enough to check (random play may declare in its first round): no declaration, by a
  // guest or the host's bots, before the 60th log entry.
  for (const p of [host, ...Object.values(pages)]) await p.evaluate(() => (window.noDeclareBefore = 60));
  const r = await host.evaluate(() => window.table.start());
  assert(r.ok, `the host could not start: ${JSON.stringify(r)}`);
  const all = [host, ...Object.values(pages)];
  for (const p of all) await p.evaluate(() => (window.autoplay = true));
  for (const p of all) await until(p, () => window.table.view()?.result != null, undefined, 240_000);
  const state = await host.evaluate(() => ({ players: window.table.current.players, log: window.table.current.log.length, result: window.table.current.result }));
  assert(state.players === players, `a ${state.players}-player game`);
  for (const p of all) {
    const refused = await p.evaluate(() => window.refused);
    assert(refused.length === 0, `refused intents: ${refused.join(", ")}`);
    assert(p.errors.length === 0, `page errors: ${p.errors.join("; ")}`);
  }
  return state;
}

async function closeAll(pages) {
  for (const p of pages) await p.browserContext().close();
}

await test("a 4-player card game: host and 3 guests play to the end over WebRTC; each guest's traffic holds only its seat's views", async () => {
  const { host, pages } = await cardsTable(4, "red", ["blue", "green", "yellow"]);
  try {
    const end = await playAll(host, pages, 4);
    const figures = [];
    for (const [seat, p] of Object.entries(pages)) figures.push(`${seat} ${JSON.stringify(await checkSecrecy(host, p, seat))}`);
    // C13.2, C13.4: the random source of the deal and the piles is the referee's, never shown, not even
    // at the end. The host sends no reveal (the host's seed and the nonces that make the deal's seed):
    // no guest can check the deal, and none says it did; the signed record carries no seed at all.
    const hidden = await host.evaluate(() => {
      const s = window.table.current;
      return { seed: s.seed, pileSeed: s.pileSeed, hostSeed: window.table.hostSeed };
    });
    assert(/^[0-9a-f]{64}$/.test(hidden.pileSeed ?? "") && /^[0-9a-f]{64}$/.test(hidden.hostSeed ?? ""), `the referee's seeds: ${JSON.stringify(hidden)}`);
    for (const [seat, p] of Object.entries(pages)) {
      await until(p, () => window.__received.some((t) => /"t":\s*"record"/.test(t)), undefined, 20_000);
      const text = (await p.evaluate(() => window.__received)).join("\n");
      assert(!/"t":\s*"reveal"/.test(text), `${seat}: the host revealed the deal's random source`);
      for (const secret of [hidden.pileSeed, hidden.seed, hidden.hostSeed]) assert(!text.includes(secret), `${seat}: a seed of the referee's in its traffic`);
      assert(!text.includes('"pileSeed"') && !text.includes('"hostSeed"'), `${seat}: a seed of the referee's in its traffic`);
      const f = await p.evaluate(() => window.table.fairness);
      assert(f === null, `${seat}: a fair-play report where the rules keep the deal's source secret: ${JSON.stringify(f)}`);
    }
    console.log(`    ${end.log} log entries, ${end.result.reason}; ${figures.join("; ")}`);
  } finally {
    await closeAll([host, ...Object.values(pages)]);
  }
});

await test("a 5-player card game with the Ambassador player as a guest: to the end, secrets kept", async () => {
  const { host, pages } = await cardsTable(5, "red", ["ambassador", "blue", "green"]);
  try {
    const end = await playAll(host, pages, 5);
    const figures = [];
    for (const [seat, p] of Object.entries(pages)) figures.push(`${seat} ${JSON.stringify(await checkSecrecy(host, p, seat))}`);
    console.log(`    ${end.log} log entries (yellow a bot), ${end.result.reason}; ${figures.join("; ")}`);
  } finally {
    await closeAll([host, ...Object.values(pages)]);
  }
});

await test("a guest of the wrong game is refused with WRONG_GAME, seated nowhere, and shown the messages module's text", async () => {
  const { host, pages } = await cardsTable(4, "red", []);
  try {
    const lobbyId = await host.evaluate(() => window.table.lobby().tableId);
    // The board game's guest table (its hello says game "board").
    const board = await open({ mode: "join", table: lobbyId, seat: "blue", game: "board" });
    pages.board = board;
    await until(board, () => window.table.lastError?.code === "WRONG_GAME", undefined, 30_000);
    const said = await board.evaluate(() => window.table.lastError.message);
    assert(/plays cards version 1/.test(said), `the refusal names the table's game: ${said}`);
    const seated = await host.evaluate(() => window.table.lobby().seats.filter((s) => s.kind === "human").map((s) => s.seat));
    assert(seated.length === 0, `seated: ${seated}`);
    assert(await board.evaluate(() => window.table.view() === null), "the wrong game's guest got a view");
    // The board game's element, joining the card table, shows the text from src/ui/i18n.
    const el = await browser.createBrowserContext().then((c) => c.newPage());
    pages.el = el;
    await el.goto(`${servers.page}?${new URLSearchParams({ port: String(servers.peerPort), mode: "join", table: lobbyId, seat: "green", name: "Wrong" })}`);
    await until(el, () => window.ready === true);
    const shown = () => window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? window.el.shadowRoot.querySelector("inkognito-lobby")?.status ?? "";
    await until(el, (f) => /than this page: open the host.s invite link in a page of the same game and version/.test(eval(f)()), shown.toString(), 30_000).catch(async (e) => {
      console.log("    shown:", await el.evaluate((f) => eval(f)(), shown.toString()), await el.evaluate(() => JSON.stringify(window.el.table?.lastError)));
      throw e;
    });
  } finally {
    await closeAll([host, ...Object.values(pages)]);
  }
});

await chromium.close();
servers.close();
finish("net cards tests");
