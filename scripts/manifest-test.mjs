// custom-elements.json as tools read it (run after a build): current and the same on every run,
// exactly the public element (<inkognito-game>; its internal parts left out), a description and a
// readme, only the public API, every part once, every CSS custom property with its default, typed public events, spelled-out attribute
// types, every part and CSS custom property, paths that exist in the package, and exported.
// Prints "manifest test: ok" or the failures, and exits non-zero on failure.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

const root = resolve(new URL("..", import.meta.url).pathname);
const read = (p) => readFileSync(join(root, p), "utf8");
const failures = [];
const check = (ok, message) => { if (!ok) failures.push(message); };

const committed = read("custom-elements.json");
const manifest = JSON.parse(committed);
const pkg = JSON.parse(read("package.json"));

// Current and deterministic: two fresh runs of the analyzer write the committed file exactly.
const dir = mkdtempSync(join(tmpdir(), "inkognito-manifest-"));
try {
  for (const run of [1, 2]) {
    execFileSync(process.execPath, [join(root, "node_modules/@custom-elements-manifest/analyzer/cem.js"), "analyze",
      "--config", "scripts/manifest.config.mjs", "--outdir", relative(root, dir)], { cwd: root, stdio: "ignore" });
    check(readFileSync(join(dir, "custom-elements.json"), "utf8") === committed,
      `run ${run} of the analyzer wrote another manifest than the committed custom-elements.json (regenerate it, or its order is not stable)`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// Every registered tag, from the source (defineIfMissing calls) and the tag map.
const sources = (d) => readdirSync(join(root, d), { recursive: true }).filter((f) => f.endsWith(".ts")).map((f) => read(join(d, f)));
const registered = new Set(sources("src/ui").flatMap((s) => [...s.matchAll(/defineIfMissing\("([a-z-]+)"/g)].map((m) => m[1])));
const tagMap = new Set([...read("src/ui/define.ts").matchAll(/^\s+"(inkognito-[a-z-]+)": Inkognito\w+;/gm)].map((m) => m[1]));
check(registered.size >= 14, `only ${registered.size} registered tags found in src/ui`);
check([...registered].every((t) => tagMap.has(t)) && tagMap.size === registered.size, `HTMLElementTagNameMap (src/ui/define.ts) lists ${[...tagMap]}, registered are ${[...registered]}`);

const declarations = manifest.modules.flatMap((m) => m.declarations ?? []);
const byTag = new Map(declarations.filter((d) => d.tagName).map((d) => [d.tagName, d]));
// Exactly the public element: the parts it renders are internal and not offered to sites.
check(declarations.length === 1 && declarations[0].tagName === "inkognito-game",
  `the manifest declares ${declarations.map((d) => d.tagName ?? d.name).join(", ")}; only <inkognito-game> is for sites`);
for (const d of declarations) check(d.kind === "class" && d.customElement && d.tagName, `${d.kind} "${d.name}" is not a public element (internal declarations do not belong)`);
for (const d of declarations) check(typeof d.description === "string" && d.description.trim().length > 20, `${d.name} has no description`);
check(typeof manifest.readme === "string" && manifest.readme.length > 0 && existsSync(join(root, manifest.readme)), `the manifest's readme is "${manifest.readme}", not a file of the package`);

// Only the public API.
for (const d of declarations) {
  for (const m of d.members ?? []) {
    check(!m.privacy && !/^[_#]/.test(m.name), `${d.name}.${m.name} is ${m.privacy ?? "internal"}`);
  }
  for (const e of d.events ?? []) check(/^inkognito-[a-z-]+$/.test(e.name) && e.description, `${d.name} lists an event "${e.name}"`);
}
for (const m of manifest.modules) {
  for (const x of m.exports ?? []) {
    if (x.kind === "custom-element-definition") check(x.name === "inkognito-game", `a definition of the internal tag "${x.name}"`);
  }
}

// The element: its public events with detail types, attributes with their values spelled out,
// every part its template exposes, every CSS custom property of the theme.
const game = byTag.get("inkognito-game");
if (game) {
  const publicEvents = [...read("src/ui/events.ts").match(/PUBLIC_EVENTS = \[([^\]]+)\]/)[1].matchAll(/"([a-z-]+)"/g)].map((m) => m[1]).sort();
  check(publicEvents.length === 7, `PUBLIC_EVENTS has ${publicEvents.length} events`);
  // docs/element.md lists every public event, and says how many there are.
  const doc = read("docs/element.md");
  for (const e of publicEvents) check(doc.includes(`| \`${e}\` |`), `docs/element.md's events table lacks ${e}`);
  check(doc.includes("These seven are the element's public events"), "docs/element.md does not say there are seven public events");
  check(JSON.stringify((game.events ?? []).map((e) => e.name).sort()) === JSON.stringify(publicEvents), `<inkognito-game>'s events are ${(game.events ?? []).map((e) => e.name)}, the public ones ${publicEvents}`);
  for (const e of game.events ?? []) check(/^CustomEvent<\{ .+ \}>$/.test(e.type?.text ?? ""), `event ${e.name} has no detail type (${e.type?.text})`);
  const attr = new Map((game.attributes ?? []).map((a) => [a.name, a.type?.text ?? ""]));
  check(attr.get("mode") === `"solo" | "hotseat" | "host" | "join"`, `attribute mode is typed ${attr.get("mode")}`);
  check(["red", "yellow", "green", "blue", "ambassador", "spectator"].every((s) => attr.get("seat")?.includes(`"${s}"`)), `attribute seat is typed ${attr.get("seat")}`);
  for (const [name, text] of attr) check(!/\b(GameMode|Seat|AgentSeat|Viewer)\b/.test(text), `attribute ${name} has an unexpanded type: ${text}`);
  // The element's template: the shell's and the game table views' it renders into its shadow root.
  const template = ["src/ui/inkognito-game.ts", "src/ui/board/board-table.ts"].map(read).join("\n");
  const parts = new Set([...template.matchAll(/\b(?:export)?parts?="([^"$]+)"/g)].flatMap((m) => m[1].split(",").map((p) => p.trim())));
  const documented = new Set((game.cssParts ?? []).map((p) => p.name));
  check(parts.size >= 19, `only ${parts.size} parts found in the element's template`);
  for (const p of parts) check(documented.has(p), `part "${p}" is not documented`);
  const partNames = (game.cssParts ?? []).map((p) => p.name);
  for (const p of new Set(partNames)) check(partNames.filter((q) => q === p).length === 1, `part "${p}" is listed ${partNames.filter((q) => q === p).length} times`);
  for (const p of game.cssParts ?? []) check(p.description, `part "${p.name}" has no description`);
  const tokens = [...read("src/ui/theme.ts").matchAll(/(--inkognito-[a-z-]+):/g)].map((m) => m[1]);
  const props = new Map((game.cssProperties ?? []).map((p) => [p.name, p]));
  check(tokens.length >= 24, `only ${tokens.length} CSS custom properties found in src/ui/theme.ts`);
  for (const t of tokens) check(props.get(t)?.description && props.get(t)?.default, `CSS custom property ${t} is not documented (with its default)`);
  for (const p of game.cssProperties ?? []) check(p.description && p.default, `CSS custom property ${p.name} has no ${p.description ? "default" : "description"}`);
} else {
  failures.push("no <inkognito-game> declaration");
}

// Paths of the package, and the manifest is exported.
const packed = (p) => pkg.files.some((f) => p === f || p.startsWith(`${f}/`));
for (const m of manifest.modules) {
  check(!m.path.startsWith("src/") && packed(m.path) && existsSync(join(root, m.path)), `module path ${m.path} is not a file of the package`);
  for (const x of m.exports ?? []) {
    const mod = x.declaration?.module;
    check(!mod || (packed(mod) && existsSync(join(root, mod))), `export ${x.name} refers to ${mod}, not a file of the package`);
  }
}
check(pkg.exports?.["./custom-elements.json"] === "./custom-elements.json", `package.json does not export ./custom-elements.json`);
check(pkg.customElements === "custom-elements.json" && pkg.files.includes("custom-elements.json"), "package.json's customElements/files do not name custom-elements.json");

if (failures.length) {
  console.log(`manifest test: ${failures.length} failed\n${failures.map((f) => `  ✗ ${f}`).join("\n")}`);
  process.exitCode = 1;
} else {
  console.log(`manifest test: ok (${byTag.size} elements, ${(game?.events ?? []).length} public events, ${(game?.cssParts ?? []).length} parts, ${(game?.cssProperties ?? []).length} CSS custom properties)`);
}
