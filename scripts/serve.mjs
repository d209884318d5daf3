// Serves the project root on 127.0.0.1 (demo/ and dist/) for `npm start`. No dependencies.
// Compressed as the browser asks (brotli, else gzip; Vary: Accept-Encoding), cached as a static host
// should: the bundle's hashed chunks (`inkognito-*-[hash].min.js`) never change under their name, so
// they are cached for a year, immutable; everything else is revalidated on every use (ETag → 304).
// `/favicon.ico` and `/favicon.svg`: the mask icon in demo/favicon.svg.
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { basename, extname, join, normalize, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = resolve(new URL("..", import.meta.url).pathname);
const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml",
  ".map": "application/json; charset=utf-8", ".png": "image/png", ".md": "text/markdown; charset=utf-8",
};
/** Worth compressing (images in PNG already are). */
const TEXT = new Set([".html", ".js", ".mjs", ".json", ".css", ".svg", ".map", ".md"]);
/** A chunk named by its content's hash (rollup's `[name]-[hash]`): the entry and the worker keep a fixed name. */
export const HASHED = /^inkognito-.+-[A-Za-z0-9_-]{8}\.min\.js(\.map)?$/;
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** Picks the encoding from an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses). */
export function encodingFor(header = "") {
  const accepted = new Map();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return ok("br") ? "br" : ok("gzip") ? "gzip" : null;
}

/** Compressed bodies by path, size and time: a file is compressed once until it changes. */
const cache = new Map();
function body(path, stat, encoding) {
  const key = `${path}|${encoding}`;
  const hit = cache.get(key);
  if (hit && hit.mtime === stat.mtimeMs && hit.size === stat.size) return hit;
  const raw = readFileSync(path);
  const data = encoding === "br"
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : encoding === "gzip" ? gzipSync(raw, { level: 9 }) : raw;
  const etag = `"${createHash("sha1").update(raw).digest("base64url").slice(0, 20)}${encoding ? `-${encoding}` : ""}"`;
  const entry = { data, etag, mtime: stat.mtimeMs, size: stat.size };
  if (cache.size > 500) cache.clear();
  cache.set(key, entry);
  return entry;
}

export function handler(req, res) {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD" }).end();
    return;
  }
  if (url.pathname === "/") {
    res.writeHead(302, { location: "/demo/" }).end();
    return;
  }
  const pathname = url.pathname === "/favicon.ico" || url.pathname === "/favicon.svg" ? "/demo/favicon.svg" : url.pathname;
  let path;
  try {
    path = normalize(join(root, decodeURIComponent(pathname)));
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (!path.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  let stat;
  try {
    stat = statSync(path);
    if (stat.isDirectory()) stat = statSync((path = join(path, "index.html")));
  } catch {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": REVALIDATE }).end("not found");
    return;
  }
  const ext = extname(path);
  const encoding = TEXT.has(ext) ? encodingFor(req.headers["accept-encoding"]) : null;
  const { data, etag } = body(path, stat, encoding);
  const headers = {
    "content-type": TYPES[ext] ?? "application/octet-stream",
    "cache-control": HASHED.test(basename(path)) ? IMMUTABLE : REVALIDATE,
    etag,
    "x-content-type-options": "nosniff",
  };
  if (TEXT.has(ext)) headers.vary = "Accept-Encoding";
  if (encoding) headers["content-encoding"] = encoding;
  const tags = String(req.headers["if-none-match"] ?? "").split(",").map((t) => t.trim().replace(/^W\//, ""));
  if (tags.includes(etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  headers["content-length"] = data.length;
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : data);
}

/** Starts the file server on 127.0.0.1 (port 0: a free one); resolves with the server once listening. */
export function serve(port) {
  const server = createServer(handler);
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => ok(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const port = Number(process.env.PORT ?? 8000);
  await serve(port);
  console.log(`Inkognito demo: http://127.0.0.1:${port}/demo/`);

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
}
