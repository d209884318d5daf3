// A tiny app as a site builds it from the npm package (after scripts/packed-consumer.mjs installed
// the tarball in `project`): src/app.js imports "inkognito-game/register" and its page shows
// `<inkognito-game>` (a solo table), built with rollup + @rollup/plugin-node-resolve +
// @rollup/plugin-commonjs + @rollup/plugin-terser into `project/out` (ES modules, chunks split at
// dynamic imports). Used by scripts/package-test.mjs (what the first load holds) and the benchmark
// (how much it weighs beside the script tag).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { rollup } from "rollup";
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";

/** The packages a solo table has no use for: they come with the network code only. */
export const NETWORK_PACKAGES = ["peerjs", "webrtc-adapter", "sdp", "valibot", "lean-qr", "@msgpack"];

/**
 * Builds the app. Returns { out (the folder, with index.html), entry (its file name), firstLoad
 * (the files its entry imports statically, itself included), packagesAtFirstLoad (the npm packages
 * their code comes from), packageModulesAtFirstLoad (the package's own modules among them, as
 * `dist/…` paths) }.
 */
export async function buildConsumerApp(project) {
  writeFileSync(join(project, "src/app.js"), `import "inkognito-game/register";\n`);
  const out = join(project, "out");
  mkdirSync(out, { recursive: true });
  const bundle = await rollup({
    input: join(project, "src/app.js"),
    plugins: [nodeResolve({ browser: true, rootDir: project }), commonjs(), terser({ format: { comments: false } })],
    onwarn: (w, warn) => (w.code === "THIS_IS_UNDEFINED" || w.code === "CIRCULAR_DEPENDENCY" ? undefined : warn(w)),
  });
  const { output } = await bundle.write({ dir: out, format: "es", entryFileNames: "app.js", chunkFileNames: "[name]-[hash].js" });
  await bundle.close();
  const chunks = new Map(output.filter((o) => o.type === "chunk").map((c) => [c.fileName, c]));
  const firstLoad = new Set();
  const visit = (name) => {
    if (firstLoad.has(name) || !chunks.has(name)) return;
    firstLoad.add(name);
    for (const i of chunks.get(name).imports) visit(i);
  };
  visit("app.js");
  const packagesAtFirstLoad = new Set();
  const packageModulesAtFirstLoad = [];
  for (const name of firstLoad) {
    for (const id of Object.keys(chunks.get(name).modules)) {
      const own = id.match(/node_modules\/inkognito-game\/(dist\/.*)$/);
      if (own) packageModulesAtFirstLoad.push(own[1]);
      const m = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/);
      if (m) packagesAtFirstLoad.add(m[1]);
    }
  }
  writeFileSync(join(out, "index.html"), `<!doctype html><meta charset="utf-8"><body>
    <inkognito-game game-id="bench-npm" bot-delay="600000"></inkognito-game><script type="module" src="app.js"></script></body>`);
  return { out, entry: "app.js", firstLoad: [...firstLoad], packagesAtFirstLoad: [...packagesAtFirstLoad].sort(), packageModulesAtFirstLoad: packageModulesAtFirstLoad.sort() };
}
