// Shared by the network tests and the network benchmark: a loopback-only network namespace, a
// static file server and a PeerJS server on 127.0.0.1, and Debian's Chromium with the flags that
// let WebRTC use loopback candidates.
import { spawn, spawnSync } from "node:child_process";
import { createSocket } from "node:dgram";
import { createReadStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { createConnection, createServer as createTcpServer } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";

/** Re-runs the calling script inside a new network namespace with only loopback up; returns in the child. */
export function enterLoopbackNamespace(scriptPath) {
  if (process.env.INKOGNITO_NETNS) return;
  const inner = `ip link set lo up && exec "${process.execPath}" "${scriptPath}"`;
  const env = { ...process.env, INKOGNITO_NETNS: "1" };
  const args = process.getuid?.() === 0 ? ["-n", "sh", "-c", inner] : ["-rn", "sh", "-c", inner];
  const r = spawnSync("unshare", args, { stdio: "inherit", env });
  if (r.error) console.error(`cannot enter a network namespace (${r.error.message})`);
  process.exit(r.status ?? 1);
}

const root = resolve(new URL("..", import.meta.url).pathname);
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".json": "application/json" };

export async function startServers({ routes = {} } = {}) {
  const { PeerServer } = await import("peer");
  const files = createServer((req, res) => {
    // A test's own endpoints on the page's origin (e.g. one minting TURN credentials).
    const route = routes[new URL(req.url, "http://x").pathname];
    if (route) return route(req, res);
    const path = normalize(join(root, decodeURIComponent(new URL(req.url, "http://x").pathname)));
    if (!path.startsWith(root)) return res.writeHead(403).end();
    try {
      statSync(path);
    } catch {
      return res.writeHead(404).end();
    }
    // Cross-origin isolated, as a strict site would serve it (and performance.now() gets its fine resolution).
    res.writeHead(200, {
      "content-type": TYPES[extname(path)] ?? "application/octet-stream",
      "cross-origin-opener-policy": "same-origin", "cross-origin-embedder-policy": "require-corp",
    });
    createReadStream(path).pipe(res);
  });
  await new Promise((r) => files.listen(0, "127.0.0.1", r));
  // PeerJS clients send a heartbeat every 5 s: an alive timeout close to that drops busy peers from
  // the server (seen as guests that never reach the host on a loaded 2-core machine).
  const peerServer = await new Promise((r) => {
    PeerServer({ host: "127.0.0.1", port: 0, path: "/peerjs", alive_timeout: 20000, expire_timeout: 4000 }, (srv) => r(srv));
  });
  return {
    peerPort: peerServer.address().port,
    page: `http://127.0.0.1:${files.address().port}/test/net/pages/table.html`,
    close() {
      files.close();
      peerServer.close();
    },
  };
}

/**
 * Launches Chromium. Puppeteer talks to it over a pipe, not a loopback socket, so a test may cut
 * every packet on loopback (a dropped link) and still drive the pages.
 */
export async function launchBrowser() {
  const { default: puppeteer } = await import("puppeteer-core");
  const profile = mkdtempSync(join(tmpdir(), "inkognito-net-"));
  const browser = await puppeteer.launch({
    executablePath: "/usr/bin/chromium", userDataDir: profile, protocolTimeout: 120_000, pipe: true,
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--allow-loopback-in-peer-connection", "--use-fake-ui-for-media-stream",
      "--disable-renderer-backgrounding", "--disable-background-timer-throttling", "--disable-backgrounding-occluded-windows",
      // V8's flags for a diagnosis (e.g. BENCH_JS_FLAGS="--no-opt --no-maglev": no optimized code).
      ...(process.env.BENCH_JS_FLAGS ? [`--js-flags=${process.env.BENCH_JS_FLAGS}`] : [])],
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A real TURN server (Debian's coturn) on 127.0.0.1:`port`, long-term credentials u/p, realm
 * "inkognito" — or, given `secret`, time-limited credentials of coturn's REST API scheme
 * (`use-auth-secret`, `static-auth-secret`). Only inside the loopback-only namespace. Resolves
 * once it answers on its port.
 */
export async function startTurn(port, { secret } = {}) {
  const auth = secret ? ["--use-auth-secret", `--static-auth-secret=${secret}`] : ["--lt-cred-mech", "--user=u:p"];
  const proc = spawn("turnserver", ["-n", "--listening-ip=127.0.0.1", "--relay-ip=127.0.0.1", `--listening-port=${port}`,
    "--min-port=49152", "--max-port=49999", ...auth, "--realm=inkognito", "--no-tls", "--no-dtls",
    "--allow-loopback-peers", "--no-cli", "--no-tcp-relay", "--log-file=stdout", "--simple-log"], { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  proc.stdout.on("data", (d) => (log += d));
  proc.stderr.on("data", (d) => (log += d));
  for (let i = 0; i < 100 && !/Total (UDP|General) servers|listener opened on/i.test(log); i++) await new Promise((r) => setTimeout(r, 50));
  if (proc.exitCode !== null) throw new Error(`turnserver exited: ${log.slice(-400)}`);
  return {
    url: `turn:127.0.0.1:${port}?transport=udp`,
    iceServers: (p = port) => JSON.stringify([{ urls: `turn:127.0.0.1:${p}?transport=udp`, username: "u", credential: "p" }]),
    log: () => log,
    close: () => proc.kill(),
  };
}

/**
 * A UDP proxy on 127.0.0.1 in front of `target` (the TURN server's port) that delays every datagram,
 * each way, by `delay` ± `jitter` ms (uniform; datagrams may overtake each other, as on real
 * networks). With relay-only ICE every byte of a client passes the TURN port, so this is the latency
 * of its whole path. `netem` is not available on these machines; this is its stand-in.
 */
export async function startDelayProxy(target, { delay = 60, jitter = 15 } = {}) {
  const front = createSocket("udp4");
  const clients = new Map();
  let closed = false;
  const later = (fn) => setTimeout(() => closed || fn(), Math.max(0, delay + (Math.random() * 2 - 1) * jitter));
  front.on("message", (msg, from) => {
    const key = `${from.address}:${from.port}`;
    let back = clients.get(key);
    if (!back) {
      back = createSocket("udp4");
      back.bind(0, "127.0.0.1");
      back.on("message", (reply) => later(() => front.send(reply, from.port, from.address)));
      clients.set(key, back);
    }
    later(() => back.send(msg, target, "127.0.0.1"));
  });
  await new Promise((r) => front.bind(0, "127.0.0.1", r));
  return {
    port: front.address().port,
    close() {
      closed = true;
      front.close();
      for (const b of clients.values()) b.close();
    },
  };
}

/**
 * A TCP proxy on 127.0.0.1 in front of `target` (the PeerJS server's port) that holds every chunk,
 * each way, for `delay` ms before passing it on, in order: a slow signalling path (a distant or
 * overloaded server, a link with seconds of latency) for the pages that use its port. Every HTTP
 * request and WebSocket frame of those pages takes `delay` longer each way.
 */
export async function startTcpDelayProxy(target, { delay = 4000 } = {}) {
  const sockets = new Set();
  let closed = false;
  const pipe = (from, to) => {
    from.on("data", (chunk) => setTimeout(() => closed || to.destroyed || to.write(chunk), delay));
    from.on("end", () => setTimeout(() => to.destroyed || to.end(), delay));
    from.on("error", () => to.destroy());
  };
  const server = createTcpServer((front) => {
    const back = createConnection({ host: "127.0.0.1", port: target });
    for (const s of [front, back]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
    }
    pipe(front, back);
    pipe(back, front);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: server.address().port,
    close() {
      closed = true;
      server.close();
      for (const s of sockets) s.destroy();
    },
  };
}

/** Runs iptables inside the namespace (loss with the statistic match, or a total drop); throws on failure. */
export function iptables(...args) {
  const r = spawnSync("iptables", ["-w", ...args], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`iptables ${args.join(" ")}: ${r.stderr || r.error?.message}`);
}

/**
 * The network suites' test runner: `test(name, fn)` runs one test (no retries; `ONLY=text` runs
 * the tests whose name contains it), `assert(cond, message)`, and `finish(label)` prints
 * "<label>: N passed, N failed" and exits non-zero on a failure. `after` runs after every test.
 */
export function testRunner({ after } = {}) {
  let passed = 0, failed = 0;
  return {
    async test(name, fn) {
      if (process.env.ONLY && !name.includes(process.env.ONLY)) return;
      const t0 = Date.now();
      try {
        await fn();
        passed++;
        console.log(`  ✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      } catch (e) {
        failed++;
        console.log(`  ✗ ${name}\n      ${e?.stack ?? e}`);
      } finally {
        after?.();
      }
    },
    assert(cond, message) {
      if (!cond) throw new Error(message);
    },
    finish(label) {
      console.log(`\n${label}: ${passed} passed, ${failed} failed`);
      process.exit(failed ? 1 : 0);
    },
  };
}

/**
 * Opens the test page (test/net/pages/table.html) in a fresh browser context, or in `ctx`, with
 * `params` in its address (bots act at once unless `bot-delay` says otherwise) and waits until it
 * is ready. An uncaught error in the page is printed and kept in `page.errors`: the tests fail on it.
 */
export async function openTablePage(browser, servers, params, ctx = null) {
  ctx ??= await browser.createBrowserContext();
  const page = await ctx.newPage();
  page.errors = [];
  page.on("pageerror", (e) => {
    page.errors.push(e.message);
    console.log(`    [page ${params.seat ?? params.mode}] ${e.message}`);
  });
  const q = new URLSearchParams({ port: String(servers.peerPort), "bot-delay": "0", ...params });
  await page.goto(`${servers.page}?${q}`);
  await page.waitForFunction(() => window.ready === true);
  return page;
}

/**
 * A guest's views rebuilt independently from the raw messages its page received (full views and
 * patches, packed rows and their runs unpacked as the protocol defines them), so a test can check
 * every view a guest ever held. Returns the last view and, per view or patch, the view then and the
 * log entries that message brought. `assert(cond, message)` is the test's.
 */
export function rebuildViews(msgs, seat, assert) {
  const steps = [];
  let v = null;
  for (const raw of msgs) {
    const m = JSON.parse(raw);
    if (m.t !== "view" && m.t !== "patch") continue;
    if (m.t === "view") v = m.view;
    else {
      assert(v, `${seat}: a patch before any view`);
      const set = { ...m.set };
      for (const k of m.packed ?? []) {
        const { k: lists, c: shared, r: rows } = set[k];
        // A run ([-1 - list, ...shared values, [last values]]) is a row per last value.
        const plain = rows.flatMap(([i, ...vals]) => (i >= 0 ? [[i, ...vals]] : vals.at(-1).map((last) => [-1 - i, ...vals.slice(0, -1), last])));
        set[k] = plain.map(([i, ...vals]) => Object.fromEntries(lists[i].map((key) => [key, key in shared[i] ? shared[i][key] : vals.shift()])));
      }
      for (const [k, some] of Object.entries(m.sub ?? {})) set[k] = { ...v[k], ...some };
      v = { ...v, ...set, log: [...v.log, ...m.log] };
    }
    steps.push({ v, log: m.t === "view" ? v.log : m.log });
  }
  return { v, steps };
}
