import { build } from "esbuild";
import { gzipSync } from "node:zlib";
const entry = process.argv[2] ?? "src/bundle.ts";
const r = await build({ entryPoints: [entry], bundle: true, minify: true, format: "esm", write: false, metafile: true, splitting: true, outdir: "/tmp/size/out", target: "es2022", logLevel: "silent", tsconfig: "tsconfig.json", alias: { "webrtc-adapter": "/tmp/size/adapter.js" } });
for (const [name, o] of Object.entries(r.metafile.outputs)) {
  const f = r.outputFiles.find((x) => x.path.endsWith(name.replace(/^.*\//, "")));
  console.log(name, o.bytes, f ? gzipSync(f.contents, { level: 9 }).length : "", o.entryPoint ?? "");
  if (process.argv[3] !== "all" && !o.entryPoint) continue;
  const mods = Object.entries(o.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
  for (const [m, i] of mods.slice(0, Number(process.argv[4] ?? 60))) console.log("  ", String(i.bytesInOutput).padStart(7), m);
}
