/**
 * Non-interference check for views: a viewer's view must not change when everything that viewer
 * may not know is replaced by something else (other seats' secret cards, cards shown to others,
 * the seed and RNG state, the set-aside cards, the Ambassador's seal).
 */
import { viewFor } from "../../../../src/games/board/index.js";
import type { AgentSeat, GameEvent, GameState, Secret, Seat, Viewer } from "../../../../src/games/board/index.js";

const ID = ["F", "B", "Z", "X"] as const;
const BUILD = ["tall", "short", "fat", "thin"] as const;
const MISSION = ["A", "B", "C", "D"] as const;

function rotate<T>(list: readonly T[], v: T): T {
  return list[(list.indexOf(v) + 1) % list.length]!;
}

/** Another secret for every seat but the viewer: each value moved on by one. */
function scrambled(s: Secret): Secret {
  return { identity: rotate(ID, s.identity), build: rotate(BUILD, s.build), mission: rotate(MISSION, s.mission) };
}

export function scrub(state: GameState, viewer: Viewer): GameState {
  const secrets: Partial<Record<AgentSeat, Secret>> = {};
  for (const a of state.agents) secrets[a] = a === viewer ? state.secrets[a]! : scrambled(state.secrets[a]!);
  const shown: GameState["shown"] = {};
  for (const [answerer, byAsker] of Object.entries(state.shown)) {
    if (answerer === viewer) (shown as Record<string, unknown>)[answerer] = byAsker;
    else {
      const fake: Record<string, unknown> = {};
      for (const asker of Object.keys(byAsker ?? {})) fake[asker] = [{ cards: ["grey-mission"], turn: -1 }];
      (shown as Record<string, unknown>)[answerer] = fake;
    }
  }
  const log: GameEvent[] = state.log.map((ev) => {
    if (!ev.private) return ev;
    const priv: Partial<Record<Seat, Record<string, unknown>>> = {};
    for (const k of Object.keys(ev.private) as Seat[]) {
      priv[k] = k === viewer ? (ev.private[k] as Record<string, unknown>) : { scrubbed: true, cards: [{ card: "F", face: "Z" }] };
    }
    return { ...ev, private: priv };
  });
  return {
    ...state,
    secrets,
    shown,
    log,
    seed: "scrubbed-seed",
    rng: { a: 1, b: 2, c: 3, d: 4 },
    fixedRolls: [],
    setAside: state.setAside ? scrambled(state.setAside) : null,
    seal: state.seal && viewer !== "ambassador"
      ? { ...state.seal, guesses: Object.fromEntries(Object.entries(state.seal.guesses).map(([k, g]) => [k, { identity: rotate(ID, g.identity), build: rotate(BUILD, g.build) }])) as typeof state.seal.guesses }
      : state.seal,
  };
}

/** Throws if viewer's view depends on anything it may not know. Only for running games. */
export function assertNoLeak(state: GameState, viewer: Viewer): void {
  if (state.result) return;
  const real = JSON.stringify(viewFor(state, viewer));
  const fake = JSON.stringify(viewFor(scrub(state, viewer), viewer));
  if (real !== fake) {
    let i = 0;
    while (real[i] === fake[i]) i++;
    throw new Error(`view of ${viewer} depends on hidden information near: …${real.slice(Math.max(0, i - 120), i + 80)}…`);
  }
  if (real.includes(state.seed)) throw new Error(`view of ${viewer} contains the seed`);
}
