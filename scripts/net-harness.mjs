// Shared by the network tests and the network benchmark: a loopback-only network namespace, a
// static file server and a PeerJS server on 127.0.0.1, and Debian's Chromium with the flags that
// let WebRTC use loopback candidates.
import { spawnSync } from "node:child_process";
import { createReadStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
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

export async function startServers() {
  const { PeerServer } = await import("peer");
  const files = createServer((req, res) => {
    const path = normalize(join(root, decodeURIComponent(new URL(req.url, "http://x").pathname)));
    if (!path.startsWith(root)) return res.writeHead(403).end();
    try {
      statSync(path);
    } catch {
      return res.writeHead(404).end();
    }
    res.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" });
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

export async function launchBrowser() {
  const { default: puppeteer } = await import("puppeteer-core");
  const profile = mkdtempSync(join(tmpdir(), "inkognito-net-"));
  const browser = await puppeteer.launch({
    executablePath: "/usr/bin/chromium", userDataDir: profile, protocolTimeout: 120_000,
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--allow-loopback-in-peer-connection", "--use-fake-ui-for-media-stream",
      "--disable-renderer-backgrounding", "--disable-background-timer-throttling", "--disable-backgrounding-occluded-windows"],
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
