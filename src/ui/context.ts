/**
 * What every component of the table gets from the shell through @lit/context: the current view,
 * the messages of the element's language, `act`, which sends an intent to the table, and the names
 * typed in a network table's lobby (name seats with `seatName` from `names.ts`).
 */
import { createContext } from "@lit/context";
import type { Action, SeatView } from "../games/board/index.js";
import type { ActResult } from "../net/table.js";
import type { Messages } from "./i18n/index.js";
import type { SeatNames } from "./names.js";
import type { Roster } from "./roster.js";

export interface GameContext {
  readonly view: SeatView;
  readonly messages: Messages;
  act(action: Action): ActResult;
  /** Names typed in the lobby, by seat (network tables); absent in solo and hot-seat. */
  readonly names?: SeatNames;
  /** The deduction assistant (probabilities in the notebook) is on at this table. */
  readonly assist?: boolean;
  /** Who sits at each seat (you, a person, a bot) and, at a network table, each seat's link. */
  readonly roster?: Roster;
}

export const gameContext = createContext<GameContext>(Symbol("inkognito-game"));
