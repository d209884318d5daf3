/**
 * A network card table's names: those its players typed in the lobby, by seat (bots and open seats
 * have none; nor has a player who typed none), and the card game's texts naming each such seat as
 * "Anna (Red)" (seatName in ../seat-names.ts) in every text that names a seat.
 */
import type { Seat } from "../../games/cards/types.js";
import type { NetworkShell } from "../network-shell.js";
import type { CardsGame } from "../../games/cards/game.js";
import { messagesFor } from "../i18n/index.js";
import { cardsMessagesFor, type CardsMessages } from "../i18n/cards.js";
import { seatName, type SeatNames } from "../seat-names.js";

export function lobbyNames(network: NetworkShell<CardsGame> | null, lang: string): SeatNames {
  const names: Partial<Record<Seat, string>> = {};
  const unnamed = messagesFor(lang).lobbyNoName;
  for (const s of network?.lobbyState?.seats ?? []) if ((s.kind === "human" || s.kind === "host") && s.name && s.name !== unnamed) names[s.seat] = s.name;
  return names as SeatNames;
}

/** The card game's texts in `lang`, each seat with a typed name named by it. */
export function namedMessages(lang: string, names: SeatNames): CardsMessages {
  const m = cardsMessagesFor(lang);
  if (!Object.keys(names).length) return m;
  const board = messagesFor(lang);
  const seat = Object.fromEntries(Object.keys(m.seat).map((s) => [s, names[s as Seat] ? seatName(board, s as Seat, names) : m.seat[s as Seat]]));
  return { ...m, seat: seat as CardsMessages["seat"] };
}
