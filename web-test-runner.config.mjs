// Every test runs in a real Chromium (Debian's /usr/bin/chromium), headless, with no network of its own.
import { esbuildPlugin } from "@web/dev-server-esbuild";
import { defaultReporter } from "@web/test-runner";
import { chromeLauncher } from "@web/test-runner-chrome";
import { a11ySnapshotPlugin } from "@web/test-runner-commands/plugins";

const CHROMIUM_ARGS = [
  "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

/** Prints one closing line CI can read: "tests: N passed, N failed, N skipped". */
function tallyReporter() {
  let passed = 0, failed = 0, skipped = 0;
  const walk = (suite) => {
    for (const t of suite?.tests ?? []) {
      if (t.skipped) skipped++;
      else if (t.passed) passed++;
      else failed++;
    }
    for (const s of suite?.suites ?? []) walk(s);
  };
  return {
    onTestRunFinished({ sessions }) {
      for (const s of sessions) {
        walk(s.testResults);
        // A file that failed to load has no results: count it as a failure.
        if (!s.testResults && !s.passed) failed++;
      }
      const total = passed + failed + skipped;
      console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
      if (total === 0) {
        console.log("tests: no test ran");
        process.exitCode = 1;
      }
    },
  };
}

/**
 * peerjs → webrtc-adapter → sdp, and sdp is CommonJS only: serve it as an ES module with a default
 * export (rollup uses the commonjs plugin for the same file).
 */
function sdpAsModule() {
  return {
    name: "sdp-as-module",
    transform(context) {
      if (!context.path.endsWith("/node_modules/sdp/sdp.js")) return undefined;
      const body = String(context.body);
      return { body: `const module = { exports: {} };\n${body}\nexport default module.exports;\n` };
    },
  };
}

/** The pages under test/csp/ are served with a strict Content-Security-Policy, as a careful site would (test/csp/no-worker/: no workers either). */
function strictCsp(context, next) {
  if (context.path.startsWith("/test/csp/")) {
    // test/csp/no-worker/: a site that forbids workers too.
    const workers = context.path.startsWith("/test/csp/no-worker/") ? "; worker-src 'none'" : "";
    context.set("Content-Security-Policy", `style-src 'self'; script-src 'self'${workers}`);
  }
  return next();
}

/**
 * A slow network for the first paint: a page opened with `?slow-script` gets its scripts 800 ms late
 * (the browser paints the page first, as on a phone's connection), so the layout shift of the
 * element's arrival can be measured.
 */
async function slowScripts(context, next) {
  if (context.path.endsWith(".js") && /[?&]slow-script\b/.test(context.get("referer") ?? "")) await new Promise((r) => setTimeout(r, 800));
  return next();
}

/**
 * The German later texts (`i18n/de/board-later`) held back for one test: `executeServerCommand(
 * "later-texts", "hold")` turns the test page's HTTP cache off (an earlier test file may have loaded
 * the file) and holds every request for them until `"release"` (at most a minute), so the test can
 * tell that the first paint did not wait for them, however slow or busy the run (files run one at a
 * time: `concurrency: 1`).
 */
const laterTexts = { holding: false, held: [], cdp: new Map() };
async function holdLaterTexts(context, next) {
  if (laterTexts.holding && context.path.includes("/i18n/de/board-later.")) {
    await new Promise((r) => {
      laterTexts.held.push(r);
      setTimeout(r, 60_000);
    });
  }
  return next();
}
function laterTextsCommand() {
  return {
    name: "later-texts",
    async executeCommand({ command, payload, session }) {
      if (command !== "later-texts") return undefined;
      if (payload === "hold") {
        const cdp = await session.browser.getPage(session.id).createCDPSession();
        await cdp.send("Network.enable");
        await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
        laterTexts.cdp.set(session.id, cdp);
        laterTexts.holding = true;
      } else {
        laterTexts.holding = false;
        for (const r of laterTexts.held.splice(0)) r();
        const cdp = laterTexts.cdp.get(session.id);
        laterTexts.cdp.delete(session.id);
        await cdp?.detach().catch(() => undefined);
      }
      return true;
    },
  };
}

/** `executeServerCommand("forced-colors", true)`: emulates forced colours (Windows High Contrast) in the test's page. */
function forcedColors() {
  const sessions = new Map();
  return {
    name: "forced-colors",
    async executeCommand({ command, payload, session }) {
      if (command !== "forced-colors") return undefined;
      // One CDP session per test page, kept open: emulation ends when its session detaches.
      if (!sessions.has(session.id)) sessions.set(session.id, await session.browser.getPage(session.id).createCDPSession());
      await sessions.get(session.id).send("Emulation.setEmulatedMedia", { features: [{ name: "forced-colors", value: payload ? "active" : "none" }] });
      return true;
    },
  };
}

export default {
  rootDir: ".",
  files: ["test/**/*.test.ts"],
  nodeResolve: true,
  middleware: [strictCsp, slowScripts, holdLaterTexts],
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 900_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 20_000 } },
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
    }),
  ],
  reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: false }), tallyReporter()],
  plugins: [
    forcedColors(),
    laterTextsCommand(),
    sdpAsModule(),
    // The browser's accessibility tree (accessible names as a screen reader gets them).
    a11ySnapshotPlugin(),
    esbuildPlugin({ ts: true, tsconfig: "./tsconfig.json", target: "es2022" }),
  ],
};
