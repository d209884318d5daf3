// Benchmark, figures only (never asserted): the JavaScript an app built from the npm package loads
// for a solo table's first paint, beside the script tag's. The app (scripts/consumer-app.mjs) is
// built by rollup from the packed package installed in a temp dir; both pages are loaded in
// Chromium (3 times each, in fresh browser contexts; the median is printed) and the scripts each
// requests before its first frame showing the board with its spaces are summed, minified and gzip -9.
// Run by `npm run bench` (after the build), or alone: `node scripts/bench-package.mjs`.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { join, normalize } from "node:path";
import { spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import puppeteer from "puppeteer-core";
import { buildConsumerApp } from "./consumer-app.mjs";
import { packedConsumer, root } from "./packed-consumer.mjs";

const kB = (n) => `${n} B = ${(n / 1000).toFixed(1)} kB`;
const GZIP = spawnSync("gzip", ["--version"]).status === 0 ? "GNU gzip -9" : "zlib level 9";
const gz = (buf) => GZIP === "GNU gzip -9" ? spawnSync("gzip", ["-9", "-c"], { input: buf, maxBuffer: 1 << 26 }).stdout.length : gzipSync(buf, { level: 9 }).length;

export async function benchPackage(print) {
  const { dir, project } = packedConsumer();
  try {
    const app = await buildConsumerApp(project);
    const tagPage = `<!doctype html><meta charset="utf-8"><body>
      <inkognito-game game-id="bench-tag" bot-delay="600000"></inkognito-game><script type="module" src="/dist/bundle/inkognito-game.min.js"></script></body>`;
    const server = createServer((req, res) => {
      const path = new URL(req.url, "http://x").pathname;
      if (path === "/tag.html") return res.writeHead(200, { "content-type": "text/html" }).end(tagPage);
      const base = path.startsWith("/app/") ? app.out : root;
      const file = normalize(join(base, path.replace(/^\/app\//, "/")));
      if (!file.startsWith(base) || !existsSync(file)) return res.writeHead(404).end();
      const type = file.endsWith(".js") ? "text/javascript" : file.endsWith(".html") ? "text/html" : "application/octet-stream";
      res.writeHead(200, { "content-type": type }).end(readFileSync(file));
    });
    await new Promise((r) => server.listen(0, "127.0.0.1", r));
    const origin = `http://127.0.0.1:${server.address().port}`;
    const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
    try {
      // One load in a fresh browser context (no cache, no save from the load before).
      const loadOnce = async (path, dirOf) => {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        try {
          return await firstLoadIn(page, path, dirOf);
        } finally {
          await context.close();
        }
      };
      // The median of 3 loads: the parts loaded after the first paint (the side panel, the menu) are
      // requested a frame after the table's render, and on a busy machine the frame with the spaces
      // can come after that request; the files of each load are printed with the median's.
      const firstLoad = async (path, dirOf) => {
        const runs = [];
        for (let i = 0; i < 3; i++) runs.push(await loadOnce(path, dirOf));
        runs.sort((a, b) => a.gz - b.gz);
        return { ...runs[1], range: `${(runs[0].gz / 1000).toFixed(1)}–${(runs[2].gz / 1000).toFixed(1)} kB` };
      };
      const firstLoadIn = async (page, path, dirOf) => {
        const files = new Set();
        // This page's own scripts (a response to the page before, still on its way, is not one of them).
        const prefix = path.startsWith("/app/") ? "/app/" : "/dist/";
        const onResponse = (r) => {
          const file = new URL(r.url()).pathname;
          if (r.request().resourceType() === "script" && file.startsWith(prefix)) files.add(file);
        };
        page.on("response", onResponse);
        await page.goto(origin + path);
        // Up to the first paint: the first frame that shows the board with its spaces (as scripts/bench-ui.mjs counts).
        const requested = new Set(await page.evaluate(() => new Promise((resolve) => {
          const look = () => {
            if (!document.querySelector("inkognito-game")?.shadowRoot?.querySelector("inkognito-board")?.shadowRoot?.querySelector("g.space")) return requestAnimationFrame(look);
            const t = performance.now();
            resolve(performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js") && e.startTime <= t).map((e) => new URL(e.name).pathname));
          };
          requestAnimationFrame(look);
        })));
        await page.evaluate(() => document.querySelector("inkognito-game").ready);
        page.off("response", onResponse);
        for (const f of files) if (!requested.has(f)) files.delete(f);
        const bytes = [...files].map((f) => readFileSync(dirOf(f)));
        return { files: [...files].map((f) => f.split("/").pop()), min: bytes.reduce((n, b) => n + b.length, 0), gz: bytes.reduce((n, b) => n + gz(b), 0) };
      };
      const tag = await firstLoad("/tag.html", (f) => join(root, f));
      const npm = await firstLoad("/app/index.html", (f) => join(app.out, f.replace(/^\/app\//, "")));
      print("package: script tag, a solo table's first load, gzip -9 (median of 3)", kB(tag.gz), `${tag.range}; ${tag.files.join(", ")}`);
      print("package: npm app (rollup), a solo table's first load, gzip -9 (median of 3)", kB(npm.gz), `${npm.range}; ${npm.files.join(", ")}; ${npm.gz - tag.gz >= 0 ? "+" : ""}${npm.gz - tag.gz} B beside the script tag (target ≤ +5000 B)`);
      print("package: npm app's first load holds packages", app.packagesAtFirstLoad.length, app.packagesAtFirstLoad.join(", "));
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPackage((name, value, note = "") => console.log(`${name.padEnd(72)} ${String(value).padStart(12)}  ${note}`));
}
