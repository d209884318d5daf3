// Which source modules fill the script-tag bundle's chunks (figures only, never asserted): for each
// chunk of dist/bundle/ (or the chunks named on the command line, e.g. the ones bench-ui lists for a
// solo first load), its minified and gzip -9 (zlib) size, then the minified bytes each source module
// accounts for, read from the chunk's source map (every mapped segment counts up to the next one).
// Run after `npm run build`: `node scripts/chunk-sources.mjs [chunk.min.js ...]`.
import { readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";

const DIR = "dist/bundle";
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** A source map's `mappings`, decoded: per generated line, its segments [column, source index]. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(";")) {
    const segments = [];
    let column = 0;
    for (const text of line ? line.split(",") : []) {
      const fields = [];
      let value = 0, shift = 0;
      for (const ch of text) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) { shift += 5; continue; }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = shift = 0;
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push(fields.length > 1 ? [column, source] : [column, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

const names = process.argv.slice(2).map((f) => basename(f));
const chunks = names.length ? names : readdirSync(DIR).filter((f) => f.endsWith(".min.js")).sort();
for (const name of chunks) {
  const code = readFileSync(join(DIR, name), "utf8");
  const map = JSON.parse(readFileSync(join(DIR, `${name}.map`), "utf8"));
  const codeLines = code.split("\n");
  const bytes = new Map();
  decodeMappings(map.mappings).forEach((segments, li) => {
    segments.forEach(([column, source], i) => {
      if (source < 0) return;
      const end = i + 1 < segments.length ? segments[i + 1][0] : codeLines[li].length;
      const key = map.sources[source].replace(/^.*node_modules\//, "").replace(/^(\.\.\/)+/, "");
      bytes.set(key, (bytes.get(key) ?? 0) + end - column);
    });
  });
  console.log(`${name}: ${code.length} B minified, ${gzipSync(code, { level: 9 }).length} B gzip -9`);
  for (const [key, n] of [...bytes].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(8)}  ${key}`);
}
