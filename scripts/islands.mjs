// Traces the island outlines (src/ui/board/island-trace.ts) and writes them, compactly coded, to
// src/ui/board/island-data.ts, which the board decodes at first paint instead of tracing them.
// Run after changing the board's data or the tracing: `node scripts/islands.mjs`.
// test/ui/board.test.ts fails while the stored outlines differ from a fresh trace.
import { build } from "esbuild";
import { writeFileSync } from "node:fs";

const root = new URL("..", import.meta.url).pathname;
const out = await build({
  stdin: {
    contents: `import { traceIslands, encodeIslandLoop } from "./src/ui/board/island-trace.ts";
      export const loops = traceIslands().map((level) => level.map(encodeIslandLoop));`,
    resolveDir: root, loader: "ts",
  },
  bundle: true, format: "esm", platform: "node", write: false,
});
const { loops } = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);
const names = ["shallows", "coast", "inner land"];
const body = loops.map((level, n) => `  // ${names[n]}\n  [\n${level.map((l) => `    ${JSON.stringify(l)},`).join("\n")}\n  ],`).join("\n");
writeFileSync(`${root}src/ui/board/island-data.ts`, `/**
 * The island outlines, traced by island-trace.ts and coded by scripts/islands.mjs (generated: do not
 * edit; decoded by decodeIslandLoops in geometry.ts). Shallows, coast, inner land: loops of
 * [first grid edge, direction, first point's step, one character a further point].
 */
export const ISLAND_LOOPS: readonly (readonly (readonly [number, number, number, string])[])[] = [
${body}
];
`);
console.log("wrote src/ui/board/island-data.ts", loops.flat().reduce((n, l) => n + l[3].length + 1, 0), "points");
