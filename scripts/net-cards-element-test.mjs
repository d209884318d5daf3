// The card game in the element at a network table, with real parts only: a local PeerJS server on
// 127.0.0.1 and separate Chromium pages, each an `<inkognito-game>` of the script-tag bundle
// (test/net/pages/cards-element.html), talking over real WebRTC inside a loopback-only network
// namespace (net-harness.mjs). The host is `<inkognito-game game="cards" mode="host">`; every guest
// opens the invite link its lobby shows in a page whose element names no game and no mode (the
// link carries the table, the host's key and the game). Every guest's raw traffic is rebuilt view by
// view and checked: each view is exactly one the card game's `viewFor` gives that seat at some
// position of the game (replayed on the host page from the referee's history), and none holds another
// seat's black cards, a card shown or a set given to others, or another seat's sealed choice (C13).
// Prints "net cards element tests: N passed, N failed" and exits non-zero on a failure.
import { enterLoopbackNamespace, launchBrowser, startServers, testRunner, rebuildViews } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const browser = chromium.browser;
const { test, assert, finish } = testRunner();
const pageUrl = servers.page.replace("/table.html", "/cards-element.html");

async function open(url, label) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  page.errors = [];
  page.on("pageerror", (e) => {
    page.errors.push(e.message);
    console.log(`    [page ${label}] ${e.message}`);
  });
  await page.goto(url);
  await page.waitForFunction(() => window.ready === true, { timeout: 30_000 });
  return page;
}
const until = (page, fn, arg, timeout = 60_000) => page.waitForFunction(fn, { timeout, polling: 50 }, arg);
const canon = (x) => JSON.stringify(x, (k, v) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((key) => [key, v[key]])) : v));

/** A host element's card table, and guests who joined by opening its invite link. */
async function cardsTable(players, guests, gameId = `g${Math.random().toString(36).slice(2)}`) {
  const hash = new URLSearchParams({ game: "cards", mode: "host", players: String(players), seat: "red", name: "Host", "game-id": gameId });
  const host = await open(`${pageUrl}?port=${servers.peerPort}#${hash}`, "host");
  await until(host, () => !!window.lobby()?.invite, undefined, 30_000);
  const invite = await host.evaluate(() => window.lobby().invite);
  const link = new URL(invite);
  assert(link.searchParams.get("inkognito-game") === "cards", `the invite link names the game: ${invite}`);
  assert(/^inkognito-[A-Za-z0-9_-]{15}$/.test(link.searchParams.get("inkognito-table")), `a table id in the link: ${invite}`);
  assert(link.searchParams.get("inkognito-key"), "the host key's fingerprint in the link");
  // The lobby offers the card game's counts.
  const counts = await host.evaluate(() => [...window.lobby().shadowRoot.querySelectorAll("fieldset.count input[name=players]")].map((i) => i.value));
  assert(counts.join() === "2,3,4,5", `the lobby offers ${counts}`);
  const pages = {};
  for (const seat of guests) {
    // The guest's own element names no game and no mode: the link makes it join the card table.
    pages[seat] = await open(`${invite}#${new URLSearchParams({ seat, name: `Guest ${seat}` })}`, seat);
    await until(host, (s) => window.lobby()?.lobby?.seats.find((x) => x.seat === s)?.connected, seat);
  }
  for (const [seat, p] of Object.entries(pages)) {
    const kind = await p.evaluate(() => ({ game: window.el.getAttribute("game"), lobby: !!window.lobby() }));
    assert(kind.game === "cards" && kind.lobby, `${seat}: the invite link did not open the card table's lobby: ${JSON.stringify(kind)}`);
  }
  return { host, pages, gameId, invite };
}

/**
 * Every guest's `element.record()` after the game is the host's record, signed with the key whose
 * fingerprint the invite link pins (checked here, in Node, apart from the guest's own check).
 */
async function checkSignedRecords(host, guests, invite) {
  const pinned = new URL(invite).searchParams.get("inkognito-key");
  const hostRecord = JSON.parse(await host.evaluate(() => JSON.stringify(window.el.record())));
  assert(hostRecord && hostRecord.game === "cards" && hostRecord.result, `the host's element gives the game's record: ${JSON.stringify(hostRecord)?.slice(0, 300)}`);
  const b64 = (s) => Buffer.from(s, "base64url");
  for (const [seat, p] of Object.entries(guests)) {
    await until(p, () => window.el.record()?.signed === 1, undefined, 20_000);
    const signed = JSON.parse(await p.evaluate(() => JSON.stringify(window.el.record())));
    assert(canon(signed.record) === canon(hostRecord), `${seat}: the guest's record is the host's`);
    const fingerprint = Buffer.from(await crypto.subtle.digest("SHA-256", b64(signed.key))).subarray(0, 16).toString("base64url");
    assert(fingerprint === pinned, `${seat}: the record is signed by the invite link's key`);
    const key = await crypto.subtle.importKey("spki", b64(signed.key), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
    const ok = await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, b64(signed.sig), new TextEncoder().encode(`inkognito-record/1\n${JSON.stringify(signed.record)}`));
    assert(ok, `${seat}: the record's signature holds`);
  }
  return hostRecord;
}

async function start(host) {
  await host.evaluate(() => window.lobby().dispatchEvent(new CustomEvent("inkognito-start", { bubbles: true, composed: true })));
  await until(host, () => !!window.cards().view);
}

async function playToEnd(all, timeout = 300_000) {
  for (const p of all) await p.evaluate(() => (window.autoplay = true));
  for (const p of all) await until(p, () => window.cards()?.view?.result != null, undefined, timeout);
}

/**
 * Every view the referee's rules give each seat at each position of the game, replayed on the host
 * page from the referee's history (canonical JSON): what each seat is entitled to; and the referee's
 * black cards.
 */
async function entitlements(host, seats) {
  return host.evaluate((seats) => {
    const { replayRecord, applyAction, viewFor, createGame, cardsGame } = window.cardsModule;
    const canon = (x) => JSON.stringify(x, (k, v) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((key) => [key, v[key]])) : v));
    const state = window.cards().table.current;
    // The referee's own history (its seeds, every sealed choice as made), not the published record,
    // which withholds what the end does not reveal (docs/cards.md, "Records").
    const rec = { ok: true, record: {
      format: 1, game: "cards", version: cardsGame.version, options: state.history.options, names: state.seats.map(() => ""),
      actions: state.history.actions, result: state.result ? { winners: [...state.result.winners], reason: state.result.reason } : null,
    } };
    const replay = replayRecord(rec.record);
    if (!replay.ok) throw new Error(`no replay: ${replay.error.code}`);
    let s = createGame(rec.record.options);
    const out = Object.fromEntries(seats.map((x) => [x, [canon(viewFor(s, x))]]));
    for (const a of replay.actions) {
      s = applyAction(s, a).state;
      for (const x of seats) out[x].push(canon(viewFor(s, x)));
    }
    return { views: out, secrets: state.secrets, players: state.players, positions: replay.actions.length + 1 };
  }, seats);
}

/** A guest's traffic holds nothing its seat may not see (CARD-GAME.md C13): see the file's head. */
function checkSecrecy(msgs, seat, ent) {
  const entitled = new Set(ent.views[seat]);
  const steps = rebuildViews(msgs, seat, assert).steps.map((s) => s.v);
  assert(steps.length > 10, `${seat}: received only ${steps.length} views`);
  let before = 0;
  for (const v of steps) {
    assert(v.viewer === seat, `${seat}: got the view of ${v.viewer}`);
    assert(entitled.has(canon(v)), `${seat}: a view the rules never give this seat: ${canon(v).slice(0, 300)}`);
    if (v.result) {
      assert(canon(v.reveal?.secrets) === canon(ent.secrets), `${seat}: the end does not reveal every black card`);
      continue;
    }
    before++;
    const text = JSON.stringify(v);
    assert(v.reveal === null && !/"(secrets|rng|seed|piles|fixed|choices|history)"/.test(text), `${seat}: referee state, sealed choices or a reveal before the end`);
    if (seat === "spectator") assert(v.you === null && v.sheet.length === 0, "the spectator holds a seat's private part");
    else assert(v.you?.seat === seat, `${seat}: another seat's private part`);
    if (seat === "spectator") { /* no black cards of its own */ } else if (seat !== "ambassador") assert(canon(v.you.secret) === canon(ent.secrets[seat]), `${seat}: not its own black cards`);
    else assert(v.you.secret === null, "the Ambassador player holds black cards");
    // Another seat's black cards appear nowhere as a whole (shown cards are single cards, C6.5–C6.8).
    for (const [other, s] of Object.entries(ent.secrets)) if (other !== seat) assert(!text.includes(JSON.stringify(s)), `${seat}: ${other}'s black cards`);
    // Others' sealed choices: only who has chosen.
    assert((v.round.committed ?? []).every((x) => typeof x === "string"), `${seat}: more than who has chosen`);
    // Private parts of events: only those addressed to this seat (sets given or received, cards shown to it or looked at by it).
    for (const e of v.log) {
      assert(!("private" in e), `${seat}: every seat's private parts before the end`);
      if (!e.mine) continue;
      const d = e.data ?? {};
      const ok = e.type === "dealt" ? true
        : e.type === "set" ? d.from === seat || d.to === seat
        : e.type === "looked" ? d.to === seat
        : e.type === "shown" ? d.from === seat || d.to === seat || (seat === "ambassador" && ent.players === 5)
        : e.type === "ambassadorPlaced" ? seat === "ambassador" : false;
      assert(ok, `${seat}: the private part of ${e.type} ${JSON.stringify(d)}`);
    }
    for (const line of v.sheet) {
      assert(line.from === seat || line.to === seat || (seat === "ambassador" && line.via === "question"), `${seat}: a clue of others ${JSON.stringify(line)}`);
    }
  }
  assert(before > 5, `${seat}: too few views before the end`);
  return { messages: msgs.length, views: steps.length };
}

async function checkAll(host, pages) {
  const seats = Object.keys(pages);
  await host.evaluate(async () => (window.cardsModule = await import("/dist/cards/index.js")));
  const ent = await entitlements(host, seats);
  const figures = [];
  for (const [seat, p] of Object.entries(pages)) {
    const msgs = await p.evaluate(() => window.__received);
    figures.push(`${seat} ${JSON.stringify(checkSecrecy(msgs, seat, ent))}`);
  }
  return { figures, positions: ent.positions };
}

async function checkClean(all) {
  for (const p of all) {
    const refused = await p.evaluate(() => window.refused);
    assert(refused.length === 0, `refused intents: ${refused.join(", ")}`);
    assert(p.errors.length === 0, `page errors: ${p.errors.join("; ")}`);
  }
}

/**
 * The element's public events at a network card table (docs/element.md): `inkognito-ready` for the
 * lobby first, then one `inkognito-game-start` (this screen's seat its only human) before the first
 * `inkognito-turn`, and one turn per round, numbered 1, 2, 3… with the round's first player.
 */
async function checkEvents(p, label, players, seat) {
  const events = await p.evaluate(() => window.events);
  const types = events.map((e) => e.type);
  assert(types[0] === "inkognito-ready" && events[0].detail.showing === "lobby", `${label}: the lobby's ready first: ${types.slice(0, 3)}`);
  const starts = events.filter((e) => e.type === "inkognito-game-start");
  assert(starts.length === 1, `${label}: ${starts.length} game-start events`);
  assert(types.indexOf("inkognito-game-start") < types.indexOf("inkognito-turn"), `${label}: a turn before the game-start`);
  const d = starts[0].detail;
  assert(d.players === players && d.resumed === false && JSON.stringify(d.humans) === JSON.stringify(seat === "spectator" ? [] : [seat]), `${label}: game-start ${JSON.stringify(d)}`);
  const turns = events.filter((e) => e.type === "inkognito-turn").map((e) => e.detail);
  const rounds = await p.evaluate(() => window.cards().view.round.number);
  assert(turns.length === rounds && turns.every((t, i) => t.number === i + 1 && typeof t.seat === "string"), `${label}: turns ${JSON.stringify(turns)} for ${rounds} rounds`);
  return turns.length;
}

async function closeAll(pages) {
  for (const p of pages) await p.browserContext().close();
}

/**
 * C13.2, C13.4: the random source of the deal is the referee's, never shown, not even at the end. After the end (the
 * signed record in), no guest received the host's seed or the nonces (a "reveal"), none has a fair-play report, and
 * none says "Fair play verified".
 */
async function noDealCheck(guests) {
  for (const p of guests) {
    const g = await p.evaluate(() => ({ fairness: window.cards().table.fairness, status: window.cards().shadowRoot.querySelector(".netstatus")?.textContent ?? "",
      reveal: window.__received.some((t) => /"t":\s*"reveal"/.test(t)) }));
    assert(g.fairness === null && !g.reveal && !/Fair play verified/.test(g.status), `a guest at a card table after the end: ${JSON.stringify(g).slice(0, 200)}`);
  }
}

await test("a 4-player card game in the element: host and 3 guests who opened the invite link play to the end; each guest's traffic holds only its seat's views; the deal's random source never shown (C13.2)", async () => {
  const { host, pages, invite } = await cardsTable(4, ["blue", "green", "yellow"]);
  const all = [host, ...Object.values(pages)];
  try {
    for (const p of all) await p.evaluate(() => (window.noDeclareBefore = 80));
    await start(host);
    // The names typed in the lobby name the seats at the card table.
    await until(pages.blue, () => /Host \(Red\)/.test((window.cards().shadowRoot.querySelector("[part=cards-seats]")?.textContent ?? "").replace(/[\u2066-\u2069]/g, "")), undefined, 20_000);
    await playToEnd(all);
    await checkClean(all);
    const results = await Promise.all(all.map((p) => p.evaluate(() => JSON.stringify(window.cards().view.result))));
    assert(new Set(results).size === 1, "every page saw the same result");
    const { figures, positions } = await checkAll(host, pages);
    console.log(`    ${positions} positions; ${figures.join("; ")}`);
    // Each guest keeps the host's record signed by the host; a guest who rejoins after the end gets it again.
    await checkSignedRecords(host, pages, invite);
    await noDealCheck(Object.values(pages));
    await pages.green.reload();
    await pages.green.waitForFunction(() => window.ready === true);
    await checkSignedRecords(host, { green: pages.green }, invite);
  } finally {
    await closeAll(all);
  }
});

await test("a 5-player card game in the element with the Ambassador player as a guest and a spectator: to the end, secrets kept", async () => {
  const { host, pages, invite } = await cardsTable(5, ["ambassador", "blue", "green"]);
  // A spectator who opened the invite link: it sees what everyone sees, nothing else (C13.3).
  const watcher = await open(`${invite}#${new URLSearchParams({ seat: "spectator", name: "Watcher" })}`, "spectator");
  const all = [host, ...Object.values(pages)];
  try {
    for (const p of all) await p.evaluate(() => (window.noDeclareBefore = 80));
    await start(host);
    const role = await pages.ambassador.evaluate(() => window.cards().view.you.role);
    assert(role === "ambassador", `the Ambassador guest plays ${role}`);
    await playToEnd(all);
    await until(watcher, () => window.cards()?.view?.result != null, undefined, 30_000);
    await checkClean([...all, watcher]);
    await checkSignedRecords(host, { ...pages, spectator: watcher }, invite);
    const { figures, positions } = await checkAll(host, { ...pages, spectator: watcher });
    console.log(`    ${positions} positions (yellow a bot); ${figures.join("; ")}`);
  } finally {
    await closeAll([...all, watcher]);
  }
});

for (const [players, guests] of [[3, ["blue", "green"]], [2, ["blue"]]]) {
  await test(`a ${players}-player card game in the element: the host and ${guests.length} guest(s) play to the end; each guest's traffic holds only its seat's views; the public events in order on every page`, async () => {
    const { host, pages, invite } = await cardsTable(players, guests);
    const all = [host, ...Object.values(pages)];
    try {
      for (const p of all) await p.evaluate(() => (window.noDeclareBefore = 60));
      await start(host);
      await playToEnd(all);
      await checkClean(all);
      const results = await Promise.all(all.map((p) => p.evaluate(() => JSON.stringify(window.cards().view.result))));
      assert(new Set(results).size === 1, "every page saw the same result");
      const roles = await host.evaluate(() => window.cards().view.roles);
      if (players === 2) assert(Object.values(roles).filter((r) => r === "blind").length === 2, `two blind seats at 2 players (C11): ${JSON.stringify(roles)}`);
      const { figures, positions } = await checkAll(host, pages);
      const rounds = [await checkEvents(host, "host", players, "red")];
      for (const [seat, p] of Object.entries(pages)) rounds.push(await checkEvents(p, seat, players, seat));
      await checkSignedRecords(host, pages, invite);
      console.log(`    ${positions} positions, ${rounds[0]} rounds; ${figures.join("; ")}`);
    } finally {
      await closeAll(all);
    }
  });
}

/** The match score each page holds (the host's match, the score its lobby carried to a guest) and the numbers its end screen shows. */
async function matchScores(p) {
  return p.evaluate(() => {
    const t = window.cards();
    const tables = [...t.shadowRoot.querySelectorAll("[part=cards-end] table")];
    const shown = tables.find((x) => /Match score/.test(x.caption?.textContent ?? ""));
    return { score: t.netMatch?.score() ?? null, shown: shown ? [...shown.querySelectorAll("td")].map((td) => Number(td.textContent)) : null };
  });
}

/** A match's scores as its end screen lists them: in seat order (C1.8), whatever order the score came in. */
const inSeatOrder = (scores) => ["red", "blue", "green", "yellow", "ambassador"].filter((seat) => seat in scores).map((seat) => scores[seat]);

await test("a match at a network card table: after the first game the host deals the next (guests wait for it), every seat kept; the second game plays to its end, the match score the same on every page, the signed record verified for game 2, the deal's random source never shown (C13.2), no secrets in the guests' traffic", async () => {
  const { host, pages, invite } = await cardsTable(3, ["blue", "green"]);
  const guests = Object.values(pages);
  const all = [host, ...guests];
  try {
    for (const p of all) await p.evaluate(() => (window.noDeclareBefore = 40));
    await start(host);
    await playToEnd(all);
    const first = await checkSignedRecords(host, pages, invite);
    await noDealCheck(guests);
    // The first game's points: each partner of the winning team (blind seats none, C12.3).
    const roles = await host.evaluate(() => window.cards().view.roles);
    const expected = Object.fromEntries(Object.keys(roles).filter((s) => roles[s] !== "blind").map((s) => [s, first.result.winners.includes(s) ? 1 : 0]));
    for (const p of all) await until(p, () => !!window.cards().netMatch?.score(), undefined, 20_000);
    const scores1 = await Promise.all(all.map(matchScores));
    for (const [i, s] of scores1.entries()) {
      assert(canon(s.score) === canon({ scores: expected, winners: [] }), `page ${i}: match score ${JSON.stringify(s.score)}, expected ${JSON.stringify(expected)}`);
      assert(JSON.stringify(s.shown) === JSON.stringify(inSeatOrder(s.score.scores)), `page ${i}: the end screen shows ${JSON.stringify(s.shown)}, the match ${JSON.stringify(s.score.scores)}`);
    }
    // Only the host chooses: its end screen offers the next game; each guest's says it waits for the host.
    assert(await host.evaluate(() => window.cards().shadowRoot.querySelector(".next-game")?.textContent.trim() === "Next game of the match"), "the host's end screen offers the next game");
    for (const p of guests) {
      const end = await p.evaluate(() => ({ button: !!window.cards().shadowRoot.querySelector(".next-game"), waiting: window.cards().shadowRoot.querySelector("[part=cards-end] .waiting")?.textContent ?? "" }));
      assert(!end.button && /waiting for the host to start the next game/i.test(end.waiting), `a guest's end screen: ${JSON.stringify(end)}`);
    }
    // SHOTS=dir: the host's and a guest's end screens at 360 px and 1280 px, to look at.
    if (process.env.SHOTS) {
      for (const [name, p] of [["host", host], ["guest", pages.blue]]) {
        for (const width of [360, 1280]) {
          await p.setViewport({ width, height: 900 });
          await p.evaluate(() => window.cards().shadowRoot.querySelector("[part=cards-end]").scrollIntoView());
          await p.screenshot({ path: `${process.env.SHOTS}/cards-match-end-${name}-${width}.png` });
        }
      }
    }
    const seatsBefore = await Promise.all(all.map((p) => p.evaluate(() => window.cards().view.viewer)));
    const commit1 = await host.evaluate(() => window.cards().table.lobby().commit);
    // Game 2's traffic only, from here on; nobody plays until every page is at game 2.
    for (const p of all) await p.evaluate(() => (window.autoplay = false));
    for (const p of guests) await p.evaluate(() => (window.__received.length = 0));
    await host.evaluate(() => window.cards().shadowRoot.querySelector(".next-game").click());
    for (const p of all) await until(p, () => window.cards()?.view && !window.cards().view.result && window.cards().table.lobby()?.game === 2, undefined, 30_000);
    const lobby2 = await host.evaluate(() => window.cards().table.lobby());
    assert(lobby2.commit && lobby2.commit !== commit1, "game 2 has a new seed commitment");
    const seatsAfter = await Promise.all(all.map((p) => p.evaluate(() => window.cards().view.viewer)));
    assert(JSON.stringify(seatsAfter) === JSON.stringify(seatsBefore), `every seat kept: ${seatsBefore} → ${seatsAfter}`);
    for (const p of guests) {
      const g = await p.evaluate(() => ({ fairness: window.cards().table.fairness, record: window.cards().table.signedRecord, error: window.cards().table.lastError }));
      assert(g.fairness === null && g.record === null && g.error === null, `a guest starts game 2 afresh: ${JSON.stringify(g).slice(0, 200)}`);
    }
    await playToEnd(all);
    await checkClean(all);
    const results = await Promise.all(all.map((p) => p.evaluate(() => JSON.stringify(window.cards().view.result))));
    assert(new Set(results).size === 1, "every page saw the same result of game 2");
    const second = await checkSignedRecords(host, pages, invite);
    await noDealCheck(guests);
    assert(canon(second) !== canon(first), "game 2's record is its own");
    const { figures, positions } = await checkAll(host, pages);
    // The match score carried over: game 1's points and game 2's, the same on every page.
    for (const s of Object.keys(expected)) if (second.result.winners.includes(s) && roles[s] !== "blind") expected[s]++;
    const roles2 = await host.evaluate(() => window.cards().view.roles);
    assert(canon(roles2) === canon(roles), "the same roles in game 2 (seats kept)");
    const sorted = (o) => JSON.stringify(Object.entries(o).sort());
    for (const p of all) await until(p, (e) => JSON.stringify(Object.entries(window.cards().netMatch?.score()?.scores ?? {}).sort()) === e, sorted(expected), 20_000);
    const scores2 = await Promise.all(all.map(matchScores));
    for (const [i, s] of scores2.entries()) {
      assert(canon(s.score.scores) === canon(expected), `page ${i}: match score after game 2 ${JSON.stringify(s.score)}, expected ${JSON.stringify(expected)}`);
      assert(JSON.stringify(s.shown) === JSON.stringify(inSeatOrder(s.score.scores)), `page ${i}: the end screen shows ${JSON.stringify(s.shown)}, the match ${JSON.stringify(s.score.scores)}`);
    }
    assert(new Set(scores2.map((s) => canon(s.score))).size === 1, "every page shows the same match score");
    // A host reload keeps the match: its game number and score come back with the table.
    await host.reload();
    await host.waitForFunction(() => window.ready === true);
    await until(host, (e) => window.cards()?.table?.lobby()?.game === 2 && JSON.stringify(Object.entries(window.cards().netMatch?.score()?.scores ?? {}).sort()) === e, sorted(expected), 30_000);
    // The end screen is a chunk of its own, loaded when an ended game is shown.
    await until(host, () => !!window.cards().shadowRoot.querySelector(".next-game"), undefined, 10_000)
      .catch(() => assert(false, "after its reload the host's end screen offers the next game again"));
    console.log(`    game 2: ${positions} positions; score ${JSON.stringify(expected)}; ${figures.join("; ")}`);
  } finally {
    await closeAll(all);
  }
});

await test("a 5-player match at a network card table (C12.5): after game 1 everyone moves one seat, the Ambassador role passing to the left; game 2 plays to its end with each guest in its new seat, its traffic holding only that seat's views, and each person's points following the person", async () => {
  const { host, pages } = await cardsTable(5, ["ambassador", "blue", "green"]);
  const guests = Object.values(pages);
  const all = [host, ...guests];
  try {
    for (const p of all) await p.evaluate(() => (window.noDeclareBefore = 60));
    await start(host);
    await playToEnd(all);
    for (const p of all) await until(p, () => !!window.cards().netMatch?.score(), undefined, 20_000);
    // Each person's points after game 1, by the seat they held then.
    const score1 = await host.evaluate(() => window.cards().netMatch.score().scores);
    await host.evaluate(async () => (window.cardsModule = await import("/dist/cards/index.js")));
    const before = { host: "red", ...Object.fromEntries(Object.keys(pages).map((s) => [s, s])) };
    const after = await host.evaluate((b) => Object.fromEntries(Object.entries(b).map(([who, s]) => [who, window.cardsModule.seatAfter(5, s, 2)])), before);
    assert(after.ambassador !== "ambassador" && Object.values(after).filter((s) => s === "ambassador").length === 1, `the Ambassador role passes on: ${JSON.stringify(after)}`);
    assert(new Set(Object.values(after)).size === 4, `four people, four seats: ${JSON.stringify(after)}`);
    for (const p of all) await p.evaluate(() => (window.autoplay = false));
    for (const p of guests) await p.evaluate(() => (window.__received.length = 0));
    await host.evaluate(() => window.cards().shadowRoot.querySelector(".next-game").click());
    for (const p of all) await until(p, () => window.cards()?.view && !window.cards().view.result && window.cards().table.lobby()?.game === 2, undefined, 30_000);
    const seats2 = { host: await host.evaluate(() => window.cards().view.viewer) };
    for (const [s, p] of Object.entries(pages)) seats2[s] = await p.evaluate(() => window.cards().view.viewer);
    assert(canon(seats2) === canon(after), `game 2's seats follow C12.5: ${JSON.stringify(seats2)}, expected ${JSON.stringify(after)}`);
    // Each player is told their new seat, in the table's words.
    for (const [who, p] of [["host", host], ...Object.entries(pages)]) {
      const told = await p.evaluate(() => window.cards().shadowRoot.querySelector(".moved[role=status]")?.textContent ?? "");
      const word = after[who][0].toUpperCase() + after[who].slice(1);
      assert(told.includes("new seat") && told.includes(word), `${who} is told of the new seat ${after[who]}: "${told}"`);
    }
    if (process.env.SHOTS) {
      for (const width of [360, 1280]) {
        await pages.blue.setViewport({ width, height: 800 });
        await pages.blue.screenshot({ path: `${process.env.SHOTS}/cards-match-moved-${width}.png` });
      }
    }
    const role = await host.evaluate((s) => window.cards().view.roles[s], after.ambassador === "ambassador" ? "red" : "ambassador");
    assert(role === "ambassador", `the Ambassador seat plays the Ambassador: ${role}`);
    for (const p of guests) {
      const g = await p.evaluate(() => ({ error: window.cards().table.lastError }));
      assert(g.error === null, `a guest took its new seat without a refusal: ${JSON.stringify(g)}`);
    }
    // The match score in game 2: each person's game-1 points at the seat they hold now.
    const moved = Object.fromEntries(Object.entries(before).map(([who, s]) => [after[who], score1[s] ?? 0]));
    const score2 = await host.evaluate(() => window.cards().netMatch.score().scores);
    for (const [s, v] of Object.entries(moved)) assert(score2[s] === v, `the points follow the person to ${s}: ${JSON.stringify(score2)}, expected ${JSON.stringify(moved)}`);
    await playToEnd(all);
    await checkClean(all);
    const results = await Promise.all(all.map((p) => p.evaluate(() => JSON.stringify(window.cards().view.result))));
    assert(new Set(results).size === 1, "every page saw the same result of game 2");
    // Each guest's game-2 traffic, checked as the seat it holds now.
    const byNewSeat = Object.fromEntries(Object.entries(pages).map(([s, p]) => [after[s], p]));
    const { figures, positions } = await checkAll(host, byNewSeat);
    console.log(`    seats ${JSON.stringify(after)}; game 2: ${positions} positions; ${figures.join("; ")}`);
  } finally {
    await closeAll(all);
  }
});

await test("a guest reloads mid-game and the host reloads mid-game: both resume with nothing lost, and the game plays to the end", async () => {
  const { host, pages, invite } = await cardsTable(4, ["blue", "green"], "reload");
  const all = [host, ...Object.values(pages)];
  try {
    // No declaration before both reloads are behind (random play declares 1 time in 20).
    for (const p of all) await p.evaluate(() => (window.noDeclareBefore = 160));
    await start(host);
    for (const p of all) await p.evaluate(() => (window.autoplay = true));
    await until(host, () => window.cards().view.log.length > 40 || !!window.cards().view.result);
    // Guest reload: its seat token brings its seat back, with its clue sheet and everything it was shown.
    const blue = pages.blue;
    await blue.evaluate(() => (window.autoplay = false));
    await new Promise((r) => setTimeout(r, 300));
    const before = await blue.evaluate(() => ({ seat: window.cards().view.viewer, log: window.cards().view.log, sheet: window.cards().view.sheet, you: window.cards().view.you }));
    await blue.reload();
    await blue.waitForFunction(() => window.ready === true);
    await blue.evaluate(() => (window.noDeclareBefore = 160));
    await until(blue, (b) => window.cards()?.view?.viewer === b.seat && window.cards().view.log.length >= b.log.length, before);
    const after = await blue.evaluate(() => ({ log: window.cards().view.log, sheet: window.cards().view.sheet, you: window.cards().view.you }));
    assert(JSON.stringify(after.log.slice(0, before.log.length)) === JSON.stringify(before.log), "blue's log came back");
    assert(JSON.stringify(after.sheet.slice(0, before.sheet.length)) === JSON.stringify(before.sheet), "blue's clue sheet came back");
    assert(JSON.stringify(after.you.secret) === JSON.stringify(before.you.secret), "blue's black cards came back");
    await blue.evaluate(() => (window.autoplay = true));
    // Host reload: the saved table resumes under the same id; the guests reconnect by themselves.
    await until(host, (n) => window.cards().view.log.length > n || !!window.cards().view.result, before.log.length + 20);
    await host.evaluate(() => (window.autoplay = false));
    await new Promise((r) => setTimeout(r, 300));
    const hostBefore = await host.evaluate(() => ({ log: window.cards().view.log, state: JSON.stringify(window.cards().table.current) }));
    await host.reload();
    await host.waitForFunction(() => window.ready === true);
    await host.evaluate(() => (window.noDeclareBefore = 160));
    await until(host, (n) => window.cards()?.view && window.cards().view.log.length >= n, hostBefore.log.length, 60_000);
    const hostAfter = await host.evaluate(() => ({ log: window.cards().view.log }));
    assert(JSON.stringify(hostAfter.log.slice(0, hostBefore.log.length)) === JSON.stringify(hostBefore.log), "the host's game came back");
    // Every guest is back at its seat, and the game plays on to the end.
    for (const seat of ["blue", "green"]) await until(host, (s) => window.lobby?.() === null && window.cards().network?.lobbyState?.seats.find((x) => x.seat === s)?.connected, seat, 60_000);
    await host.evaluate(() => (window.autoplay = true));
    await playToEnd(all);
    await checkClean(all);
    const results = await Promise.all(all.map((p) => p.evaluate(() => JSON.stringify(window.cards().view.result))));
    assert(new Set(results).size === 1, "every page saw the same result");
    // The reloaded guest's traffic since its reload holds only its own seat's views too.
    const { figures } = await checkAll(host, { green: pages.green, blue });
    console.log(`    ${figures.join("; ")}`);
    // After a host resume and a guest rejoin, each guest still gets the host's signed record.
    await checkSignedRecords(host, pages, invite);
  } finally {
    await closeAll(all);
  }
});

await test("one card table, one tab: a second tab of the host's browser does not open the table; \"play here instead\" hands it over with its lobby", async () => {
  const { host } = await cardsTable(4, [], "tabs");
  const pages = [host];
  try {
    const invite = await host.evaluate(() => window.lobby().invite);
    // The same browser profile (one context): the same locks and the same saves.
    const second = await host.browserContext().newPage();
    second.errors = [];
    second.on("pageerror", (e) => second.errors.push(e.message));
    await second.goto(host.url());
    await second.waitForFunction(() => window.ready === true);
    await until(second, () => !!window.cards()?.shadowRoot.querySelector(".play-here"), undefined, 20_000);
    assert(await second.evaluate(() => window.lobby() === null), "the second tab opened the table too");
    await second.evaluate(() => window.cards().shadowRoot.querySelector(".play-here").click());
    await until(second, () => !!window.lobby()?.invite, undefined, 30_000);
    await until(host, () => !!window.cards()?.shadowRoot.querySelector(".play-here"), undefined, 20_000);
    const moved = await second.evaluate(() => window.lobby().invite);
    assert(new URL(moved).searchParams.get("inkognito-table") === new URL(invite).searchParams.get("inkognito-table"), "the table moved under its own id");
    assert(second.errors.length === 0 && host.errors.length === 0, `page errors: ${[...second.errors, ...host.errors].join("; ")}`);
  } finally {
    await closeAll(pages);
  }
});

await chromium.close();
servers.close();
finish("net cards element tests");
