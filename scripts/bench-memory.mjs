// Long sessions (figures only, never asserted): a host page plays game after game at a real
// network table (the real PeerServer on 127.0.0.1, one guest page over real WebRTC, the other
// seats bots acting at once), each game a fresh `<inkognito-game mode="host">` in the same page.
// After each game the element is removed and the host page's heap is measured after a full GC
// (CDP HeapProfiler.collectGarbage, then Runtime.getHeapUsage). Prints the heap after the first
// game, after the last, the difference and the least-squares slope in MB per game.
// It also splits that growth by the heap snapshots' categories after the first game and the last:
// "code" (V8's compiled code, bytecode and feedback), "objects" (JS objects, arrays, closures,
// strings) and "system" (hidden classes, contexts, V8's other internals); Blink's objects are not in it.
// BENCH_GAMES=n plays n games (default 50); BENCH_SNAPSHOTS=dir writes heap snapshots after the
// first game, the second, the 20th and the last (open them in DevTools' Memory tab, "Comparison", or compare them
// with scripts/heap-diff.mjs). BENCH_MEMORY_GAME=cards plays the card game (`game="cards"`) instead: the
// host plays red with the card test page's random bot, a guest joins by the invite link, bots at once.
// BENCH_MEMORY_TABLE=one plays the board game's games at one table instead: one host element and one
// guest, each next game dealt by the host's end-screen button "Play again at this table"
// (`HostTable.nextGame`), as friends who play on do; the heap is measured after each game with the
// table and its finished game still on screen.
// Runs in a loopback-only network namespace.
//
// BENCH_SOAK=1 instead keeps one page hosting for a long session of table time, compressed: every
// page's clock runs BENCH_SOAK_HOURS × 60 / BENCH_SOAK_MINUTES times faster (default 2 hours in 10
// minutes: ×12) — `Date.now`, `setTimeout` and `setInterval`, so the heartbeat (every second of
// table time), its quiet/dead/gone limits, the rate limits and the bans run on table time — while
// the bots play at once and a guest's link is cut and comes back every 2 minutes of table time (a
// reload of its page). A 3-guest table; when a game ends the host deals the next one at the same table
// (its end screen's "Play again at this table"), the guests playing on; only a table that times out on a
// loaded machine is replaced by a fresh host element (a new table id) that the guests join. Every 10 minutes of table time it prints the host page's
// heap after GC, the table's clients, links away and bans, the log's length, the listeners on
// window and document, the live timers and the open RTCPeerConnections; then the least-squares
// slope of the heap per hour of table time. Not part of the test suite.
import { enterLoopbackNamespace, launchBrowser, startServers } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const line = (label, v, note = "") => console.log(`${label.padEnd(72)} ${String(v).padStart(10)}  ${note}`);
const MB = (b) => (b / 1048576).toFixed(2);

/**
 * Runs in a soak page before its scripts: the page's clock `k` times faster (Date.now and the timers),
 * and counters of what could pile up — live timers, listeners on window and document, open RTCPeerConnections.
 */
function instrumentPage(k) {
  const realNow = Date.now, t0 = realNow();
  Date.now = () => Math.floor(t0 + (realNow() - t0) * k);
  const live = new Set();
  const [st, si, ct, ci] = [setTimeout, setInterval, clearTimeout, clearInterval];
  window.setTimeout = function (fn, ms, ...args) {
    const id = st.call(window, () => {
      live.delete(id);
      if (typeof fn === "function") fn(...args);
    }, (Number(ms) || 0) / k);
    live.add(id);
    return id;
  };
  window.setInterval = function (fn, ms, ...args) {
    const id = si.call(window, fn, Math.max(1, (Number(ms) || 0) / k), ...args);
    live.add(id);
    return id;
  };
  window.clearTimeout = (id) => { live.delete(id); ct.call(window, id); };
  window.clearInterval = (id) => { live.delete(id); ci.call(window, id); };
  // Listeners on the page's long-lived targets (each (type, capture, function) once, as the DOM keeps them).
  const held = new Map();
  const keyOf = (target, type, opts) => `${target === window ? "w" : "d"}|${type}|${typeof opts === "boolean" ? opts : !!opts?.capture}`;
  const add = EventTarget.prototype.addEventListener, remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, fn, opts) {
    if (fn && (this === window || this === document)) {
      const k = keyOf(this, type, opts);
      if (!held.has(k)) held.set(k, new Set());
      if (!(typeof opts === "object" && opts?.once)) held.get(k).add(fn);
    }
    return add.call(this, type, fn, opts);
  };
  EventTarget.prototype.removeEventListener = function (type, fn, opts) {
    if (fn && (this === window || this === document)) held.get(keyOf(this, type, opts))?.delete(fn);
    return remove.call(this, type, fn, opts);
  };
  const pcs = [];
  const Real = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Real {
    constructor(...a) {
      super(...a);
      pcs.push(new WeakRef(this));
    }
  };
  window.__soak = () => {
    const open = pcs.filter((r) => { const pc = r.deref(); return pc && pc.connectionState !== "closed"; });
    pcs.splice(0, pcs.length, ...open);
    return { timers: live.size, listeners: [...held.values()].reduce((n, set) => n + set.size, 0), peerConnections: open.length };
  };
}

async function open(params, clock = 0) {
  const page = await (await chromium.browser.createBrowserContext()).newPage();
  if (clock) await page.evaluateOnNewDocument(instrumentPage, clock);
  page.on("pageerror", (e) => console.error(`  [page ${params.mode}] ${e.message}`));
  await page.goto(`${servers.page}?${new URLSearchParams({ port: String(servers.peerPort), "bot-delay": "0", ...params })}`);
  await page.waitForFunction(() => window.ready === true);
  return page;
}

const until = (page, fn, arg, timeout = 120_000) => page.waitForFunction(fn, { timeout, polling: 50 }, arg);

/** The host page's heap after a full collection, in bytes. */
async function heapAfterGc(cdp) {
  for (let i = 0; i < 3; i++) await cdp.send("HeapProfiler.collectGarbage");
  return (await cdp.send("Runtime.getHeapUsage")).usedSize;
}

/** BENCH_MEMORY_GAME=cards: the card game (`game="cards"`) instead of the board game, at the same table. */
const CARDS = process.env.BENCH_MEMORY_GAME === "cards";
const cardsPage = servers.page.replace("/table.html", "/cards-element.html");
/** BENCH_MEMORY_TABLE=one: the board game's games at one table, each next one dealt by the host's "Play again at this table". */
const ONE_TABLE = process.env.BENCH_MEMORY_TABLE === "one" && !CARDS;

/** The host page's lobby of its element's table (the card game's lobby is inside its card table). */
const lobbyOf = () => window.el?.shadowRoot?.querySelector("inkognito-cards-table")?.shadowRoot?.querySelector("inkognito-lobby")
  ?? window.el?.shadowRoot?.querySelector("inkognito-lobby");

/**
 * Replaces the host page's element by a fresh host table (its own game id, so its own table id);
 * returns its invite link. The board game's host watches (a spectator); the card game's host plays
 * red with the page's random bot (the card test page's autoplay).
 */
async function freshHost(host, i, players = 4) {
  await host.evaluate((i, players, cards) => {
    window.el?.remove();
    const el = document.createElement("inkognito-game");
    const attrs = { mode: "host", players: String(players), seat: cards ? "red" : "spectator", name: "Host", "game-id": `mem-${i}`, "bot-delay": "0",
      "peer-host": "127.0.0.1", "peer-port": String(window.peer?.port ?? new URLSearchParams(location.search).get("port")), "peer-path": "/peerjs",
      "peer-secure": "false", "ice-servers": "[]", ...(cards ? { game: "cards" } : {}) };
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    window.over = null;
    el.addEventListener("inkognito-game-over", (e) => (window.over = e.detail.result));
    document.body.append(el);
    window.el = el;
    // The card test page's helpers and autoplay find the page's current element.
    if (cards) window.cards = () => window.el?.shadowRoot?.querySelector("inkognito-cards-table") ?? null;
  }, i, players, CARDS);
  await until(host, (f) => new Function(`return (${f})()`)()?.invite, lobbyOf.toString());
  return host.evaluate((f) => new Function(`return (${f})()`)().invite, lobbyOf.toString());
}

/** A heap snapshot of the page, as its JSON text; written to `path` too when given (BENCH_SNAPSHOTS=dir). */
async function snapshot(cdp, path) {
  const chunks = [];
  const take = (e) => chunks.push(e.chunk);
  cdp.on("HeapProfiler.addHeapSnapshotChunk", take);
  await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  cdp.off("HeapProfiler.addHeapSnapshotChunk", take);
  const text = chunks.join("");
  if (path) (await import("node:fs")).writeFileSync(path, text);
  return text;
}

/**
 * A heap snapshot's self sizes by V8's own node types, in three parts: "code" (V8's `code` nodes:
 * compiled and optimized code, bytecode, feedback vectors and cells, shared function infos, scripts:
 * what the engine keeps for functions, not objects of ours), "objects" (JS objects, arrays, closures,
 * strings, numbers: what the page's code allocates) and "system" (hidden classes and V8's hidden
 * internals: contexts, maps, and the "system / …" items listed as native). Blink's native nodes and
 * external strings' data are outside the JS heap this bench reads.
 */
function categories(text) {
  const snap = JSON.parse(text);
  const m = snap.snapshot.meta, nf = m.node_fields, N = nf.length, iType = nf.indexOf("type"), iName = nf.indexOf("name"), iSize = nf.indexOf("self_size");
  const types = m.node_types[0], sum = { code: 0, objects: 0, system: 0 };
  for (let i = 0; i < snap.nodes.length; i += N) {
    const t = types[snap.nodes[i + iType]];
    if (t === "synthetic") continue;
    if (t === "native") {
      // V8's own items the snapshot lists as native ("system / WeakArrayList"): system; Blink's and external strings' data: not in the JS heap.
      const name = snap.strings[snap.nodes[i + iName]];
      if (name.startsWith("system / ") && name !== "system / ExternalStringData") sum.system += snap.nodes[i + iSize];
      continue;
    }
    sum[t === "code" ? "code" : t === "hidden" || t === "object shape" ? "system" : "objects"] += snap.nodes[i + iSize];
  }
  return sum;
}

/** A guest page at the table of `invite`, seated at `seat` (the card game's guest opens the invite link itself). */
async function seatGuest(host, invite, seat, clock = 0) {
  let guest;
  if (CARDS) {
    guest = await (await chromium.browser.createBrowserContext()).newPage();
    guest.on("pageerror", (e) => console.error(`  [page ${seat}] ${e.message}`));
    await guest.goto(`${invite}#${new URLSearchParams({ seat, name: `Guest ${seat}` })}`);
    await guest.waitForFunction(() => window.ready === true);
  } else {
    const table = new URL(invite).searchParams.get("inkognito-table");
    guest = await open({ mode: "join", table, seat, name: `Guest ${seat}` }, clock);
  }
  await host.waitForFunction((s, f) => new Function(`return (${f})()`)()?.lobby?.seats.find((x) => x.seat === s)?.connected,
    { timeout: 120_000, polling: 50 }, seat, lobbyOf.toString());
  return guest;
}

const startGame = (host) => host.evaluate((f) => new Function(`return (${f})()`)()
  .dispatchEvent(new CustomEvent("inkognito-start", { bubbles: true, composed: true })), lobbyOf.toString());

/**
 * The host deals the next game at its table: a click on its end screen's "Play again at this table"
 * (the guests' pages play on by themselves). The wait returns a boolean: a handle to the button would
 * keep it, and the game it shows, alive in DevTools.
 */
async function playAgain(host) {
  await until(host, () => !!window.el.shadowRoot.querySelector("inkognito-end-screen")?.shadowRoot?.querySelector("button.next-game"));
  await host.evaluate(() => {
    window.over = null;
    window.el.shadowRoot.querySelector("inkognito-end-screen").shadowRoot.querySelector("button.next-game").click();
  });
}

/** The host page has finished its game: the element's `inkognito-game-over`, or the card table's final view. */
const gameOver = (host) => until(host, () => window.over != null || window.cards?.()?.view?.result != null, undefined, 300_000);

async function games() {
  const n = Number(process.env.BENCH_GAMES ?? 50);
  let host;
  if (CARDS) {
    // The card test page makes an element from its address's fragment: a solo card game, replaced by the first host table.
    host = await (await chromium.browser.createBrowserContext()).newPage();
    host.on("pageerror", (e) => console.error(`  [page host] ${e.message}`));
    await host.goto(`${cardsPage}?port=${servers.peerPort}#game=cards&mode=solo&bot-delay=0`);
    await host.waitForFunction(() => window.ready === true);
  } else host = await open({ mode: "raw" });
  const cdp = await host.createCDPSession();
  const heaps = [], split = [];
  const t0 = Date.now();
  let guest = null;
  for (let i = 0; i < n; i++) {
    if (!ONE_TABLE || i === 0) {
      const invite = await freshHost(host, i);
      guest = await seatGuest(host, invite, "yellow");
      await startGame(host);
      await guest.evaluate(() => (window.autoplay = true));
      if (CARDS) await host.evaluate(() => (window.autoplay = true));
    } else {
      await playAgain(host);
    }
    await gameOver(host);
    if (!ONE_TABLE) {
      await guest.browserContext().close();
      await host.evaluate(() => {
        window.el.remove();
        window.el = null;
        localStorage.clear();
      });
    }
    // The test page records every data-channel message it receives: the harness's, not the host's.
    await host.evaluate(() => (window.__received.length = 0));
    await new Promise((r) => setTimeout(r, 300));
    heaps.push(await heapAfterGc(cdp));
    const dir = process.env.BENCH_SNAPSHOTS, file = `${dir}/${CARDS ? "cards-" : ONE_TABLE ? "one-table-" : ""}host-after-game-${i + 1}.heapsnapshot`;
    // The first game's and the last game's snapshots split the growth into code and objects.
    if (i === 0 || i === n - 1) split.push(categories(await snapshot(cdp, dir ? file : null)));
    else if (dir && (i === 1 || i === 19)) await snapshot(cdp, file);
    if (process.env.BENCH_VERBOSE) console.error(`  game ${i + 1}: ${MB(heaps[i])} MB`);
  }
  /** The least-squares slope of the heaps from game `from` (1-based) on, in bytes a game. */
  const slopeFrom = (from) => {
    const ys = heaps.slice(from - 1), xs = ys.map((_, i) => i + from), k = ys.length;
    const mx = xs.reduce((a, b) => a + b, 0) / k, my = ys.reduce((a, b) => a + b, 0) / k;
    return xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0) / xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  };
  const slope = slopeFrom(1);
  const half = Math.floor(n / 2) + 1;
  const tag = CARDS ? "memory (card game):" : ONE_TABLE ? "memory (board game, one table):" : "memory (board game):";
  line(`${tag} host heap after GC after game 1, MB`, MB(heaps[0]));
  line(`${tag} host heap after GC after game ${n}, MB`, MB(heaps[n - 1]),
    `${n} games in one page${ONE_TABLE ? ", at one table" : ", a fresh host element each"}, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  line(`${tag} host heap growth over ${n} games, MB (target within 1 MB)`, MB(heaps[n - 1] - heaps[0]));
  if (n > 1) {
    const [a, b] = split, d = (k) => MB(b[k] - a[k]);
    line(`${tag} growth split: code / objects / system, MB`, `${d("code")} / ${d("objects")} / ${d("system")}`,
      "code: V8's compiled code, bytecode and feedback; objects: JS objects, arrays, closures, strings");
  }
  line(`${tag} host heap slope, MB per game (least squares)`, (slope / 1048576).toFixed(4), `${(slope / 1024).toFixed(1)} kB a game`);
  // The first games warm the page up (compiled code, the bots' bounded caches, the browser's performance entries).
  if (n >= 4) line(`${tag} host heap slope from game ${half} to ${n}, MB per game`, (slopeFrom(half) / 1048576).toFixed(4), `${(slopeFrom(half) / 1024).toFixed(1)} kB a game; ${MB(heaps[n - 1] - heaps[half - 1])} MB over those games`);
}

async function soak() {
  const hours = Number(process.env.BENCH_SOAK_HOURS ?? 2), minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
  const k = (hours * 60) / minutes; // table time per wall time
  const host = await open({ mode: "raw" }, k);
  const cdp = await host.createCDPSession();
  const seats = ["yellow", "green", "blue"];
  const t0 = Date.now(), end = t0 + minutes * 60_000;
  const tableMinutes = () => ((Date.now() - t0) * k) / 60_000;
  const RECONNECT = 2, REPORT = 10; // minutes of table time
  let i = 0, played = 0, reconnects = 0, nextReconnect = RECONNECT, nextReport = REPORT;
  const reports = [];
  const report = async () => {
    await host.evaluate(() => (window.__received.length = 0)); // the test page's record, not the host's
    const heap = await heapAfterGc(cdp);
    const t = await host.evaluate(() => {
      const table = window.el?.table;
      return { game: table?.gameNumber ?? 0, log: window.el?.view?.log?.length ?? 0, clients: table?.clients?.size ?? -1,
        // Seats whose link is not "connected" (reconnecting or gone), and the peer ids the table bans for now.
        links: table ? [...table.links().values()].filter((l) => l !== "connected").length : -1,
        bans: table?.guests?.bans?.until?.size ?? -1, ...window.__soak() };
    });
    const at = tableMinutes();
    reports.push({ at, heap, ...t });
    line(`soak: ${(at / 60).toFixed(2)} h of table time: host heap after GC, MB`, MB(heap),
      `games ${played} (game ${t.game} at this table), reconnects ${reconnects}, clients ${t.clients}, links away ${t.links}, bans ${t.bans}, log ${t.log} events, ` +
      `listeners ${t.listeners}, timers ${t.timers}, RTCPeerConnections ${t.peerConnections}`);
  };
  let failures = 0, guests = [], seated = false;
  while (Date.now() < end) {
    try {
      if (!seated) {
        for (const g of guests) await g.browserContext().close();
        guests = [];
        const invite = await freshHost(host, i++);
        for (const s of seats) guests.push(await seatGuest(host, invite, s, k));
        await startGame(host);
        for (const g of guests) await g.evaluate(() => (window.autoplay = true));
        seated = true;
      } else {
        await playAgain(host);
      }
      while (Date.now() < end) {
        if (await host.evaluate(() => window.over !== null)) break;
        await new Promise((r) => setTimeout(r, 250));
        if (tableMinutes() >= nextReconnect) {
          // A guest's link drops and comes back (a reload): the host's heartbeat notices, the guest rejoins with its token.
          nextReconnect += RECONNECT;
          const g = guests[reconnects++ % guests.length];
          await g.reload();
          await g.waitForFunction(() => window.ready === true);
          await g.evaluate(() => (window.autoplay = true));
        }
        if (tableMinutes() >= nextReport) {
          nextReport += REPORT;
          await report();
        }
      }
      if (await host.evaluate(() => window.over !== null)) played++;
    } catch (e) {
      // A step that timed out on the loaded machine (a page that did not answer within 2 minutes): counted, a new table opens.
      failures++;
      seated = false;
      console.error(`  soak: a table did not get through: ${String(e?.message ?? e).slice(0, 160)}`);
    }
  }
  for (const g of guests) await g.browserContext().close();
  await host.evaluate(() => { window.el?.remove(); window.el = null; });
  await new Promise((r) => setTimeout(r, 300));
  await report(); // the element gone: what the page still holds
  const xs = reports.map((r) => r.at / 60), ys = reports.map((r) => r.heap), n = xs.length;
  /** The least-squares slope of the heap per hour of table time over the reports `keep` picks (the element's removal left out but for all). */
  const slopeOf = (keep) => {
    const px = xs.filter((_, j) => keep(j)), py = ys.filter((_, j) => keep(j)), m = px.length;
    const mx = px.reduce((a, b) => a + b, 0) / m, my = py.reduce((a, b) => a + b, 0) / m;
    return px.reduce((s, x, j) => s + (x - mx) * (py[j] - my), 0) / px.reduce((s, x) => s + (x - mx) ** 2, 0);
  };
  const slope = slopeOf(() => true);
  // The second half of the table time, the table in play (the last report, taken once the element is gone, left out).
  const late = slopeOf((j) => j < n - 1 && xs[j] >= hours / 2);
  const max = (f) => Math.max(...reports.map(f));
  line("soak: table time, wall time, clock speed", `${(tableMinutes() / 60).toFixed(2)} h`, `${((Date.now() - t0) / 60_000).toFixed(1)} min of wall time, ×${k.toFixed(1)}`);
  line("soak: games played, tables opened, guest reconnects, tables that timed out", `${played}, ${i}, ${reconnects}, ${failures}`);
  line("soak: host heap after GC, MB (first report / last / max)", `${MB(ys[0])} / ${MB(ys[n - 1])} / ${MB(max((r) => r.heap))}`,
    `slope ${(slope / 1048576).toFixed(3)} MB per hour of table time (least squares over ${n} reports); over the second half, in play: ${(late / 1048576).toFixed(3)}`);
  line("soak: at most: log events, listeners, timers, RTCPeerConnections, clients", `${max((r) => r.log)}, ${max((r) => r.listeners)}, ${max((r) => r.timers)}, ${max((r) => r.peerConnections)}, ${max((r) => r.clients)}`,
    "window and document listeners; live timers of the host page");
}

try {
  if (process.env.BENCH_SOAK) await soak();
  else await games();
} finally {
  await chromium.close();
  servers.close();
}
// The file server's kept-alive sockets could hold the process open after the figures (bench.mjs waits for it).
process.exit(0);
