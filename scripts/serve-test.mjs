// Real HTTP requests against scripts/serve.mjs on 127.0.0.1 (after a build: it serves dist/):
// brotli or gzip as Accept-Encoding asks, the bytes decompress to the file, a year of immutable
// caching for hashed chunks and revalidation (ETag → 304) for the rest, the right Content-Type,
// Vary: Accept-Encoding, the favicon, and nothing outside the project.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve } from "./serve.mjs";

const root = new URL("..", import.meta.url).pathname;
const server = await serve(0);
const { port } = server.address();

/** One raw GET (no decompression by the client): status, headers, body bytes. */
function get(path, headers = {}) {
  return new Promise((ok, fail) => {
    const req = request({ host: "127.0.0.1", port, path, headers }, (res) => {
      const parts = [];
      res.on("data", (d) => parts.push(d));
      res.on("end", () => ok({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on("error", fail);
    req.end();
  });
}
const decode = (r) => r.headers["content-encoding"] === "br" ? brotliDecompressSync(r.body)
  : r.headers["content-encoding"] === "gzip" ? gunzipSync(r.body) : r.body;

let checks = 0;
async function check(name, fn) {
  try {
    await fn();
    checks++;
  } catch (e) {
    server.close();
    console.error(`serve-test: ${name}: ${e.message}`);
    process.exit(1);
  }
}

const entry = "/dist/bundle/inkognito-game.min.js";
const entryBytes = readFileSync(`${root}${entry}`);
const chunk = readdirSync(`${root}dist/bundle`).find((f) => /^inkognito-network-.+\.min\.js$/.test(f));
assert.ok(chunk, "build first: no network chunk in dist/bundle");

await check("brotli when the browser accepts it", async () => {
  const r = await get(entry, { "accept-encoding": "gzip, deflate, br, zstd" });
  assert.equal(r.status, 200);
  assert.equal(r.headers["content-encoding"], "br");
  assert.ok(decode(r).equals(entryBytes), "brotli body decodes to the file");
  assert.ok(r.body.length < entryBytes.length / 2, `compressed ${r.body.length} of ${entryBytes.length}`);
  assert.equal(Number(r.headers["content-length"]), r.body.length);
  assert.equal(r.headers["content-type"], "text/javascript; charset=utf-8");
  assert.equal(r.headers.vary, "Accept-Encoding");
  assert.equal(r.headers["cache-control"], "no-cache", "the entry keeps its name: revalidated");
});
await check("gzip when brotli is not accepted (or refused with q=0)", async () => {
  for (const accept of ["gzip", "br;q=0, gzip;q=0.8", "deflate, gzip"]) {
    const r = await get(entry, { "accept-encoding": accept });
    assert.equal(r.headers["content-encoding"], "gzip", accept);
    assert.ok(decode(r).equals(entryBytes));
    assert.equal(r.headers.vary, "Accept-Encoding");
  }
});
await check("the file as it is without Accept-Encoding", async () => {
  const r = await get(entry);
  assert.equal(r.headers["content-encoding"], undefined);
  assert.ok(r.body.equals(entryBytes));
});
await check("hashed chunks are cached for a year, immutable", async () => {
  const r = await get(`/dist/bundle/${chunk}`, { "accept-encoding": "br" });
  assert.equal(r.status, 200);
  assert.equal(r.headers["cache-control"], "public, max-age=31536000, immutable");
  assert.ok(decode(r).equals(readFileSync(`${root}dist/bundle/${chunk}`)));
  const worker = await get("/dist/bundle/inkognito-bot-worker.min.js");
  assert.equal(worker.headers["cache-control"], "no-cache", "the worker keeps its name");
});
await check("pages are revalidated: ETag, then 304", async () => {
  const r = await get("/demo/embed.html", { "accept-encoding": "gzip" });
  assert.equal(r.status, 200);
  assert.equal(r.headers["content-type"], "text/html; charset=utf-8");
  assert.equal(r.headers["cache-control"], "no-cache");
  assert.ok(r.headers.etag);
  const again = await get("/demo/embed.html", { "accept-encoding": "gzip", "if-none-match": r.headers.etag });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  const changed = await get("/demo/embed.html", { "accept-encoding": "gzip", "if-none-match": '"other"' });
  assert.equal(changed.status, 200);
});
await check("a favicon: the SVG mask icon", async () => {
  for (const path of ["/favicon.ico", "/favicon.svg", "/demo/favicon.svg"]) {
    const r = await get(path, { "accept-encoding": "gzip" });
    assert.equal(r.status, 200, path);
    assert.equal(r.headers["content-type"], "image/svg+xml", path);
    assert.match(decode(r).toString(), /^<svg [^>]*viewBox/, path);
  }
  for (const page of ["index", "hotseat", "embed", "scenario", "table"]) {
    assert.match(readFileSync(`${root}demo/${page}.html`, "utf8"), /<link rel="icon" href="favicon.svg" type="image\/svg\+xml">/, page);
  }
});
await check("types, and images sent as they are", async () => {
  const json = await get("/custom-elements.json", { "accept-encoding": "gzip" });
  assert.equal(json.headers["content-type"], "application/json; charset=utf-8");
  const png = readdirSync(`${root}docs`).find((f) => f.endsWith(".png"));
  if (png) {
    const r = await get(`/docs/${png}`, { "accept-encoding": "br, gzip" });
    assert.equal(r.headers["content-type"], "image/png");
    assert.equal(r.headers["content-encoding"], undefined);
  }
});
await check("nothing outside the project, no methods but GET and HEAD", async () => {
  for (const path of ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/demo/%2e%2e%2f%2e%2e%2fetc/passwd"]) {
    const r = await get(path);
    assert.ok([400, 403, 404].includes(r.status), `${path}: ${r.status}`);
  }
  assert.equal((await get("/nope.js")).status, 404);
  const post = await new Promise((ok) => request({ host: "127.0.0.1", port, path: "/demo/", method: "POST" }, ok).end());
  assert.equal(post.statusCode, 405);
});

server.close();
console.log(`serve-test: ${checks} checks passed (port ${port})`);
