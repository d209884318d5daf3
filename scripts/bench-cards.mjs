// The card game's benchmark (called by scripts/bench.mjs; alone: node scripts/bench-cards.mjs after
// npm run build): validated actions per second in random legal play, deduce per call over every
// seat's view along those games, and the bots' decision time per level. Printed, never asserted.
// Usage: node scripts/bench-cards.mjs [path/to/cards/index.js]

function now() {
  return performance.now();
}

/** Random legal games of 2–5 players (declaring only after round 12, so games run long), recorded. */
function recordGames(C, Rng, seedRng, count) {
  const G = C.cardsGame;
  const games = [];
  for (let g = 0; g < count; g++) {
    const options = { players: [2, 3, 4, 5][g % 4], seed: `bench-cards-${g}` };
    let state = G.createGame(options);
    const rng = new Rng(seedRng(`bench-cards-bot-${g}`));
    const actions = [];
    while (!state.result && actions.length < 5000) {
      const seat = G.waitingOn(state)[0];
      let legal = G.legalActions(state, seat);
      const calm = legal.filter((a) => a.type !== "declare");
      if (calm.length && (state.round.number < 12 || rng.int(10) !== 0)) legal = calm;
      const a = rng.pick(legal);
      const r = G.applyAction(state, a);
      if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.code}`);
      state = r.state;
      actions.push(a);
    }
    games.push({ options, actions });
  }
  return games;
}

const q = (list, p) => list[Math.min(list.length - 1, Math.floor(p * list.length))];
const three = (list) => `${q(list, 0.5).toFixed(3)} / ${q(list, 0.95).toFixed(3)} / ${list[list.length - 1].toFixed(3)}`;

export async function benchCards(C, print) {
  const G = C.cardsGame;
  const { Rng, seedRng } = C.Rng ? C : await import(new URL("../dist/engine/index.js", import.meta.url).href);
  const games = recordGames(C, Rng, seedRng, 160);
  const total = games.reduce((n, g) => n + g.actions.length, 0);

  // 1. applyAction throughput: replay every recorded game, each action validated by the referee.
  //    Each of 5 rounds times the whole replay by the clock and by the process's CPU time (on a
  //    shared machine the clock also counts the time other processes ran); the best round is kept.
  //    BENCH_CARDS_AGAINST=path/to/cards/index.js (another build, e.g. the one before a change)
  //    replays the same games with that build in the same rounds, alternating, and prints the ratio.
  const against = process.env.BENCH_CARDS_AGAINST ? await import(new URL(process.env.BENCH_CARDS_AGAINST, `file://${process.cwd()}/`).href) : null;
  const replay = (Game) => {
    const t0 = now(), c0 = process.cpuUsage();
    for (const g of games) {
      let s = Game.createGame(g.options);
      for (const a of g.actions) {
        const r = Game.applyAction(s, a);
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      }
    }
    const c = process.cpuUsage(c0);
    return { wall: now() - t0, cpu: (c.user + c.system) / 1000 };
  };
  const best = { wall: Infinity, cpu: Infinity }, other = { wall: Infinity, cpu: Infinity };
  for (let rep = 0; rep < 5; rep++) {
    const runs = against ? (rep % 2 ? [[other, against.cardsGame], [best, G]] : [[best, G], [other, against.cardsGame]]) : [[best, G]];
    for (const [into, Game] of runs) {
      const t = replay(Game);
      into.wall = Math.min(into.wall, t.wall);
      into.cpu = Math.min(into.cpu, t.cpu);
    }
  }
  const perSecond = (ms) => Math.round((total / ms) * 1000).toLocaleString("en");
  print("cards: validated actions per second (replay of random legal play)", perSecond(best.wall),
    `${total} actions in ${games.length} games of 2–5 players, best of 5: ${best.wall.toFixed(1)} ms; target ≥ 200,000`);
  print("cards: validated actions per second of CPU time (the same replays)", perSecond(best.cpu),
    `best of 5: ${best.cpu.toFixed(1)} ms of CPU (the process's, its collector's threads included)`);
  if (against) {
    print("cards: the other build (BENCH_CARDS_AGAINST), validated actions per second", perSecond(other.wall),
      `CPU: ${perSecond(other.cpu)}/s; this build is ${(other.wall / best.wall).toFixed(2)}× by the clock, ${(other.cpu / best.cpu).toFixed(2)}× by CPU time`);
  }

  // 2. deduce over the bench's positions: every seated viewer's view after every action of 40 games
  //    (the first 10 warm the JIT up), worked out afresh each time (deduceUncached: no cache helps).
  const fresh = [], cached = [];
  let positions = 0;
  for (const [gi, g] of games.slice(0, 50).entries()) {
    let s = G.createGame(g.options);
    for (const a of g.actions) {
      s = G.applyAction(s, a).state;
      for (const seat of s.seats) {
        if (s.roles[seat] === "blind") continue;
        const view = G.viewFor(s, seat);
        // Each position's cost is the least of 3 runs: on a shared machine a single run also
        // times whatever else the scheduler ran meanwhile.
        let dt = Infinity;
        for (let k = 0; k < 3; k++) {
          const t = now();
          C.deduceUncached(view);
          dt = Math.min(dt, now() - t);
        }
        const t = now();
        C.deduce(view);
        const dc = now() - t;
        if (gi >= 10) { fresh.push(dt); cached.push(dc); positions++; }
      }
    }
  }
  fresh.sort((a, b) => a - b);
  cached.sort((a, b) => a - b);
  print("cards: deduce, worked out afresh, ms (p50 / p95 / max)", three(fresh), `${positions} views along 40 random games, least of 3 runs each; target p95 ≤ 1 ms, max ≤ 5 ms`);
  print("cards: deduce as called (its caches), ms (p50 / p95 / max)", three(cached), "one run each (the first call on a view works it out)");

  // 3. Bot decisions: games of every player count at each level, every decision timed as it is
  //    made, and again as the least of 3 runs on copies of its view with copies of its Rng (what
  //    the decision costs without the shared machine's other work and pauses).
  for (const level of ["easy", "normal", "strong"]) {
    const bot = C.botFor(level);
    const list = [], least = [];
    for (let g = 0; g < 24; g++) {
      let s = G.createGame({ players: [2, 3, 4, 5][g % 4], seed: `bench-cards-${level}-${g}`, maxRounds: 40 });
      const rng = new Rng(seedRng(`bench-cards-${level}-bot-${g}`));
      while (!s.result) {
        const seat = G.waitingOn(s)[0];
        const view = G.viewFor(s, seat);
        const before = { ...rng.state };
        const t = now();
        const a = bot(view, rng);
        const once = now() - t;
        let best = Infinity;
        for (let k = 0; k < 3; k++) {
          const copy = JSON.parse(JSON.stringify(view)), r = new Rng({ ...before });
          const t = now();
          bot(copy, r);
          best = Math.min(best, now() - t);
        }
        if (g >= 4) { list.push(once); least.push(best); }
        s = G.applyAction(s, a).state;
      }
    }
    list.sort((a, b) => a - b);
    least.sort((a, b) => a - b);
    print(`cards: ${level} bot decision, ms (p50 / p95 / max)`, three(list), `${list.length} decisions in 20 games of 2–5 players${level === "strong" ? "; target p95 ≤ 50 ms" : ""}`);
    print(`cards: ${level} bot decision, least of 3 runs, ms (p50 / p95 / max)`, three(least), "");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const print = (name, value, note = "") => console.log(`${name.padEnd(72)} ${String(value).padStart(12)}  ${note}`);
  // An optional argument: another build of the card game (a path to its index.js).
  const { pathToFileURL } = await import("node:url");
  const { resolve } = await import("node:path");
  const where = process.argv[2] ? pathToFileURL(resolve(process.argv[2])).href : new URL("../dist/cards/index.js", import.meta.url).href;
  await benchCards(await import(where), print);
}
