// Lighthouse (performance only) on demo/embed.html as `npm start` serves it (scripts/serve.mjs:
// compressed, cached), mobile and desktop presets, Debian's Chromium through chrome-launcher. Runs
// inside a loopback-only network namespace (scripts/net-harness.mjs), so nothing is fetched from
// anywhere but 127.0.0.1. Prints the score and FCP, LCP, TBT, CLS and Speed Index; asserts nothing.
// `node scripts/bench-lighthouse.mjs` after a build (npm run bench runs it).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { enterLoopbackNamespace } from "./net-harness.mjs";
import { serve } from "./serve.mjs";

enterLoopbackNamespace(new URL(import.meta.url).pathname);

const { default: lighthouse } = await import("lighthouse");
const { launch } = await import("chrome-launcher");

function print(name, value, note = "") {
  console.log(`${name.padEnd(72)} ${String(value).padStart(12)}  ${note}`);
}

const server = await serve(0);
const url = `http://127.0.0.1:${server.address().port}/demo/embed.html`;
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
try {
  for (const preset of ["mobile", "desktop"]) {
    const results = [];
    for (let r = 0; r < runs; r++) {
      const profile = mkdtempSync(join(tmpdir(), "inkognito-lh-"));
      const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: FLAGS, userDataDir: profile });
      try {
        const settings = preset === "desktop"
          ? { formFactor: "desktop", screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
            throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } }
          : {};
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
          { extends: "lighthouse:default", settings: { ...settings, onlyCategories: ["performance"] } });
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        const a = (id) => lhr.audits[id].numericValue;
        results.push({ score: lhr.categories.performance.score * 100, fcp: a("first-contentful-paint"), lcp: a("largest-contentful-paint"),
          tbt: a("total-blocking-time"), cls: a("cumulative-layout-shift"), si: a("speed-index"), index: lhr.environment.benchmarkIndex });
      } finally {
        await chrome.kill();
        rmSync(profile, { recursive: true, force: true });
      }
    }
    // The median run by score (Lighthouse's own advice for noisy machines), with the range.
    results.sort((x, y) => x.score - y.score);
    const m = results[results.length >> 1];
    print(`lighthouse: demo/embed.html, ${preset}: performance score (median of ${runs})`, m.score.toFixed(0),
      `range ${results[0].score.toFixed(0)}–${results[results.length - 1].score.toFixed(0)}; target ≥ 95; machine's benchmark index ${m.index.toFixed(0)}`);
    print(`lighthouse: ${preset}: FCP / LCP / Speed Index (ms)`, `${m.fcp.toFixed(0)} / ${m.lcp.toFixed(0)} / ${m.si.toFixed(0)}`);
    print(`lighthouse: ${preset}: total blocking time (ms), cumulative layout shift`, `${m.tbt.toFixed(0)}, ${m.cls.toFixed(3)}`);
  }
} finally {
  server.close();
}
