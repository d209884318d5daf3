// Two builds:
// - npm (dist/): the engine (dist/engine/index.js), the element (dist/inkognito-game.js) and its
//   registering entry (dist/register.js) in one rollup run, so the element imports the engine from
//   dist/engine/index.js and a bundler that imports both entries gets one copy of it. lit,
//   @lit/context, peerjs and the QR encoder stay external (the consumer's bundler resolves them).
// - script tag (dist/bundle/): inkognito-game.min.js registers the element; the network code
//   (host and guest tables, PeerJS, the lobby and its QR encoder) is a chunk beside it, loaded by a
//   relative import() (resolved from the entry's own URL), so a solo page never downloads it; so are
//   the scenario mode, the easy and strong bots and the parts a game shows only now and then
//   (src/ui/parts-on-demand.ts). The UI imports engine modules, not the engine's barrel, so what
//   only a chunk uses stays out of the entry.
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
 * The script-tag bundle's CSS, smaller: in every css`…` template of src/, comments go and runs of
 * white space shrink to one space (none around braces and semicolons, none after a declaration's
 * colon). Strings and selectors keep
 * their meaning; interpolations are left as they are. (terser leaves template literals alone.)
 */
export function minifyCssTemplates() {
  const squeeze = (text) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\s+/g, " ").replace(/ ?([{};]) ?/g, "$1").replace(/([{;][\w-]+): /g, "$1:");
  // From just after an opening backtick: the index of its closing backtick, the static parts squeezed when `minify`.
  const template = (code, i, minify, out) => {
    let text = "";
    const flush = () => { out.push(minify ? squeeze(text) : text); text = ""; };
    while (i < code.length) {
      const c = code[i];
      if (c === "\\") { text += code.slice(i, i + 2); i += 2; continue; }
      if (c === "`") { flush(); return i; }
      if (c === "$" && code[i + 1] === "{") {
        flush();
        let depth = 1, j = i + 2;
        while (j < code.length && depth > 0) {
          const d = code[j];
          if (d === "`") { j = template(code, j + 1, false, []) + 1; continue; }
          if (d === "{") depth++;
          if (d === "}") depth--;
          j++;
        }
        out.push(code.slice(i, j));
        i = j;
        continue;
      }
      text += c;
      i++;
    }
    throw new Error("unterminated template literal");
  };
  return {
    name: "minify-css-templates",
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes("css`")) return null;
      let result = "", from = 0;
      for (let at = code.indexOf("css`"); at !== -1; at = code.indexOf("css`", from)) {
        const parts = [];
        const end = template(code, at + 4, true, parts);
        result += code.slice(from, at + 4) + parts.join("") + "`";
        from = end + 1;
      }
      return { code: result + code.slice(from), map: null };
    },
  };
}

/** dist/register.js imports the element's entry (dist/inkognito-game.js) rather than sharing a chunk with it. */
function registerImportsEntry() {
  return {
    name: "register-imports-entry",
    resolveId: (source, importer) =>
      importer?.endsWith("/src/register.ts") && source === "./index.js" ? { id: "./inkognito-game.js", external: true } : null,
  };
}

export default [
  {
    input: { "engine/index": "src/engine/index.ts", "inkognito-game": "src/index.ts", register: "src/register.ts" },
    // Shared code may live in an entry (the element's entry holds what /register shares with it).
    preserveEntrySignatures: "allow-extension",
    output: {
      dir: "dist", format: "es", sourcemap: true, entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js",
    },
    external: [/^lit/, /^@lit\//, /^peerjs/, /^lean-qr/, /^valibot/],
    plugins: [registerImportsEntry(), nodeResolve(), ts()],
    onwarn: quiet,
  },
  {
    input: { "inkognito-game": "src/bundle.ts" },
    // The entry holds the code of a solo game's first paint; the chunks import what they share from it.
    preserveEntrySignatures: "allow-extension",
    output: {
      dir: "dist/bundle", format: "es", sourcemap: true,
      entryFileNames: "[name].min.js", chunkFileNames: "inkognito-[name]-[hash].min.js",
    },
    plugins: [withoutWebrtcAdapter(), minifyCssTemplates(), nodeResolve({ browser: true }), commonjs(), ts(), terser({ format: { comments: false } })],
    onwarn: quiet,
  },
];
