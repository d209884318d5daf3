// Network benchmark (figures only): the round trip of an action from a guest to the host and back
// as an updated view, next to the raw echo round trip of a bare PeerJS data channel between the
// same two pages, in the same run. Runs in a loopback-only network namespace like the tests.
import { enterLoopbackNamespace, launchBrowser, startServers } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const N = 400;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)];
try {
  const open = async (params) => {
    const page = await (await chromium.browser.createBrowserContext()).newPage();
    await page.goto(`${servers.page}?${new URLSearchParams({ port: String(servers.peerPort), ...params })}`);
    await page.waitForFunction(() => window.ready === true);
    return page;
  };
  const host = await open({ mode: "host", players: "3", seat: "red", name: "Host", "bot-delay": "0", "game-id": "bench" });
  await host.waitForFunction(() => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite, { timeout: 60_000 });
  const tableId = await host.evaluate(() => new URL(window.el.shadowRoot.querySelector("inkognito-lobby").invite).searchParams.get("inkognito-table"));
  const guest = await open({ mode: "raw" });
  await guest.evaluate(async (tableId) => {
    const t = new window.GuestTable({ tableId, name: "Bench", seat: "yellow", peer: window.peer });
    await new Promise((r, reject) => {
      const i = setInterval(() => { if (t.viewer === "yellow") { clearInterval(i); r(); } }, 20);
      setTimeout(() => reject(new Error(`the guest got no seat: ${JSON.stringify(t.lastError)}`)), 60_000);
    });
    window.t = t;
  }, tableId);
  await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").dispatchEvent(new CustomEvent("inkognito-start", { bubbles: true, composed: true })));
  await guest.waitForFunction(() => window.t.view() !== null, { timeout: 30_000 });

  // A bare PeerJS echo between the same two pages.
  const echoId = `echo-${Date.now()}`;
  await host.evaluate((id) => new Promise((resolve) => {
    const p = new window.PeerCtor(id, { host: "127.0.0.1", port: window.peer.port, path: "/peerjs", secure: false, config: { iceServers: [] } });
    p.on("open", () => resolve());
    p.on("connection", (c) => c.on("data", (d) => c.send(d)));
  }), echoId);
  const raw = await guest.evaluate((id, n) => new Promise((resolve) => {
    const p = new window.PeerCtor({ host: "127.0.0.1", port: window.peer.port, path: "/peerjs", secure: false, config: { iceServers: [] } });
    p.on("open", () => {
      const c = p.connect(id, { reliable: true, serialization: "raw" });
      c.on("open", async () => {
        const times = [];
        for (let i = 0; i < n; i++) {
          const t0 = performance.now();
          await new Promise((r) => { c.once("data", r); c.send(JSON.stringify({ v: 2, t: "ping", n: i })); });
          times.push(performance.now() - t0);
        }
        resolve(times);
      });
    });
  }), echoId, N);
  const step = (what) => process.env.BENCH_TRACE && console.error(`bench: ${what}`);
  step("echo done");
  // A notebook mark changes the noting seat's view only (green is a bot: the game waits on red or yellow).
  const action = await guest.evaluate(async (n) => {
    const t = window.t;
    const times = [];
    for (let i = 0; i < n; i++) {
      const mark = String(i % 7);
      const t0 = performance.now();
      const seen = new Promise((r) => { const off = t.subscribe(({ view }) => { if (view?.notebook?.marks.k === mark) { off(); r(); } }); });
      void t.act({ type: "note", seat: "yellow", key: "k", mark });
      await seen;
      times.push(performance.now() - t0);
      if (i % 7 === 6) await t.act({ type: "note", seat: "yellow", key: "k", mark: null });
    }
    return times;
  }, N);
  step("idle marks done");
  // The same marks while 60 more connections flood the host (junk, pings, hellos, reconnecting when
  // closed): rate limits, the connection cap and the guard must keep the legitimate guest's round trip.
  const flooder = await open({ mode: "raw" });
  await flooder.evaluate((tableId) => {
    window.flood = { on: true, sent: 0, opened: 0, full: 0 };
    // 60 peers, one connection each, each connecting again when closed.
    const spawn = (p) => {
      if (!window.flood.on) return;
      const c = p.connect(tableId, { reliable: true, serialization: "raw" });
      if (!c) return;
      let iv = null;
      c.on("open", () => {
        window.flood.opened++;
        iv = setInterval(() => {
          for (let k = 0; k < 5; k++) c.send(k % 2 ? `{junk ${Math.random()}` : JSON.stringify({ v: 2, t: k ? "ping" : "hello", n: 1, name: "Flood" }));
          window.flood.sent += 5;
        }, 10);
      });
      c.on("data", (d) => { if (String(d).includes("TABLE_FULL")) window.flood.full++; });
      const again = () => { clearInterval(iv); iv = null; setTimeout(() => spawn(p), 200); };
      c.on("close", again);
      c.on("error", again);
    };
    for (let i = 0; i < 60; i++) {
      const p = new window.PeerCtor({ host: "127.0.0.1", port: window.peer.port, path: "/peerjs", secure: false, config: { iceServers: [] } });
      p.on("open", () => spawn(p));
    }
  }, tableId);
  await new Promise((r) => setTimeout(r, 4000));
  const flooded = await guest.evaluate(async (n) => {
    const t = window.t;
    const times = [];
    for (let i = 0; i < n; i++) {
      const mark = String((i % 6) + 1);
      const t0 = performance.now();
      const seen = new Promise((r) => { const off = t.subscribe(({ view }) => { if (view?.notebook?.marks.k === mark) { off(); r(); } }); });
      void t.act({ type: "note", seat: "yellow", key: "k", mark });
      await seen;
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 5));
    }
    return times;
  }, N / 2);
  step("flooded marks done");
  const flood = await flooder.evaluate(() => { window.flood.on = false; return window.flood; });
  await flooder.browserContext().close();
  await new Promise((r) => setTimeout(r, 1000));
  // A move and its undo change every seat's view (the figures' positions) and redraw the host's
  // board. Red (the host page) plays until it is the guest's turn, then the guest rolls and moves a
  // figure and takes it back, again and again.
  await host.evaluate(() => (window.autoplay = true));
  const reached = await guest.evaluate(async () => {
    const t = window.t;
    const rng = new window.Rng(window.seedRng("bench"));
    for (const start = Date.now(); Date.now() - start < 60_000;) {
      const v = t.view();
      if (v.result) return false;
      if (v.turn.seat === "yellow" && v.legal.some((a) => a.type === "roll")) return true;
      const a = v.legal.length ? window.chooseBotAction(v, rng) : null; // yellow answers red's Questions meanwhile
      if (a) await t.act(a);
      else await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  });
  await host.evaluate(() => (window.autoplay = false));
  if (!reached) throw new Error("the game never came to the guest's turn");
  const moves = await guest.evaluate(async (n) => {
    const t = window.t;
    const must = async (a) => { const r = await t.act(a); if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(r.error)}`); };
    await must({ type: "roll", seat: "yellow" });
    const times = [];
    for (let i = 0; i < n; i++) {
      const move = t.view().legal.filter((a) => a.type === "move")[i % 3] ?? t.view().legal.find((a) => a.type === "move");
      for (const a of [move, { type: "undo", seat: "yellow" }]) {
        const t0 = performance.now();
        await must(a); // resolves once the host's answer, and the view it brought, are in
        times.push(performance.now() - t0);
      }
    }
    return times;
  }, N / 2);
  const line = (label, v, note = "") => console.log(`${label.padEnd(72)} ${String(v).padStart(10)}  ${note}`);
  line("net: bare PeerJS echo round trip, median (ms)", median(raw).toFixed(2), `p99 ${p99(raw).toFixed(2)}, ${N} sequential`);
  line("net: guest notebook mark → host referee → its view, median (ms)", median(action).toFixed(2), `p99 ${p99(action).toFixed(2)}, ${N} sequential`);
  line("net: notebook mark round trip / bare echo", (median(action) / median(raw)).toFixed(2), "target ≤ 1.5");
  line("net: the same mark while 60 connections flood the host, median (ms)", median(flooded).toFixed(2), `p99 ${p99(flooded).toFixed(2)}, ${flooded.length} sequential; ${flood.sent} flood messages, ${flood.opened} flood connections opened, ${flood.full} told the table is full`);
  line("net: flooded mark round trip / idle mark round trip", (median(flooded) / median(action)).toFixed(2), "target ≤ 2");
  line("net: guest move or undo → host → every seat's view, median (ms)", median(moves).toFixed(2), `p99 ${p99(moves).toFixed(2)}, ${moves.length} sequential`);
  line("net: move round trip / bare echo", (median(moves) / median(raw)).toFixed(2), "target ≤ 1.5; the host's board redrawn too");
} finally {
  await chromium.close();
  servers.close();
}
// The PeerJS server keeps sockets open after close(): end here rather than wait for them.
process.exit(0);
