// Network tests under real-world conditions, with real parts only, inside a loopback-only network
// namespace: a real TURN server (coturn) on 127.0.0.1 that guests must relay through, latency from a
// UDP delay proxy in front of it (netem is not available here), random packet loss from iptables'
// statistic match, a link that drops entirely for 15 s (iptables dropping everything), and a slow
// signalling path (a TCP proxy that holds every chunk for seconds in front of the PeerJS server). Prints
// "net conditions: N passed, N failed" and exits non-zero on failure.
import { enterLoopbackNamespace, iptables, launchBrowser, startDelayProxy, startServers, startTcpDelayProxy, startTurn, testRunner, openTablePage } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const browser = chromium.browser;
const turn = await startTurn(3479);

const { test, assert, finish } = testRunner({ after: () => { try { iptables("-F", "INPUT"); } catch { /* nothing to undo */ } } });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const open = (params) => openTablePage(browser, servers, params);
const until = (page, fn, arg, timeout = 60_000) => page.waitForFunction(fn, { timeout, polling: 50 }, arg);
const statusOf = (page) => page.evaluate(() => {
  const r = window.el.shadowRoot;
  return r.querySelector(".netstatus")?.textContent ?? r.querySelector("inkognito-lobby")?.status ?? "";
});

/** A host page (seat red) whose table is open, and its table id. */
async function openHost(players, gameId = `c${Math.random()}`) {
  const host = await open({ mode: "host", players: String(players), seat: "red", name: "Host", "game-id": gameId });
  await until(host, () => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite);
  const tableId = await host.evaluate(() => new URL(window.el.shadowRoot.querySelector("inkognito-lobby").invite).searchParams.get("inkognito-table"));
  return { host, tableId };
}

/** The host starts the game from its lobby. */
const startGame = (host) => host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").dispatchEvent(new CustomEvent("inkognito-start", { bubbles: true, composed: true })));

/** A host page and guests on every other seat (with `guestParams`: TURN, relay-only), the game started. */
async function table(players, guestSeats, guestParams = {}) {
  const { host, tableId } = await openHost(players);
  const guests = {};
  for (const seat of guestSeats) {
    guests[seat] = await open({ mode: "join", table: tableId, seat, name: `Guest ${seat}`, ...guestParams });
    await until(host, (s) => window.el.table.lobby().seats.find((x) => x.seat === s)?.connected, seat, 150_000);
  }
  await startGame(host);
  for (const g of Object.values(guests)) await until(g, () => !!window.el.view);
  return { host, guests, tableId, all: [host, ...Object.values(guests)] };
}

/** The local and remote candidate types and the round trip of the pair a guest's link uses (WebRTC's own stats). */
const linkStats = (page) => page.evaluate(async () => {
  const pc = window.el.table.conn?.peerConnection;
  if (!pc) return null;
  const stats = [...(await pc.getStats()).values()];
  const pair = stats.find((s) => s.type === "candidate-pair" && s.nominated && s.state === "succeeded");
  if (!pair) return null;
  const local = stats.find((s) => s.id === pair.localCandidateId), remote = stats.find((s) => s.id === pair.remoteCandidateId);
  return { local: local?.candidateType, remote: remote?.candidateType, rtt: pair.currentRoundTripTime };
});

/**
 * A guest's link stats once they show what `ok` wants, asked every 0.5 s for up to 20 s (a link
 * under loss and load may still be connecting, or have no round trip measured yet); the last
 * answer otherwise.
 */
async function settledLinkStats(page, ok) {
  let stats = null;
  for (let i = 0; i < 40; i++) {
    stats = await linkStats(page);
    if (ok(stats)) break;
    await sleep(500);
  }
  return stats;
}

/** A page-side function: JSON with every object's keys sorted (a view rebuilt from patches may order them differently). */
const CANON = `(${(v) => JSON.stringify(v, (k, x) => (x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x))})`;

/**
 * No desync: every guest's view equals, key for key, the referee's `viewFor` its seat. Mid-game,
 * play is paused on every page first; the table comes to rest (bots finish, answers arrive), then
 * each guest is compared (its last update may still be on its way: it is given a few seconds).
 */
async function checkInSync({ host, guests, all }, label) {
  for (const p of all) await p.evaluate(() => (window.autoplay = false));
  for (const [seat, page] of Object.entries(guests)) {
    let want = "", got = "";
    for (let attempt = 0; attempt < 10; attempt++) {
      want = await host.evaluate(async (s, c) => {
        const { viewFor } = await (await import("/dist/bundle/inkognito-game.min.js")).loadEngine();
        return eval(c)(viewFor(window.el.table.current, s));
      }, seat, CANON);
      const same = await until(page, (w) => eval(w.CANON)(window.el.view) === w.want, { want, CANON }, 3000).then(() => true, () => false);
      if (same) break;
      got = await page.evaluate((c) => eval(c)(window.el.view), CANON);
      if (attempt === 9) throw new Error(`${label}: ${seat}'s view differs from the referee's viewFor (${got.length} vs ${want.length} chars)`);
    }
  }
  for (const p of all) await p.evaluate(() => (window.autoplay = window.over === null));
}

/** Plays to the end, checking the views mid-game and at the end; every page agrees on the result, none threw. */
async function playToEndInSync(t, timeout = 240_000) {
  const { host, all } = t;
  for (const p of all) await p.evaluate(() => (window.autoplay = true));
  const at = await host.evaluate(() => window.el.view.log.length);
  await until(host, (n) => window.el.view.log.length > n + 40 || window.over !== null, at, timeout);
  await checkInSync(t, "mid-game");
  for (const p of all) await until(p, () => window.over !== null, undefined, timeout);
  await checkInSync(t, "at the end");
  const results = await Promise.all(all.map((p) => p.evaluate(() => JSON.stringify(window.over))));
  assert(new Set(results).size === 1, "every page saw the same result");
  const errors = all.flatMap((p) => p.errors);
  assert(errors.length === 0, `uncaught errors in the pages: ${errors.slice(0, 3).join(" | ")}`);
  const log = await host.evaluate(() => window.el.view.log.length);
  for (const p of all) await p.browserContext().close();
  return log;
}

console.log(`net conditions (loopback-only namespace, PeerJS server on 127.0.0.1:${servers.peerPort}, coturn on 127.0.0.1:3479):`);

await test("the link drops for 15 s mid-game: host and guests notice within seconds and show it, resume by themselves with no reload, and lose nothing", async () => {
  const t = await table(3, ["yellow", "green"]);
  const { host, guests, all } = t;
  for (const p of all) await p.evaluate(() => (window.autoplay = true));
  await until(host, () => window.el.view.log.length > 30);
  const reloads = await Promise.all(all.map((p) => p.evaluate(() => performance.getEntriesByType("navigation").length)));
  // Every packet on loopback is dropped: the WebRTC links and the signalling server's sockets alike.
  iptables("-I", "INPUT", "-j", "DROP");
  const cut = Date.now();
  const noticed = {};
  await Promise.all([
    ...Object.entries(guests).map(async ([seat, g]) => {
      await until(g, () => /No answer from the host|reconnecting/i.test(window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? ""), undefined, 14_000);
      noticed[seat] = Date.now() - cut;
    }),
    (async () => {
      await until(host, () => /Yellow and Green: link lost, reconnecting/.test(window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? ""), undefined, 14_000);
      noticed.host = Date.now() - cut;
    })(),
  ]);
  const shown = { host: await statusOf(host), yellow: await statusOf(guests.yellow) };
  if (process.env.SHOTS) {
    // For a person to look at: the host at desktop width, a guest on a phone, while the link is down.
    await host.setViewport({ width: 1280, height: 800 });
    await guests.yellow.setViewport({ width: 360, height: 740 });
    await host.screenshot({ path: `${process.env.SHOTS}/drop-host-1280.png` });
    await guests.yellow.screenshot({ path: `${process.env.SHOTS}/drop-guest-360.png` });
  }
  await sleep(Math.max(0, 15_000 - (Date.now() - cut)));
  iptables("-D", "INPUT", "-j", "DROP");
  const back = Date.now();
  console.log(`      noticed after (ms): ${JSON.stringify(noticed)}`);
  console.log(`      shown meanwhile: host "${shown.host.trim().slice(0, 120)}…"; yellow "${shown.yellow.trim().slice(0, 90)}…"`);
  for (const [who, ms] of Object.entries(noticed)) assert(ms <= 6000, `${who} noticed the dead link within 6 s (took ${ms} ms)`);
  // Back: every guest is connected again and the host sees every seat connected; play goes on.
  for (const g of Object.values(guests)) await until(g, () => /Connected\./.test(window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? ""), undefined, 60_000);
  await until(host, () => !/link lost|away for over/.test(window.el.shadowRoot.querySelector(".netstatus").textContent) && window.el.table.lobby().seats.every((s) => s.connected), undefined, 60_000);
  console.log(`      all links back ${((Date.now() - back) / 1000).toFixed(1)} s after the link returned`);
  assert((await host.evaluate(() => window.el.table.lobby().seats.filter((s) => s.kind === "bot").length)) === 0, "no seat went to a bot");
  const after = await Promise.all(all.map((p) => p.evaluate(() => performance.getEntriesByType("navigation").length)));
  assert(JSON.stringify(after) === JSON.stringify(reloads), "no page reloaded");
  await checkInSync(t, "after the drop");
  const log = await playToEndInSync(t);
  console.log(`      played to the end: ${log} log events, every guest's view equal to the referee's after the drop, mid-game and at the end`);
});

await test("TURN: guests forced to relay (ice-transport-policy=relay) through a real coturn play a full game", async () => {
  const t = await table(3, ["yellow", "green"], { "ice-servers": turn.iceServers(), "ice-transport-policy": "relay" });
  const stats = await settledLinkStats(t.guests.yellow, (x) => x?.local === "relay");
  console.log(`      yellow's link: ${JSON.stringify(stats)}`);
  assert(stats?.local === "relay", `the guest's link goes through the TURN relay (${JSON.stringify(stats)})`);
  const log = await playToEndInSync(t);
  console.log(`      played to the end through the relay: ${log} log events`);
});

/**
 * Guests relay through coturn behind the delay proxy (60 ± 15 ms each way); 2% of the datagrams on
 * each guest's link are lost, each way. A 4-player and a 5-player table play at the same time (the
 * wait is the network's, not the processor's), every seat but the host's a relayed guest.
 */
await test("latency 60 ± 15 ms each way and 2% loss: a 4-player and a 5-player game (every guest relayed, the Ambassador among them) play to the end with no desync", async () => {
  const proxy = await startDelayProxy(3479, { delay: 60, jitter: 15 });
  try {
    for (const dir of ["--dport", "--sport"]) {
      iptables("-A", "INPUT", "-p", "udp", dir, String(proxy.port), "-m", "statistic", "--mode", "random", "--probability", "0.02", "-j", "DROP");
    }
    const relayed = { "ice-servers": turn.iceServers(proxy.port), "ice-transport-policy": "relay" };
    const tables = [await table(4, ["yellow", "green", "blue"], relayed), await table(5, ["yellow", "green", "blue", "ambassador"], relayed)];
    for (const t of tables) await t.host.evaluate(() => (window.autoplay = true));
    await sleep(2000);
    for (const t of tables) {
      const stats = await settledLinkStats(t.guests.yellow, (x) => x?.local === "relay" && x.rtt >= 0.09);
      console.log(`      yellow's link at ${Object.keys(t.guests).length + 1} players: ${JSON.stringify(stats)}`);
      assert(stats?.local === "relay" && stats.rtt >= 0.09, `the guest's link is relayed with the added latency (${JSON.stringify(stats)})`);
    }
    const t0 = Date.now();
    const logs = await Promise.all(tables.map((t) => playToEndInSync(t, 420_000)));
    const { execFileSync } = await import("node:child_process");
    const rules = execFileSync("iptables", ["-w", "-L", "INPUT", "-v", "-x", "-n"], { encoding: "utf8" });
    const counts = [...rules.matchAll(/^\s*(\d+)\s+\d+\s+DROP/gm)].map((m) => Number(m[1]));
    console.log(`      ${logs.join(" and ")} log events in ${((Date.now() - t0) / 1000).toFixed(1)} s; datagrams dropped by the 2% rules: ${counts.join(" + ")}`);
    assert(counts.reduce((a, b) => a + b, 0) > 0, "packets were actually lost");
  } finally {
    proxy.close();
  }
});

/**
 * A slow signalling path: the guests reach the PeerJS server through a TCP proxy that holds every
 * chunk 4 s each way (an overloaded or distant server, a link with seconds of latency), so their
 * peers take about 16 s to open and each dial to the host about 8 s (the offer and the answer each
 * wait 4 s) — longer than a first try is given. They must still join, each with one connection at
 * the host (no dial left over from the tries before), and play in sync; the data channels
 * themselves are direct.
 */
await test("slow signalling (4 s each way): guests whose dial takes longer than a first try is given still join, one connection each at the host, and play in sync", async () => {
  const proxy = await startTcpDelayProxy(servers.peerPort, { delay: 4000 });
  try {
    const { host, tableId } = await openHost(3);
    const t0 = Date.now(), seats = ["yellow", "green"];
    const pages = await Promise.all(seats.map((seat) => open({ mode: "join", table: tableId, seat, name: `Guest ${seat}`, port: String(proxy.port) })));
    const guests = Object.fromEntries(seats.map((s, i) => [s, pages[i]]));
    // While the peers open, the guests' waits for them (listeners of the peer's "open"), however many tries run out.
    let waits = 0, joinedAll = false;
    const sampling = (async () => {
      while (!joinedAll) {
        for (const g of pages) waits = Math.max(waits, await g.evaluate(() => window.el.table?.peer?.listenerCount("open") ?? 0).catch(() => 0));
        await sleep(500);
      }
    })();
    await Promise.all(seats.map((s) => until(host, (x) => window.el.table.lobby().seats.find((y) => y.seat === x)?.connected, s, 150_000)))
      .catch(() => assert(false, `a guest did not join within 150 s (${(Date.now() - t0) / 1000} s)`))
      .finally(() => (joinedAll = true));
    await sampling;
    const joined = Date.now() - t0;
    // Any dial left over from an earlier try would open by now (each takes about 8 s).
    await sleep(12_000);
    const ids = await Promise.all(pages.map((g) => g.evaluate(() => window.el.table.peer.id)));
    const held = await host.evaluate((ids) => ids.map((id) => [...window.el.table.clients].filter((c) => c.conn.peer === id).length), ids);
    const dialled = await Promise.all(pages.map((g) => g.evaluate((t) => (window.el.table.peer._connections.get(t) ?? []).filter((c) => c.open).length, tableId)));
    console.log(`      both joined ${(joined / 1000).toFixed(1)} s after their pages opened; connections at the host ${held.join(", ")}, open at the guests ${dialled.join(", ")}`);
    console.log(`      at most ${waits} wait(s) for a guest's peer to open`);
    assert(waits === 1, `one wait for each guest's peer to open, however many tries ran out meanwhile (at most ${waits})`);
    assert(held.every((n) => n === 1), `the host holds one connection from each guest (${held.join(", ")})`);
    assert(dialled.every((n) => n === 1), `each guest has one open connection to the host (${dialled.join(", ")})`);
    await startGame(host);
    for (const g of pages) await until(g, () => !!window.el.view);
    const log = await playToEndInSync({ host, guests, all: [host, ...pages] });
    console.log(`      played to the end: ${log} log events, every guest's view equal to the referee's`);
  } finally {
    proxy.close();
  }
});

/**
 * A slow route: a guest relayed through coturn behind the delay proxy at 1.2 s each way (a 2.4 s
 * round trip on every step: the relay's allocation, the checks, DTLS, SCTP), so its channel takes
 * far over the 6 s a first try is given, and over the host's 10 s limit for a quiet link too (the
 * host gives a connection still opening `HEARTBEAT.opening`). It must join, and its view be the
 * referee's. With a guest's fixed 6 s a try it never joined at 700 ms; with the host's 10 s for an
 * unopened connection it never joined at 1.2 s. `ROUTE_DELAY` sets another delay.
 */
const ROUTE_DELAY = Number(process.env.ROUTE_DELAY ?? 1200);
await test(`a slow route (relayed, ${ROUTE_DELAY} ms each way): a guest whose channel takes longer than a first try is given still joins, in sync`, async () => {
  const proxy = await startDelayProxy(3479, { delay: ROUTE_DELAY, jitter: 0 });
  try {
    const t0 = Date.now();
    const t = await table(3, ["yellow"], { "ice-servers": turn.iceServers(proxy.port), "ice-transport-policy": "relay" });
    const guest = t.guests.yellow;
    const stats = await settledLinkStats(guest, (x) => x?.local === "relay" && x.rtt >= 1);
    console.log(`      joined and dealt ${((Date.now() - t0) / 1000).toFixed(1)} s after the host's page opened; the guest's link: ${JSON.stringify(stats)}`);
    assert(stats?.local === "relay" && stats.rtt >= 1, `the guest's link is relayed with the added latency (${JSON.stringify(stats)})`);
    await checkInSync(t, "over the slow route");
    for (const p of t.all) await p.browserContext().close();
  } finally {
    proxy.close();
  }
});

await test("diagnostics: a join that cannot connect says which step failed — signalling server unreachable, table not open, ICE failed (needs a TURN relay)", async () => {
  const { host, tableId } = await openHost(3, "diag");
  const cases = [
    // Nothing listens on port 9: the signalling server cannot be reached.
    { params: { mode: "join", table: tableId, "peer-port": "9" }, want: /Cannot reach the signalling server/ },
    // Nobody hosts this id.
    { params: { mode: "join", table: `${tableId}x` }, want: /No table is open under this link|This table is not open/ },
    // Relay only, and no TURN server: the table is found but no path can be made.
    { params: { mode: "join", table: tableId, "ice-transport-policy": "relay" }, want: /your networks need a TURN relay/ },
  ];
  const pages = await Promise.all(cases.map((c) => open(c.params)));
  const t0 = Date.now();
  await Promise.all(pages.map((p, i) => until(p, (w) => new RegExp(w).test(window.el.shadowRoot.querySelector("inkognito-lobby")?.status ?? ""), cases[i].want.source, 30_000)));
  console.log(`      all three told within ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const told = await Promise.all(pages.map((p) => p.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").status)));
  assert(told[2].includes("Try another network"), "the ICE diagnosis says what to try");
  for (const p of [...pages, host]) await p.browserContext().close();
});

turn.close();
await chromium.close();
servers.close();
finish("net conditions");
