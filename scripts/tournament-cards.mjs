// The card game's bot tournament (npm run tournament -- --game cards): seeded games on the built
// card game (dist/cards/index.js), figures printed, never asserted.
//   --games N     games per pairing and side (default 200)
//   --only w,...  run only the parts whose names contain one of these words
//   --rounds R    the round limit of every game (C8.4; default 40)
// Parts:
// - level against level, 4 players: one team (F + B or Z + X, by the deal) played by one level, the
//   other by the other; the same seeds twice with the sides swapped, so each level plays each team
//   and each seat equally often. Mixed tables of 3 and 5 players too (3p: the blind seat's team has
//   one player of its own; 5p: the Ambassador player plays the weaker level).
// - 5 players, every seat at one level: the Ambassador player's share of the games won.
// - every level against random legal play (an upper reference), and how games end.
// - decision time per call, per level.
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { reportRate, reportTimes, timedBy } from "./win-rates.mjs";

export async function tournamentCards(args) {
  const GAMES = Math.max(1, Number(args.games) | 0);
  const ROUNDS = Math.max(1, Number(args.rounds ?? 40) | 0);
  const C = await import(args.engine ? pathToFileURL(resolve(args.engine)).href : new URL("../dist/cards/index.js", import.meta.url).href);
  const G = C.cardsGame;
  const { Rng, seedRng } = C.Rng ? C : await import(new URL("../dist/engine/index.js", import.meta.url).href);
  const MAX_ACTIONS = 20_000;

  const times = new Map(); // level → decision times (ms)
  const timed = timedBy(times);
  const policies = Object.fromEntries(["easy", "normal", "strong"].map((l) => [l, timed(l, C.botFor(l))]));
  // Random legal play that declares only when it has nothing else to do.
  policies.random = (view, rng) => {
    const calm = view.legal.filter((a) => a.type !== "declare");
    const pool = calm.length ? calm : view.legal;
    return pool.length ? rng.pick(pool) : null;
  };

  let ended = 0, byLimit = 0;
  /** Plays one game; `levelOf(seat, state)` names each seat's policy. */
  function play(options, levelOf) {
    let state = G.createGame({ ...options, maxRounds: ROUNDS });
    const rng = new Rng(seedRng(`${options.seed}:bots`));
    const level = Object.fromEntries(state.seats.map((s) => [s, levelOf(s, state)]));
    for (let n = 0; !state.result && n < MAX_ACTIONS; n++) {
      const seat = G.waitingOn(state)[0];
      const view = G.viewFor(state, seat);
      const a = policies[level[seat]](view, rng);
      if (!a) throw new Error(`${seat} (${level[seat]}) chose nothing`);
      const r = G.applyAction(state, a);
      if (!r.ok) throw new Error(`${seat} (${level[seat]}): ${r.error.code} for ${JSON.stringify(a)}`);
      state = r.state;
    }
    if (!state.result) throw new Error(`game ${options.seed} did not end in ${MAX_ACTIONS} actions`);
    ended++;
    if (state.result.reason === "round-limit") byLimit++;
    return state;
  }

  const teamOf = (state, seat) => (seat === "ambassador" ? "amb" : ["F", "B"].includes(state.secrets[seat].identity) ? "FB" : "ZX");

  const report = (name, wins, n, extra = "") => reportRate(name, wins, n, extra, 52);

  /**
   * Level `a`'s team against level `b`'s at `players` players, sides swapped on the same seeds.
   * Counts wins of a's team among games some team won (draws by the round limit and the
   * Ambassador player's wins apart).
   */
  const totals = new Map(); // "a vs b" → [wins, decided]
  function teamMatch(a, b, players) {
    let wins = 0, decided = 0, rounds = 0, other = 0, unmixed = 0;
    for (let g = 0; g < 2 * GAMES; g++) {
      const aIs = g % 2 === 0 ? "FB" : "ZX";
      const s = play({ players, seed: `cards-${a}-${b}-${players}-${g >> 1}` },
        (seat, st) => (seat === "ambassador" ? b : teamOf(st, seat) === aIs ? a : b));
      rounds += s.result.round;
      // Between mixed teams only: 2 players who are partners leave the other team to blind seats.
      const playing = new Set(s.seats.filter((x) => s.roles[x] === "agent").map((x) => teamOf(s, x)));
      if (playing.size < 2) { unmixed++; continue; }
      const teams = new Set(s.result.winners.map((w) => teamOf(s, w)));
      if (teams.size !== 1 || teams.has("amb")) { other++; continue; }
      decided++;
      if (teams.has(aIs)) wins++;
    }
    const t = totals.get(`${a} vs ${b}`) ?? [0, 0];
    totals.set(`${a} vs ${b}`, [t[0] + wins, t[1] + decided]);
    report(`${a} vs ${b}, ${players} players (team games won)`, wins, decided,
      `  rounds/game ${(rounds / (2 * GAMES)).toFixed(1)}${other ? `  Ambassador/no winner ${other}` : ""}${unmixed ? `  one team without a player ${unmixed}` : ""}`);
  }

  function ambassadorShare(level) {
    let amb = 0, decided = 0, rounds = 0;
    for (let g = 0; g < GAMES; g++) {
      const s = play({ players: 5, seed: `cards-amb-${level}-${g}` }, () => level);
      rounds += s.result.round;
      if (s.result.reason === "round-limit") continue;
      decided++;
      if (s.result.winners.includes("ambassador")) amb++;
    }
    report(`5 players, all ${level}: the Ambassador player wins`, amb, decided, `  rounds/game ${(rounds / GAMES).toFixed(1)}  (target 20–45%)`);
  }

  const wanted = (name) => !args.only || args.only.split(",").some((w) => name.includes(w));
  const t0 = performance.now();
  console.log(`Card game tournament: ${GAMES} games per pairing and side, round limit ${ROUNDS} (win rate of the first named, 95% Wilson interval)`);
  for (const [a, b] of [["strong", "normal"], ["normal", "easy"]]) {
    for (const players of [4, 3, 5, 2]) if (wanted(`${a} vs ${b} ${players}p`)) teamMatch(a, b, players);
    const t = totals.get(`${a} vs ${b}`);
    if (t && t[1]) report(`${a} vs ${b}, 2–5 players together`, t[0], t[1], `  (target ${a === "strong" ? "≥ 60%" : "≥ 55%"})`);
  }
  for (const l of ["easy", "normal", "strong"]) if (wanted(`${l} vs random`)) teamMatch(l, "random", 4);
  for (const l of ["easy", "normal", "strong"]) if (wanted(`amb ${l}`)) ambassadorShare(l);
  report("games ended by the round limit", byLimit, ended, "  (target at most 1%)");
  reportTimes(times);
  console.log(`\n${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
