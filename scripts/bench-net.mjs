// Network benchmark (figures only, never asserted): what players feel. The round trip of a guest's
// move to the host's referee and back as the updated view, with host + 1 guest and host + 3 guests,
// each next to a bare PeerJS echo between the same two pages in the same run; then the same with
// the guests relayed through a real TURN server (coturn) behind a UDP proxy that adds a fixed
// latency each way. Pages are served cross-origin isolated (COOP/COEP, see net-harness.mjs), so
// performance.now() has microsecond resolution. Runs in a loopback-only network namespace.
import { enterLoopbackNamespace, launchBrowser, startDelayProxy, startServers, startTurn } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const turn = await startTurn(3479);
/** The latency the proxy adds, each way (fixed, no jitter: the target is this plus at most 5 ms). */
const DELAY = 60;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)];
const line = (label, v, note = "") => console.log(`${label.padEnd(72)} ${String(v).padStart(10)}  ${note}`);
const SEATS = ["yellow", "green", "blue"];

async function open(params) {
  const page = await (await chromium.browser.createBrowserContext()).newPage();
  await page.goto(`${servers.page}?${new URLSearchParams({ port: String(servers.peerPort), ...params })}`);
  await page.waitForFunction(() => window.ready === true);
  return page;
}

/**
 * A host page (red; open seats are bots) and `guests` raw guest pages (GuestTable, no element),
 * each autoplaying its seat until yellow may roll. Returns the pages and the yellow guest's figures.
 */
async function measure(guests, { n, guestParams = {}, mark = false, flood = false }) {
  const pages = [];
  try {
    const host = await open({ mode: "host", players: String(Math.max(3, guests + 1)), seat: "red", name: "Host", "bot-delay": "0", "game-id": `bench${Math.random()}` });
    pages.push(host);
    await host.waitForFunction(() => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite, { timeout: 60_000 });
    const tableId = await host.evaluate(() => new URL(window.el.shadowRoot.querySelector("inkognito-lobby").invite).searchParams.get("inkognito-table"));
    const gs = [];
    for (const seat of SEATS.slice(0, guests)) {
      const g = await open({ mode: "raw", seat, ...guestParams });
      pages.push(g);
      gs.push(g);
      await g.evaluate(async (tableId, seat) => {
        const t = new window.GuestTable({ tableId, name: `Bench ${seat}`, seat, peer: window.peer });
        await new Promise((r, reject) => {
          const i = setInterval(() => { if (t.viewer === seat) { clearInterval(i); r(); } }, 20);
          setTimeout(() => reject(new Error(`the guest got no seat: ${JSON.stringify(t.lastError)}`)), 60_000);
        });
        window.t = t;
        // Autoplay this seat (answering Questions, playing its turns) until yellow may roll.
        const rng = new window.Rng(window.seedRng(`bench-${seat}`));
        window.auto = true;
        let busy = false;
        window.reached = new Promise((resolve) => {
          setInterval(async () => {
            const v = t.view();
            if (!window.auto || busy || !v || v.result) return;
            if (seat === "yellow" && v.turn.seat === "yellow" && v.legal.some((a) => a.type === "roll")) {
              window.auto = false;
              return resolve(true);
            }
            const a = v.legal.length ? window.chooseBotAction(v, rng) : null;
            if (!a) return;
            busy = true;
            try { await t.act(a); } finally { busy = false; }
          }, 10);
        });
      }, tableId, seat);
    }
    await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").dispatchEvent(new CustomEvent("inkognito-start", { bubbles: true, composed: true })));
    const yellow = gs[0];
    await yellow.waitForFunction(() => window.t.view() !== null, { timeout: 30_000 });
    const clock = await yellow.evaluate(() => {
      let step = Infinity;
      for (let i = 0, last = performance.now(); i < 200000 && step > 0.001; i++) {
        const now = performance.now();
        if (now > last) step = Math.min(step, now - last);
        last = now;
      }
      return { isolated: window.crossOriginIsolated, step };
    });

    // A bare PeerJS echo between the host page and yellow's page, with the same ICE settings.
    const echoId = `echo-${Date.now()}`;
    await host.evaluate((id) => new Promise((resolve) => {
      const p = new window.PeerCtor(id, { host: "127.0.0.1", port: window.peer.port, path: "/peerjs", secure: false, config: { iceServers: [] } });
      p.on("open", () => resolve());
      p.on("connection", (c) => c.on("data", (d) => c.send(d)));
    }), echoId);
    const echo = await yellow.evaluate((id, n) => new Promise((resolve) => {
      const o = window.peer;
      const p = new window.PeerCtor({ host: "127.0.0.1", port: o.port, path: "/peerjs", secure: false, config: { iceServers: o.iceServers, ...(o.iceTransportPolicy ? { iceTransportPolicy: o.iceTransportPolicy } : {}) } });
      p.on("open", () => {
        const c = p.connect(id, { reliable: true, serialization: "raw" });
        c.on("open", async () => {
          const times = [];
          for (let i = 0; i < n + 10; i++) {
            const t0 = performance.now();
            await new Promise((r) => { c.once("data", r); c.send(JSON.stringify({ v: 3, t: "ping", n: i })); });
            if (i >= 10) times.push(performance.now() - t0); // the first few warm the path up
          }
          p.destroy();
          resolve(times);
        });
      });
    }), echoId, n);

    // A notebook mark changes the noting seat's view only.
    const marks = mark ? await yellow.evaluate(async (n) => {
      const t = window.t;
      const times = [];
      for (let i = 0; i < n; i++) {
        const m = String(i % 7);
        const t0 = performance.now();
        const seen = new Promise((r) => { const off = t.subscribe(({ view }) => { if (view?.notebook?.marks.k === m) { off(); r(); } }); });
        void t.act({ type: "note", seat: "yellow", key: "k", mark: m });
        await seen;
        times.push(performance.now() - t0);
        if (i % 7 === 6) await t.act({ type: "note", seat: "yellow", key: "k", mark: null });
      }
      return times;
    }, n) : null;

    // The same marks while 60 more connections flood the host (junk, pings, hellos, reconnecting when
    // closed): rate limits, the connection cap and the guard must keep the legitimate guest's round trip.
    let flooded = null, floodStats = null;
    if (flood) {
      const flooder = await open({ mode: "raw" });
      pages.push(flooder);
      const tableId = await host.evaluate(() => new URL(window.el.shadowRoot.querySelector("inkognito-lobby")?.invite ?? location.href).searchParams.get("inkognito-table"));
      await flooder.evaluate((tableId) => {
        window.flood = { on: true, sent: 0, opened: 0, full: 0 };
        const spawn = (p) => {
          if (!window.flood.on) return;
          const c = p.connect(tableId, { reliable: true, serialization: "raw" });
          if (!c) return;
          let iv = null;
          c.on("open", () => {
            window.flood.opened++;
            iv = setInterval(() => {
              for (let k = 0; k < 5; k++) c.send(k % 2 ? `{junk ${Math.random()}` : JSON.stringify({ v: 3, t: k ? "ping" : "hello", n: 1, name: "Flood" }));
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
      flooded = await yellow.evaluate(async (n) => {
        const t = window.t;
        const times = [];
        for (let i = 0; i < n; i++) {
          const m = String((i % 6) + 1);
          const t0 = performance.now();
          const seen = new Promise((r) => { const off = t.subscribe(({ view }) => { if (view?.notebook?.marks.k === m) { off(); r(); } }); });
          void t.act({ type: "note", seat: "yellow", key: "k", mark: m });
          await seen;
          times.push(performance.now() - t0);
          await new Promise((r) => setTimeout(r, 5));
        }
        return times;
      }, Math.floor(n / 2));
      floodStats = await flooder.evaluate(() => { window.flood.on = false; return window.flood; });
      await flooder.browserContext().close();
      pages.pop();
      await new Promise((r) => setTimeout(r, 1000));
    }

    // Play on until yellow may roll (the host plays red, bots and the other guests their seats).
    await host.evaluate(() => (window.autoplay = true));
    const reached = await yellow.evaluate(() => Promise.race([window.reached, new Promise((r) => setTimeout(() => r(false), 90_000))]));
    await host.evaluate(() => (window.autoplay = false));
    for (const g of gs) await g.evaluate(() => (window.auto = false));
    if (!reached) throw new Error("the game never came to yellow's roll");
    // Yellow rolls, then moves a figure and takes it back, again and again: each changes every seat's view.
    const moves = await yellow.evaluate(async (n) => {
      const t = window.t;
      const must = async (a) => { const r = await t.act(a); if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(r.error)}`); };
      await must({ type: "roll", seat: "yellow" });
      const times = [];
      const from = window.__received.length;
      for (let i = 0; i < n / 2; i++) {
        const move = t.view().legal.filter((a) => a.type === "move")[i % 3] ?? t.view().legal.find((a) => a.type === "move");
        for (const a of [move, { type: "undo", seat: "yellow" }]) {
          const t0 = performance.now();
          await must(a); // resolves once the host's answer, and the view it brought, are in
          times.push(performance.now() - t0);
        }
      }
      const sizes = window.__received.slice(from).filter((m) => m.includes('"ack"')).map((m) => m.length);
      return { times, sizes };
    }, n);
    return { echo, marks, flooded, floodStats, moves: moves.times, sizes: moves.sizes, clock };
  } finally {
    for (const p of pages) await p.browserContext().close();
  }
}

try {
  const quick = { n: 400 };
  const one = await measure(1, { ...quick, mark: true, flood: true });
  line("net: pages cross-origin isolated; performance.now() step (µs)", (one.clock.step * 1000).toFixed(1), `crossOriginIsolated=${one.clock.isolated}`);
  const three = await measure(3, quick);
  for (const [label, r] of [["host + 1 guest", one], ["host + 3 guests", three]]) {
    line(`net (${label}): bare PeerJS echo round trip, median (ms)`, median(r.echo).toFixed(3), `p99 ${p99(r.echo).toFixed(3)}, ${r.echo.length} sequential`);
    if (r.marks) line(`net (${label}): notebook mark → referee → its view, median (ms)`, median(r.marks).toFixed(3), `p99 ${p99(r.marks).toFixed(3)}; / echo ${(median(r.marks) / median(r.echo)).toFixed(2)}`);
    if (r.flooded) {
      const f = r.floodStats;
      line(`net (${label}): the same mark while 60 connections flood the host, median (ms)`, median(r.flooded).toFixed(3), `p99 ${p99(r.flooded).toFixed(3)}, ${r.flooded.length} sequential; ${f.sent} flood messages, ${f.opened} flood connections opened, ${f.full} told TABLE_FULL`);
      line(`net (${label}): flooded mark round trip / idle mark round trip`, (median(r.flooded) / median(r.marks)).toFixed(2), "target ≤ 2");
    }
    line(`net (${label}): move or undo → referee → every seat's view, median (ms)`, median(r.moves).toFixed(3), `p99 ${p99(r.moves).toFixed(3)}, ${r.moves.length} sequential`);
    line(`net (${label}): the view update a move brings its mover, median (bytes)`, median(r.sizes), `max ${Math.max(...r.sizes)}`);
    line(`net (${label}): move round trip / bare echo`, (median(r.moves) / median(r.echo)).toFixed(2), "target ≤ 1.3; the host's board redrawn too");
  }
  // The same with every guest relayed through coturn behind the delay proxy.
  const proxy = await startDelayProxy(3479, { delay: DELAY, jitter: 0 });
  try {
    const relayed = { "ice-servers": turn.iceServers(proxy.port), "ice-transport-policy": "relay" };
    const slow = { n: 100, guestParams: relayed };
    for (const [label, guests] of [["host + 1 guest", 1], ["host + 3 guests", 3]]) {
      const r = await measure(guests, slow);
      const added = 2 * DELAY;
      line(`net (${label}, TURN + ${DELAY} ms each way): bare echo, median (ms)`, median(r.echo).toFixed(3), `p99 ${p99(r.echo).toFixed(3)}, ${r.echo.length} sequential`);
      line(`net (${label}, TURN + ${DELAY} ms each way): move round trip, median (ms)`, median(r.moves).toFixed(3), `p99 ${p99(r.moves).toFixed(3)}, ${r.moves.length} sequential`);
      line(`net (${label}, TURN + ${DELAY} ms each way): the view update a move brings, median (bytes)`, median(r.sizes), `max ${Math.max(...r.sizes)}`);
      line(`net (${label}, TURN + ${DELAY} ms each way): move − added ${added} ms (ms)`, (median(r.moves) - added).toFixed(3), `target ≤ 5; the echo's own: ${(median(r.echo) - added).toFixed(3)}`);
    }
  } finally {
    proxy.close();
  }
} finally {
  turn.close();
  await chromium.close();
  servers.close();
}
// The PeerJS server keeps sockets open after close(): end here rather than wait for them.
process.exit(0);
