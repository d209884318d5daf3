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
  const host = await open({ mode: "host", players: "3", seat: "red", name: "Host", "bot-delay": "600000", "game-id": "bench" });
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
  // A notebook mark changes the noting seat's view only; a mannerism (emote) goes into everyone's
  // log, so every view changes and the host's own board renders again.
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
  const emote = await guest.evaluate(async (n) => {
    const t = window.t;
    const times = [];
    const kinds = ["twitch-right-eye", "tug-left-earlobe", "frown", "turn-up-nose"];
    for (let i = 0; i < n; i++) {
      const before = t.view().log.length;
      const t0 = performance.now();
      const seen = new Promise((r) => { const off = t.subscribe(({ view }) => { if (view && view.log.length > before) { off(); r(); } }); });
      const r = await t.act({ type: "emote", seat: "yellow", mannerism: kinds[i % 4] });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      await seen;
      times.push(performance.now() - t0);
    }
    return times;
  }, N / 2);
  const line = (label, v, note = "") => console.log(`${label.padEnd(72)} ${String(v).padStart(10)}  ${note}`);
  line("net: bare PeerJS echo round trip, median (ms)", median(raw).toFixed(2), `p99 ${p99(raw).toFixed(2)}, ${N} sequential`);
  line("net: guest action → host referee → updated view, median (ms)", median(action).toFixed(2), `p99 ${p99(action).toFixed(2)}, ${N} sequential`);
  line("net: action round trip / bare echo", (median(action) / median(raw)).toFixed(2), "target ≤ 1.5");
  line("net: guest mannerism → host (board re-renders) → every view, median (ms)", median(emote).toFixed(2), `p99 ${p99(emote).toFixed(2)}, ${N / 2} sequential`);
  line("net: mannerism round trip / bare echo", (median(emote) / median(raw)).toFixed(2), "every seat's view changes");
} finally {
  await chromium.close();
  servers.close();
}
// The PeerJS server keeps sockets open after close(): end here rather than wait for them.
process.exit(0);
