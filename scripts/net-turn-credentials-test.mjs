// The self-hosting recipe, checked end to end with real parts only (issue 22): a PeerServer, a real
// coturn with time-limited credentials (use-auth-secret / static-auth-secret: username =
// expiry:user, credential = base64(HMAC-SHA1(secret, username))), and a tiny endpoint on the page's
// origin that mints them — the element fetches it when a table opens (`turn-credentials-url`), so
// no TURN password sits in the page. Relay-only guests connect through coturn and play; expired
// credentials are refused with a clear message; an endpoint answering something else is refused.
// Inside a loopback-only network namespace. Prints "net turn credentials: N passed, N failed".
import { createHmac } from "node:crypto";
import { enterLoopbackNamespace, launchBrowser, openTablePage, startServers, startTurn, testRunner } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const SECRET = "a-long-random-secret-the-page-never-sees";
const TURN_PORT = 3483;
let minted = 0;
/** The site's endpoint: fresh credentials valid for `ttl` seconds (a negative ttl: already expired). */
function mint(req, res) {
  const q = new URL(req.url, "http://x").searchParams;
  if (q.get("bad")) return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify([{ urls: "javascript:alert(1)" }]));
  const ttl = q.get("expired") ? -3600 : 12 * 3600;
  const username = `${Math.floor(Date.now() / 1000) + ttl}:guest${++minted}`;
  const credential = createHmac("sha1", SECRET).update(username).digest("base64");
  res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify([{ urls: `turn:127.0.0.1:${TURN_PORT}?transport=udp`, username, credential }]));
}
const servers = await startServers({ routes: { "/turn-credentials": mint } });
const turn = await startTurn(TURN_PORT, { secret: SECRET });
const chromium = await launchBrowser();
const browser = chromium.browser;
const { test, assert, finish } = testRunner();
const open = (params) => openTablePage(browser, servers, params);
const until = (page, fn, arg, timeout = 60_000) => page.waitForFunction(fn, { timeout, polling: 50 }, arg);
const statusOf = (page) => page.evaluate(() => window.el.shadowRoot.querySelector(".netstatus")?.textContent ?? window.el.shadowRoot.querySelector("inkognito-lobby")?.status ?? "");

console.log(`net turn credentials tests (loopback-only namespace, coturn with use-auth-secret on 127.0.0.1:${TURN_PORT}):`);

await test("relay-only guests get time-limited credentials from the site's endpoint when the table opens, connect through coturn and play; the page holds no TURN password", async () => {
  const host = await open({ mode: "host", players: "3", seat: "red", name: "Host", "game-id": `t${Math.random()}`, "turn-credentials-url": "/turn-credentials" });
  await until(host, () => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite);
  const tableId = await host.evaluate(() => new URL(window.el.shadowRoot.querySelector("inkognito-lobby").invite).searchParams.get("inkognito-table"));
  const guests = [];
  for (const seat of ["yellow", "green"]) {
    const g = await open({ mode: "join", table: tableId, seat, name: seat, "ice-transport-policy": "relay", "turn-credentials-url": "/turn-credentials" });
    await until(host, (s) => window.el.table.lobby().seats.find((x) => x.seat === s)?.connected, seat, 60_000);
    guests.push(g);
  }
  await host.evaluate(() => window.el.table.start());
  for (const g of [host, ...guests]) await g.evaluate(() => (window.autoplay = true));
  for (const g of guests) await until(g, () => (window.el.view?.log.length ?? 0) > 30, undefined, 120_000);
  const kinds = [];
  for (const g of guests) {
    kinds.push(await g.evaluate(async () => {
      const pc = window.el.table.conn.peerConnection;
      const stats = [...(await pc.getStats()).values()];
      const pair = stats.find((s) => s.type === "candidate-pair" && s.nominated && s.state === "succeeded");
      return stats.find((s) => s.id === pair?.localCandidateId)?.candidateType;
    }));
    const markup = await g.evaluate(() => [...window.el.attributes].map((a) => `${a.name}=${a.value}`).join(" ") + document.documentElement.outerHTML + location.href);
    assert(!/:guest\d|"credential"|username/.test(markup), "no TURN credential in the page's markup or address");
  }
  console.log(`      ${minted} credentials minted; guests' links: ${kinds.join(", ")}`);
  assert(kinds.every((k) => k === "relay"), `every guest relays through coturn: ${kinds}`);
  const errors = [host, ...guests].flatMap((p) => p.errors);
  assert(errors.length === 0, `uncaught errors: ${errors.slice(0, 3).join(" | ")}`);
  for (const p of [host, ...guests]) await p.browserContext().close();
});

await test("expired credentials are refused by coturn and the guest says the TURN relay refused them; an endpoint answering something other than RTCIceServer objects is refused and said", async () => {
  const host = await open({ mode: "host", players: "3", seat: "red", name: "Host", "game-id": `x${Math.random()}` });
  await until(host, () => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite);
  const tableId = await host.evaluate(() => new URL(window.el.shadowRoot.querySelector("inkognito-lobby").invite).searchParams.get("inkognito-table"));
  const expired = await open({ mode: "join", table: tableId, seat: "yellow", name: "late", "ice-transport-policy": "relay", "turn-credentials-url": "/turn-credentials?expired=1" });
  const bad = await open({ mode: "join", table: tableId, seat: "green", name: "bad", "ice-transport-policy": "relay", "turn-credentials-url": "/turn-credentials?bad=1" });
  const said = await until(expired, () => /TURN relay refused/.test(window.el.shadowRoot.querySelector("inkognito-lobby")?.status ?? ""), undefined, 40_000).then(() => true, () => false);
  assert(said, `the expired guest says the TURN relay refused its credentials: "${await statusOf(expired)}"`);
  const badSaid = await until(bad, () => /Could not get the TURN relay's credentials from this site:/.test(window.el.shadowRoot.querySelector("inkognito-lobby")?.status ?? "")
    && /not a list of RTCIceServer objects/.test(window.el.table?.ice?.problem ?? ""), undefined, 20_000).then(() => true, () => false);
  assert(badSaid, `the bad endpoint is refused (its reason in the table and the console, not on screen): "${await statusOf(bad)}"`);
  const seats = await host.evaluate(() => window.el.table.lobby().seats.filter((s) => s.connected && s.seat !== "red").length);
  assert(seats === 0, "neither guest reached the host");
  const errors = [host, expired, bad].flatMap((p) => p.errors);
  assert(errors.length === 0, `uncaught errors: ${errors.slice(0, 3).join(" | ")}`);
  for (const p of [host, expired, bad]) await p.browserContext().close();
});

turn.close();
await chromium.close();
servers.close();
finish("net turn credentials");
