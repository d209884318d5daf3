// Game records (src/games/kernel/record.ts): the size of a record of 100 board-game turns (gzip),
// and the time to make and to verify (open) one, for both games. Printed, never asserted.
import { gzipSync } from "node:zlib";

function play(E, game, options, botSeed, until) {
  let state = E.createGame(options);
  const rng = new E.Rng(E.seedRng(botSeed));
  while (!until(state)) {
    const seats = game.waitingOn(state);
    const seat = seats[rng.int(seats.length)];
    const legal = game.legalActions(state, seat);
    const calm = legal.filter((a) => a.type !== "declare" && a.type !== "declareAlone");
    const r = E.applyAction(state, rng.pick(calm.length ? calm : legal));
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  return state;
}

/** The best of `runs` runs, the first (cold) run's time, and the result. */
function timed(f, runs = 5) {
  let best = Infinity, first = 0, out;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    out = f();
    const ms = performance.now() - t;
    if (i === 0) first = ms;
    best = Math.min(best, ms);
  }
  return [best, out, first];
}

export function benchRecords(E, C, print) {
  for (const players of [3, 4, 5]) {
    const state = play(E, E.boardGame, { players, seed: `bench-record-${players}` }, `bench-record-${players}`, (s) => s.turn.number > 100 || !!s.result);
    const [make, made] = timed(() => E.makeRecord(state, { red: "Ann", yellow: "Ben", green: "Cleo", blue: "Dev", ambassador: "Eve" }));
    if (!made.ok) throw new Error(made.error.message);
    const text = JSON.stringify(made.record);
    const [verify, v, cold] = timed(() => E.verifyRecord(text));
    if (!v.ok) throw new Error(v.error.message);
    print(`records: board ${players}p, 100 turns (${made.record.actions.length} actions): size`, `${(text.length / 1024).toFixed(1)} kB`, `${(gzipSync(text).length / 1024).toFixed(2)} kB gzip (bound 10 kB)`);
    print(`records: board ${players}p, 100 turns: verify/open (parse + replay)`, `${verify.toFixed(1)} ms`, `first run ${cold.toFixed(1)} ms, make ${make.toFixed(1)} ms (target < 300 ms)`);
  }
  for (const players of [2, 3, 4, 5]) {
    const state = play(C, C.cardsGame, { players, seed: `bench-record-${players}`, maxRounds: 30 }, `bench-record-${players}`, (s) => !!s.result);
    const made = C.makeRecord(state);
    if (!made.ok) throw new Error(made.error.message);
    const text = JSON.stringify(made.record);
    const [verify, v] = timed(() => C.verifyRecord(text));
    if (!v.ok) throw new Error(v.error.message);
    print(`records: cards ${players}p, ${state.round.number} rounds (${made.record.actions.length} actions)`, `${(gzipSync(text).length / 1024).toFixed(2)} kB gzip`, `verify ${verify.toFixed(1)} ms`);
  }
}
