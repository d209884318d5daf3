import { readFileSync, readdirSync } from "node:fs";
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function decode(mappings) { const lines = []; let s = 0, ol = 0, oc = 0, nm = 0; for (const line of mappings.split(";")) { const segs = []; let c = 0; for (const t of line ? line.split(",") : []) { const f = []; let v = 0, sh = 0; for (const ch of t) { const d = B64.indexOf(ch); v += (d & 31) << sh; if (d & 32) { sh += 5; continue; } f.push(v & 1 ? -(v >>> 1) : v >>> 1); v = sh = 0; } c += f[0]; if (f.length > 1) { s += f[1]; ol += f[2]; oc += f[3]; } segs.push([c, s, ol, oc]); } lines.push(segs); } return lines; }
const [chunkPrefix, ...names] = process.argv.slice(2);
const file = readdirSync("dist/bundle").find((f) => f.startsWith(chunkPrefix) && f.endsWith(".min.js"));
const code = readFileSync(`dist/bundle/${file}`, "utf8"); const map = JSON.parse(readFileSync(`dist/bundle/${file}.map`, "utf8"));
const lines = decode(map.mappings); const codeLines = code.split("\n");
for (const n of names) {
  const re = new RegExp(`(function ${n}\\(|[,;{ ]${n}=(\\(|function|async|[a-zA-Z_$]+=>|class))`, "g");
  for (let li = 0; li < codeLines.length; li++) for (const m of codeLines[li].matchAll(re)) {
    const col = m.index; const seg = lines[li].filter((s) => s[0] <= col + 2).pop();
    if (seg) { const src = map.sources[seg[1]]; const srcLine = (map.sourcesContent?.[seg[1]] ?? "").split("\n")[seg[2]] ?? ""; console.log(n, "→", src.replace(/^.*node_modules\//, "").replace(/^(\.\.\/)+/, ""), seg[2] + 1, "|", srcLine.trim().slice(0, 100)); }
  }
}
