/**
 * Types a framework's templates need for `<inkognito-game>`: its attributes (as written in markup,
 * with the values each takes) and its public events as `on…` handlers. Used by the React and Vue
 * typings (src/react.ts, src/vue.ts); nothing here runs.
 */
import type { BotLevel, Seat } from "../games/board/index.js";
import type { BotSpeed } from "./controls/game-menu.js";
import type { InkognitoGameEventMap } from "./events.js";
import type { GameMode } from "./inkognito-game.js";

/** The element's attributes, as markup gives them (numbers may come as strings). */
export interface InkognitoGameAttributes {
  game?: "board" | "cards";
  mode?: GameMode;
  players?: 3 | 4 | 5 | "3" | "4" | "5";
  seat?: Seat | "spectator";
  seed?: string;
  scenario?: string;
  step?: number | `${number}`;
  lang?: string;
  theme?: "light" | "dark" | "auto";
  /** A game record to replay: its JSON, or a URL. */
  replay?: string;
  /** A replay: `all`, or the seat to follow. */
  follow?: Seat | "all";
  "replay-key"?: string;
  "replay-page"?: string;
  bots?: BotLevel;
  assistant?: "on" | "off";
  "bot-speed"?: BotSpeed;
  "bot-delay"?: number | `${number}`;
  "bot-worker"?: string;
  "game-id"?: string;
  table?: string;
  name?: string;
  names?: string;
  "peer-host"?: string;
  "peer-port"?: number | `${number}`;
  "peer-path"?: string;
  "peer-secure"?: "true" | "false";
  "peer-key"?: string;
  "peer-servers"?: string;
  "turn-credentials-url"?: string;
  "ice-servers"?: string;
  "ice-transport-policy"?: "all" | "relay";
  "no-privacy-screen"?: boolean;
}

/** The public events as React 19 sets them on a custom element: `oninkognito-turn={(e) => e.detail.seat}`. */
export type InkognitoGameEventProps = {
  [K in keyof InkognitoGameEventMap as `on${K}`]?: (event: InkognitoGameEventMap[K]) => void;
};

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${Camel<Tail>}` : Capitalize<S>;

/** The public events as Vue's templates name them (`@inkognito-turn` is the prop `onInkognitoTurn`). */
export type InkognitoGameVueEvents = {
  [K in keyof InkognitoGameEventMap as `on${Camel<K>}`]?: (event: InkognitoGameEventMap[K]) => void;
};
