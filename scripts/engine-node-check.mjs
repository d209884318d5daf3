// Proves the built engines run unchanged in plain Node (no DOM): plays seeded random games to the end,
// of the board game (dist/engine/index.js) and of the card game (dist/cards/index.js, 2–5 players,
// through its Game object as a table would: every seat it waits on, each from its own view).
import * as E from "../dist/engine/index.js";
import * as C from "../dist/cards/index.js";

let actions = 0;
for (const players of [3, 4, 5]) {
  let state = E.createGame({ players, seed: `node-check-${players}` });
  const rng = new E.Rng(E.seedRng(`node-bot-${players}`));
  while (!state.result) {
    const seat = E.waitingFor(state);
    const r = E.applyAction(state, rng.pick(E.legalActions(state, seat)));
    if (!r.ok) throw new Error(`refused: ${r.error.code}`);
    state = r.state;
    actions++;
  }
}
let cardActions = 0;
for (const players of [2, 3, 4, 5]) {
  let state = C.cardsGame.createGame({ players, seed: `node-check-cards-${players}`, maxRounds: 60 });
  const rng = new C.Rng(C.seedRng(`node-cards-bot-${players}`));
  const bot = C.cardsGame.botFor("random");
  while (!C.cardsGame.outcome(state)) {
    const seats = C.cardsGame.waitingOn(state);
    const view = C.cardsGame.viewFor(state, seats[rng.int(seats.length)]);
    const problem = C.cardsGame.viewProblem(view);
    if (problem) throw new Error(`card view: ${problem}`);
    const r = C.cardsGame.applyAction(state, bot(view, rng));
    if (!r.ok) throw new Error(`card game refused: ${r.error.code}`);
    state = r.state;
    cardActions++;
  }
}
if (typeof globalThis.document !== "undefined") throw new Error("unexpected DOM");
console.log(`engine in Node ${process.version}: 3 games played to the end, ${actions} actions; card game: 4 games (2–5 players), ${cardActions} actions`);
