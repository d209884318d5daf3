import { createServer } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { join, normalize, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import puppeteer from "puppeteer-core";
const root = resolve(".");
const B = "/dist/bundle/inkognito-game.min.js";
const pages = {
  "/solo.html": `<inkognito-game game-id="a" bot-delay="600000"></inkognito-game>`,
  "/solo-play.html": `<inkognito-game game-id="b" seat="spectator" bot-delay="5"></inkognito-game>`,
  "/strong.html": `<inkognito-game game-id="c" bots="strong" bot-delay="600000"></inkognito-game>`,
  "/tutorial.html": `<inkognito-game game-id="d" scenario="tutorial"></inkognito-game>`,
};
const server = createServer((req, res) => {
  const path = new URL(req.url, "http://x").pathname;
  if (pages[path]) return res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><meta charset="utf-8"><body>${pages[path]}<script type="module" src="${B}"></script></body>`);
  const file = normalize(join(root, path));
  if (!file.startsWith(root) || !existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { "content-type": file.endsWith(".js") ? "text/javascript" : "application/octet-stream" }).end(readFileSync(file));
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const path of Object.keys(pages)) {
  const p = await browser.newPage();
  const seen = [];
  p.on("request", (r) => { if (r.resourceType() === "script") seen.push({ url: new URL(r.url()).pathname, at: "" }); });
  p.on("console", (m) => m.type() === "error" && console.log("  console:", m.text()));
  await p.goto(origin + path);
  await p.evaluate(() => customElements.whenDefined("inkognito-game").then(() => document.querySelector("inkognito-game").ready));
  const atReady = seen.length;
  await new Promise((r) => setTimeout(r, path === "/solo-play.html" ? 8000 : 1500));
  const kb = (u) => (gzipSync(readFileSync(join(root, u)), { level: 9 }).length / 1024).toFixed(1);
  console.log(path, "at ready:", seen.slice(0, atReady).map((s) => `${s.url.split("/").pop()} ${kb(s.url)}`).join(", "));
  console.log("   later:", seen.slice(atReady).map((s) => `${s.url.split("/").pop()} ${kb(s.url)}`).join(", ") || "none");
  await p.close();
}
await browser.close(); server.close();
