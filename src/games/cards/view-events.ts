/**
 * A card view's log entries, as a guest checks them (./view-shape.ts): each event type the referee
 * emits (round.ts, setup.ts) with exactly its public data, and its private part (`mine`, the
 * viewer's; `private`, everyone's after the end, C13.4) only where the referee gives one, of its
 * shape. What the table reads from an event (its announcements, the log) is then there.
 */
import { arr, bool, int, nullable, obj, oneOf, record, variant, type Shape } from "../kernel/shape.js";
import { agent, card, claims, count, fourCodes, location, meeting, reason, role, secret, seat, winners } from "./view-parts.js";

/** A black card shown or looked at: which kind, and the one card. */
const blackCard = obj({ kind: oneOf(["identity", "code"]), cards: arr(card, 1, { min: 1 }) });
/** A set's two cards. */
const twoCards = obj({ cards: arr(card, 2, { min: 2 }) });
const atLocation = { seat, location };
const round = int(1, 1e9);

/** Each event type: its data, key by key, and the shape of its private part (none: it has none). */
const EVENTS: Readonly<Record<string, { data: Readonly<Record<string, Shape>>; part?: Shape }>> = {
  dealt: { data: { players: oneOf([2, 3, 4, 5]), roles: record(seat, role, 5), codes: fourCodes }, part: secret },
  roundStarted: { data: { round, first: agent, order: arr(agent, 4) } },
  ambassadorPlaced: { data: {} },
  placed: { data: atLocation },
  revealed: { data: { ambassador: location, blind: record(agent, location, 4), meetings: arr(meeting, 2) } },
  committed: { data: atLocation },
  declared: {
    data: {
      declarer: seat, partner: nullable(agent), combination: fourCodes, claims: nullable(claims), right: bool, location, winners, reason,
    },
  },
  gameEnded: { data: { winners, reason } },
  set: { data: { from: agent, to: seat, location, via: oneOf(["exchange", "ambassador"]) }, part: twoCards },
  passed: { data: atLocation },
  looked: { data: { from: agent, to: agent, location, via: oneOf(["look"]) }, part: blackCard },
  asked: { data: { asker: agent, target: agent, location } },
  shown: { data: { from: agent, to: agent, location, via: oneOf(["question"]) }, part: blackCard },
  roundEnded: { data: { round } },
  reshuffled: { data: {} },
};

/** A log entry of a card view: a known event with exactly its data, and a private part only where it has one. */
export const viewEvent: Shape = variant("type", Object.fromEntries(Object.entries(EVENTS).map(([type, { data, part }]) => [
  type,
  obj({ seq: count, round: count, type: oneOf([type]), data: obj(data) }, part ? { mine: part, private: record(seat, part, 5) } : {}),
])));
