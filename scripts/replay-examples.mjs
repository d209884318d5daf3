// The example records of demo/replay.html: seeded games of normal bots on the built engines (`node scripts/replay-examples.mjs` after a build).
import { writeFileSync } from "node:fs";
import * as board from "../dist/engine/index.js";
import * as cards from "../dist/cards/index.js";
function play(lib, game, options, level, names) {
  let state = lib.createGame(options);
  const bot = lib.botFor(level);
  const rng = new lib.Rng(lib.seedRng("shots"));
  let n = 0;
  while (!game.outcome(state) && n++ < 5000) {
    const seat = game.waitingOn(state)[0];
    const a = bot(game.viewFor(state, seat), rng);
    const r = lib.applyAction(state, a);
    if (!r.ok) throw new Error(JSON.stringify(a) + r.error.code);
    state = r.state;
  }
  const rec = lib.makeRecord(state, names);
  if (!rec.ok) throw new Error(rec.error.message);
  return rec.record;
}
const b = play(board, board.boardGame, { players: 4, seed: "shots-replay" }, "normal", { red: "Anna", yellow: "Ben", green: "Cleo", blue: "Dev" });
writeFileSync(new URL("../demo/replay-board-example.json", import.meta.url), JSON.stringify(b));
const c = play(cards, cards.cardsGame, { players: 4, seed: "shots-replay", maxRounds: 40 }, "normal", { red: "Anna" });
writeFileSync(new URL("../demo/replay-cards-example.json", import.meta.url), JSON.stringify(c));
console.log(b.actions.length, b.result, c.actions.length, c.result);
