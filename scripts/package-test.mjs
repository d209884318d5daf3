// The package as a consumer gets it (run after a build): `npm pack`, install the tarball into a
// fresh project (offline, from npm's cache), then
// - type-check a consumer under moduleResolution "bundler" and "node16" (TypeScript from this
//   repository): every entry has declarations, the tags are in HTMLElementTagNameMap, the public
//   events are typed for addEventListener, and wrong uses are errors;
// - bundle a consumer importing "inkognito-game" and "inkognito-game/engine" (esbuild) and count
//   the engine's copies: one;
// - build an app importing "inkognito-game/register" with rollup (scripts/consumer-app.mjs): its
//   first load holds none of the network packages (PeerJS, webrtc-adapter, sdp, valibot, lean-qr).
// Prints "package test: ok" or the failures, and exits non-zero on failure.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { packedConsumer, root, run } from "./packed-consumer.mjs";
import { NETWORK_PACKAGES, buildConsumerApp } from "./consumer-app.mjs";

const tsc = join(root, "node_modules/typescript/bin/tsc");
const failures = [];
const timings = [];
let dir;

try {
  const consumer = packedConsumer();
  dir = consumer.dir;
  const { project, files } = consumer;
  for (const f of ["dist/index.d.ts", "dist/register.d.ts", "dist/bundle.d.ts", "dist/games/board/index.d.ts", "dist/engine/index.js", "dist/net-api.d.ts", "custom-elements.json", "dist/bundle/inkognito-game.min.js"]) {
    if (!files.includes(f)) failures.push(`the package lacks ${f}`);
  }

  writeFileSync(join(project, "src/consumer.ts"), `
import { InkognitoGame, defineInkognitoElements, type InkognitoTurnDetail } from "inkognito-game";
import "inkognito-game/register";
import { createGame, viewFor, type Seat } from "inkognito-game/engine";
import { loadNetwork, type InkognitoGameOverDetail } from "inkognito-game/bundle";

defineInkognitoElements();
const el = document.createElement("inkognito-game");
const typed: InkognitoGame = el;
const found: InkognitoGame | null = document.querySelector("inkognito-game");
const board: HTMLElement & { positions: unknown } = document.createElement("inkognito-board");
const lobby: HTMLElement & { invite: string } = document.createElement("inkognito-lobby");
el.players = 5;
el.addEventListener("inkognito-turn", (e) => { const seat: Seat = e.detail.seat; const n: number = e.detail.number; });
el.addEventListener("inkognito-game-start", (e) => { const resumed: boolean = e.detail.resumed; const humans: readonly Seat[] = e.detail.humans; });
el.addEventListener("inkognito-game-over", (e) => { const winners: readonly Seat[] = e.detail.result.winners; });
el.addEventListener("inkognito-error", (e) => { const text: string = e.detail.message + e.detail.code; });
el.addEventListener("inkognito-ready", (e) => { const showing: "game" | "lobby" = e.detail.showing; });
document.addEventListener("inkognito-turn", (e) => e.detail.number.toFixed());
const ready: Promise<{ mode: string; showing: "game" | "lobby" }> = el.ready;
const detail: InkognitoTurnDetail = { seat: "red", number: 1 };
const over = (d: InkognitoGameOverDetail) => d.result.reason;
const view = viewFor(createGame({ players: 4, seed: "x" }), "red");
const net = loadNetwork().then((m) => new m.GuestTable({ tableId: "t", name: "n", peer: {} }));
// @ts-expect-error the turn's detail has no such field
el.addEventListener("inkognito-turn", (e) => e.detail.winner);
// @ts-expect-error players is 3, 4 or 5
el.players = 6;
// @ts-expect-error an unknown tag is a plain HTMLElement
const notOurs: InkognitoGame = document.createElement("inkognito-nothing");
export { typed, found, board, lobby, ready, detail, over, view, net, notOurs };
`);
  // Under bundler our declarations are checked too (skipLibCheck off). Under node16, PeerJS's own
  // types.d.ts imports an ES module from CommonJS (TS1479, their packaging): its libraries are
  // skipped, and the consumer's checks (with its @ts-expect-error lines) still prove our types.
  for (const [name, resolution, module, skipLibCheck] of [["bundler", "bundler", "esnext", false], ["node16", "node16", "node16", true]]) {
    writeFileSync(join(project, `tsconfig.${name}.json`), JSON.stringify({
      compilerOptions: {
        target: "es2022", module, moduleResolution: resolution, lib: ["es2022", "dom", "dom.iterable"],
        strict: true, noEmit: true, skipLibCheck, types: [],
      },
      include: ["src"],
    }));
    try {
      const t0 = Date.now();
      run(process.execPath, [tsc, "-p", `tsconfig.${name}.json`], project);
      timings.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } catch (e) {
      failures.push(`type-check under moduleResolution ${name} failed:\n${e.stdout}${e.stderr}`);
    }
  }

  // One engine: a bundler given both entries includes the engine once.
  writeFileSync(join(project, "src/both.js"), `export * as element from "inkognito-game"; export * as engine from "inkognito-game/engine";`);
  const out = await build({
    entryPoints: [join(project, "src/both.js")], bundle: true, write: false, format: "esm", logLevel: "silent",
    absWorkingDir: project, external: ["lit", "lit/*", "@lit/*", "peerjs", "lean-qr", "valibot"],
  });
  const code = out.outputFiles[0].text;
  const marker = "A seat makes at most 3 mannerisms a turn.";
  const copies = code.split(marker).length - 1;
  if (copies !== 1) failures.push(`a bundle of "inkognito-game" and "inkognito-game/engine" holds ${copies} copies of the engine (expected 1)`);

  // An app that imports "inkognito-game/register" (rollup, as scripts/bench-package.mjs builds it)
  // loads the network packages only with the network code, in a chunk of its own.
  const app = await buildConsumerApp(project);
  const heavy = app.packagesAtFirstLoad.filter((p) => NETWORK_PACKAGES.some((n) => p === n || p.startsWith(`${n}/`)));
  if (heavy.length) failures.push(`an app importing "inkognito-game/register" loads ${heavy.join(", ")} at first (only a network table needs them)`);
  if (!app.packagesAtFirstLoad.includes("inkognito-game")) failures.push(`the app's first load holds no inkognito-game code (${app.packagesAtFirstLoad})`);
} catch (e) {
  failures.push(`${e.message}\n${e.stdout ?? ""}${e.stderr ?? ""}`);
} finally {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

if (failures.length) {
  console.log(`package test: ${failures.length} failed\n${failures.map((f) => `  ✗ ${f}`).join("\n")}`);
  process.exitCode = 1;
} else {
  console.log(`package test: ok (packed, installed offline, type-checked under bundler and node16 [${timings.join(", ")}], one engine)`);
}
