/**
 * What every component of the table gets from the shell through @lit/context: the current view,
 * the messages of the element's language, and `act`, which sends an intent to the table.
 */
import { createContext } from "@lit/context";
import type { Action, SeatView } from "../engine/index.js";
import type { ActResult } from "../net/table.js";
import type { Messages } from "./i18n/index.js";

export interface GameContext {
  readonly view: SeatView;
  readonly messages: Messages;
  act(action: Action): ActResult;
  /** The deduction assistant (probabilities in the notebook) is on at this table. */
  readonly assist?: boolean;
}

export const gameContext = createContext<GameContext>(Symbol("inkognito-game"));
