// The package as a consumer gets it (run after a build): `npm pack`, install the tarball into a
// fresh project (offline, from npm's cache), then
// - type-check a consumer under moduleResolution "bundler" and "node16" (TypeScript from this
//   repository): every entry has declarations, the tags are in HTMLElementTagNameMap, the public
//   events are typed for addEventListener, and wrong uses are errors;
// - bundle a consumer importing "inkognito-game" and "inkognito-game/engine" (esbuild) and count
//   the engine's copies: one. The consumer imports "inkognito-game/cards" (the card game) too.
// Prints "package test: ok" or the failures, and exits non-zero on failure.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";

const root = resolve(new URL("..", import.meta.url).pathname);
const tsc = join(root, "node_modules/typescript/bin/tsc");
const dir = mkdtempSync(join(tmpdir(), "inkognito-package-"));
const failures = [];
const timings = [];
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

try {
  const packed = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", dir], root));
  const tarball = join(dir, packed[0].filename);
  const files = packed[0].files.map((f) => f.path);
  for (const f of ["dist/index.d.ts", "dist/register.d.ts", "dist/bundle.d.ts", "dist/games/board/index.d.ts", "dist/cards/index.js", "dist/games/cards/index.d.ts", "custom-elements.json", "dist/bundle/inkognito-game.min.js"]) {
    if (!files.includes(f)) failures.push(`the package lacks ${f}`);
  }
  const project = join(dir, "consumer");
  execFileSync("mkdir", ["-p", join(project, "src")]);
  // The consumer's lockfile: the tarball, and its dependencies at the versions this repository
  // locks (npm ci then takes them from npm's cache, where this repository's npm ci put them).
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")).packages;
  const { dependencies, version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const spec = `file:${tarball}`;
  const packages = {
    "": { name: "consumer", dependencies: { "inkognito-game": spec } },
    "node_modules/inkognito-game": { version, resolved: spec, dependencies },
  };
  const add = (name) => {
    const key = `node_modules/${name}`;
    if (packages[key]) return;
    if (!lock[key]) throw new Error(`package-lock.json has no ${key}`);
    packages[key] = { ...lock[key], resolved: `https://registry.npmjs.org/${name}/-/${name.split("/").pop()}-${lock[key].version}.tgz` };
    for (const d of Object.keys(lock[key].dependencies ?? {})) add(d);
  };
  for (const d of Object.keys(dependencies)) add(d);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module", dependencies: { "inkognito-game": spec } }));
  writeFileSync(join(project, "package-lock.json"), JSON.stringify({ name: "consumer", lockfileVersion: 3, requires: true, packages }));
  run("npm", ["ci", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"], project);

  writeFileSync(join(project, "src/consumer.ts"), `
import { InkognitoGame, defineInkognitoElements, type InkognitoTurnDetail } from "inkognito-game";
import "inkognito-game/register";
import { createGame, viewFor, type Seat } from "inkognito-game/engine";
import { loadNetwork, type InkognitoGameOverDetail } from "inkognito-game/bundle";
import { cardsGame, createGame as createCards, applyAction as applyCards, viewFor as cardsView, type CardsAction, type CardsView } from "inkognito-game/cards";

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
const cards = createCards({ players: 5, seed: "x" });
const cardView: CardsView = cardsView(cards, "ambassador");
const seal: CardsAction = { type: "place", seat: "ambassador", location: "rialto" };
const next = applyCards(cards, seal);
const cardWinners: readonly string[] | undefined = cardsGame.outcome(next.ok ? next.state : cards)?.winners;
// @ts-expect-error the card game has 2 to 5 players
createCards({ players: 6 });
// @ts-expect-error a set is two cards
const badSet: CardsAction = { type: "give", seat: "red", cards: ["F"] };
// @ts-expect-error the turn's detail has no such field
el.addEventListener("inkognito-turn", (e) => e.detail.winner);
// @ts-expect-error players is 3, 4 or 5
el.players = 6;
// @ts-expect-error an unknown tag is a plain HTMLElement
const notOurs: InkognitoGame = document.createElement("inkognito-nothing");
export { typed, found, board, lobby, ready, detail, over, view, net, notOurs, cardView, cardWinners, badSet };
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
} catch (e) {
  failures.push(`${e.message}\n${e.stdout ?? ""}${e.stderr ?? ""}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (failures.length) {
  console.log(`package test: ${failures.length} failed\n${failures.map((f) => `  ✗ ${f}`).join("\n")}`);
  process.exitCode = 1;
} else {
  console.log(`package test: ok (packed, installed offline, type-checked under bundler and node16 [${timings.join(", ")}], one engine)`);
}
