// Bot tournament: seeded games per pairing on the built engine (dist/engine/index.js), figures
// printed, never asserted. Usage: node scripts/tournament.mjs [--game board|cards] [--games N] [--only name,...]
//   --game G    the board game (default) or the card game (scripts/tournament-cards.mjs, on dist/cards/index.js)
//   --games N   games per pairing and side (default 200: about 2 minutes of CPU on 2 cores)
//   --only      run only the pairings whose names contain one of these words
//   --engine P  another build of the engine (a path to its index.js)
// Pairings: each level's team against the next level down (sides swapped: each level plays the
// Fiddlebottom/Bubble team in half of the games), each level against uniformly random legal play
// that never declares, a cheating bot that sees every secret against each level (an upper bound),
// and 5-player games at one level: how often the Ambassador seat wins.
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { reportRate, reportTimes, timedBy } from "./win-rates.mjs";

const { values: args } = parseArgs({
  options: {
    games: { type: "string", default: "200" }, only: { type: "string", default: "" }, engine: { type: "string", default: "" },
    game: { type: "string", default: "board" }, rounds: { type: "string", default: "40" },
  },
});
if (args.game === "cards") {
  const { tournamentCards } = await import("./tournament-cards.mjs");
  await tournamentCards(args);
  process.exit(0);
}
if (args.game !== "board") throw new Error(`--game is board or cards, not ${args.game}`);
const GAMES = Math.max(1, Number(args.games) | 0);
const E = await import(args.engine ? pathToFileURL(resolve(args.engine)).href : new URL("../dist/engine/index.js", import.meta.url).href);
const MAX_ACTIONS = 5000;

const times = new Map(); // policy name → decision times (ms)
const timed = timedBy(times);

/** Uniformly random legal play that never declares (nor seals). */
function randomNoDeclare(view, rng) {
  const legal = view.legal.filter((a) => a.type !== "declare" && a.type !== "declareAlone");
  return legal.length ? rng.pick(legal) : null;
}

/**
 * The cheating bot: the normal bot given a view in which every seat has shown it its grey cards
 * (identity, build and mission), so its deduction knows every secret. Only the tournament does this.
 */
function cheater(state) {
  const normal = E.botFor("normal");
  return (view, rng) => {
    if (!view.you) return normal(view, rng);
    const received = { ...view.notebook.received };
    for (const s of view.agents) {
      if (s === view.you.seat) continue;
      const x = state().secrets[s];
      const seen = { seq: -1, turn: 0, kind: "identity", via: "figure", cards: [
        { card: "grey-identity", face: x.identity }, { card: "grey-build", face: x.build }, { card: "grey-mission", face: x.mission }] };
      received[s] = [seen, ...(received[s] ?? [])];
    }
    return normal({ ...view, notebook: { ...view.notebook, received } }, rng);
  };
}

/** Plays one game; `policyOf(seat, state)` gives each seat's policy. */
function play(options, policyOf) {
  let state = E.createGame(options);
  const rng = new E.Rng(E.seedRng(`${options.seed}:bots`));
  const policies = Object.fromEntries(state.seats.map((s) => [s, policyOf(s, state, () => state)]));
  let n = 0;
  while (!state.result && n < MAX_ACTIONS) {
    const seat = E.waitingFor(state);
    const a = policies[seat](E.viewFor(state, seat), rng);
    if (!a) throw new Error(`${seat} chose nothing`);
    const r = E.applyAction(state, a);
    if (!r.ok) throw new Error(`${seat}: ${r.error.code} for ${JSON.stringify(a)}`);
    state = r.state;
    n++;
  }
  return state;
}

const teamOfSeat = (state, seat) => (seat === "ambassador" ? "amb" : ["F", "B"].includes(state.secrets[seat].identity) ? "FB" : "ZX");

const rounds = (s) => s.turn.number / s.players;

const report = (name, wins, n, extra = "") => reportRate(name, wins, n, extra, 46);

/** Team A's policy against team B's, 4 players, sides swapped half the time. */
function teamMatch(name, makeA, makeB) {
  let wins = 0, played = 0, unfinished = 0, r = 0;
  for (let g = 0; g < 2 * GAMES; g++) {
    const aIs = g % 2 === 0 ? "FB" : "ZX";
    const s = play({ players: 4, seed: `${name}-${g >> 1}` }, (seat, st, get) => (teamOfSeat(st, seat) === aIs ? makeA(get) : makeB(get)));
    played++;
    r += rounds(s);
    if (!s.result) { unfinished++; continue; }
    if (s.result.winners.some((w) => teamOfSeat(s, w) === aIs)) wins++;
  }
  report(name, wins, played, `  rounds/game ${(r / played).toFixed(1)}${unfinished ? `  unfinished ${unfinished}` : ""}`);
}

function ambassadorRace(level) {
  let amb = 0, r = 0;
  const bot = timed(level, E.botFor(level));
  for (let g = 0; g < GAMES; g++) {
    const s = play({ players: 5, seed: `race-${level}-${g}` }, () => bot);
    r += rounds(s);
    if (s.result?.winners.includes("ambassador")) amb++;
  }
  report(`5 players, all ${level}: Ambassador seat wins`, amb, GAMES, `  rounds/game ${(r / GAMES).toFixed(1)}  (target about 1/3, at most 40%)`);
}

const wanted = (name) => !args.only || args.only.split(",").some((w) => name.includes(w));
const level = (l) => () => timed(l, E.botFor(l));
const t0 = performance.now();
console.log(`Tournament: ${GAMES} games per pairing and side (win rate of the first named, 95% Wilson interval)`);
for (const [a, b] of [["strong", "normal"], ["normal", "easy"]]) if (wanted(`${a} vs ${b}`)) teamMatch(`${a} vs ${b}`, level(a), level(b));
for (const l of ["easy", "normal", "strong"]) if (wanted(`${l} vs random`)) teamMatch(`${l} vs random (never declares)`, level(l), () => randomNoDeclare);
for (const l of ["easy", "normal", "strong"]) if (wanted(`cheater vs ${l}`)) teamMatch(`cheater vs ${l}`, (get) => timed("cheater", cheater(get)), level(l));
for (const l of ["easy", "normal", "strong"]) if (wanted(`race ${l}`)) ambassadorRace(l);
reportTimes(times);
console.log(`\n${((performance.now() - t0) / 1000).toFixed(0)} s`);
