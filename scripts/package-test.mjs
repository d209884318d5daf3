// The package as a consumer gets it (run after a build): `npm pack`, install the tarball into a
// fresh project (offline, from npm's cache), then
// - type-check a consumer under moduleResolution "bundler" and "node16" (TypeScript from this
//   repository): every entry has declarations, the tags are in HTMLElementTagNameMap, the public
//   events are typed for addEventListener, and wrong uses are errors;
// - bundle a consumer importing "inkognito-game" and "inkognito-game/engine" (esbuild) and count
//   the engine's copies: one. The consumer imports "inkognito-game/cards" (the card game) too;
// - build an app importing "inkognito-game/register" with rollup (scripts/consumer-app.mjs): its
//   first load holds none of the network packages (PeerJS, webrtc-adapter, sdp, valibot, lean-qr),
//   nor the bots or the deduction;
// - bundle an app importing only `boardGame` and `cardsGame` (esbuild, which drops what package.json's
//   sideEffects allows) and run it in Node: both rules objects have their bots.
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
  // The consumer's React and Vue typings are checked against the real @types/react and vue.
  const consumer = packedConsumer(["@types/react", "vue"]);
  dir = consumer.dir;
  const { project, files } = consumer;
  for (const f of ["dist/index.d.ts", "dist/register.d.ts", "dist/bundle.d.ts", "dist/games/board/index.d.ts", "dist/engine/index.js", "dist/net-api.d.ts", "dist/cards/index.js", "dist/games/cards/index.d.ts", "custom-elements.json", "dist/bundle/inkognito-game.min.js"]) {
    if (!files.includes(f)) failures.push(`the package lacks ${f}`);
  }

  writeFileSync(join(project, "src/consumer.ts"), `
import { InkognitoGame, defineInkognitoElements, type InkognitoTurnDetail } from "inkognito-game";
import "inkognito-game/register";
import { boardGame, createGame, viewFor, type Seat } from "inkognito-game/engine";
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
el.addEventListener("inkognito-ready", (e) => { const showing: "game" | "lobby" | "replay" = e.detail.showing; });
document.addEventListener("inkognito-turn", (e) => e.detail.number.toFixed());
const ready: Promise<{ mode: string; showing: "game" | "lobby" | "replay" }> = el.ready;
const detail: InkognitoTurnDetail = { seat: "red", number: 1 };
const over = (d: InkognitoGameOverDetail) => d.result.reason;
const view = viewFor(createGame({ players: 4, seed: "x" }), "red");
const net = loadNetwork().then((m) => new m.GuestTable({ tableId: "t", name: "n", peer: {}, game: boardGame }));
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
const onElement: HTMLElementEventMap["inkognito-ready"] = new CustomEvent("inkognito-ready", { detail: { mode: "solo", showing: "game" } });
const table: InkognitoGame = el;
table.addEventListener("inkognito-step", (e) => { const caption: string = e.detail.caption; });
// @ts-expect-error the ready detail's showing is "game", "lobby" or "replay"
const badReady: HTMLElementEventMap["inkognito-ready"] = new CustomEvent("inkognito-ready", { detail: { mode: "solo", showing: "board" } });
export { typed, found, board, lobby, ready, detail, over, view, net, notOurs, onElement, badReady, cardView, cardWinners, badSet };
`);
  // The network tables' entry, whose declarations must not pull in PeerJS's.
  writeFileSync(join(project, "src/net.ts"), `
import { HostTable, GuestTable, Peer, protocol, verifyFairness, type PeerOptions, type HostTableOptions } from "inkognito-game/net";
const peer: PeerOptions = { host: "127.0.0.1", port: 9000 };
const p = new Peer("id", {});
const id: string = p.id;
export { HostTable, GuestTable, protocol, verifyFairness, peer, id };
export type { HostTableOptions };
`);
  // React: <inkognito-game> in JSX, its attributes and its events as oninkognito-… props.
  writeFileSync(join(project, "src/react-app.tsx"), `
import type {} from "inkognito-game/react";
export const ok = <inkognito-game mode="hotseat" players={5} seat="ambassador" bots="strong" bot-speed="fast" game-id="g" className="x"
  oninkognito-ready={(e) => { const showing: "game" | "lobby" | "replay" = e.detail.showing; }} oninkognito-turn={(e) => e.detail.number.toFixed()} />;
export const fromMarkup = <inkognito-game players="3" bot-delay="0" ice-servers="[]" no-privacy-screen />;
// Every attribute of docs/element.md's table is a prop (game, theme, replay and follow were type errors).
export const cards = <inkognito-game game="cards" theme="light" lang="de" step={2} assistant="off" />;
export const replayed = <inkognito-game replay="game.json" follow="red" replay-key="k" replay-page="/replay.html" />;
export const networked = <inkognito-game mode="join" table="t" name="Ann" peer-servers="https://a.example/peerjs" turn-credentials-url="/turn" ice-transport-policy="relay" />;
// @ts-expect-error no such game
export const chess = <inkognito-game game="chess" />;
// @ts-expect-error no such theme
export const neon = <inkognito-game theme="neon" />;
// @ts-expect-error players is 3, 4 or 5
export const seven = <inkognito-game players={7} />;
// @ts-expect-error no such mode
export const online = <inkognito-game mode="online" />;
// @ts-expect-error the turn's detail has no winner
export const wrong = <inkognito-game oninkognito-turn={(e) => e.detail.winner} />;
`);
  // Vue: GlobalComponents (what Volar / vue-tsc check templates with).
  writeFileSync(join(project, "src/vue-app.ts"), `
import type {} from "inkognito-game/vue";
import type { GlobalComponents } from "vue";
type Props = InstanceType<GlobalComponents["inkognito-game"]>["$props"];
export const ok: Props = { mode: "host", players: 3, "bot-speed": "slow", onInkognitoTurn: (e) => e.detail.seat, onInkognitoGameOver: (e) => e.detail.result.winners };
export const more: Props = { game: "cards", theme: "auto", replay: "{}", follow: "all", "replay-key": "k", "peer-servers": "a b", "turn-credentials-url": "/t" };
// @ts-expect-error players is 3, 4 or 5
export const six: Props = { players: 6 };
// @ts-expect-error no such theme
export const neon: Props = { theme: "neon" };
// @ts-expect-error the ready detail has no seat
export const wrong: Props = { onInkognitoReady: (e) => e.detail.seat };
`);
  // Our declarations are checked too (skipLibCheck off) under both resolutions: none of them pulls in
  // PeerJS's (whose types.d.ts fails under node16, TS1479, their packaging).
  for (const [name, resolution, module, skipLibCheck] of [["bundler", "bundler", "esnext", false], ["node16", "node16", "node16", false]]) {
    writeFileSync(join(project, `tsconfig.${name}.json`), JSON.stringify({
      compilerOptions: {
        target: "es2022", module, moduleResolution: resolution, lib: ["es2022", "dom", "dom.iterable"],
        strict: true, noEmit: true, skipLibCheck, types: [], jsx: "react-jsx",
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
  // Nor the bots and the deduction (they come in chunks when a bot is first to act, or a notebook opens).
  const thinking = app.packageModulesAtFirstLoad.filter((m) => /\/bots\/(?!level-names\.js$)|\/(deduction|probabilities)\.js$/.test(m));
  if (thinking.length) failures.push(`an app importing "inkognito-game/register" loads the bots or the deduction at first: ${thinking.join(", ")}`);

  // The engines' entries still give their rules objects their bots in an app whose bundler drops
  // unused exports (esbuild honours package.json's sideEffects): the app imports only the rules objects.
  writeFileSync(join(project, "src/rules-only.js"), `import { boardGame } from "inkognito-game/engine";
import { cardsGame } from "inkognito-game/cards";
const bots = [boardGame.botFor("easy"), boardGame.botFor("strong"), cardsGame.botFor("easy")];
// Their view checks too (the element loads them lazily; the entries give them at once): a real view passes.
const board = boardGame.createGame({ players: 4, seed: "package" }), cards = cardsGame.createGame({ players: 4, seed: "package" });
const checks = [boardGame.viewProblem(JSON.parse(JSON.stringify(boardGame.viewFor(board, "red")))), cardsGame.viewProblem(cardsGame.viewFor(cards, "red"))];
console.log(!bots.every((b) => typeof b === "function") ? "bots: missing" : checks.some((p) => p !== null) ? \`view checks: \${checks}\` : "rules: ok");`);
  const rulesOnly = join(project, "out-rules-only.mjs");
  await build({ entryPoints: [join(project, "src/rules-only.js")], bundle: true, outfile: rulesOnly, format: "esm", platform: "neutral", logLevel: "silent", absWorkingDir: project });
  try {
    const said = run(process.execPath, [rulesOnly], project).trim();
    if (said !== "rules: ok") failures.push(`an app bundling only boardGame and cardsGame: ${said}`);
  } catch (e) {
    failures.push(`an app bundling only boardGame and cardsGame cannot use their bots: ${(e.stderr || e.message).split("\n").find((l) => /Error|Refusal/.test(l)) ?? e.message}`);
  }
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
