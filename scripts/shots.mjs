// Screenshots of the demo pages at phone and desktop sizes, for looking at the table with our
// own eyes: `node scripts/shots.mjs [outdir]` (after `npm run build`). Serves on 127.0.0.1 only.
import { mkdirSync, rmSync, mkdtempSync } from "node:fs";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";

const out = process.argv[2] ?? "/tmp/inkognito-shots";
mkdirSync(out, { recursive: true });
const port = 8123;
const server = spawn(process.execPath, ["scripts/serve.mjs"], { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
await new Promise((r) => setTimeout(r, 600));
const profile = mkdtempSync(join(tmpdir(), "ink-shots-"));
const browser = await puppeteer.launch({
  executablePath: "/usr/bin/chromium", userDataDir: profile,
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const pages = (process.env.PAGES ?? "index,hotseat,embed,scenario").split(",");
const sizes = [["phone", 360, 740], ["desktop", 1280, 860]];
try {
  for (const name of pages) {
    for (const [label, width, height] of sizes) {
      const page = await browser.newPage();
      await page.setViewport({ width, height, deviceScaleFactor: 1 });
      await page.goto(`http://127.0.0.1:${port}/demo/${name === "index" ? "" : `${name}.html`}`, { waitUntil: "load" });
      await new Promise((r) => setTimeout(r, Number(process.env.WAIT ?? 1500)));
      if (process.env.STEPS) await page.evaluate(process.env.STEPS);
      await new Promise((r) => setTimeout(r, 300));
      await page.screenshot({ path: join(out, `${name}-${label}.png`), fullPage: true });
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`screenshots in ${out}`);
