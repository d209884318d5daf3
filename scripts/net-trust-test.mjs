// Trust at a network table (issue 9), with real parts only: a local PeerJS server on 127.0.0.1,
// separate Chromium pages, real WebRTC, inside a loopback-only network namespace. Each test is an
// attack: an impostor that takes the table id and relays, a host that grinds or swaps its fair-play
// commitment, a connection that takes two seats, signalling and serialization floods, a host that
// styles a guest's page. Prints "net trust tests: N passed, N failed", exits non-zero on failure.
import { enterLoopbackNamespace, launchBrowser, startServers, testRunner, openTablePage } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const peerPort = servers.peerPort;
const chromium = await launchBrowser();
const browser = chromium.browser;

const { test, assert, finish } = testRunner();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const open = (params, ctx = null) => openTablePage(browser, servers, params, ctx);
const raw = () => open({ mode: "raw" });

async function until(page, fn, arg, timeout = 60_000) {
  return page.waitForFunction(fn, { timeout, polling: 50 }, arg);
}

/** A host page (its invite link carries the key's fingerprint) and guest pages opened from that link. */
async function table(players, guests, { hostSeat = "red", gameId = `g${Math.random()}` } = {}) {
  const host = await open({ mode: "host", players: String(players), seat: hostSeat, name: "Host", "game-id": gameId });
  // The lobby shows the invite link once the host's key is loaded, its fingerprint in the link.
  await until(host, () => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite);
  const invite = new URL(await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").invite));
  const tableId = invite.searchParams.get("inkognito-table");
  const key = invite.searchParams.get("inkognito-key");
  const pages = {};
  for (const seat of guests) {
    pages[seat] = await open({ mode: "join", "inkognito-table": tableId, ...(key ? { "inkognito-key": key } : {}), seat, name: `Guest ${seat}` });
    await until(host, (s) => window.el.table.lobby().seats.find((x) => x.seat === s)?.connected, seat);
  }
  return { host, pages, tableId, key, gameId };
}

async function start(host) {
  await host.evaluate(() => window.el.table.start());
  await until(host, () => !!window.el.view);
}

async function closeAll(pages) {
  const errors = pages.flatMap((p) => p.errors ?? []);
  for (const p of pages) await p.browserContext().close().catch(() => {});
  assert(errors.length === 0, `uncaught errors in the pages: ${errors.slice(0, 3).join(" | ")}`);
}

const netstatus = () => window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? window.el.shadowRoot.querySelector("inkognito-lobby")?.status ?? "";

console.log(`net trust tests (loopback-only namespace, PeerJS server on 127.0.0.1:${peerPort}):`);

await test("an impostor takes the table id while the host is away and relays to the real host: the guest detects it, sends it nothing but a challenge, learns nothing; then finds the real host and its seat", async () => {
  const { host, pages, tableId, key } = await table(3, ["yellow"], { gameId: "impostor" });
  await start(host);
  const yellow = pages.yellow;
  await until(yellow, () => window.el.view?.viewer === "yellow");
  // The host's page goes (its browser keeps its storage): the server frees the id.
  const hostCtx = host.browserContext();
  const hostUrl = host.url();
  await host.close();
  // Mallory has the link: she takes the id as soon as it is free and keeps the guest's channel
  // alive with chatter.
  const imp = await raw();
  await imp.evaluate(async (tableId) => {
    window.fromGuest = [];
    window.fromHost = [];
    for (let i = 0; i < 200 && !window.imp; i++) {
      const p = new window.PeerCtor(tableId, { ...window.peer, config: { iceServers: [] }, debug: 0 });
      const ok = await new Promise((r) => { p.on("open", () => r(true)); p.on("error", () => r(false)); });
      if (ok) window.imp = p;
      else { p.destroy(); await new Promise((r) => setTimeout(r, 200)); }
    }
    window.imp.on("connection", (c) => {
      window.guestConn = c;
      c.on("data", (d) => window.fromGuest.push(d));
      c.on("open", () => { window.chatter = setInterval(() => c.open && c.send("{}"), 500); });
    });
  }, tableId);
  await until(imp, () => window.fromGuest.length > 0, undefined, 60_000);
  // She lets the id go (the channel stays) and the host's page comes back: it takes its id at once.
  await imp.evaluate(() => window.imp.disconnect());
  const host2 = await hostCtx.newPage();
  host2.errors = [];
  host2.on("pageerror", (e) => host2.errors.push(e.message));
  await host2.goto(hostUrl);
  await until(host2, () => window.el?.table?.status === "open" && !!window.el.view);
  // She relays: her own connection to the real host, everything passed on both ways.
  await imp.evaluate(async (tableId) => {
    const p = new window.PeerCtor({ ...window.peer, config: { iceServers: [] }, debug: 0 });
    await new Promise((r) => p.on("open", r));
    const up = p.connect(tableId, { reliable: true, serialization: "raw" });
    await new Promise((r) => up.on("open", r));
    clearInterval(window.chatter);
    up.on("data", (d) => { window.fromHost.push(d); if (window.guestConn.open) window.guestConn.send(d); });
    for (const m of window.fromGuest) if (m !== "{}") up.send(m);
    window.guestConn.on("data", (d) => up.send(d));
  }, tableId);
  // The guest sees the proof does not fit its connection and says so (checked after what leaked).
  const detected = await until(yellow, (re) => window.el.table.impostor && new RegExp(re).test(window.el.shadowRoot.textContent), "This is not the table you were invited to — not connecting", 30_000).then(() => true, () => false);
  const { fromGuest, fromHost } = await imp.evaluate(() => ({ fromGuest: window.fromGuest, fromHost: window.fromHost }));
  const kinds = fromGuest.map((m) => { try { return JSON.parse(m).t; } catch { return "?"; } });
  assert(kinds.length > 0 && kinds.every((k) => k === "auth"), `the guest sent the impostor only challenges: ${kinds.join(",")}`);
  assert(!fromGuest.some((m) => /token|nonce|hello/.test(m)), "no seat token, nonce or hello reached the impostor");
  const learned = fromHost.map((m) => JSON.parse(m).t);
  assert(!learned.some((t) => t === "welcome" || t === "view" || t === "patch"), `the relay learned no seat or view: ${learned.join(",")}`);
  assert(detected, "the guest said this is not the table it was invited to");
  assert(/^[A-Za-z0-9_-]{22}$/.test(key ?? ""), `the invite link carries the host key's fingerprint: ${key}`);
  // The impostor gone, the guest reaches the real host directly and plays its seat on.
  await imp.browserContext().close();
  await until(yellow, () => window.el.table.status === "connected" && !window.el.table.impostor && window.el.view?.viewer === "yellow" && window.el.view.you?.seat === "yellow", undefined, 60_000);
  await closeAll([host2, yellow]);
});

await test("one connection holds one seat: a second hello moves it, never adds; after the start a repeated hello and lobby messages are refused, and 200 ready toggles reach nobody", async () => {
  const { host, pages, tableId } = await table(4, ["blue"]);
  const bad = await raw();
  await bad.evaluate(async (tableId) => {
    const t = new window.GuestTable({ tableId, name: "Mallory", seat: "yellow", peer: window.peer });
    window.mallory = t;
    await new Promise((r) => { const i = setInterval(() => { if (t.viewer === "yellow") { clearInterval(i); r(); } }, 20); });
    t.sendRaw(JSON.stringify({ v: 6, t: "hello", game: "board", gv: 1, name: "Mallory2", seat: "green", nonce: "ab".repeat(16) }));
  }, tableId);
  await until(bad, () => window.mallory.viewer === "green");
  await sleep(500);
  const seats = await host.evaluate(() => window.el.table.lobby().seats.map((s) => `${s.seat}:${s.kind}`));
  assert(seats.includes("yellow:open") && seats.includes("green:human"), `the first seat went back to open: ${seats}`);
  await start(host);
  await until(bad, () => window.mallory.view() !== null);
  const blue = pages.blue;
  const lobbiesBefore = await blue.evaluate(() => window.__received.filter((m) => m.includes('"t":"lobby"')).length);
  const replies = await bad.evaluate(async () => {
    const t = window.mallory;
    const n0 = t.received.length;
    t.recordMessages = true;
    t.sendRaw(JSON.stringify({ v: 6, t: "hello", game: "board", gv: 1, name: "Again", seat: "yellow" }));
    for (let i = 0; i < 200; i++) t.sendRaw(JSON.stringify({ v: 6, t: "ready", ready: i % 2 === 0 }));
    await new Promise((r) => setTimeout(r, 2000));
    return t.received.slice(n0).map((m) => JSON.parse(m)).filter((m) => m.t === "error").map((m) => m.error.code);
  });
  assert(replies.includes("STARTED"), `refused as started: ${replies}`);
  assert(replies.length <= 12, `refusals are rate-limited (${replies.length})`);
  const after = await host.evaluate(() => window.el.table.lobby().seats.map((s) => `${s.seat}:${s.kind}`));
  assert(after.filter((s) => s.endsWith(":human")).length === 2 && after.includes("green:human"), `still one seat for Mallory: ${after}`);
  const lobbiesAfter = await blue.evaluate(() => window.__received.filter((m) => m.includes('"t":"lobby"')).length);
  assert(lobbiesAfter - lobbiesBefore <= 1, `the toggles reached the other guest as ${lobbiesAfter - lobbiesBefore} lobby messages`);
  await closeAll([host, blue, bad]);
});

await test("a host that grinds the deal with a share of randomness nobody saw, and a host that swaps its commitment before the deal: each guest's fair-play check fails and says what was wrong", async () => {
  const grind = await table(3, ["yellow"], {});
  const swap = await table(3, ["yellow"], {});
  // Grinding: one more share goes into the deal than the guests were shown.
  await grind.host.evaluate(async () => {
    const t = window.el.table;
    const extra = "cd".repeat(16);
    const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(extra)))].map((b) => b.toString(16).padStart(2, "0")).join("");
    const nonces = t.seating.nonces.bind(t.seating);
    t.seating.nonces = () => [...nonces(), extra];
    const lobby = t.lobby.bind(t);
    t.lobby = () => { const l = lobby(); return l.shares ? { ...l, shares: l.shares.filter((h) => h !== hash) } : l; };
  });
  // Swapping: a new secret seed (chosen once the guests' shares are known), with its commitment.
  await swap.host.evaluate(async () => {
    const t = window.el.table;
    t.hostSeed = "ef".repeat(32);
    t.commit = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(t.hostSeed)))].map((b) => b.toString(16).padStart(2, "0")).join("");
  });
  await Promise.all([start(grind.host), start(swap.host)]);
  for (const g of [grind.host, grind.pages.yellow, swap.host, swap.pages.yellow]) await g.evaluate(() => (window.autoplay = true));
  await Promise.all([grind.pages.yellow, swap.pages.yellow].map((g) => until(g, () => window.over !== null, undefined, 240_000)));
  await until(grind.pages.yellow, () => /Fair play check FAILED: /.test(window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? "") && (window.el.table?.fairness?.problems ?? []).some((p) => /not announced before the start/.test(p)), undefined, 15_000);
  await until(swap.pages.yellow, () => /Fair play check FAILED: /.test(window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? "") && (window.el.table?.fairness?.problems ?? []).some((p) => /changed its seed commitment/.test(p)), undefined, 15_000);
  await closeAll([grind.host, grind.pages.yellow, swap.host, swap.pages.yellow]);
});

await test("floods at the host: thousands of bogus signalling messages, media offers, offers of other serializations, too many connections; the heap stays bounded, nothing throws, the table is full for the extra ones", async () => {
  const { host, pages, tableId } = await table(3, ["yellow"]);
  const cdp = await host.createCDPSession();
  const heap = async () => {
    for (let i = 0; i < 3; i++) await cdp.send("HeapProfiler.collectGarbage");
    return (await cdp.send("Runtime.getHeapUsage")).usedSize;
  };
  await sleep(1000);
  const before = await heap();
  const bad = await raw();
  const sent = await bad.evaluate(async ({ tableId, port }) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/peerjs/peerjs?key=peerjs&id=mallory${Math.random().toString(36).slice(2)}&token=t${Math.random().toString(36).slice(2)}`);
    await new Promise((r) => (ws.onopen = r));
    const send = (type, payload) => ws.send(JSON.stringify({ type, payload, dst: tableId }));
    const pad = "x".repeat(4000);
    let n = 0;
    for (let i = 0; i < 3000; i++, n++) send("CANDIDATE", { connectionId: `dc_${i}`, type: "data", candidate: { candidate: pad, sdpMid: "0", sdpMLineIndex: 0 } });
    const offer = { type: "offer", sdp: "v=0\r\n" };
    for (let i = 0; i < 200; i++, n++) send("OFFER", { connectionId: `mc_${i}`, type: "media", sdp: offer, metadata: pad });
    for (const s of ["nope", "__proto__", "constructor", "json", "binary", "binary-utf8", "default", "toString"]) {
      for (let i = 0; i < 5; i++, n++) send("OFFER", { connectionId: `x_${s}_${i}`, type: "data", serialization: s, reliable: true, sdp: offer });
    }
    for (const junk of [null, 7, "x", [], { connectionId: {} }]) { send("OFFER", junk); send("ANSWER", junk); send("CANDIDATE", junk); n += 3; }
    await new Promise((r) => setTimeout(r, 3000));
    ws.close();
    // Too many data connections of our own serialization, from 20 peers: the ones over the cap are
    // told the table is full. One peer's many connections: at most 2 are let in.
    const peerOf = async () => {
      const p = new window.PeerCtor({ ...window.peer, config: { iceServers: [] }, debug: 0 });
      await new Promise((r) => p.on("open", r));
      return p;
    };
    const full = [];
    let opened = 0;
    for (let i = 0; i < 20; i++) {
      const c = (await peerOf()).connect(tableId, { reliable: true, serialization: "raw" });
      c.on("open", () => opened++);
      c.on("data", (d) => { if (String(d).includes("TABLE_FULL")) full.push(i); });
    }
    await new Promise((r) => setTimeout(r, 4000));
    const greedy = await peerOf();
    let greedyOpen = 0;
    for (let i = 0; i < 5; i++) greedy.connect(tableId, { reliable: true, serialization: "raw" }).on("open", () => greedyOpen++);
    await new Promise((r) => setTimeout(r, 4000));
    return { n, full: full.length, opened, greedyOpen };
  }, { tableId, port: peerPort });
  await sleep(2500); // the host's sweep runs every 2 s
  const clients = await host.evaluate(() => window.el.table.clients.size);
  const after = await heap();
  const grew = (after - before) / 1e6;
  console.log(`      ${sent.n} bogus signalling messages; heap ${(before / 1e6).toFixed(1)} → ${(after / 1e6).toFixed(1)} MB; ${sent.full} told the table is full; ${clients} clients held`);
  assert(grew < 4, `the host's heap grew by ${grew.toFixed(1)} MB`);
  assert(sent.full >= 1 && clients <= 16, `the connection cap holds (${sent.full} refused, ${clients} held)`);
  assert(sent.greedyOpen <= 2, `one peer holds at most 2 connections (${sent.greedyOpen} opened)`);
  // The table still works: the guest plays on.
  await bad.browserContext().close();
  await start(host);
  await until(pages.yellow, () => window.el.view?.viewer === "yellow");
  await closeAll([host, pages.yellow]);
});

await test("a hostile host's styled seat string: the guest drops the message, fetches nothing, shows no such seat", async () => {
  const { host, pages } = await table(3, ["yellow"]);
  const yellow = pages.yellow;
  const fetched = [];
  yellow.on("request", (r) => { if (r.url().includes("/leak")) fetched.push(r.url()); });
  await host.evaluate((port) => {
    const t = window.el.table;
    const l = t.lobby();
    const seat = `x);background-image:url(http://127.0.0.1:${port}/leak);--a:(`;
    const evil = { ...l, seats: l.seats.map((s) => ({ ...s, seat, name: "\u202Eevil" })) };
    for (const c of t.clients) {
      c.conn.send(JSON.stringify({ v: 6, t: "lobby", lobby: evil }));
      c.conn.send(JSON.stringify({ v: 6, t: "welcome", seat, token: "", lobby: evil, game: "board", gv: 1 }));
    }
  }, new URL(servers.page).port);
  await sleep(1500);
  assert(fetched.length === 0, `the guest fetched ${fetched.join(", ")}`);
  const shown = await yellow.evaluate(() => window.el.table.lobby().seats.map((s) => s.seat).join(","));
  assert(shown === "red,yellow,green", `the guest's lobby is unchanged: ${shown}`);
  const styles = await yellow.evaluate(() => {
    const all = [];
    const walk = (root) => { for (const e of root.querySelectorAll("*")) { if (e.getAttribute("style")) all.push(e.getAttribute("style")); if (e.shadowRoot) walk(e.shadowRoot); } };
    walk(window.el.shadowRoot);
    return all.filter((s) => /url\(/.test(s));
  });
  assert(styles.length === 0, `no style with a url: ${styles}`);
  await closeAll([host, yellow]);
});

await test("a hostile host's game numbers: another commitment within the same game is refused (COMMIT_CHANGED), a game number going back too (GAME_BACKWARDS); the guest keeps its pins and seat, and says so", async () => {
  const { host, pages } = await table(3, ["yellow"]);
  const yellow = pages.yellow;
  await until(yellow, () => /^[0-9a-f]{64}$/.test(window.el.table.lobby()?.commit ?? ""));
  const pinned = await yellow.evaluate(() => window.el.table.lobby().commit);
  const send = (lobby) => host.evaluate((l) => {
    for (const c of window.el.table.clients) c.conn.send(JSON.stringify({ v: 6, t: "lobby", lobby: { ...window.el.table.lobby(), ...l } }));
  }, lobby);
  // The same game, another commitment.
  await send({ commit: "e".repeat(64) });
  await until(yellow, () => window.el.table.lastError?.code === "COMMIT_CHANGED");
  assert(await yellow.evaluate(() => window.el.table.kept.commit) === pinned, "the commitment pinned stays");
  // A new game (its own commitment), then an earlier game number: refused whole.
  await send({ game: 3, commit: "d".repeat(64) });
  await until(yellow, () => window.el.table.lobby().game === 3 && window.el.table.kept.commit === "d".repeat(64));
  await send({ game: 2, commit: "c".repeat(64), seats: [] });
  await until(yellow, () => window.el.table.lastError?.code === "GAME_BACKWARDS");
  const kept = await yellow.evaluate(() => ({ game: window.el.table.lobby().game, commit: window.el.table.kept.commit, seats: window.el.table.lobby().seats.length, seat: window.el.table.viewer }));
  assert(kept.game === 3 && kept.commit === "d".repeat(64) && kept.seats === 3 && kept.seat === "yellow", `the guest took nothing of the earlier game: ${JSON.stringify(kept)}`);
  // The guest's page says why (the lobby's status line).
  await until(yellow, () => /earlier game number/.test(window.el.shadowRoot.querySelector("inkognito-lobby")?.status ?? window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? ""), undefined, 10_000);
  await closeAll([host, yellow]);
});

await chromium.close();
servers.close();
finish("net trust tests");
