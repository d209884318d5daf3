/**
 * A change of the element's configuration while it plays (docs/element.md, "Changing attributes
 * during a game"): a change of mode, scenario, table or signalling server starts anew; a change of
 * `players`, `seat` or `seed` while a local game is in progress is not applied at once — the
 * attributes are set back to the game on screen, `inkognito-change-deferred` tells the page, and the
 * player is asked ("Leave this game?", from the game menu's pages) before a new game replaces it.
 */
import { nothing, type PropertyValues, type ReactiveControllerHost } from "lit";
import { loadMenuPages, loadedMenuPages } from "./controls/menu-pages.js";
import type { InkognitoChangeDeferredDetail } from "./events.js";
import type { Messages } from "./i18n/index.js";

/** The options a page script may change during a game. */
export interface GameOptions {
  players: 3 | 4 | 5;
  seat: string;
  seed: string | null;
}

/** The shell, as the options' watch sees it. */
export interface OptionsHost extends ReactiveControllerHost, GameOptions {
  readonly isConnected: boolean;
  readonly hasUpdated: boolean;
}

/** Attributes whose change starts the element anew (or, for the options alone, may ask first). */
const CONFIG = ["mode", "players", "seat", "seed", "scenario", "gameId", "tableId", "peerHost", "peerPort", "peerPath"] as const;
const OPTIONS = ["players", "seat", "seed"] as const;

export class OptionsChange {
  /** The next configuration change starts a fresh game (the player chose it in the menu or confirmed it). */
  freshNext = false;
  /** Properties being set from the resumed game: not a change of configuration. */
  syncing = false;
  /** A page script changed players/seat/seed while a game is in progress: asked before discarding it. */
  private pending: GameOptions | null = null;

  constructor(
    private readonly el: OptionsHost,
    private readonly game: {
      isLocal(): boolean;
      inProgress(): boolean;
      start(fresh: boolean): void;
      deferred(detail: InkognitoChangeDeferredDetail): void;
    },
  ) {}

  /** A start shows the options it plays: nothing is waiting any more. */
  clear(): void {
    if (!this.pending) return;
    this.pending = null;
    this.el.requestUpdate();
  }

  /** The resumed game's options become the element's (without starting anything). */
  sync(options: Pick<GameOptions, "players" | "seat">): void {
    const el = this.el;
    if (options.players === el.players && options.seat === el.seat) return;
    this.syncing = true;
    el.players = options.players;
    el.seat = options.seat;
    void el.updateComplete.then(() => (this.syncing = false));
  }

  /** Before an update: a change of configuration starts the element anew, or waits for the player. */
  changed(changed: PropertyValues): void {
    const el = this.el;
    if (this.syncing) {
      this.syncing = false;
      return;
    }
    if (!el.isConnected || !el.hasUpdated || !CONFIG.some((k) => changed.has(k))) return;
    const onlyOptions = CONFIG.every((k) => !changed.has(k) || (OPTIONS as readonly string[]).includes(k));
    if (this.freshNext || !onlyOptions || !this.game.isLocal()) {
      this.game.start(this.freshNext);
    } else if (this.game.inProgress()) {
      // A new game with other options would discard this one: ask first, and keep the running game's options meanwhile
      // (reflected back to the attributes), telling the page so.
      const requested = { players: el.players, seat: el.seat, seed: el.seed };
      this.pending = requested;
      for (const k of OPTIONS) if (changed.has(k)) (el as unknown as Record<string, unknown>)[k] = changed.get(k);
      const detail = { requested, current: { players: el.players, seat: el.seat, seed: el.seed }, reason: "game-in-progress" as const } as InkognitoChangeDeferredDetail;
      void el.updateComplete.then(() => this.game.deferred(detail));
    } else {
      this.game.start(true);
    }
    this.freshNext = false;
  }

  /**
   * The question, while a change waits (with the game menu's pages, loaded for it if need be; until
   * then the game goes on as it was).
   */
  render(m: Messages) {
    const p = this.pending;
    if (!p) return nothing;
    const pages = loadedMenuPages();
    if (!pages) {
      void loadMenuPages().then(() => this.el.requestUpdate(), () => undefined);
      return nothing;
    }
    const apply = () => {
      this.pending = null;
      this.freshNext = true;
      Object.assign(this.el, p);
      this.el.requestUpdate();
    };
    return pages.renderOptionsConfirm(m, p.players !== this.el.players ? p.players : null, apply, () => this.clear());
  }
}

/**
 * The same watch for a card game (../cards-slot.ts says what its start does): `seat` is not the card
 * game's (Red is the person's seat at a card table), so a change of it alone asks nothing.
 */
export class CardsOptionsChange extends OptionsChange {
  override changed(changed: PropertyValues): void {
    const options = new Map(changed);
    options.delete("seat");
    super.changed(options);
  }
}

