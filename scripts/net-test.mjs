// Network tests with real parts only: a local PeerJS server on 127.0.0.1, a static server on
// 127.0.0.1, and separate Chromium pages as host and guests talking over real WebRTC data
// channels. It re-runs itself inside a loopback-only network namespace, so no packet can leave the
// machine. Prints "net tests: N passed, N failed" and exits non-zero on failure.
import { enterLoopbackNamespace, launchBrowser, startServers, testRunner, rebuildViews, openTablePage } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const peerPort = servers.peerPort;
const base = servers.page;
const chromium = await launchBrowser();
const browser = chromium.browser;

const { test, assert, finish } = testRunner();

const open = (params) => openTablePage(browser, servers, params);
/**
 * Waits for a condition in a page. A wait that fails for another reason than its timeout (seen
 * once in ten runs as a bare "Waiting failed", cause not yet found) is retried twice and logged.
 */
async function until(page, fn, arg, timeout = 60_000) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.waitForFunction(fn, { timeout, polling: 50 }, arg);
    } catch (e) {
      if (attempt >= 2 || /timeout|exceeded/i.test(String(e?.message))) throw e;
      console.log(`    (wait failed without timing out: ${String(e?.message).slice(0, 120)}; retrying)`);
    }
  }
}

/** A host page and guest pages, seated, with the game started. */
async function table(players, guests, { hostSeat = "red", gameId = `g${Math.random()}`, bots = "normal" } = {}) {
  const host = await open({ mode: "host", players: String(players), seat: hostSeat, name: "Host", "game-id": gameId, bots });
  await until(host, () => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite).catch(async (e) => {
    console.log("    host page:", await host.evaluate(() => window.el.shadowRoot?.innerHTML.slice(0, 400)));
    throw e;
  });
  const invite = await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").invite);
  const tableId = new URL(invite).searchParams.get("inkognito-table");
  assert(/^inkognito-[A-Za-z0-9_-]{15}$/.test(tableId), `unguessable table id: ${tableId}`);
  const pages = {};
  for (const seat of guests) {
    pages[seat] = await open({ mode: "join", table: tableId, seat, name: `Guest ${seat}` });
    await until(host, (s) => window.el.shadowRoot.querySelector("inkognito-lobby")?.lobby?.seats.find((x) => x.seat === s)?.connected, seat).catch(async (e) => {
      // A join that did not come through: what the guest's page and the host's lobby said (for the next one who meets it).
      const said = (page) => page.evaluate(() => JSON.stringify({ status: window.el.shadowRoot.querySelector("inkognito-lobby")?.status,
        error: window.el.table?.lastError ?? null, seats: window.el.table?.lobby?.()?.seats?.map((x) => `${x.seat}:${x.kind}:${x.connected}`) })).catch(String);
      console.log(`    ${seat} did not join: guest ${await said(pages[seat])}; host ${await said(host)}`);
      throw e;
    });
  }
  return { host, pages, tableId };
}

async function start(host) {
  await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").dispatchEvent(new CustomEvent("inkognito-start", { bubbles: true, composed: true })));
  await until(host, () => !!window.el.view);
}

/** The view a guest holds, rebuilt from its raw traffic (with our own unpacking), and every view on the way. */
const rebuild = (msgs, seat) => rebuildViews(msgs, seat, assert);

/** Mid-game: the view rebuilt from a guest's traffic is exactly the view its element shows (updates lose nothing). */
async function checkHeld(page, seat) {
  const { msgs, held } = await page.evaluate(() => ({ msgs: [...window.__received], held: JSON.stringify(window.el.view) }));
  const { v } = rebuild(msgs, seat);
  assert(held === JSON.stringify(v), `${seat}: the view rebuilt from its traffic differs from the one it shows`);
}

/** Proves a guest's received traffic holds nothing beyond its seat's entitlement (RULES.md §6). */
async function checkSecrecy(page, seat) {
  const msgs = await page.evaluate(() => window.__received);
  const { steps } = rebuild(msgs, seat);
  for (const { v, log } of steps) {
    if (v.result) continue; // after the end, everything is public
    assert(v.reveal === null, `${seat}: reveal before the end`);
    assert(!("secrets" in v) && !("rng" in v) && !("seed" in v), `${seat}: referee state leaked`);
    assert(v.viewer === seat, `${seat}: got the view of ${v.viewer}`);
    if (seat === "spectator") assert(v.you === null && v.notebook === null && v.answerPrompt === null, "spectator got private parts");
    else if (seat !== "ambassador") assert(v.you?.seat === seat, `${seat}: wrong hand`);
    if (v.answerPrompt) assert(v.turn.pending?.question?.answerer === seat, `${seat}: another seat's answer prompt`);
    for (const e of log) {
      assert(!("private" in e), `${seat}: private parts of an event before the end`);
      if (e.mine) {
        const d = e.data;
        const entitled = e.type === "answered"
          ? d.asker === seat || d.answerer === seat || (seat === "ambassador" && d.via === "ambassador")
          : e.type === "sealed" ? seat === "ambassador" : false;
        assert(entitled, `${seat}: private part of ${e.type} ${JSON.stringify(d)}`);
      }
    }
    for (const [from, entries] of Object.entries(v.notebook?.received ?? {})) {
      for (const en of entries) assert(en.cards.length >= 1 && from !== seat, `${seat}: odd notebook entry`);
    }
  }
  assert(steps.length > 0, `${seat}: received no views`);
  return { messages: msgs.length, views: steps.length };
}

/**
 * What a page's notebook shows once opened: its cells, and how many of them carry the deduction
 * assistant's chances (the lobby's table setting decides).
 */
async function notebookChances(page) {
  const handle = await until(page, () => {
    const panel = window.el.shadowRoot.querySelector("inkognito-side-panel");
    if (!panel) return null;
    panel.tab = "notebook";
    const nb = panel.shadowRoot?.querySelector("inkognito-notebook")?.shadowRoot;
    const cells = nb?.querySelectorAll("td button").length ?? 0;
    return cells ? { cells, chances: nb.querySelectorAll("td button.assist .chance").length, legend: /shading/i.test(nb.textContent) } : null;
  }, undefined, 15_000);
  return handle.jsonValue();
}

async function playToEnd(pages, timeout = 240_000) {
  for (const p of pages) await p.evaluate(() => (window.autoplay = true));
  for (const p of pages) await until(p, () => window.over !== null, undefined, timeout);
}

async function closeAll(pages) {
  const errors = pages.flatMap((p) => p.errors ?? []);
  for (const p of pages) await p.browserContext().close();
  assert(errors.length === 0, `uncaught errors in the pages: ${errors.slice(0, 3).join(" | ")}`);
}

console.log("net tests (loopback-only namespace, PeerJS server on 127.0.0.1:" + peerPort + "):");

await test("a 4-player table: host and 3 guests play to the end; guests receive only their own seat's secrets; fair play verified", async () => {
  const { host, pages } = await table(4, ["yellow", "green", "blue"]);
  // The notebook assistant is off unless the host turns it on: the lobby says so, and no notebook shows chances.
  await until(pages.yellow, () => window.el.shadowRoot.querySelector("inkognito-lobby")?.shadowRoot.querySelector(".assist")?.textContent === "Notebook assistant: off");
  await start(host);
  const off = await notebookChances(pages.yellow);
  assert(off.cells > 0 && off.chances === 0 && !off.legend, `the assistant is off at this table, yet yellow's notebook shows chances: ${JSON.stringify(off)}`);
  const all = [host, ...Object.values(pages)];
  for (const p of all) await p.evaluate(() => (window.autoplay = true));
  // Mid-game, twice: each guest's view, rebuilt from its traffic, is the one it shows.
  for (const at of [30, 90]) {
    await until(host, (n) => window.el.view.log.length > n || window.over, at);
    for (const [seat, page] of Object.entries(pages)) await checkHeld(page, seat);
  }
  await playToEnd(all);
  const results = await Promise.all(all.map((p) => p.evaluate(() => JSON.stringify(window.over))));
  assert(new Set(results).size === 1, "every page saw the same result");
  // The guests' intents were answered from answers the host prepared ahead (prepared-answers.ts), and the views above held.
  const taken = await host.evaluate(() => window.el.table.prepared.taken);
  assert(taken > 10, `the host answered ${taken} intents from prepared answers`);
  console.log(`      the host answered ${taken} guest intents from answers prepared ahead`);
  // Each guest's element.record() is the host's record, signed with the host's key (checked here in Node).
  const hostRecord = await host.evaluate(() => JSON.stringify(window.el.record()));
  const hostKey = await host.evaluate(() => window.el.table.fingerprint);
  assert(hostRecord !== "null" && hostKey, "the host gives the game's record and has a key");
  for (const [seat, page] of Object.entries(pages)) {
    await until(page, () => window.el.record()?.signed === 1, undefined, 20_000);
    const signed = JSON.parse(await page.evaluate(() => JSON.stringify(window.el.record())));
    assert(JSON.stringify(signed.record) === hostRecord, `${seat}: the guest's record is the host's`);
    const b64 = (x) => Buffer.from(x, "base64url");
    const fingerprint = Buffer.from(await crypto.subtle.digest("SHA-256", b64(signed.key))).subarray(0, 16).toString("base64url");
    assert(fingerprint === hostKey, `${seat}: the record is signed by the host's key`);
    const key = await crypto.subtle.importKey("spki", b64(signed.key), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
    assert(await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, b64(signed.sig), new TextEncoder().encode(`inkognito-record/1\n${JSON.stringify(signed.record)}`)), `${seat}: the record's signature holds`);
  }
  for (const [seat, page] of Object.entries(pages)) {
    const r = await checkSecrecy(page, seat);
    console.log(`      ${seat}: ${r.messages} messages, ${r.views} views checked`);
    await until(page, () => /Fair play verified/.test(window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? ""), undefined, 15_000);
  }
  await closeAll(all);
});

await test("a 5-player table (guest Ambassador seat) and a spectator play to the end; the spectator sees public information only", async () => {
  const { host, pages, tableId } = await table(5, ["yellow", "green", "ambassador"]);
  const watcher = await open({ mode: "join", table: tableId, seat: "spectator", name: "Watcher" });
  await start(host);
  await until(watcher, () => !!window.el.view);
  // A second watcher comes after the deal: it added no randomness, and its check must not expect any.
  const late = await open({ mode: "join", table: tableId, seat: "spectator", name: "Late" });
  await until(late, () => !!window.el.view);
  const players = [host, ...Object.values(pages)];
  await playToEnd(players);
  for (const w of [watcher, late]) await until(w, () => window.over !== null);
  for (const [seat, page] of Object.entries(pages)) await checkSecrecy(page, seat);
  await checkSecrecy(watcher, "spectator");
  await checkSecrecy(late, "spectator");
  // Everyone, watchers included (the first one's randomness is in the deal), verifies fair play.
  for (const page of [...Object.values(pages), watcher, late]) {
    await until(page, () => /Fair play verified/.test(window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? ""), undefined, 15_000);
  }
  await closeAll([...players, watcher, late]);
});

await test("a 3-player table: a guest reloads mid-game and the host reloads mid-game; both resume with nothing lost", async () => {
  const { host, pages } = await table(3, ["yellow", "green"], { gameId: "reload" });
  await start(host);
  const all = [host, ...Object.values(pages)];
  for (const p of all) await p.evaluate(() => (window.autoplay = true));
  await until(host, () => window.el.view.log.length > 40);
  // Guest reload: its token brings its seat back, with its notebook.
  const yellow = pages.yellow;
  const before = await yellow.evaluate(() => ({ seat: window.el.view.viewer, log: window.el.view.log.length, nb: window.el.view.notebook.received }));
  await yellow.reload();
  await yellow.waitForFunction(() => window.ready === true);
  await until(yellow, (b) => window.el.view && window.el.view.viewer === b.seat && window.el.view.log.length >= b.log, before);
  // Every card shown to yellow before the reload is back, in order; play went on, so more may follow.
  const after = await yellow.evaluate(() => window.el.view.notebook.received);
  for (const [from, entries] of Object.entries(before.nb)) {
    assert(JSON.stringify((after[from] ?? []).slice(0, entries.length)) === JSON.stringify(entries), `the notebook came back (cards from ${from})`);
  }
  await yellow.evaluate(() => (window.autoplay = true));
  // Host reload: the saved table resumes under the same id; guests reconnect by themselves.
  await until(host, () => window.el.view.log.length > 80 || window.over);
  const hostLog = await host.evaluate(() => window.el.view.log.length);
  await host.reload();
  await host.waitForFunction(() => window.ready === true);
  await until(host, (n) => window.el.view && window.el.view.log.length >= n, hostLog, 60_000);
  await host.evaluate(() => (window.autoplay = true));
  await playToEnd(all, 300_000);
  for (const [seat, page] of Object.entries(pages)) await checkSecrecy(page, seat);
  await closeAll(all);
});

await test("a hostile guest's thousands of malformed, oversized, out-of-turn and other-seat messages are refused (a few rate-limited answers, never one each) and change nothing; then it leaves and the host hands its seat to a bot (strong bots, thinking in a worker at the host)", async () => {
  const { host, tableId } = await table(3, [], { gameId: "hostile", bots: "strong" });
  const bad = await open({ mode: "raw" });
  const n = await bad.evaluate(async (tableId) => {
    const t = new window.GuestTable({ tableId, name: "Mallory", seat: "yellow", peer: window.peer });
    await new Promise((r) => { const i = setInterval(() => { if (t.viewer === "yellow") { clearInterval(i); r(); } }, 20); });
    window.mallory = t;
    return 0;
  }, tableId);
  void n;
  await start(host);
  await until(bad, () => window.mallory.view() !== null);
  // Wait until the game rests on a seat nobody is playing yet (the host's or Mallory's), then snapshot.
  await until(host, async () => {
    const n = window.el.table.current.log.length;
    await new Promise((r) => setTimeout(r, 600));
    return n === window.el.table.current.log.length;
  });
  const before = await host.evaluate(() => JSON.stringify(window.el.table.current));
  const sent = await bad.evaluate(async () => {
    const t = window.mallory;
    const msgs = [];
    for (let i = 0; i < 400; i++) msgs.push(`{not json ${i}`);
    for (let i = 0; i < 200; i++) msgs.push(JSON.stringify({ v: 6, t: "act", id: i, action: { type: "roll", seat: "red" } }));
    for (let i = 0; i < 200; i++) msgs.push(JSON.stringify({ v: 6, t: "act", id: i, action: { type: "move", seat: "yellow", ball: 9, figure: "red-tall", to: "s1" } }));
    for (let i = 0; i < 200; i++) msgs.push(JSON.stringify({ v: 1, t: "act", id: i, action: {} }));
    for (let i = 0; i < 100; i++) msgs.push(JSON.stringify({ v: 6, t: "act", id: i, action: { type: "note", seat: "yellow", key: "x".repeat(5000), mark: "y" } }));
    for (let i = 0; i < 200; i++) msgs.push(JSON.stringify({ v: 6, t: "hello", name: 7 }));
    for (let i = 0; i < 200; i++) msgs.push(JSON.stringify({ v: 6, t: "act", id: -1, action: null, extra: true }));
    for (let i = 0; i < 100; i++) msgs.push(JSON.stringify({ v: 6, t: "act", id: i, action: { type: "answer", seat: "green", cards: ["F"] } }));
    const errorsBefore = window.__received.length;
    for (const m of msgs) t.sendRaw(m);
    // Refusals are rate-limited (a flood gets a few answers, never one each), and a connection that
    // keeps flooding is closed.
    await new Promise((r) => setTimeout(r, 3000));
    const replies = window.__received.slice(errorsBefore).map((r) => JSON.parse(r)).filter((r) => r.t === "error" || (r.t === "result" && !r.ok));
    return { sent: msgs.length, refused: replies.length, codes: [...new Set(replies.map((r) => r.error.code))] };
  });
  assert(sent.refused >= 1 && sent.refused <= 20, `the barrage was refused with a few answers, not one each (${JSON.stringify(sent)})`);
  console.log(`      ${sent.sent} hostile messages, ${sent.refused} refusals: ${sent.codes.join(", ")}`);
  const after = await host.evaluate(() => JSON.stringify(window.el.table.current));
  assert(after === before, "the referee's state is exactly as before the barrage");
  // Mallory leaves; the host sees the seat go away and hands it to a bot; the game goes on to the end.
  await bad.browserContext().close();
  // It is shown as reconnecting first, and as gone (with the button) after HEARTBEAT.gone (20 s).
  await until(host, () => /Yellow: link lost, reconnecting/.test(window.el.shadowRoot.querySelector(".netstatus").textContent), undefined, 15_000);
  await until(host, () => [...window.el.shadowRoot.querySelectorAll(".presence button")].length > 0, undefined, 60_000);
  await host.evaluate(() => window.el.shadowRoot.querySelector(".presence button").click());
  await until(host, () => window.el.table.lobby().seats.find((s) => s.seat === "yellow").kind === "bot");
  await host.evaluate(() => (window.autoplay = true));
  await until(host, () => window.over !== null, undefined, 240_000);
  const answers = await host.evaluate(() => window.workerAnswers);
  assert(answers >= 10, `the host's strong bots decided in their worker (${answers} answers)`);
  await closeAll([host]);
});

await test("a guest who opened the invite link names itself and moves to another seat in the lobby; a taken seat is refused; its seat and name outlast a reload; it plays the seat it chose", async () => {
  const { host, tableId } = await table(4, []);
  const seatOf = (page, seat) => page.evaluate((s) => window.el.shadowRoot.querySelector("inkognito-lobby")?.lobby?.seats.find((x) => x.seat === s), seat);
  const sitHere = (page, seat) => page.evaluate((s) => {
    const lobby = window.el.shadowRoot.querySelector("inkognito-lobby");
    const row = [...lobby.shadowRoot.querySelectorAll("li")].find((li) => li.querySelector(".name").textContent.startsWith(s));
    row.querySelector("button").click();
  }, seat);
  // The friend's phone: the invite link, no name given; the seat it lands on is yellow.
  const bea = await open({ "inkognito-table": tableId, seat: "yellow" });
  await until(bea, () => window.el.shadowRoot.querySelector("inkognito-lobby")?.you === "yellow");
  const input = await bea.$("inkognito-game >>> inkognito-lobby >>> input#name");
  assert(input && (await input.evaluate((i) => i.value === "" && i.placeholder === "a player" && i.maxLength === 32)), "an empty name field, the default as placeholder");
  await input.type("Bea");
  await input.press("Enter");
  await until(host, () => window.el.shadowRoot.querySelector("inkognito-lobby").lobby.seats.find((x) => x.seat === "yellow").name === "Bea");
  await sitHere(bea, "Blue");
  await until(host, () => {
    const rows = [...window.el.shadowRoot.querySelector("inkognito-lobby").shadowRoot.querySelectorAll("li .name")].map((n) => n.textContent);
    return rows.some((r) => r.startsWith("Blue · Bea")) && rows.some((r) => r.startsWith("Yellow · open"));
  });
  await until(bea, () => window.el.shadowRoot.querySelector("inkognito-lobby").you === "blue");
  assert((await seatOf(host, "yellow")).kind === "open" && (await seatOf(host, "blue")).connected, "yellow freed, Bea connected on blue");
  // The host renames itself from its lobby (it does not move seats); the guest sees it.
  assert(!(await host.evaluate(() => [...window.el.shadowRoot.querySelector("inkognito-lobby").shadowRoot.querySelectorAll("button")].some((b) => /Sit here|Watch instead/.test(b.textContent)))), "no seat buttons for the host");
  await host.evaluate(() => {
    const input = window.el.shadowRoot.querySelector("inkognito-lobby").shadowRoot.querySelector("input#name");
    input.value = "Ann";
    input.dispatchEvent(new Event("change"));
  });
  await until(bea, () => window.el.shadowRoot.querySelector("inkognito-lobby").lobby.seats.find((x) => x.seat === "red").name === "Ann");
  // A second friend comes to watch, then takes the open yellow seat from the lobby.
  const cy = await open({ "inkognito-table": tableId, seat: "spectator", name: "Cy" });
  await until(cy, () => window.el.shadowRoot.querySelector("inkognito-lobby")?.lobby && window.el.shadowRoot.querySelector("inkognito-lobby").you === "spectator");
  await sitHere(cy, "Yellow");
  await until(host, () => window.el.shadowRoot.querySelector("inkognito-lobby").lobby.seats.find((x) => x.seat === "yellow").name === "Cy");
  await until(cy, () => window.el.shadowRoot.querySelector("inkognito-lobby").you === "yellow");
  // Asking for a taken seat (yellow, or the host's red) is refused and changes nothing.
  const seatsBefore = await host.evaluate(() => JSON.stringify(window.el.table.seating));
  assert(seatsBefore.includes('"yellow"') && seatsBefore.includes('"token"'), "the host's seat records are readable");
  await bea.evaluate(() => window.el.table.sit("yellow", "Bea"));
  await until(bea, () => window.el.table.lastError?.code === "SEAT_TAKEN");
  await cy.evaluate(() => window.el.table.sit("red", "Cy"));
  await until(cy, () => window.el.table.lastError?.code === "SEAT_TAKEN");
  await until(bea, () => /That seat is taken/.test(window.el.shadowRoot.querySelector("inkognito-lobby").shadowRoot.textContent));
  assert((await host.evaluate(() => JSON.stringify(window.el.table.seating))) === seatsBefore, "the host's seats are exactly as before");
  assert((await bea.evaluate(() => window.el.table.viewer)) === "blue" && (await cy.evaluate(() => window.el.table.viewer)) === "yellow", "both guests kept their seats");
  // Bea reloads: its token brings blue back, and its kept name comes with its hello.
  await bea.reload();
  await bea.waitForFunction(() => window.ready === true);
  await until(bea, () => window.el.shadowRoot.querySelector("inkognito-lobby")?.you === "blue" && window.el.table.name === "Bea");
  await until(bea, () => window.el.shadowRoot.querySelector("inkognito-lobby").shadowRoot.querySelector("input#name")?.value === "Bea");
  await until(host, () => {
    const s = window.el.table.lobby().seats;
    return s.find((x) => x.seat === "blue").name === "Bea" && s.find((x) => x.seat === "blue").connected && s.find((x) => x.seat === "yellow").name === "Cy";
  });
  // The start: each guest plays the seat it chose; no seat can be changed any more.
  await start(host);
  await until(bea, () => window.el.view?.viewer === "blue" && window.el.view.you?.seat === "blue" && !window.el.shadowRoot.querySelector("inkognito-lobby"));
  await until(cy, () => window.el.view?.viewer === "yellow");
  await bea.evaluate(() => window.el.table.sit("green", "Bea"));
  await until(bea, () => window.el.table.lastError?.code === "STARTED");
  assert((await host.evaluate(() => window.el.table.lobby().seats.find((x) => x.seat === "green").kind)) === "bot", "the open green seat went to a bot");
  await closeAll([host, bea, cy]);
});

await test("the host chooses how many play and turns the notebook assistant on in the lobby (guests' notebooks follow it): down to 3 moves a guest off blue to an open seat; the count outlasts a host reload; 3 to 5 and back; a 3-player game the guest plays to the end", async () => {
  const { host, pages } = await table(4, ["blue"], { gameId: "count" });
  const guest = pages.blue;
  // The host clicks a count in its lobby (the radio lies over its segment).
  const choose = async (n) => {
    const radio = await host.$(`inkognito-game >>> inkognito-lobby >>> input[type="radio"][value="${n}"]`);
    assert(radio, `the host has a radio for ${n} players`);
    await radio.click();
  };
  const hostShows = (want) => until(host, (w) => {
    const l = window.el.shadowRoot.querySelector("inkognito-lobby");
    const checked = l?.shadowRoot.querySelector('input[name="players"]:checked')?.value;
    return l?.lobby?.players === w.n && checked === String(w.n) && l.lobby.assistant === true && w.seats.every((s) => l.lobby.seats.some((x) => `${x.seat}:${x.kind}:${x.name}:${x.connected}` === s));
  }, want);
  assert(!(await guest.$("inkognito-game >>> inkognito-lobby >>> fieldset")), "a guest has no choice of players");
  // The host turns the notebook assistant on (a table setting, off by default at network tables); the guest's lobby shows it.
  await (await host.$('inkognito-game >>> inkognito-lobby >>> input[name="assistant"][value="on"]')).click();
  await until(guest, () => window.el.shadowRoot.querySelector("inkognito-lobby")?.shadowRoot.querySelector(".assist")?.textContent === "Notebook assistant: on");
  assert(!(await guest.$('inkognito-game >>> inkognito-lobby >>> input[name="assistant"]')), "a guest has no control of the assistant");
  assert(!(await host.evaluate(() => window.el.table.setAssistant("yes"))), "a setting that is not a boolean is refused");
  // 4 → 3: blue goes; the guest on it moves to the first open seat (yellow), its token with it.
  await choose(3);
  await hostShows({ n: 3, seats: ["yellow:human:Guest blue:true", "green:open::false"] });
  await until(guest, () => {
    const l = window.el.shadowRoot.querySelector("inkognito-lobby");
    const rows = [...(l?.shadowRoot.querySelectorAll("li .name") ?? [])].map((n) => n.textContent);
    return l?.you === "yellow" && l.lobby.players === 3 && rows.length === 3 && rows.some((r) => r.startsWith("Yellow · Guest blue (you)"));
  });
  // The host reloads in the lobby: the same table comes back with 3 players, the guest still on yellow.
  await host.reload();
  await host.waitForFunction(() => window.ready === true);
  await hostShows({ n: 3, seats: ["red:host:Host:true", "yellow:human:Guest blue:true", "green:open::false"] });
  // 3 → 5 and back to 3: seats open and go; the guest stays where it is.
  await choose(5);
  await hostShows({ n: 5, seats: ["yellow:human:Guest blue:true", "blue:open::false", "ambassador:open::false"] });
  await until(guest, () => window.el.shadowRoot.querySelector("inkognito-lobby")?.lobby?.players === 5);
  await choose(3);
  await hostShows({ n: 3, seats: ["yellow:human:Guest blue:true", "green:open::false"] });
  await until(guest, () => window.el.shadowRoot.querySelector("inkognito-lobby")?.lobby?.players === 3);
  // The start: a 3-player game; the open green seat is a bot's; the guest plays yellow to the end.
  await start(host);
  assert((await host.evaluate(() => window.el.view.players)) === 3, "the host's game is for 3 players");
  await until(guest, () => window.el.view?.players === 3 && window.el.view.viewer === "yellow" && window.el.view.you?.seat === "yellow");
  // The guest's notebook follows the host's setting (its own page set no assistant attribute): chances in every cell.
  const on = await notebookChances(guest);
  assert(on.cells > 0 && on.chances === on.cells && on.legend, `the host turned the assistant on, yet the guest's notebook shows ${JSON.stringify(on)}`);
  assert(!(await host.evaluate(() => window.el.table.setAssistant(false))) && (await host.evaluate(() => window.el.table.lobby().assistant)), "the setting is fixed once the game started");
  assert((await host.evaluate(() => window.el.table.lobby().seats.find((x) => x.seat === "green").kind)) === "bot", "the open green seat went to a bot");
  await playToEnd([host, guest]);
  await checkSecrecy(guest, "yellow");
  await until(guest, () => /Fair play verified/.test(window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? ""), undefined, 15_000);
  await closeAll([host, guest]);
});

await test("a guest whose seat goes when the host chooses fewer players, with no seat open, watches; after a reload it still watches, with no error; it can sit again when a seat opens", async () => {
  const { host, pages } = await table(4, ["yellow", "green", "blue"]);
  const blue = pages.blue;
  assert(await host.evaluate(() => window.el.table.setPlayers(3)), "the host may go down to 3 players");
  await until(blue, () => window.el.table.viewer === "spectator");
  await until(host, () => window.el.table.lobby().seats.length === 3 && window.el.table.lobby().spectators === 1);
  await blue.reload();
  await blue.waitForFunction(() => window.ready === true);
  await until(blue, () => window.el.table?.lobby() && window.el.table.viewer === "spectator");
  await new Promise((r) => setTimeout(r, 500)); // an error would come with the welcome
  assert((await blue.evaluate(() => window.el.table.lastError)) === null, "no error after the reload");
  await host.evaluate(() => window.el.table.setPlayers(4));
  await until(blue, () => window.el.table.lobby()?.seats.find((s) => s.seat === "blue")?.kind === "open");
  await blue.evaluate(() => window.el.table.sit("blue", "Guest blue"));
  await until(host, () => window.el.table.lobby().seats.find((s) => s.seat === "blue").connected);
  await closeAll([host, ...Object.values(pages)]);
});

await test("a guest's move is answered at once; the other guests hear a moment later, as one update for all that came within it; at once while the host's page is hidden, and when it turns hidden meanwhile; saved if the element goes meanwhile", async () => {
  const { host, pages } = await table(4, ["yellow", "green", "blue"]);
  await start(host);
  const { yellow, green, blue } = pages;
  for (const g of [yellow, green, blue]) await until(g, () => !!window.el.view);
  // The host's short timers (a few ms) are held from here on: their moment comes only when the test lets it.
  await host.evaluate(() => {
    window.held = [];
    const later = window.setTimeout;
    window.setTimeout = (f, ms, ...args) => ((ms ?? 0) <= 5 ? window.held.push(() => f(...args)) : later(f, ms, ...args));
  });
  const emotes = (page) => page.evaluate(() => window.el.view.log.filter((e) => e.type === "emote").map((e) => e.data.seat).join());
  const patches = (page) => page.evaluate(() => window.__received.filter((m) => m.includes('"t":"patch"')).length);
  const emote = (page, seat, mannerism) => page.evaluate(async (seat, mannerism) => {
    const r = await window.el.send({ type: "emote", seat, mannerism });
    return r.ok && window.el.view.log.some((e) => e.type === "emote" && e.data.seat === seat && e.data.mannerism === mannerism);
  }, seat, mannerism);
  const before = await patches(green);
  assert(await emote(yellow, "yellow", "frown"), "yellow's own view has its mannerism when its intent settles");
  assert(await emote(yellow, "yellow", "twitch-right-eye"), "and its second");
  await new Promise((r) => setTimeout(r, 500));
  assert((await emotes(green)) === "" && (await patches(green)) === before, `green heard nothing before the host's moment: ${await emotes(green)}`);
  assert((await host.evaluate(() => window.held.length)) >= 1, "the host waits a moment");
  await host.evaluate(() => window.held.splice(0).forEach((f) => f()));
  await until(green, () => window.el.view.log.filter((e) => e.type === "emote").length === 2, undefined, 5_000);
  await until(blue, () => window.el.view.log.filter((e) => e.type === "emote").length === 2, undefined, 5_000);
  assert((await patches(green)) === before + 1, `both mannerisms came to green in one update (${(await patches(green)) - before})`);
  // Hidden (its timers slowed): the others hear at once.
  await host.evaluate(() => Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" }));
  assert(await emote(green, "green", "frown"), "green's mannerism");
  await until(yellow, () => window.el.view.log.some((e) => e.type === "emote" && e.data.seat === "green"), undefined, 5_000);
  // Visible again, and the moment still to come when the page hides: everyone hears then.
  await host.evaluate(() => Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" }));
  assert(await emote(blue, "blue", "frown"), "blue's mannerism");
  await new Promise((r) => setTimeout(r, 300));
  assert(!(await emotes(yellow)).includes("blue"), "yellow has not heard blue's mannerism before the host's moment");
  await host.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await until(yellow, () => window.el.view.log.some((e) => e.type === "emote" && e.data.seat === "blue"), undefined, 5_000);
  // The host's element removed while the others' updates wait: the move is saved all the same.
  await host.evaluate(() => Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" }));
  assert(await emote(green, "green", "tug-left-earlobe"), "green's second mannerism");
  assert(await host.evaluate(() => !Object.values(localStorage).some((v) => v.includes("tug-left-earlobe"))), "not saved yet");
  await host.evaluate(() => window.el.remove());
  assert(await host.evaluate(() => Object.values(localStorage).some((v) => v.includes("tug-left-earlobe"))), "saved when the element went");
  await closeAll([host, yellow, green, blue]);
});

await test("after a game the host plays again at the same table: its end screen offers it, a guest's and a watcher's say the host deals it and offer nothing; everyone keeps their seat and follows into game 2 (a new deal under a new commitment); a host reload in game 2 resumes it; game 2 plays to its end with fair play and the signed record verified", async () => {
  const { host, pages, tableId } = await table(3, ["yellow"], { gameId: "again" });
  const guest = pages.yellow;
  const watcher = await open({ mode: "join", table: tableId, seat: "spectator", name: "Watcher" });
  await until(watcher, () => window.el.table?.viewer === "spectator" && !!window.el.table.lobby());
  await start(host);
  await until(watcher, () => !!window.el.view);
  const all = [host, guest, watcher];
  for (const p of all) await p.evaluate(() => { window.starts = 0; window.el.addEventListener("inkognito-game-start", () => window.starts++); });
  await playToEnd([host, guest]);
  await until(watcher, () => window.over !== null);
  await until(guest, () => /Fair play verified/.test(window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? ""), undefined, 15_000);
  const game1 = await host.evaluate(() => ({ commit: window.el.table.lobby().commit, record: JSON.stringify(window.el.record()) }));
  // What each page's end screen and turn bar offer once the game is over.
  const offers = (page) => until(page, () => {
    const end = window.el.shadowRoot.querySelector("inkognito-end-screen")?.shadowRoot;
    const bar = window.el.shadowRoot.querySelector("inkognito-turn-bar")?.shadowRoot;
    if (!end?.querySelector(".dialog")) return null;
    const text = (n) => n?.textContent.trim() ?? null;
    return { end: text(end.querySelector("button.next-game")), waiting: text(end.querySelector(".waiting")), bar: text(bar?.querySelector("button.next-game")), guide: text(bar?.querySelector(".hint")) };
  }, undefined, 15_000).then((h) => h.jsonValue());
  const atHost = await offers(host);
  assert(atHost.end === "Play again at this table" && atHost.bar === "Play again at this table" && atHost.waiting === null
    && atHost.guide === "The game is over: see the result again, or play again at this table.", `the host's end screen and turn bar offer the next game here: ${JSON.stringify(atHost)}`);
  for (const [who, page] of [["guest", guest], ["watcher", watcher]]) {
    const o = await offers(page);
    const wait = "Waiting for the host to deal a new game at this table.";
    assert(o.end === null && o.bar === null && o.waiting === wait && o.guide === wait, `the ${who} is told the host deals the next game, with no button that does nothing: ${JSON.stringify(o)}`);
  }
  // The host clicks it.
  for (const p of all) await p.evaluate(() => (window.over = null));
  await (await host.$("inkognito-game >>> inkognito-end-screen >>> button.next-game")).click();
  for (const [page, seat] of [[host, "red"], [guest, "yellow"], [watcher, "spectator"]]) {
    await until(page, (s) => window.el.table.lobby()?.game === 2 && window.el.view?.viewer === s && !window.el.view.result && window.starts === 1
      && !window.el.shadowRoot.querySelector("inkognito-end-screen")?.shadowRoot?.querySelector(".dialog"), seat, 30_000);
  }
  const game2 = await host.evaluate(() => ({ commit: window.el.table.lobby().commit, seats: window.el.table.lobby().seats.map((x) => `${x.seat}:${x.kind}:${x.name}`).join() }));
  assert(game2.commit !== game1.commit, "game 2 is dealt under a new commitment");
  assert(game2.seats === "red:host:Host,yellow:human:Guest yellow,green:bot:", `everyone kept their seat: ${game2.seats}`);
  assert((await guest.evaluate(() => window.el.view.you?.seat)) === "yellow" && (await guest.evaluate(() => window.el.record())) === null, "the guest holds its seat's hand of game 2, and no record of game 1 any more");
  // A host reload in game 2: the same game comes back (its number, its commitment), and play goes on.
  await host.evaluate(() => (window.autoplay = true));
  await guest.evaluate(() => (window.autoplay = true));
  await until(host, () => window.el.view.log.length > 12 || window.over);
  await host.reload();
  await host.waitForFunction(() => window.ready === true);
  await until(host, (c) => window.el.table?.lobby()?.game === 2 && window.el.table.lobby().commit === c && !!window.el.view, game2.commit);
  await playToEnd([host, guest]);
  await until(watcher, () => window.over !== null);
  for (const page of [guest, watcher]) {
    await until(page, () => window.el.table.lobby()?.game === 2 && /Fair play verified/.test(window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? ""), undefined, 15_000);
  }
  const record2 = await host.evaluate(() => JSON.stringify(window.el.record()));
  assert(record2 !== "null" && record2 !== game1.record, "game 2 has a record of its own");
  await until(guest, () => window.el.record()?.signed === 1, undefined, 20_000);
  assert((await guest.evaluate(() => JSON.stringify(window.el.record().record))) === record2, "the guest's signed record is the host's record of game 2");
  await checkSecrecy(guest, "yellow");
  await checkSecrecy(watcher, "spectator");
  await closeAll(all);
});

await test("a guest whose link names a table nobody hosts (yet) is told so and keeps trying; when the host opens that table, it joins", async () => {
  const tableId = `inkognito-${Math.random().toString(36).slice(2, 12)}x`;
  const guest = await open({ mode: "join", table: tableId, seat: "yellow", name: "Early" });
  await until(guest, () => /This table is not open/.test(window.el.shadowRoot.querySelector("inkognito-lobby")?.status ?? ""), undefined, 30_000);
  const host = await open({ mode: "host", players: "3", seat: "red", name: "Late host", table: tableId, "game-id": "late" });
  await until(host, (id) => window.el.table?.tableId === id && window.el.table.lobby().seats.find((s) => s.seat === "yellow").connected, tableId, 60_000);
  await until(guest, () => window.el.table.viewer === "yellow" && !/not open/.test(window.el.shadowRoot.querySelector("inkognito-lobby").status));
  await closeAll([guest, host]);
});

await chromium.close();
servers.close();
finish("net tests");
