// Network benchmark (figures only, never asserted): what players feel. The round trip of a guest's
// move to the host's referee and back as the updated view, with host + 1 guest and host + 3 guests,
// each next to a bare PeerJS echo between the same two pages in the same run; then the same with
// the guests relayed through a real TURN server (coturn) behind a UDP proxy that adds a fixed
// latency each way. Pages are served cross-origin isolated (COOP/COEP, see net-harness.mjs), so
// performance.now() has microsecond resolution. Runs in a loopback-only network namespace.
//
// How a sample is taken: one at a time, once the host's page is idle (it has painted the last
// change: players act now and then, and an intent sent while the host still paints waits for the
// paint, which says how long the host's board takes to draw, not the network path), each intent
// right after an echo sample on the same pair of pages, so that a burst of load on a shared machine
// weighs on both alike. Medians, p95 and p99 over hundreds of samples. Then the same moves back to
// back, each sent the moment the last one's update is in: the host is still drawing, and that
// figure (printed apart, never in the ratio) is the host's paint, not the network path.
//
// Diagnostics (stderr): BENCH_STAMPS=1 times each step of a move's round trip and of an echo's on
// one clock (the guest's code and send, the wire, the host's code and send, the wire back, the
// guest's code until its intent settles), the host's and yellow's table methods, and how many intents the host answered from a prepared answer;
// BENCH_PROFILE=dir also writes CPU profiles of the host's and the guest's pages over the moves.
// BENCH_NET=loopback or =turn runs one half only.
import { enterLoopbackNamespace, launchBrowser, startDelayProxy, startServers, startTurn } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const turn = await startTurn(3479);
/** The latency the proxy adds, each way (fixed, no jitter: the target is this plus at most 5 ms). */
const DELAY = 60;
const sorted = (xs) => [...xs].sort((a, b) => a - b);
/** The median (the mean of the middle two of an even count), and the p-th percentile (nearest rank). */
const median = (xs) => { const s = sorted(xs), h = s.length >> 1; return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2; };
const pct = (xs, p) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * p) - 1)];
const p95 = (xs) => pct(xs, 0.95);
const p99 = (xs) => pct(xs, 0.99);
/** "p95 …, p99 …, N samples" */
const spread = (xs) => `p95 ${p95(xs).toFixed(3)}, p99 ${p99(xs).toFixed(3)}, ${xs.length} samples`;
const line = (label, v, note = "") => console.log(`${label.padEnd(72)} ${String(v).padStart(10)}  ${note}`);
const SEATS = ["yellow", "green", "blue"];

/** Times every call of these methods of a page's table (the host element's, or a raw guest page's), into `window.steps`. */
function timeMethods(page, names) {
  return page.evaluate((names) => {
    const proto = Object.getPrototypeOf(window.el?.table ?? window.t);
    window.steps = {};
    for (const name of names) {
      const f = proto[name];
      proto[name] = function (...args) {
        const t = performance.now();
        try { return f.apply(this, args); } finally { (window.steps[name] ??= []).push(performance.now() - t); }
      };
    }
  }, names);
}

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
async function measure(guests, { n, rush, guestParams = {}, mark = false, flood = false }) {
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

    // A bare PeerJS echo between the host page and yellow's page, with the same ICE settings and
    // channel options as the table's connection (reliable, ordered, "raw": one JSON text each way).
    const echoId = `echo-${Date.now()}`;
    await host.evaluate((id) => new Promise((resolve) => {
      const p = new window.PeerCtor(id, { host: "127.0.0.1", port: window.peer.port, path: "/peerjs", secure: false, config: { iceServers: [] } });
      p.on("open", () => resolve());
      // A sized echo ({"pad": n}) answers with n bytes: the size of a move's view update.
      p.on("connection", (c) => c.on("data", (d) => { const pad = String(d).includes('"pad"') ? JSON.parse(d).pad : 0; c.send(pad ? "x".repeat(Math.min(pad, 4096)) : d); }));
    }), echoId);
    await yellow.evaluate((id) => new Promise((resolve) => {
      const o = window.peer;
      const p = new window.PeerCtor({ host: "127.0.0.1", port: o.port, path: "/peerjs", secure: false, config: { iceServers: o.iceServers, ...(o.iceTransportPolicy ? { iceTransportPolicy: o.iceTransportPolicy } : {}) } });
      p.on("open", () => {
        const c = p.connect(id, { reliable: true, serialization: "raw" });
        let n = 0;
        window.echoOnce = (pad = 0) => new Promise((r) => {
          const t0 = performance.now();
          c.once("data", () => r(performance.now() - t0));
          c.send(JSON.stringify({ v: 6, t: "ping", n: n++, ...(pad ? { pad } : {}) }));
        });
        window.closeEcho = () => p.destroy();
        c.on("open", async () => {
          for (let i = 0; i < 10; i++) await window.echoOnce(); // the first few warm the path up
          resolve();
        });
      });
    }), echoId);
    // A notebook mark (it changes the noting seat's view only): its round trip until yellow's view has it.
    await yellow.evaluate(() => {
      let i = 0;
      window.markOnce = async () => {
        const t = window.t;
        if (i % 7 === 6) await t.act({ type: "note", seat: "yellow", key: "k", mark: null });
        const m = String((i++ % 7) + 1);
        const t0 = performance.now();
        const seen = new Promise((r) => { const off = t.subscribe(({ view }) => { if (view?.notebook?.marks.k === m) { off(); r(); } }); });
        void t.act({ type: "note", seat: "yellow", key: "k", mark: m });
        await seen;
        return performance.now() - t0;
      };
    });
    /**
     * Samples are taken one at a time, each once the host's page is idle (it has painted what the
     * last one changed: a player acts now and then, not in a tight loop), and each intent's sample
     * right after an echo's, so a burst of load on this shared machine weighs on both alike.
     */
    const idle = () => host.evaluate(() => new Promise((r) => {
      setTimeout(r, 300);
      requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(r, { timeout: 100 })));
    }));
    const echoes = [];
    const pair = async (intent) => {
      await idle();
      echoes.push(await yellow.evaluate(() => window.echoOnce()));
      await idle();
      return intent();
    };
    const marks = mark ? [] : null;
    if (mark) for (let i = 0; i < n; i++) marks.push(await pair(() => yellow.evaluate(() => window.markOnce())));
    const markEchoes = echoes.splice(0);

    // The same marks while 60 more connections flood the host (junk, pings, hellos, reconnecting when
    // closed): rate limits, the connection cap and the guard must keep the legitimate guest's round trip.
    let flooded = null, floodStats = null;
    if (flood) {
      const flooder = await open({ mode: "raw" });
      pages.push(flooder);
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
              for (let k = 0; k < 5; k++) c.send(k % 2 ? `{junk ${Math.random()}` : JSON.stringify({ v: 6, t: k ? "ping" : "hello", n: 1, name: "Flood" }));
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
      flooded = [];
      for (let i = 0; i < n / 2; i++) {
        await idle();
        flooded.push(await yellow.evaluate(() => window.markOnce()));
      }
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
    const from = await yellow.evaluate(async () => {
      const t = window.t;
      window.must = async (a) => { const r = await t.act(a); if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(r.error)}`); };
      await window.must({ type: "roll", seat: "yellow" });
      return window.__received.length;
    });
    const byKind = { move: [], undo: [] };
    // The other guests: when each sees the change (its view's log grows), on the same clock as yellow's intents.
    for (const g of gs.slice(1)) await g.evaluate(() => {
      window.heard = [];
      let n = window.t.view().log.length;
      window.t.subscribe(({ view }) => { if (view && view.log.length !== n) { n = view.log.length; window.heard.push(performance.timeOrigin + performance.now()); } });
    });
    await yellow.evaluate(() => (window.starts = []));
    // BENCH_PROFILE=dir: CPU profiles of the host's and yellow's pages over the moves (Chrome DevTools Protocol).
    // With it, each page also stamps every data-channel message in and out (the host: an intent in →
    // its first message out; yellow: the answer in → its intent settled), to show where a round trip goes.
    if (process.env.BENCH_PROFILE || process.env.BENCH_STAMPS) {
      // The host table's steps, timed: apply (the referee and every seat's update), sendView (one seat's).
      await timeMethods(host, ["receive", "apply", "changed", "sendView", "scheduleNotify", "lobby"]);
      // Yellow's guest table's steps, timed the same way: receive (all of a message), handle (after its checks), emit, settle.
      await timeMethods(yellow, ["receive", "handle", "emit", "settle"]);
      for (const p of [host, yellow]) await p.evaluate(() => {
        window.stamps = [];
        const send = RTCDataChannel.prototype.send;
        RTCDataChannel.prototype.send = function (d) { const t = performance.now(); const r = send.call(this, d); window.stamps.push(["out", t, String(d).slice(0, 40), performance.now() - t]); return r; };
        window.__received.push = function (d) { window.stamps.push(["in", performance.now(), String(d).slice(0, 40)]); return Array.prototype.push.call(this, d); };
      });
    }
    const profiled = process.env.BENCH_PROFILE ? await Promise.all([host, yellow].map(async (p) => {
      const cdp = await p.createCDPSession();
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
      await cdp.send("Profiler.start");
      return cdp;
    })) : null;
    for (let i = 0; i < n / 2; i++) {
      for (const kind of ["move", "undo"]) {
        byKind[kind].push(await pair(() => yellow.evaluate(async (i, kind) => {
          const legal = window.t.view().legal;
          const a = kind === "undo" ? { type: "undo", seat: "yellow" } : legal.filter((a) => a.type === "move")[i % 3] ?? legal.find((a) => a.type === "move");
          const t0 = performance.now();
          window.starts.push(performance.timeOrigin + t0);
          window.stamps?.push(["start", t0, ""]);
          await window.must(a); // resolves once the host's answer, and the view it brought, are in
          window.stamps?.push(["settled", performance.now(), ""]);
          return performance.now() - t0;
        }, i, kind)));
      }
    }
    const starts = await yellow.evaluate(() => window.starts);
    const othersHear = [];
    for (const g of gs.slice(1)) {
      const heard = await g.evaluate(() => window.heard);
      for (const t of starts) { const h = heard.find((x) => x >= t); if (h !== undefined) othersHear.push(h - t); }
    }
    if (process.env.BENCH_PROFILE || process.env.BENCH_STAMPS) {
      // Each step of a move's round trip and of an echo's, both pages' stamps on one clock (their timeOrigin).
      const [hs, ys] = [await host.evaluate(() => window.stamps), await yellow.evaluate(() => window.stamps)];
      const [ho, yo] = [await host.evaluate(() => performance.timeOrigin), await yellow.evaluate(() => performance.timeOrigin)];
      const H = hs.map(([d, t, w, x]) => [d, t + ho, w, x]), Y = ys.map(([d, t, w, x]) => [d, t + yo, w, x]);
      const phases = { "guest code before send": [], "guest send()": [], "wire to host": [], "host code": [], "host send()": [], "wire to guest": [], "guest code after": [] };
      let hi = 0;
      for (let i = 0; i < Y.length; i++) {
        if (Y[i][0] !== "start") continue;
        const out = Y.slice(i).find((x) => x[0] === "out" && x[2].includes('"t":"act"'));
        if (!out) continue;
        const j = Y.indexOf(out);
        const back = Y.slice(j).find((x) => x[0] === "in" && x[2].includes('"patch"'));
        const settled = Y.slice(j).find((x) => x[0] === "settled");
        while (hi < H.length && !(H[hi][0] === "in" && H[hi][2].includes('"t":"act"') && H[hi][1] > out[1])) hi++;
        const hin = H[hi];
        const hout = H.slice(hi).find((x) => x[0] === "out");
        if (!back || !settled || !hin || !hout) continue;
        phases["guest code before send"].push(out[1] - Y[i][1]);
        phases["guest send()"].push(out[3]);
        phases["wire to host"].push(hin[1] - out[1] - out[3]);
        phases["host code"].push(hout[1] - hin[1]);
        phases["host send()"].push(hout[3]);
        phases["wire to guest"].push(back[1] - hout[1] - hout[3]);
        phases["guest code after"].push(settled[1] - back[1]);
      }
      const ep = { "guest send()": [], "wire to host": [], "host code": [], "host send()": [], "wire to guest": [] };
      for (let i = 0; i < Y.length; i++) {
        const o = Y[i];
        if (o[0] !== "out" || !/^\{"v":6,"t":"ping","n":\d{1,6}[,}]/.test(o[2])) continue;
        const hin = H.find((x) => x[0] === "in" && x[2] === o[2] && x[1] > o[1]);
        const hout = hin && H.find((x) => x[0] === "out" && x[2] === o[2] && x[1] >= hin[1]);
        const back = Y.slice(i + 1).find((x) => x[0] === "in" && x[2] === o[2]);
        if (!hin || !hout || !back) continue;
        ep["guest send()"].push(o[3]); ep["wire to host"].push(hin[1] - o[1] - o[3]); ep["host code"].push(hout[1] - hin[1]); ep["host send()"].push(hout[3]); ep["wire to guest"].push(back[1] - hout[1] - hout[3]);
      }
      console.error(`  [echo phases, ${guests} guests] ${Object.entries(ep).map(([k, xs]) => `${k} ${median(xs).toFixed(3)}`).join(", ")} (${ep["host code"].length})`);
      console.error(`  [phases, ${guests} guests] ${Object.entries(phases).map(([k, xs]) => `${k} ${median(xs).toFixed(3)}`).join(", ")} (${phases["host code"].length})`);
      for (const [who, page] of [["host", host], ["yellow's", yellow]]) {
        const steps = await page.evaluate(() => window.steps);
        console.error(`  [profile, ${guests} guests] ${who} steps, median ms: ${Object.entries(steps).map(([k, xs]) => `${k} ${median(xs).toFixed(3)} (${xs.length})`).join(", ")}`);
      }
      console.error(`  [prepared, ${guests} guests] intents answered from a prepared answer: ${await host.evaluate(() => window.el.table.prepared.taken)}`);
    }
    if (profiled) {
      const { mkdirSync, writeFileSync } = await import("node:fs");
      mkdirSync(process.env.BENCH_PROFILE, { recursive: true });
      for (const [who, cdp] of [["host", profiled[0]], ["yellow", profiled[1]]]) {
        const { profile } = await cdp.send("Profiler.stop");
        writeFileSync(`${process.env.BENCH_PROFILE}/${guests}-guests${guestParams["ice-transport-policy"] ? "-turn" : ""}-${who}.cpuprofile`, JSON.stringify(profile));
      }
    }
    // The same moves back to back, each sent the moment the last one's update is in (the host is still
    // drawing it, and its figure still glides): what an intent meets when it arrives as the host paints.
    const rushedEcho = await yellow.evaluate(async (n) => {
      const times = [];
      for (let i = 0; i < n; i++) times.push(await window.echoOnce());
      return times;
    }, rush);
    // Echoes that answer with as many bytes as a move's update (the median one so far): the wire's share.
    const pad = await yellow.evaluate((from) => { const s = window.__received.slice(from).filter((m) => m.includes('"ack"')).map((m) => m.length).sort((a, b) => a - b); return s[s.length >> 1] ?? 1000; }, from);
    const sizedEcho = await yellow.evaluate(async (n, pad) => {
      const times = [];
      for (let i = 0; i < n; i++) times.push(await window.echoOnce(pad));
      return times;
    }, rush, pad);
    const rushed = await yellow.evaluate(async (n) => {
      const t = window.t;
      const times = [];
      for (let i = 0; i < n / 2; i++) {
        const move = t.view().legal.filter((a) => a.type === "move")[i % 3] ?? t.view().legal.find((a) => a.type === "move");
        for (const a of [move, { type: "undo", seat: "yellow" }]) {
          const t0 = performance.now();
          await window.must(a);
          times.push(performance.now() - t0);
        }
      }
      return times;
    }, rush);
    const sizes = await yellow.evaluate((from) => { window.closeEcho(); return window.__received.slice(from).filter((m) => m.includes('"ack"')).map((m) => m.length); }, from);
    return { echo: echoes, markEchoes, marks, flooded, floodStats, moves: [...byKind.move, ...byKind.undo], byKind, othersHear, rushed, rushedEcho, sizedEcho, pad, sizes, clock };
  } finally {
    for (const p of pages) await p.browserContext().close();
  }
}

/** The round trips of one setup, next to the echo taken in the same run (interleaved with them). */
function report(label, r, { added = 0 } = {}) {
  const e = median(r.echo);
  line(`net (${label}): bare PeerJS echo round trip, median (ms)`, e.toFixed(3), spread(r.echo));
  if (r.marks) {
    line(`net (${label}): notebook mark → referee → its view, median (ms)`, median(r.marks).toFixed(3), `${spread(r.marks)}; / its echo ${(median(r.marks) / median(r.markEchoes)).toFixed(2)} (echo ${median(r.markEchoes).toFixed(3)})`);
  }
  if (r.flooded) {
    const f = r.floodStats;
    line(`net (${label}): the same mark while 60 connections flood the host, median (ms)`, median(r.flooded).toFixed(3), `${spread(r.flooded)}; ${f.sent} flood messages, ${f.opened} flood connections opened, ${f.full} told TABLE_FULL`);
    line(`net (${label}): flooded mark round trip / idle mark round trip`, (median(r.flooded) / median(r.marks)).toFixed(2), "target ≤ 2");
  }
  const m = median(r.moves);
  line(`net (${label}): move or undo → referee → every seat's view, median (ms)`, m.toFixed(3), spread(r.moves));
  line(`net (${label}): … a move alone / an undo alone, median (ms)`, `${median(r.byKind.move).toFixed(3)} / ${median(r.byKind.undo).toFixed(3)}`, `p95 ${p95(r.byKind.move).toFixed(3)} / ${p95(r.byKind.undo).toFixed(3)}`);
  if (r.othersHear.length) line(`net (${label}): … the other guests see that move (from the intent), median (ms)`, median(r.othersHear).toFixed(3), `${spread(r.othersHear)}; they hear a moment after the mover (host-table.ts, afterTheMover)`);
  line(`net (${label}): … moves back to back, as the host still paints the last, median (ms)`, median(r.rushed).toFixed(3), `${spread(r.rushed)}; the host's board and figure glide weigh here, not in the figure above`);
  line(`net (${label}): … echoes back to back, median (ms)`, median(r.rushedEcho).toFixed(3), `${spread(r.rushedEcho)}; moves / echoes back to back ${(median(r.rushed) / median(r.rushedEcho)).toFixed(2)}`);
  line(`net (${label}): … echoes answering with ${r.pad} bytes (a move's update), back to back, median (ms)`, median(r.sizedEcho).toFixed(3), `${spread(r.sizedEcho)}; moves / these ${(median(r.rushed) / median(r.sizedEcho)).toFixed(2)} (information: the target is against the bare echo)`);
  line(`net (${label}): the view update a move brings its mover, median (bytes)`, median(r.sizes), `max ${Math.max(...r.sizes)}`);
  if (added) {
    line(`net (${label}): move − added ${added} ms (ms)`, (m - added).toFixed(3), `target ≤ 5; the echo's own: ${(e - added).toFixed(3)}; move − echo ${(m - e).toFixed(3)}; p95: move − added ${(p95(r.moves) - added).toFixed(3)}`);
  } else {
    line(`net (${label}): move round trip / bare echo`, (m / e).toFixed(2), `target ≤ 1.3 (p95 / p95: ${(p95(r.moves) / p95(r.echo)).toFixed(2)}); the host's board redrawn too`);
  }
}

try {
  const only = process.env.BENCH_NET ?? "";
  if (only !== "turn") {
    const quick = { n: 400, rush: 100 };
    const one = await measure(1, { ...quick, mark: true, flood: true });
    line("net: pages cross-origin isolated; performance.now() step (µs)", (one.clock.step * 1000).toFixed(1), `crossOriginIsolated=${one.clock.isolated}; samples one at a time with the host idle, an echo before each intent`);
    report("host + 1 guest", one);
    report("host + 3 guests", await measure(3, quick));
  }
  if (only !== "loopback") {
    // The same with every guest relayed through coturn behind the delay proxy.
    const proxy = await startDelayProxy(3479, { delay: DELAY, jitter: 0 });
    try {
      const relayed = { "ice-servers": turn.iceServers(proxy.port), "ice-transport-policy": "relay" };
      const slow = { n: 120, rush: 40, guestParams: relayed };
      for (const [label, guests] of [["host + 1 guest", 1], ["host + 3 guests", 3]]) {
        report(`${label}, TURN + ${DELAY} ms each way`, await measure(guests, slow), { added: 2 * DELAY });
      }
    } finally {
      proxy.close();
    }
  }
} finally {
  turn.close();
  await chromium.close();
  servers.close();
}
// The PeerJS server keeps sockets open after close(): end here rather than wait for them.
process.exit(0);
