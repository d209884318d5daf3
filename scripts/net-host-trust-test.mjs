// A guest trusts nothing it cannot check (issue 22), with real parts only: a local PeerJS server on
// 127.0.0.1, separate Chromium pages, real WebRTC, a real coturn, inside a loopback-only network
// namespace. A hostile host sends malformed views and updates of every kind, and another seat's
// view with its secret: the guest refuses each, says so, keeps its last good view and never
// throws. Joins that fail say what failed: the signalling server, no host, a host that never proves
// its key, no route, a TURN server refusing the credentials. Prints "net host trust: N passed, N
// failed", exits non-zero on failure.
import { enterLoopbackNamespace, launchBrowser, openTablePage, startServers, startTurn, testRunner } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const browser = chromium.browser;
const { test, assert, finish } = testRunner();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const open = (params) => openTablePage(browser, servers, params);
const until = (page, fn, arg, timeout = 60_000) => page.waitForFunction(fn, { timeout, polling: 50 }, arg);
const statusOf = (page) => page.evaluate(() => {
  const r = window.el.shadowRoot;
  return r.querySelector(".netstatus")?.textContent ?? r.querySelector("inkognito-lobby")?.status ?? "";
});
const INVALID = /The host sent something invalid/;

/** A host and guests opened from its invite link, the game started. */
async function table(players, guestSeats) {
  const host = await open({ mode: "host", players: String(players), seat: "red", name: "Host", "game-id": `h${Math.random()}` });
  await until(host, () => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite);
  const invite = new URL(await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").invite));
  const tableId = invite.searchParams.get("inkognito-table"), key = invite.searchParams.get("inkognito-key");
  const guests = {};
  for (const seat of guestSeats) {
    guests[seat] = await open({ mode: "join", "inkognito-table": tableId, "inkognito-key": key, seat, name: `Guest ${seat}` });
    await until(host, (s) => window.el.table.lobby().seats.find((x) => x.seat === s)?.connected, seat);
  }
  await host.evaluate(() => window.el.table.start());
  for (const g of Object.values(guests)) await until(g, () => !!window.el.view);
  return { host, guests, tableId, key };
}

/** The host page sends `text` to the guest on `seat`, bypassing its referee. */
const sendTo = (host, seat, text) => host.evaluate(({ seat, text }) => {
  for (const c of window.el.table.clients) if (c.seat === seat) c.conn.send(text);
}, { seat, text });

console.log(`net host trust tests (loopback-only namespace, PeerJS server on 127.0.0.1:${servers.peerPort}):`);

await test("a hostile host's malformed views and updates (wrong types at every level, missing keys, huge lists, __proto__, ids naming nothing, legal actions that are not actions): the guest refuses each, says the host sent something invalid, keeps its view, never throws", async () => {
  const { host, guests } = await table(3, ["yellow"]);
  const g = guests.yellow;
  await sleep(500);
  const good = await g.evaluate(() => JSON.stringify(window.el.table.view()));
  const v = JSON.parse(good);
  const seat = v.viewer;
  const view = (x) => JSON.stringify({ v: 6, t: "view", view: x });
  const patch = (set, extra = {}) => JSON.stringify({ v: 6, t: "patch", from: v.log.length, log: [], set, ...extra });
  const without = (k) => { const c = { ...v }; delete c[k]; return c; };
  const shapes = [
    ["turn null", view({ ...v, turn: null })],
    ["turn.seat a number", view({ ...v, turn: { ...v.turn, seat: 5 } })],
    ["turn.roll a string", view({ ...v, turn: { ...v.turn, roll: "white" } })],
    ["seats a string", view({ ...v, seats: "red" })],
    ["players a string", view({ ...v, players: "3" })],
    ["no turn", view(without("turn"))], ["no legal", view(without("legal"))], ["no log", view(without("log"))], ["no positions", view(without("positions"))],
    ["legal: not an action", view({ ...v, legal: [{ type: "explode", seat }] })],
    ["legal: null", view({ ...v, legal: [null] })], ["legal: a string", view({ ...v, legal: "everything" })],
    ["legal: a move with an object for a figure", view({ ...v, legal: [{ type: "move", seat, ball: 0, figure: {}, to: "1" }] })],
    ["legal: huge", view({ ...v, legal: Array(5_000).fill({ type: "roll", seat }) })], ["meetings: huge", view({ ...v, meetings: Array(4_000).fill({ own: "yellow-tall", met: "red-tall", space: v.positions["red-tall"] }) })],
    ["over the size limit", JSON.stringify({ v: 6, t: "lobby", lobby: { pad: "x".repeat(200_000) } })],
    ["log: an empty event", view({ ...v, log: [{}] })], ["log: null", view({ ...v, log: null })],
    ["log: an event of a type that is none", view({ ...v, log: [{ seq: 0, turn: 1, type: "constructor", data: {} }] })],
    ["positions: an object for a space", view({ ...v, positions: { ...v.positions, "red-tall": {} } })],
    ["positions: a figure that is none", view({ ...v, positions: { "$ref": "$", ...v.positions } })],
    ["meetings: numbers", view({ ...v, meetings: [1, 2] })],
    ["you: no secret", view({ ...v, you: { seat, secret: null, hand: [] } })],
    ["notebook: not one", view({ ...v, notebook: { received: 1 } })],
    ["result: wrong types", view({ ...v, result: { winners: 5, reason: [], declarer: "red" } })],
    ["reveal: secrets null", view({ ...v, reveal: { secrets: null, setAside: null, seed: "", seal: null } })],
    ["answerPrompt: a number for a secret", view({ ...v, answerPrompt: { secret: 1, kind: "identity", via: "figure", level: 3, history: [] } })],
    ["an extra key", view({ ...v, extra: { a: 1 } })],
    ["__proto__ at the top", view(v).replace('"view":{', '"view":{"__proto__":{"legal":[]},')],
    ["__proto__ in turn", view(v).replace('"turn":{', '"turn":{"__proto__":{"seat":"red"},')],
    ["patch: turn null", patch({ turn: null })], ["patch: legal of non-actions", patch({ legal: [{}, {}] })],
    ["patch: positions a string", patch({ positions: "everywhere" })], ["patch: an unknown part", patch({ bogus: 1 })],
    ["patch: a bogus log event", JSON.stringify({ v: 6, t: "patch", from: v.log.length, log: [{ seq: v.log.length, turn: 1, type: "bogus", data: null }], set: {} })],
    ["patch: a sub of the wrong type", patch({}, { sub: { turn: { seat: 7 } } })],
    ["patch: __proto__ in set", patch({ sealed: v.sealed }).replace('"set":{', '"set":{"__proto__":{"turn":null},')],
  ];
  const refused = [];
  for (const [what, text] of shapes) {
    // Each shape on its own: the notice is cleared first, then must come back for this one.
    await g.evaluate(() => (window.el.table.hostInvalid = null));
    await sendTo(host, seat, text);
    await until(g, () => window.el.table.hostInvalid !== null, undefined, 3000).catch(() => {});
    const now = await g.evaluate(() => ({ view: JSON.stringify(window.el.table.view()), invalid: window.el.table.hostInvalid }));
    assert(now.view === good, `${what}: the guest's view changed`);
    if (now.invalid) refused.push(what);
  }
  const status = await statusOf(g);
  if (process.env.SHOTS) {
    // SHOTS=dir: how the notice looks on a phone and on a desktop.
    for (const width of [360, 1280]) {
      await g.setViewport({ width, height: width === 360 ? 740 : 800 });
      await sleep(300);
      await g.screenshot({ path: `${process.env.SHOTS}/host-invalid-${width}.png` });
    }
  }
  assert(INVALID.test(status), `the guest says the host sent something invalid: "${status}"`);
  assert(refused.length === shapes.length, `each shape was refused and said (${refused.length} of ${shapes.length}): missing ${shapes.map(([w]) => w).filter((w) => !refused.includes(w)).join(", ")}`);
  // The guest's page still works: a valid view (the same) is taken and clears the notice.
  await sendTo(host, seat, view(v));
  await until(g, () => window.el.table.hostInvalid === null);
  const errors = [...g.errors, ...host.errors];
  assert(errors.length === 0, `uncaught errors: ${errors.slice(0, 3).join(" | ")}`);
  console.log(`      ${shapes.length} hostile shapes, ${refused.length} refused with the notice; no uncaught error`);
  for (const p of [host, g]) await p.browserContext().close();
});

await test("a hostile host sends a guest another seat's view, that seat's secret included (as a view and as an update): the guest refuses it and shows only its own", async () => {
  const { host, guests } = await table(3, ["yellow", "green"]);
  const g = guests.yellow;
  await sleep(500);
  const good = await g.evaluate(() => JSON.stringify(window.el.table.view()));
  const greens = JSON.parse(await guests.green.evaluate(() => JSON.stringify(window.el.table.view())));
  assert(greens.you?.seat === "green" && greens.you.secret, "green's view holds green's secret");
  await sendTo(host, "yellow", JSON.stringify({ v: 6, t: "view", view: greens }));
  await sleep(300);
  const v = JSON.parse(good);
  // As an update: every part of green's view set over yellow's.
  const { log: _log, ...parts } = greens;
  await sendTo(host, "yellow", JSON.stringify({ v: 6, t: "patch", from: v.log.length, log: [], set: parts }));
  // A spectator's view to a seated guest (not what it asked for).
  const spectator = { ...v, viewer: "spectator", you: null, notebook: null, answerPrompt: null, legal: [] };
  await sendTo(host, "yellow", JSON.stringify({ v: 6, t: "view", view: spectator }));
  await sleep(500);
  const now = await g.evaluate(() => ({ view: window.el.view, shown: window.el.shadowRoot.textContent, invalid: window.el.table.hostInvalid }));
  assert(now.view.viewer === "yellow" && now.view.you.seat === "yellow", `the guest shows its own view: ${now.view.viewer}`);
  assert(JSON.stringify(now.view.you.secret) !== JSON.stringify(greens.you.secret) || JSON.stringify(v.you.secret) === JSON.stringify(greens.you.secret), "green's secret is not shown");
  assert(/not yours/.test(now.invalid ?? ""), `refused as not its own: ${now.invalid}`);
  assert(INVALID.test(await statusOf(g)), "the guest says the host sent something invalid");
  const errors = [...g.errors, ...host.errors, ...guests.green.errors];
  assert(errors.length === 0, `uncaught errors: ${errors.slice(0, 3).join(" | ")}`);
  for (const p of [host, g, guests.green]) await p.browserContext().close();
});

await test("joins that fail say what failed: signalling server unreachable, no host, a host that never proves its key, no route (relay only, no TURN), a TURN server refusing the credentials", async () => {
  const turn = await startTurn(3481);
  try {
    const host = await open({ mode: "host", players: "3", seat: "red", name: "Host", "game-id": `d${Math.random()}` });
    await until(host, () => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite);
    const invite = new URL(await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").invite));
    const tableId = invite.searchParams.get("inkognito-table"), key = invite.searchParams.get("inkognito-key");
    // Someone holds another table id and answers every connection, but never proves a key.
    const mute = await open({ mode: "raw" });
    const muteId = `inkognito-mute${Math.random().toString(36).slice(2, 10)}`;
    await mute.evaluate(async (id) => {
      const p = new window.PeerCtor(id, { ...window.peer, config: { iceServers: [] }, debug: 0 });
      await new Promise((r) => p.on("open", r));
      p.on("connection", (c) => c.on("open", () => setInterval(() => c.open && c.send(JSON.stringify({ v: 6, t: "pong", n: 1 })), 500)));
      window.mute = p;
    }, muteId);
    const badTurn = JSON.stringify([{ urls: turn.url, username: "u", credential: "wrong" }]);
    const cases = [
      { what: "signalling", params: { mode: "join", table: tableId, "peer-port": "9" }, want: /Cannot reach the signalling server/ },
      { what: "no host", params: { mode: "join", table: `${tableId}x` }, want: /This table is not open/ },
      { what: "no proof", params: { mode: "join", "inkognito-table": muteId, "inkognito-key": key }, want: /did not prove it is the host/ },
      { what: "no route", params: { mode: "join", table: tableId, "ice-transport-policy": "relay" }, want: /your networks need a TURN relay/ },
      { what: "TURN refused", params: { mode: "join", table: tableId, "ice-transport-policy": "relay", "ice-servers": badTurn }, want: /TURN relay refused/ },
    ];
    const pages = await Promise.all(cases.map((c) => open(c.params)));
    const t0 = Date.now();
    const told = await Promise.all(pages.map(async (p, i) => {
      const ok = await until(p, (w) => new RegExp(w).test(window.el.shadowRoot.querySelector("inkognito-lobby")?.status ?? window.el.shadowRoot.textContent), cases[i].want.source, 40_000).then(() => true, () => false);
      return { ok, status: await p.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby")?.status ?? window.el.shadowRoot.textContent.slice(0, 300)) };
    }));
    console.log(`      all told within ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (let i = 0; i < cases.length; i++) assert(told[i].ok, `${cases[i].what}: said "${told[i].status.slice(0, 200)}"`);
    assert(!/TURN/.test(told[2].status), "a host that never proves itself is not called a TURN problem");
    const errors = [...pages, host, mute].flatMap((p) => p.errors);
    assert(errors.length === 0, `uncaught errors: ${errors.slice(0, 3).join(" | ")}`);
    for (const p of [...pages, host, mute]) await p.browserContext().close();
  } finally {
    turn.close();
  }
});

await chromium.close();
servers.close();
finish("net host trust");
