/**
 * What a record of a card game may show (C13.4): the history a table hands out at the end (the
 * signed record of a network table, "Download record", a replay link) holds what the end of the
 * game reveals and nothing more.
 *
 * - No seed. The deal, the first player and every pile order as played are given as fixed draws
 *   (`fixed.deal`, `fixed.first`, `fixed.piles`), so the record replays exactly without the random
 *   source, which no one sees, not even at the end (C13.2). So a match's later games, dealt from
 *   seeds of their own, cannot be worked out from it either (C13.4's ruling).
 * - The piles' last shuffle lists the tiles drawn in the order they were drawn, then the tiles
 *   still face down in the order of `LOCATIONS`: their true order stays hidden (C13.4).
 * - Sealed choices that never took effect (C10.4, C10.7) are discarded unseen: in the record each
 *   stands as the first legal choice of its seat that is not a declaration (a placeholder, which
 *   changes nothing: the meeting resolves by the judged declaration all the same).
 *
 * Reached only from a finished game (a record of a game in play is the referee's own). This module
 * gives itself to the rules object (./game.ts `provideCardsPublished`) when it loads.
 */
import type { History } from "../kernel/record.js";
import { cardsRecording } from "./record.js";
import { provideCardsPublished } from "./game.js";
import { legalActions } from "./legal.js";
import { applyAction } from "./referee.js";
import { createGame } from "./setup.js";
import { hasPile, shufflePile } from "./tiles.js";
import { AGENT_SEATS, LOCATIONS, TILE_HOLDERS, type AgentSeat, type CardsOptions, type CardsState, type Fixed, type Location, type Secret, type TileHolder } from "./types.js";

/** Every pile's order in each shuffle up to the current one (from `start`, the game as created); the current one's tiles still face down in LOCATIONS order. */
function pilesAsPlayed(start: CardsState, state: CardsState): NonNullable<Fixed["piles"]> {
  // Each shuffle after the first, as ./tiles.ts's `reshuffle` makes them (fixed, the pile seed, or the RNG's stream).
  const d = { rng: start.rng, fixed: start.fixed, ...(start.pileSeed !== undefined ? { pileSeed: start.pileSeed } : {}) };
  const piles: Partial<Record<TileHolder, Location[][]>> = {};
  const holders = TILE_HOLDERS.filter((h) => hasPile(state, h));
  for (const h of holders) piles[h] = [start.tiles[h].pile.slice()];
  for (let k = 1; k <= state.shuffles; k++) for (const h of holders) piles[h]!.push(shufflePile(d, h, k));
  for (const h of holders) {
    const played = state.tiles[h].played;
    piles[h]![state.shuffles] = [...played, ...LOCATIONS.filter((l) => !played.includes(l))];
  }
  return piles;
}

/** The history of a finished card game as a record may show it (see above); null when it cannot be made. */
export function publishedHistory(state: CardsState, history: History): History | null {
  if (!state.result) return null;
  const options = history.options as CardsOptions;
  const start = createGame(options);
  const first = state.log.find((e) => e.type === "roundStarted")?.data.first as AgentSeat | undefined;
  const deal = {} as Record<AgentSeat, Secret>;
  for (const s of AGENT_SEATS) deal[s] = { identity: state.secrets[s].identity, code: state.secrets[s].code };
  const published: Record<string, unknown> = { players: options.players };
  if (options.maxRounds !== undefined) published.maxRounds = options.maxRounds;
  if (options.codes !== undefined) published.codes = options.codes;
  if (options.blind !== undefined) published.blind = options.blind;
  published.fixed = { deal, ...(first ? { first } : {}), piles: pilesAsPlayed(start, state) };

  const actions = history.actions.slice();
  const declared = state.log.find((e) => e.type === "declared");
  if (declared) {
    // C10.4: the game ended at this meeting; its actors' sealed choices are the last actions, and
    // only the judged declarer's took effect.
    const meeting = state.round.meetings[state.round.current];
    const judged = declared.data.declarer;
    if (!meeting || actions.length < meeting.actors.length) return null;
    const from = actions.length - meeting.actors.length;
    let s = start;
    for (let i = 0; i < from; i++) s = step(s, actions[i]!);
    for (let i = from; i < actions.length; i++) {
      const action = cardsRecording.decode(actions[i], s.seats);
      if (!action) return null;
      if (action.seat !== judged) {
        const stand = legalActions(s, action.seat).find((a) => a.type !== "declare");
        if (!stand) return null;
        actions[i] = cardsRecording.encode(stand, s.seats);
      }
      s = step(s, actions[i]!);
    }
  }
  return { options: published, actions };
}

function step(s: CardsState, compact: readonly unknown[]): CardsState {
  const action = cardsRecording.decode(compact, s.seats);
  const r = action ? applyAction(s, action) : null;
  if (!r?.ok) throw new Error("a history that does not replay");
  return r.state;
}

/** Gives `cardsGame` what a finished game's record may show (again: harmless). An explicit call where it matters, as for the bots. */
export function providePublished(): void {
  provideCardsPublished(publishedHistory);
}

providePublished();
