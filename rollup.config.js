// Two builds:
// - npm (dist/): one file per module of src/ (preserveModules), so an app's bundler sees the
//   element's dynamic imports (the network code, the parts shown now and then, the bots) and splits
//   there, and keeps one copy of each module: the engine (dist/engine/index.js →
//   dist/games/board/index.js), the card game's rules (dist/cards/index.js → dist/games/cards/index.js), the element (dist/inkognito-game.js → dist/index.js), its
//   registering entry (dist/register.js) and the network tables (dist/net-api.js, `inkognito-game/net`).
//   lit, @lit/context, peerjs, valibot and the QR encoder stay external (the app's bundler resolves them).
// - script tag (dist/bundle/): inkognito-game.min.js registers the element; the network code
//   (host and guest tables, PeerJS, the lobby and its QR encoder) is a chunk beside it, loaded by a
//   relative import() (resolved from the entry's own URL), so a solo page never downloads it; so are
//   the scenario mode, the easy and strong bots and the parts a game shows only now and then
//   (src/ui/parts-on-demand.ts). The UI imports engine modules, not the engine's barrel, so what
//   only a chunk uses stays out of the entry.
// - the bots' worker (dist/bot-worker.js, dist/bundle/inkognito-bot-worker.min.js): one
//   self-contained classic worker script each, where the strong bot thinks off the main thread.
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";
import esbuild from "rollup-plugin-esbuild";

const ts = () => esbuild({ target: "es2022", tsconfig: "./tsconfig.json" });
const quiet = (warning, warn) => {
  // msgpack inside peerjs uses top-level `this`: harmless.
  if (warning.code === "THIS_IS_UNDEFINED") return;
  warn(warning);
};

/**
 * PeerJS imports webrtc-adapter (with sdp) only to read `browserDetails` (browser name and
 * version) for its informational `util.supports.browser`; the shims it installs are for browsers
 * older than the evergreen ones we support. This stands in for it with the same detection.
 */
function withoutWebrtcAdapter() {
  const id = "\0webrtc-adapter-lite";
  return {
    name: "without-webrtc-adapter",
    resolveId: (source) => (source === "webrtc-adapter" ? id : null),
    load: (source) => source !== id ? null : `
      const ua = typeof navigator === "undefined" ? "" : navigator.userAgent || "";
      const brand = typeof navigator !== "undefined" && navigator.userAgentData?.brands?.find((b) => b.brand === "Chromium");
      const num = (re) => Number((ua.match(re) || [])[1]) || null;
      const browserDetails = brand ? { browser: "chrome", version: Number(brand.version) }
        : /Firefox\\//.test(ua) ? { browser: "firefox", version: num(/Firefox\\/(\\d+)/) }
        : /Chrom(e|ium)\\//.test(ua) ? { browser: "chrome", version: num(/Chrom(?:e|ium)\\/(\\d+)/) }
        : /AppleWebKit\\//.test(ua) ? { browser: "safari", version: num(/AppleWebKit\\/(\\d+)/) }
        : { browser: "Not a supported browser.", version: null };
      export default { browserDetails };`,
  };
}

/**
 * The templates of both builds, smaller (terser, ours or an app's, leaves template literals alone). In every
 * css`…` template of src/, comments go and runs of white space shrink to one space (none around
 * braces and semicolons, none after a declaration's colon); in every html`…` and svg`…` template a
 * run of white space holding a line break (the indentation of the source) becomes one line break,
 * which the HTML parser reads as the same white space (no template has a <pre> or <textarea>).
 * Only the static parts change: interpolations are left as they are, and the templates nested in
 * them are squeezed in turn. The npm build keeps every line break (`keepLines`), so its source maps
 * still find each line.
 */
export function minifyTemplates({ keepLines = false } = {}) {
  // keepLines (the npm build, whose source maps point into src/): every line break stays, so each
  // line of a module keeps its number; only indentation, comments' text and spaces go.
  const lines = (m) => "\n".repeat(m.split("\n").length - 1);
  const space = (m) => (keepLines && m.includes("\n") ? lines(m) : " ");
  const squeezeCss = (text) => text.replace(/\/\*[\s\S]*?\*\//g, keepLines ? lines : "").replace(/\s+/g, space).replace(/ ?([{};]) ?/g, "$1").replace(/([{;][\w-]+): /g, "$1:");
  const squeezeMarkup = (text) => text.replace(/[ \t]*\n\s*/g, keepLines ? lines : "\n");
  // From just after an opening backtick: the index of its closing backtick; the static parts' [start, end) go to `ranges`.
  const scan = (code, i, ranges) => {
    let start = i;
    while (i < code.length) {
      const c = code[i];
      if (c === "\\") { i += 2; continue; }
      if (c === "`") { ranges.push([start, i]); return i; }
      if (c === "$" && code[i + 1] === "{") {
        ranges.push([start, i]);
        let depth = 1, j = i + 2;
        while (j < code.length && depth > 0) {
          const d = code[j];
          if (d === "`") { j = scan(code, j + 1, []) + 1; continue; }
          if (d === "{") depth++;
          if (d === "}") depth--;
          j++;
        }
        i = start = j;
        continue;
      }
      i++;
    }
    throw new Error("unterminated template literal");
  };
  return {
    name: "minify-templates",
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id)) return null;
      const edits = [];
      // Searching on from just inside each template finds the templates nested in its interpolations too.
      for (const m of code.matchAll(/\b(css|html|svg)`/g)) {
        const ranges = [];
        scan(code, m.index + m[0].length, ranges);
        for (const [from, to] of ranges) edits.push([from, to, m[1] === "css" ? squeezeCss : squeezeMarkup]);
      }
      if (!edits.length) return null;
      edits.sort((x, y) => x[0] - y[0]);
      let result = "", at = 0;
      for (const [from, to, squeeze] of edits) {
        if (from < at) continue;
        result += code.slice(at, from) + squeeze(code.slice(from, to));
        at = to;
      }
      return { code: result + code.slice(at), map: null };
    },
  };
}

/**
 * dist/inkognito-game.js, dist/engine/index.js and dist/cards/index.js: the package's entry files,
 * each re-exporting the module tree's entry (dist/index.js, dist/games/board/index.js,
 * dist/games/cards/index.js), so their paths stay put.
 */
function entryFiles() {
  return {
    name: "entry-files",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "inkognito-game.js", source: `export * from "./index.js";\n` });
      // The engines' entries also give each rules object its bots (`boardGame.botFor`, `cardsGame.botFor`)
      // where an app's bundler would drop the bots' modules as unused exports (package.json's sideEffects).
      // So do their view checks (`viewProblem`) and the card game's published records, which the element loads lazily.
      const withBots = (game, bots, more = "") => `export * from "../games/${game}/index.js";\nimport { provideBots } from "../games/${game}/bots/${bots}.js";\nimport { provideChecks } from "../games/${game}/checks.js";\n${more ? `import { providePublished } from "../games/${game}/published.js";\nprovidePublished();\n` : ""}provideBots();\nprovideChecks();\n`;
      this.emitFile({ type: "asset", fileName: "engine/index.js", source: withBots("board", "levels") });
      this.emitFile({ type: "asset", fileName: "cards/index.js", source: withBots("cards", "by-level", "published") });
    },
  };
}

/**
 * Small modules the first paint of both games runs but the entry does not (the rules' refusals and
 * lazily loaded view check, the records' codec, seat names): one chunk, inkognito-shared-….min.js,
 * where rollup would make a chunk of each (a few hundred bytes, each its own request and its own
 * compression: 0.4 kB more on a card table's first load).
 */
const SHARED = ["src/games/kernel/lazy-check.ts", "src/games/kernel/refusal.ts", "src/games/kernel/plain.ts", "src/games/kernel/record-codec.ts", "src/ui/seat-names.ts"];
function sharedFirstLoad(id) {
  const path = id.replaceAll("\\", "/");
  if (SHARED.some((m) => path.endsWith(`/${m}`))) return "shared";
}

export default [
  {
    input: ["src/games/board/index.ts", "src/games/cards/index.ts", "src/index.ts", "src/register.ts", "src/net-api.ts", "src/react.ts", "src/vue.ts"],
    preserveEntrySignatures: "strict",
    output: {
      // One file per module (the declarations' layout): the app's bundler splits at the element's
      // dynamic imports and keeps only what is used, as the script-tag bundle's chunks do.
      dir: "dist", format: "es", sourcemap: true, preserveModules: true, preserveModulesRoot: "src", entryFileNames: "[name].js",
    },
    external: [/^lit/, /^@lit\//, /^peerjs/, /^lean-qr/, /^valibot/],
    plugins: [entryFiles(), minifyTemplates({ keepLines: true }), nodeResolve(), ts()],
    onwarn: quiet,
  },
  {
    input: { "inkognito-game": "src/bundle.ts" },
    // The entry holds the code of a solo game's first paint; the chunks import what they share from it.
    preserveEntrySignatures: "allow-extension",
    output: {
      dir: "dist/bundle", format: "es", sourcemap: true,
      entryFileNames: "[name].min.js",
      manualChunks: sharedFirstLoad,
      // A language's parts are named by language (inkognito-i18n-de-board-….min.js), each loaded only when shown.
      chunkFileNames: (chunk) => {
        const lang = /[\\/]i18n[\\/]([a-z]{2,3}(?:-[a-z0-9]+)*)[\\/](board-later|board|cards|captions|replay)\.ts$/i.exec(chunk.facadeModuleId ?? "");
        return lang ? `inkognito-i18n-${lang[1]}-${lang[2]}-[hash].min.js` : "inkognito-[name]-[hash].min.js";
      },
    },
    // terser: ES2020 output of ES modules, two compress passes (a few dozen bytes gzip off each first load; docs/element.md).
    plugins: [withoutWebrtcAdapter(), minifyTemplates(), nodeResolve({ browser: true }), commonjs(), ts(), terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } })],
    onwarn: quiet,
  },
  {
    // The bots' worker, self-contained (a classic worker script: the engine's bots inside), beside each entry.
    input: "src/bot-worker.ts",
    output: [
      // One script: the card game's lazily loaded view check (cardsGame.loadChecks) is inlined.
      { file: "dist/bot-worker.js", format: "iife", sourcemap: true, inlineDynamicImports: true },
      { file: "dist/bundle/inkognito-bot-worker.min.js", format: "iife", sourcemap: true, inlineDynamicImports: true, plugins: [terser({ format: { comments: false } })] },
    ],
    plugins: [nodeResolve(), ts()],
  },
];
