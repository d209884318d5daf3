import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import puppeteer from "puppeteer-core";
await build({ entryPoints: ["src/bundle.ts"], bundle: true, format: "esm", outfile: "/tmp/i10/prof/b.js", splitting: true, outdir: undefined, logLevel: "error", tsconfig: "tsconfig.json", target: "es2022", sourcemap: false }).catch(async () => {});
await build({ entryPoints: ["src/bundle.ts"], bundle: true, format: "esm", outdir: "/tmp/i10/prof", splitting: true, logLevel: "error", tsconfig: "tsconfig.json", target: "es2022" });
const server = createServer((req, res) => {
  if (req.url.endsWith(".js")) return res.writeHead(200, { "content-type": "text/javascript" }).end(readFileSync("/tmp/i10/prof" + req.url));
  res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><body style="width:1200px"><script type="module" src="/bundle.js"></script>`);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const p = await browser.newPage();
await p.setViewport({ width: 1280, height: 900 });
await p.goto(`http://127.0.0.1:${server.address().port}/`);
await p.waitForFunction(() => customElements.get("inkognito-game"));
const cdp = await p.createCDPSession();
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Profiler.start");
const t = await p.evaluate(async () => {
  const t0 = performance.now();
  const e = document.createElement("inkognito-game"); e.setAttribute("bot-delay", "600000"); e.setAttribute("game-id", "p");
  document.body.append(e);
  while (!e.shadowRoot?.querySelector("inkognito-board")?.shadowRoot?.querySelector("svg")) await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => requestAnimationFrame(r));
  return performance.now() - t0;
});
const { profile } = await cdp.send("Profiler.stop");
console.log("ms", t);
const self = new Map(), byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
// self time per function, and total (inclusive) per function
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const [id, us] of counts) {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur); const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`;
    if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + us); seen.add(k); }
  }
  const n = byId.get(id); const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`;
  self.set(k, (self.get(k) ?? 0) + us);
}
console.log("SELF"); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(1).padStart(8), k);
console.log("INCL"); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((v / 1000).toFixed(1).padStart(8), k);
await browser.close(); server.close();
