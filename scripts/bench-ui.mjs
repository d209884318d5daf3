// UI benchmark: bundle size (min and gzip -9), and time to first rendered board compared with an
// empty Lit element in the same page (median of repeated runs). Figures only, never asserted.
import { build } from "esbuild";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import puppeteer from "puppeteer-core";

const root = resolve(new URL("..", import.meta.url).pathname);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

export async function benchUi(print) {
  const bundlePath = join(root, "dist/inkognito-game.bundle.min.js");
  const bundle = readFileSync(bundlePath);
  print("ui: bundle size, minified (kB)", (statSync(bundlePath).size / 1024).toFixed(1), "dist/inkognito-game.bundle.min.js");
  print("ui: bundle size, gzip -9 (kB)", (gzipSync(bundle, { level: 9 }).length / 1024).toFixed(1));

  // An empty Lit element, bundled the same way, as the yardstick.
  const dir = mkdtempSync(join(tmpdir(), "inkognito-bench-"));
  const entry = join(dir, "empty.js");
  writeFileSync(entry, `import { LitElement, html } from "lit";
    class EmptyLit extends LitElement { render() { return html\`<p>empty</p>\`; } }
    customElements.define("empty-lit", EmptyLit);`);
  await build({ entryPoints: [entry], bundle: true, minify: true, format: "esm", outfile: join(dir, "empty.bundle.js"), nodePaths: [join(root, "node_modules")], logLevel: "silent" });
  const emptyJs = readFileSync(join(dir, "empty.bundle.js"));
  print("ui: empty Lit element, gzip -9 (kB)", (gzipSync(emptyJs, { level: 9 }).length / 1024).toFixed(1), "the floor everything else is compared to");

  const page = `<!doctype html><meta charset="utf-8"><body style="width:1200px">
    <script type="module" src="/empty.js"></script><script type="module" src="/bundle.js"></script></body>`;
  const server = createServer((req, res) => {
    const body = req.url === "/bundle.js" ? bundle : req.url === "/empty.js" ? emptyJs : page;
    res.writeHead(200, { "content-type": req.url.endsWith(".js") ? "text/javascript" : "text/html" }).end(body);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${server.address().port}/`;
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
        : e.shadowRoot?.querySelector("inkognito-board")?.shadowRoot?.querySelector("svg"));
      await frame();
      return performance.now() - t0;
    }, tag);
    const runs = { empty: [], board: [] };
    for (let i = 0; i < 15; i++) {
      for (const [key, tag] of [["empty", "empty-lit"], ["board", "inkognito-game"]]) {
        await p.goto(url);
        await p.waitForFunction(() => customElements.get("inkognito-game") && customElements.get("empty-lit"));
        runs[key].push(await measure(tag));
      }
    }
    const e = median(runs.empty), b = median(runs.board);
    print("ui: empty Lit element to first frame, median of 15 (ms)", e.toFixed(1));
    print("ui: <inkognito-game> to first rendered board, median of 15 (ms)", b.toFixed(1), `${(b / e).toFixed(1)}× the empty Lit element`);

    // Bots' pace at the default speed: bots play every seat; a turn lasts from one inkognito-turn to the next.
    await p.goto(url);
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
