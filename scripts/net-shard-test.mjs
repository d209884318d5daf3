// Signalling that scales on existing servers (issue 22): sharding by table, with real parts only —
// two PeerServer processes on 127.0.0.1, separate Chromium pages, real WebRTC, inside a
// loopback-only network namespace. Pages list both servers (`peer-servers`); each host registers
// its table on the one its id's hash picks and names it in the invite link; guests follow the link
// and join tables on both servers. Links naming a server in an unsafe form, or one the page does
// not list, are refused with a message. Prints "net shard: N passed, N failed".
import { spawn } from "node:child_process";
import { enterLoopbackNamespace, launchBrowser, openTablePage, startServers, testRunner } from "./net-harness.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);
const servers = await startServers();
const chromium = await launchBrowser();
const browser = chromium.browser;
const { test, assert, finish } = testRunner();
const open = (params) => openTablePage(browser, servers, params);
const until = (page, fn, arg, timeout = 60_000) => page.waitForFunction(fn, { timeout, polling: 50 }, arg);

/** A PeerServer in a process of its own on 127.0.0.1 (discovery on, so the test can see who is registered). */
async function peerServerProcess() {
  const code = `import("peer").then(({ PeerServer }) => PeerServer({ host: "127.0.0.1", port: 0, path: "/peerjs", allow_discovery: true, alive_timeout: 20000 }, (s) => console.log("PORT " + s.address().port)))`;
  const proc = spawn(process.execPath, ["-e", code], { cwd: new URL("..", import.meta.url).pathname, stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise((resolve, reject) => {
    let out = "";
    proc.stdout.on("data", (d) => { out += d; const m = /PORT (\d+)/.exec(out); if (m) resolve(Number(m[1])); });
    proc.on("exit", () => reject(new Error("the PeerServer process exited")));
  });
  return {
    port, pid: proc.pid, address: `http://127.0.0.1:${port}/peerjs`,
    peers: async () => (await fetch(`http://127.0.0.1:${port}/peerjs/peerjs/peers`)).json(),
    close: () => proc.kill(),
  };
}

const a = await peerServerProcess(), b = await peerServerProcess();
const list = `${a.address} ${b.address}`;
console.log(`net shard tests (loopback-only namespace, PeerServer processes ${a.pid} on :${a.port} and ${b.pid} on :${b.port}):`);

await test("tables spread over two PeerServer processes by their ids' hash; each invite link names its table's server; guests follow it and play on both", async () => {
  const hosts = [];
  // Hosts until both servers hold a table (each table's server is its id's hash: about half each).
  for (let i = 0; i < 10 && !(hosts.some((h) => h.on === a.port) && hosts.some((h) => h.on === b.port)); i++) {
    // The page's own peer-port points at a third server: only peer-servers may decide.
    const host = await open({ mode: "host", players: "3", seat: "red", name: "Host", "game-id": `s${i}${Math.random()}`, "peer-servers": list });
    await until(host, () => window.el.shadowRoot?.querySelector("inkognito-lobby")?.invite && window.el.table.status === "open");
    const invite = new URL(await host.evaluate(() => window.el.shadowRoot.querySelector("inkognito-lobby").invite));
    const tableId = invite.searchParams.get("inkognito-table");
    const named = invite.searchParams.get("inkognito-peer");
    const onA = (await a.peers()).includes(tableId), onB = (await b.peers()).includes(tableId);
    assert(onA !== onB, `table ${tableId} is registered on exactly one server (a: ${onA}, b: ${onB})`);
    const on = onA ? a.port : b.port;
    assert(named === (onA ? a.address : b.address), `the invite link names the table's server: ${named}`);
    hosts.push({ host, invite, tableId, on });
  }
  const onA = hosts.filter((h) => h.on === a.port).length, onB = hosts.filter((h) => h.on === b.port).length;
  console.log(`      ${hosts.length} tables: ${onA} on server a, ${onB} on server b`);
  assert(onA > 0 && onB > 0, "tables on both servers");
  // A guest from each invite link (a page that lists the same servers), one table on each server.
  const picked = [hosts.find((h) => h.on === a.port), hosts.find((h) => h.on === b.port)];
  const guests = [];
  for (const h of picked) {
    const q = Object.fromEntries(h.invite.searchParams);
    const g = await open({ mode: "join", ...q, seat: "yellow", name: "Guest", "peer-servers": list });
    await until(h.host, () => window.el.table.lobby().seats.find((x) => x.seat === "yellow")?.connected);
    await h.host.evaluate(() => window.el.table.start());
    await until(g, () => window.el.view?.viewer === "yellow" && window.el.view.you?.seat === "yellow");
    guests.push(g);
  }
  // And a guest whose page lists no servers follows the link's server too.
  const h = picked[1];
  const bare = await open({ mode: "join", ...Object.fromEntries(h.invite.searchParams), seat: "spectator", name: "Watcher" });
  await until(bare, () => window.el.table?.lobby?.()?.started === true);
  const errors = [...hosts.map((x) => x.host), ...guests, bare].flatMap((p) => p.errors);
  assert(errors.length === 0, `uncaught errors: ${errors.slice(0, 3).join(" | ")}`);
  for (const p of [...hosts.map((x) => x.host), ...guests, bare]) await p.browserContext().close();
});

await test("an invite link naming a signalling server in an unsafe form, or one the page does not list, is refused with a message (no connection to it)", async () => {
  const tableId = "inkognito-abcdefghijklmno";
  const bad = ["javascript:alert(1)", "data:text/html,x", "http://evil.example/peerjs", "https://user:pw@peer.example.org/peerjs", "https://peer.example.org/peerjs?x=1", "ftp://127.0.0.1/peerjs", `https://peer.example.org/peerjs`];
  for (const server of bad) {
    const asked = [];
    const g = await open({ mode: "join", "inkognito-table": tableId, "inkognito-peer": server, name: "G", "peer-servers": list });
    g.on("request", (r) => asked.push(r.url()));
    await until(g, () => /signalling server this page does not use/.test(window.el.shadowRoot.textContent), undefined, 10_000)
      .catch(async () => assert(false, `${server}: said "${(await g.evaluate(() => window.el.shadowRoot.textContent)).slice(0, 200)}"`));
    assert(!asked.some((u) => u.includes("evil") || u.includes("example")), `${server}: nothing was fetched from it`);
    assert(g.errors.length === 0, `${server}: uncaught ${g.errors[0]}`);
    await g.browserContext().close();
  }
});

a.close();
b.close();
await chromium.close();
servers.close();
finish("net shard");
