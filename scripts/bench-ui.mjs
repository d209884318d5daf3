// UI benchmark, figures only (never asserted):
// - per language (every folder of src/ui/i18n/ with its texts, and English): a solo page's first load
//   in that language (the entry and the language's chunks) and a card table's texts;
// - the JavaScript a solo page loads (the bundle's entry) and what a network table loads on top (the
//   network chunk), as the page really requests them, minified and gzip -9 (GNU gzip's, as
//   `gzip -9 -c file | wc -c`; zlib's level 9 beside it), in bytes and in kB of 1000 B;
// - the time to the first rendered board next to an empty Lit element in the same page (median);
// - the embed page (demo/embed.html) under 4× CPU throttling (a stand-in for a mid-range phone):
//   its longest task and its total blocking time (the part of each task beyond 50 ms, summed);
// - strong bots playing every seat, thinking in their worker or (a page whose CSP forbids workers)
//   in the page: the page's longest task and blocking time while they play.
import { build } from "esbuild";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { spawnSync } from "node:child_process";
import puppeteer from "puppeteer-core";

const root = resolve(new URL("..", import.meta.url).pathname);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}
/** A size in bytes and in kB, where 1 kB = 1000 B (not 1024), as the issue's targets are stated. */
const kB = (n) => `${n} B = ${(n / 1000).toFixed(1)} kB`;
/**
 * Bytes after gzip -9: GNU gzip's (`gzip -9 -c < file | wc -c`; `gzip -9 -c file` adds the file's
 * name to the header, 20-odd bytes), or node's zlib at level 9 where there is no gzip command
 * (zlib's deflate gives about 1% more on our bundle).
 */
const GZIP = spawnSync("gzip", ["--version"]).status === 0 ? "GNU gzip -9" : "zlib level 9";
const gz = (buf) => GZIP === "GNU gzip -9" ? spawnSync("gzip", ["-9", "-c"], { input: buf, maxBuffer: 1 << 26 }).stdout.length : gzipSync(buf, { level: 9 }).length;

export async function benchUi(print) {
  // An empty Lit element, bundled the same way, as the yardstick.
  const dir = mkdtempSync(join(tmpdir(), "inkognito-bench-"));
  const entry = join(dir, "empty.js");
  writeFileSync(entry, `import { LitElement, html } from "lit";
    class EmptyLit extends LitElement { render() { return html\`<p>empty</p>\`; } }
    customElements.define("empty-lit", EmptyLit);`);
  await build({ entryPoints: [entry], bundle: true, minify: true, format: "esm", outfile: join(dir, "empty.bundle.js"), nodePaths: [join(root, "node_modules")], logLevel: "silent" });
  const emptyJs = readFileSync(join(dir, "empty.bundle.js"));
  print("ui: empty Lit element, gzip -9", kB(gz(emptyJs)), `the floor everything else is compared to (sizes: ${GZIP}, 1 kB = 1000 B)`);

  const BUNDLE = "/dist/bundle/inkognito-game.min.js";
  const pages = {
    "/bench.html": `<!doctype html><meta charset="utf-8"><body style="width:1200px">
      <script type="module" src="/empty.js"></script><script type="module" src="${BUNDLE}"></script></body>`,
    "/solo.html": `<!doctype html><meta charset="utf-8"><body>
      <inkognito-game game-id="bench-solo" bot-delay="600000"></inkognito-game><script type="module" src="${BUNDLE}"></script></body>`,
    // The card game, solo against bots (its table and rules are a chunk loaded when game="cards" is shown).
    "/cards.html": `<!doctype html><meta charset="utf-8"><body>
      <inkognito-game game="cards" game-id="bench-cards" bot-delay="600000"></inkognito-game><script type="module" src="${BUNDLE}"></script></body>`,
    // A host whose signalling server is nowhere (a closed port on 127.0.0.1): the lobby shows, offline.
    "/host.html": `<!doctype html><meta charset="utf-8"><body>
      <inkognito-game mode="host" game-id="bench-host" peer-host="127.0.0.1" peer-port="9" peer-secure="false" ice-servers="[]"></inkognito-game>
      <script type="module" src="${BUNDLE}"></script></body>`,
  };
  // Every shipped language (a folder of src/ui/i18n/ with its board.ts): a solo page and a card table whose <html lang> asks for it.
  const languages = ["en", ...readdirSync(join(root, "src/ui/i18n"), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, "src/ui/i18n", d.name, "board.ts"))).map((d) => d.name).sort()];
  for (const lang of languages) {
    pages[`/solo-${lang}.html`] = `<!doctype html><html lang="${lang}"><meta charset="utf-8"><body>
      <inkognito-game game-id="bench-solo-${lang}" bot-delay="600000"></inkognito-game><script type="module" src="${BUNDLE}"></script></body></html>`;
    pages[`/cards-${lang}.html`] = `<!doctype html><html lang="${lang}"><meta charset="utf-8"><body>
      <inkognito-game game="cards" game-id="bench-cards-${lang}" bot-delay="600000"></inkognito-game><script type="module" src="${BUNDLE}"></script></body></html>`;
  }
  // Strong bots on every seat, at the fastest pace: in their worker, and in the page (no workers allowed).
  for (const where of ["worker", "page"]) {
    pages[`/strong-${where}.html`] = `<!doctype html><meta charset="utf-8"><body>
      <inkognito-game game-id="bench-strong-${where}" seed="bench-strong" seat="spectator" bots="strong" bot-speed="fast"></inkognito-game>
      <script type="module" src="${BUNDLE}"></script></body>`;
  }
  const server = createServer((req, res) => {
    const path = new URL(req.url, "http://x").pathname;
    if (path === "/strong-page.html") res.setHeader("content-security-policy", "worker-src 'none'");
    if (pages[path]) return res.writeHead(200, { "content-type": "text/html" }).end(pages[path]);
    if (path === "/empty.js") return res.writeHead(200, { "content-type": "text/javascript" }).end(emptyJs);
    const file = normalize(join(root, path));
    if (!file.startsWith(root) || !existsSync(file)) return res.writeHead(404).end();
    const type = { ".js": "text/javascript", ".html": "text/html", ".json": "application/json" }[extname(file)] ?? "application/octet-stream";
    res.writeHead(200, { "content-type": type }).end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const profile = mkdtempSync(join(tmpdir(), "inkognito-bench-profile-"));
  const browser = await puppeteer.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    userDataDir: profile,
  });
  try {
    const p = await browser.newPage();
    await p.setViewport({ width: 1280, height: 900 });

    // The JavaScript each page loads, as requested (files read from disk, so the figures are exact),
    // each marked `paint` when it was requested before the first frame showing the table (the first paint needs it).
    const scriptsOf = async (path) => {
      const urls = new Set();
      const onResponse = (r) => { if (r.request().resourceType() === "script") urls.add(new URL(r.url()).pathname); };
      p.on("response", onResponse);
      await p.goto(origin + path);
      // The first paint: the first frame whose table shows its board with its spaces (a board game) or
      // is ready (a card table, a lobby); what the page requested after it (the side panel, the parts
      // shown now and then) does not count.
      const before = new Set(await p.evaluate(() => new Promise((resolve) => {
        const shown = () => document.querySelector("inkognito-game")?.shadowRoot?.querySelector("inkognito-board")?.shadowRoot?.querySelector("g.space");
        let ready = false;
        customElements.whenDefined("inkognito-game").then(() => document.querySelector("inkognito-game").ready).then(() => (ready = true));
        const look = () => {
          const board = document.querySelector("inkognito-game")?.getAttribute("game") !== "cards" && !location.pathname.startsWith("/host");
          if (board ? !shown() : !ready) return requestAnimationFrame(look);
          const t = performance.now();
          resolve(performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js") && e.startTime <= t).map((e) => new URL(e.name).pathname));
        };
        requestAnimationFrame(look);
      })));
      await new Promise((r) => setTimeout(r, 300));
      p.off("response", onResponse);
      return [...urls].map((u) => ({ url: u, bytes: readFileSync(join(root, u)), paint: before.has(u) }));
    };
    const solo = await scriptsOf("/solo.html");
    const host = await scriptsOf("/host.html");
    const extra = host.filter((h) => !solo.some((s) => s.url === h.url));
    const sum = (files, f) => files.reduce((n, x) => n + f(x.bytes), 0);
    // First paint: the entry and the chunks requested before the first frame showing the board (the
    // board game's table and rules); what else came within 300 ms after (parts, the bots) is printed apart.
    const paint = solo.filter((f) => f.paint), after = solo.filter((f) => !f.paint);
    print("ui: JavaScript a solo page loads, minified", kB(sum(paint, (b) => b.length)), paint.map((f) => f.url.split("/").pop()).join(", "));
    print("ui: JavaScript a solo page loads, gzip -9", kB(sum(paint, gz)), `${paint.map((f) => `${f.url.split("/").pop()} ${kB(gz(f.bytes))}`).join(", ")}; ` + `target ≤ 55 kB = 55000 B (${GZIP}, 1 kB = 1000 B); zlib level 9: ${kB(sum(paint, (b) => gzipSync(b, { level: 9 }).length))}`);
    print("ui: then within 300 ms of the first paint, gzip -9", kB(sum(after, gz)), after.map((f) => f.url.split("/").pop()).join(", ") || "nothing (a human has the first turn)");
    const cards = (await scriptsOf("/cards.html")).filter((f) => f.paint);
    print("ui: a solo card table's first load, gzip -9", kB(sum(cards, gz)), `target ≤ 55 kB = 55000 B; ${cards.map((f) => `${f.url.split("/").pop()} ${kB(gz(f.bytes))}`).join(", ")}`);
    print("ui: the card game's own chunks, gzip -9", kB(sum(cards.filter((f) => !solo.some((s) => s.url === f.url)), gz)), "what game=\"cards\" adds to the entry");
    // Per language: the entry and that language's texts (chunks beside the bundle, loaded before the first paint in it).
    const isText = (f) => /inkognito-(i18n-|en-later)/.test(f.url);
    for (const lang of languages) {
      const page = (await scriptsOf(`/solo-${lang}.html`)).filter((f) => f.url === BUNDLE || isText(f));
      // Before ready: the entry and the texts of the first paint; within 300 ms after: the later texts
      // (en-later and the language's board-later), which come with the first part loaded on demand.
      // (By file: whether `ready` comes before a text file is requested depends on timing.)
      const isLater = (f) => /inkognito-(en-later|i18n-[a-z-]+-board-later)-/.test(f.url);
      const first = page.filter((f) => !isLater(f)), later = page.filter(isLater);
      const files = (list) => list.map((f) => `${f.url.split("/").pop()} ${kB(gz(f.bytes))}`).join(", ");
      print(`ui: solo first load in ${lang}, gzip -9`, kB(sum(first, gz)), files(first));
      print(`ui: then its later texts in ${lang}, gzip -9`, kB(sum(later, gz)), files(later) || "none");
      const table = (await scriptsOf(`/cards-${lang}.html`)).filter((f) => isText(f));
      print(`ui: a card table's texts in ${lang}, gzip -9`, kB(sum(table, gz)), table.map((f) => `${f.url.split("/").pop()} ${kB(gz(f.bytes))}`).join(", ") || "in the card table's chunk (English)");
    }
    print("ui: a network table loads on top, minified", kB(sum(extra, (b) => b.length)), extra.map((f) => f.url.split("/").pop()).join(", "));
    print("ui: a network table loads on top, gzip -9", kB(sum(extra, gz)));

    // Each measurement in a freshly loaded page, alternating the two, so neither pays for the other.
    const measure = (tag) => p.evaluate(async (tag) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
      const until = async (test) => { while (!test()) await new Promise((r) => setTimeout(r, 0)); };
      await frame();
      localStorage.clear();
      const t0 = performance.now();
      const e = document.createElement(tag);
      if (tag === "inkognito-game") { e.setAttribute("bot-delay", "600000"); e.setAttribute("game-id", "bench"); }
      document.body.append(e);
      await until(() => tag === "empty-lit" ? e.shadowRoot?.querySelector("p")
        : e.shadowRoot?.querySelector("inkognito-board")?.shadowRoot?.querySelector("svg g.space"));
      await frame();
      return performance.now() - t0;
    }, tag);
    const runs = { empty: [], board: [] };
    for (let i = 0; i < 15; i++) {
      for (const [key, tag] of [["empty", "empty-lit"], ["board", "inkognito-game"]]) {
        await p.goto(`${origin}/bench.html`);
        await p.waitForFunction(() => customElements.get("inkognito-game") && customElements.get("empty-lit"));
        runs[key].push(await measure(tag));
      }
    }
    const e = median(runs.empty), b = median(runs.board);
    print("ui: empty Lit element to first frame, median of 15 (ms)", e.toFixed(1));
    print("ui: <inkognito-game> to first rendered board, median of 15 (ms)", b.toFixed(1), `${(b / e).toFixed(1)}× the empty Lit element (target ≤ 3×)`);

    // A pointer moving over the board: each space it enters redraws the board's SVG (its hover ring).
    // The raster threads' time and the CPU of the page's renderer and of the GPU process (which
    // composites here, in software), per hover; the static drawing is a layer of its own, rastered once.
    {
      await p.goto(`${origin}/solo.html`);
      await p.evaluate(() => customElements.whenDefined("inkognito-game").then(() => document.querySelector("inkognito-game").ready));
      await new Promise((r) => setTimeout(r, 1500));
      const box = await p.evaluate(() => {
        const svg = document.querySelector("inkognito-game").shadowRoot.querySelector("inkognito-board").shadowRoot.querySelector("svg[part=board]");
        return [...svg.querySelectorAll(".space .disc")].slice(0, 30).map((d) => { const r = d.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; });
      });
      const procCpu = () => {
        const out = { renderer: 0, gpu: 0 };
        if (!existsSync("/proc")) return out;
        for (const pid of readdirSync("/proc").filter((x) => /^\d+$/.test(x))) {
          try {
            const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
            if (!cmd.includes(profile)) continue;
            const type = cmd.includes("--type=renderer") ? "renderer" : cmd.includes("--type=gpu-process") ? "gpu" : null;
            if (!type) continue;
            const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
            out[type] += (Number(f[11]) + Number(f[12])) * 10; // clock ticks of 10 ms
          } catch { /* gone */ }
        }
        return out;
      };
      await p.tracing.start({ categories: ["disabled-by-default-devtools.timeline", "cc"] });
      const c0 = procCpu();
      for (const [x, y] of box) {
        await p.mouse.move(x, y);
        await new Promise((r) => setTimeout(r, 100));
      }
      const c1 = procCpu();
      const trace = JSON.parse(Buffer.from(await p.tracing.stop()).toString());
      const raster = trace.traceEvents.filter((e) => e.name === "RasterTask" && e.ph === "X").reduce((n, e) => n + e.dur, 0) / 1000;
      const n = box.length;
      print(`ui: a pointer entering a space of the board: raster a hover, ${n} hovers (ms)`, (raster / n).toFixed(1),
        `CPU a hover: the page's renderer ${((c1.renderer - c0.renderer) / n).toFixed(1)} ms, the GPU process ${((c1.gpu - c0.gpu) / n).toFixed(1)} ms` +
        " (1280 px, software raster and compositing; with the static drawing in the board's SVG under a CSS drop-shadow, 2026-12-01: raster 10.4 ms, renderer 36 ms, GPU process 96 ms)");
    }

    // The embed page on a throttled CPU: long tasks from navigation until 2 s after the table is ready.
    const phone = await browser.newPage();
    await phone.setViewport({ width: 412, height: 860, isMobile: true, deviceScaleFactor: 2 });
    const cdp = await phone.createCDPSession();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await phone.evaluateOnNewDocument(() => {
      window.__long = [];
      new PerformanceObserver((l) => { for (const t of l.getEntries()) window.__long.push(t.duration); }).observe({ type: "longtask", buffered: true });
    });
    const longest = [], tbt = [];
    for (let i = 0; i < 5; i++) {
      await phone.goto(`${origin}/demo/embed.html`);
      await phone.evaluate(() => { localStorage.clear(); });
      await phone.reload();
      await phone.evaluate(() => customElements.whenDefined("inkognito-game").then(() => document.querySelector("inkognito-game").ready));
      await new Promise((r) => setTimeout(r, 2000));
      const tasks = await phone.evaluate(() => window.__long);
      longest.push(Math.max(0, ...tasks));
      tbt.push(tasks.reduce((n, d) => n + Math.max(0, d - 50), 0));
    }
    print("ui: embed page, 4× CPU throttling: longest task, median of 5 (ms)", median(longest).toFixed(0));
    print("ui: embed page, 4× CPU throttling: total blocking time, median of 5 (ms)", median(tbt).toFixed(0), "target < 200");

    // Strong bots thinking: the page's long tasks over 6 s of play, in the worker and in the page, alternating.
    const watch = await browser.newPage();
    await watch.evaluateOnNewDocument(() => {
      window.__long = [];
      new PerformanceObserver((l) => { for (const t of l.getEntries()) window.__long.push(t.duration); }).observe({ type: "longtask", buffered: true });
    });
    const strong = { worker: { longest: [], tbt: [], actions: [] }, page: { longest: [], tbt: [], actions: [] } };
    for (let i = 0; i < 3; i++) {
      for (const where of ["worker", "page"]) {
        await watch.goto(`${origin}/strong-${where}.html`);
        await watch.evaluate(() => { localStorage.clear(); });
        await watch.reload();
        await watch.evaluate(() => customElements.whenDefined("inkognito-game").then(() => document.querySelector("inkognito-game").ready));
        const from = await watch.evaluate(() => { window.__long = []; return document.querySelector("inkognito-game").view.log.length; });
        await new Promise((r) => setTimeout(r, 6000));
        const { tasks, log } = await watch.evaluate(() => ({ tasks: window.__long, log: document.querySelector("inkognito-game").view.log.length }));
        strong[where].longest.push(Math.max(0, ...tasks));
        strong[where].tbt.push(tasks.reduce((n, d) => n + Math.max(0, d - 50), 0));
        strong[where].actions.push(log - from);
      }
    }
    for (const where of ["worker", "page"]) {
      const f = strong[where];
      print(`ui: strong bots thinking in the ${where}: longest task over 6 s, median of 3 (ms)`, median(f.longest).toFixed(0),
        `blocking time ${median(f.tbt).toFixed(0)} ms; ${median(f.actions)} log entries played`);
    }

    // Bots' pace at the default speed: bots play every seat; a turn lasts from one inkognito-turn to the next.
    await p.goto(origin + "/bench.html");
    await p.waitForFunction(() => customElements.get("inkognito-game"));
    const turns = await p.evaluate(() => new Promise((resolve) => {
      localStorage.clear();
      const e = document.createElement("inkognito-game");
      e.setAttribute("seat", "spectator");
      e.setAttribute("seed", "bench-bots");
      e.setAttribute("game-id", "bench-bots");
      const at = [];
      e.addEventListener("inkognito-turn", () => {
        at.push(performance.now());
        if (at.length === 13) resolve(at.slice(1).map((t, i) => t - at[i]));
      });
      e.addEventListener("inkognito-game-over", () => resolve(at.slice(1).map((t, i) => t - at[i])));
      document.body.append(e);
    }));
    const turn = median(turns);
    print("ui: a bot's turn at bot-speed normal, median of 12 (s)", (turn / 1000).toFixed(2));
    print("ui: a round of three bots at bot-speed normal (s)", ((3 * turn) / 1000).toFixed(2), "3 × the median bot turn");
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

// `node scripts/bench-ui.mjs` runs the UI figures alone (after a build).
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchUi((name, value, note = "") => console.log(`${name.padEnd(72)} ${String(value).padStart(12)}  ${note}`));
}
