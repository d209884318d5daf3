// Serves the project root on 127.0.0.1 (demo/ and dist/) for `npm start`. No dependencies.
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";

const root = resolve(new URL("..", import.meta.url).pathname);
const port = Number(process.env.PORT ?? 8000);
const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml",
  ".map": "application/json; charset=utf-8", ".png": "image/png",
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let path = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!path.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  if (url.pathname === "/") {
    res.writeHead(302, { location: "/demo/" }).end();
    return;
  }
  try {
    if (statSync(path).isDirectory()) path = join(path, "index.html");
    statSync(path);
  } catch {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    return;
  }
  res.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream", "cache-control": "no-cache" });
  createReadStream(path).pipe(res);
});

server.listen(port, "127.0.0.1", () => {
  console.log(`Inkognito demo: http://127.0.0.1:${port}/demo/`);
});

// A local PeerJS signalling server, so demo/table.html can host and join tables with no internet.
const peerPort = Number(process.env.PEER_PORT ?? 9000);
try {
  const { PeerServer } = await import("peer");
  PeerServer({ host: "127.0.0.1", port: peerPort, path: "/peerjs", alive_timeout: 15000 }, () => {
    console.log(`PeerJS server: ws://127.0.0.1:${peerPort}/peerjs (used by /demo/table.html)`);
  });
} catch (e) {
  console.log(`No local PeerJS server (${e.message}); network tables will use the public PeerJS cloud.`);
}
