/** The twin of a card game state for a viewer: everything that viewer may not see changed (the secrecy tests' non-interference check). */
import { AGENT_SEATS, tilesLeft, type AgentSeat, type CardsState, type Secret, type Viewer } from "../../../../src/games/cards/index.js";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The twin of `state` for `viewer`: everything it may not see changed. */
export function twin(state: CardsState, viewer: Viewer): CardsState {
  const t = JSON.parse(JSON.stringify(state)) as Mutable<CardsState>;
  const me = viewer === "spectator" || state.roles[viewer] === "blind" ? null : viewer;
  // Other agent seats' black cards: rotated among them.
  const others = AGENT_SEATS.filter((s) => s !== me);
  const secrets = { ...t.secrets } as Record<AgentSeat, Secret>;
  others.forEach((s, i) => (secrets[s] = state.secrets[others[(i + 1) % others.length]!]));
  t.secrets = secrets;
  // Private parts of the log addressed to others: garbled.
  t.log = t.log.map((e) => (e.private ? { ...e, private: Object.fromEntries(Object.entries(e.private).map(([k, v]) => [k, k === me ? v : { garbled: k }])) } : e));
  // No-repeat records the viewer is not party to: dropped.
  const records: Record<string, Record<string, unknown>> = {};
  for (const [g, byR] of Object.entries(t.records)) {
    for (const [r, rec] of Object.entries(byR ?? {})) if (g === me || r === me) (records[g] ??= {})[r] = rec;
  }
  t.records = records as CardsState["records"];
  // Others' sealed choices: replaced; the 5p face-down tile: another of the Ambassador player's tiles.
  t.round = {
    ...t.round,
    choices: Object.fromEntries(Object.entries(t.round.choices).map(([k, v]) => [k, k === me ? v : { type: "pass" }])),
    sealedTile: t.round.sealedTile && me !== "ambassador" ? tilesLeft(t.tiles.ambassador).find((l) => l !== t.round.sealedTile)! : t.round.sealedTile,
  };
  // Piles: reversed; seed, random source and scenario draws: others.
  t.tiles = Object.fromEntries(Object.entries(t.tiles).map(([h, x]) => [h, { ...x, pile: [...x.pile].reverse() }])) as unknown as CardsState["tiles"];
  t.seed = "another seed";
  t.rng = { a: 1, b: 2, c: 3, d: 4 };
  t.fixed = {};
  return t;
}

