// Proves the built engine runs unchanged in plain Node (no DOM): plays seeded random games to the end.
import * as E from "../dist/engine/index.js";

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
if (typeof globalThis.document !== "undefined") throw new Error("unexpected DOM");
console.log(`engine in Node ${process.version}: 3 games played to the end, ${actions} actions`);
