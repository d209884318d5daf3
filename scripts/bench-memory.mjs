// Long sessions (figures only, never asserted): a host page plays game after game at a real
// network table (the real PeerServer on 127.0.0.1, one guest page over real WebRTC, the other
// seats bots acting at once), each game a fresh `<inkognito-game mode="host">` in the same page.
// After each game the element is removed and the host page's heap is measured after a full GC
// (CDP HeapProfiler.collectGarbage, then Runtime.getHeapUsage). Prints the heap after the first
// game, after the last, the difference and the least-squares slope in MB per game.
// BENCH_GAMES=n plays n games (default 50); BENCH_SNAPSHOTS=dir writes heap snapshots after the
// first game and the last (open them in DevTools' Memory tab, "Comparison"). Runs in a loopback-only network namespace.
//
// BENCH_SOAK=1 instead keeps ONE table for a long session at accelerated speed: the host hosts a
// 3-guest table for `BENCH_SOAK_MINUTES` (default 4) of wall time while the bots play at once and
// the guests' links are cut and come back every ~20 s (a reload of a guest page); it prints, every
// minute, the host's heap after GC, its clients, timers' worth of links and the log's length — a
// table of hours of play compressed into minutes (a game of a couple of hundred events takes a few
// seconds here, against about an hour at the table).
import { enterLoopbackNamespace, launchBrowser, startServers } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const line = (label, v, note = "") => console.log(`${label.padEnd(72)} ${String(v).padStart(10)}  ${note}`);
const MB = (b) => (b / 1048576).toFixed(2);

async function open(params) {
  const page = await (await chromium.browser.createBrowserContext()).newPage();
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

/** Replaces the host page's element by a fresh host table (its own game id, so its own table id); returns the table id. */
async function freshHost(host, i, players = 4) {
  await host.evaluate((i, players) => {
    window.el?.remove();
    const el = document.createElement("inkognito-game");
    const attrs = { mode: "host", players: String(players), seat: "spectator", name: "Host", "game-id": `mem-${i}`, "bot-delay": "0",
      "peer-host": "127.0.0.1", "peer-port": String(window.peer.port), "peer-path": "/peerjs", "peer-secure": "false", "ice-servers": "[]" };
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    window.over = null;
    el.addEventListener("inkognito-game-over", (e) => (window.over = e.detail.result));
    document.body.append(el);
    window.el = el;
  }, i, players);
  await until(host, () => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite);
  const invite = await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").invite);
  return new URL(invite).searchParams.get("inkognito-table");
}

/** Writes a heap snapshot of the page (BENCH_SNAPSHOTS=dir: after the first game and the last, to compare in DevTools). */
async function snapshot(cdp, path) {
  const { writeFileSync } = await import("node:fs");
  const chunks = [];
  const take = (e) => chunks.push(e.chunk);
  cdp.on("HeapProfiler.addHeapSnapshotChunk", take);
  await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  cdp.off("HeapProfiler.addHeapSnapshotChunk", take);
  writeFileSync(path, chunks.join(""));
}

async function seatGuest(host, tableId, seat) {
  const guest = await open({ mode: "join", table: tableId, seat, name: `Guest ${seat}` });
  await until(host, (s) => window.el.shadowRoot.querySelector("inkognito-lobby")?.lobby?.seats.find((x) => x.seat === s)?.connected, seat);
  return guest;
}

const startGame = (host) => host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby")
  .dispatchEvent(new CustomEvent("inkognito-start", { bubbles: true, composed: true })));

async function games() {
  const n = Number(process.env.BENCH_GAMES ?? 50);
  const host = await open({ mode: "raw" });
  const cdp = await host.createCDPSession();
  const heaps = [];
  const t0 = Date.now();
  for (let i = 0; i < n; i++) {
    const tableId = await freshHost(host, i);
    const guest = await seatGuest(host, tableId, "yellow");
    await startGame(host);
    await guest.evaluate(() => (window.autoplay = true));
    await until(host, () => window.over !== null, undefined, 300_000);
    await guest.browserContext().close();
    await host.evaluate(() => {
      window.el.remove();
      window.el = null;
      localStorage.clear();
      // The test page records every data-channel message it receives: the harness's, not the host's.
      window.__received.length = 0;
    });
    await new Promise((r) => setTimeout(r, 300));
    heaps.push(await heapAfterGc(cdp));
    if (process.env.BENCH_SNAPSHOTS && (i === 0 || i === n - 1)) await snapshot(cdp, `${process.env.BENCH_SNAPSHOTS}/host-after-game-${i + 1}.heapsnapshot`);
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
  line("memory: host heap after GC after game 1, MB", MB(heaps[0]));
  line(`memory: host heap after GC after game ${n}, MB`, MB(heaps[n - 1]), `${n} games in one page, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  line(`memory: host heap growth over ${n} games, MB (target within 1 MB)`, MB(heaps[n - 1] - heaps[0]));
  line("memory: host heap slope, MB per game (least squares)", (slope / 1048576).toFixed(4), `${(slope / 1024).toFixed(1)} kB a game`);
  // The first games warm the page up (compiled code, the bots' bounded caches, the browser's performance entries).
  if (n >= 4) line(`memory: host heap slope from game ${half} to ${n}, MB per game`, (slopeFrom(half) / 1048576).toFixed(4), `${(slopeFrom(half) / 1024).toFixed(1)} kB a game; ${MB(heaps[n - 1] - heaps[half - 1])} MB over those games`);
}

async function soak() {
  const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 4);
  const host = await open({ mode: "raw" });
  const cdp = await host.createCDPSession();
  // One table all session long: the host plays red, three guests the rest; a new game (a new
  // table id, as the element starts one) only when one ends.
  let i = 0, played = 0;
  const seats = ["yellow", "green", "blue"];
  const end = Date.now() + minutes * 60_000;
  let nextReport = Date.now() + 60_000;
  let reconnects = 0;
  while (Date.now() < end) {
    const tableId = await freshHost(host, i++);
    const guests = [];
    for (const s of seats) guests.push(await seatGuest(host, tableId, s));
    await startGame(host);
    for (const g of guests) await g.evaluate(() => (window.autoplay = true));
    while (Date.now() < end) {
      const over = await host.evaluate(() => window.over !== null);
      if (over) break;
      await new Promise((r) => setTimeout(r, 5000));
      // A guest's link drops and comes back (a reload): the host's heartbeat notices, the guest rejoins with its token.
      const k = reconnects++ % guests.length;
      await guests[k].reload();
      await guests[k].waitForFunction(() => window.ready === true);
      await guests[k].evaluate(() => (window.autoplay = true));
      if (Date.now() >= nextReport) {
        nextReport += 60_000;
        await host.evaluate(() => (window.__received.length = 0)); // the test page's record, not the host's
        const heap = await heapAfterGc(cdp);
        const t = await host.evaluate(() => {
          const table = window.el.table ?? window.el["table"];
          return { log: window.el.view?.log.length ?? 0, clients: table?.clients?.size ?? -1, links: table?.seatLinks?.away?.size ?? -1, bans: table?.bans?.until?.size ?? -1 };
        });
        line(`soak: minute ${Math.round((Date.now() - (end - minutes * 60_000)) / 60_000)}: host heap after GC, MB`, MB(heap),
          `games ${played}, reconnects ${reconnects}, clients ${t.clients}, links away ${t.links}, bans ${t.bans}, log ${t.log} events`);
      }
    }
    if (await host.evaluate(() => window.over !== null)) played++;
    for (const g of guests) await g.browserContext().close();
  }
  line("soak: games played, guest reconnects", `${played}, ${reconnects}`, `${minutes} min of wall time`);
}

try {
  if (process.env.BENCH_SOAK) await soak();
  else await games();
} finally {
  await chromium.close();
  servers.close();
}
