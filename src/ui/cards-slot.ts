/**
 * The card game's place in `<inkognito-game>`: its table element (`<inkognito-cards-table>`, from
 * its chunk) with the element's attributes, its save slot, and what the shell does for it that the
 * table does not — a player count it cannot play said as a configuration error, a change of
 * `players` or `seed` asked first while a game is in progress (./options-change.ts), a resumed
 * game's count made the element's, its start and turn told as the element's public events.
 */
import { html, type PropertyValues, type TemplateResult } from "lit";
import { CARD_COUNTS } from "./config-errors.js";
import type { InkognitoChangeDeferredDetail, InkognitoGameStartDetail, InkognitoTurnDetail } from "./events.js";
import { messagesFor } from "./i18n/index.js";
import { invitedTable } from "./invite.js";
import { CardsOptionsChange, type OptionsHost } from "./options-change.js";
import { saveName, storageKey, type SaveOwner } from "./saves.js";
import type { SaveWatch } from "./save-notice.js";

/** The element's attributes the card table is given. */
export type CardsSlotHost = OptionsHost & SaveOwner & {
  readonly mode: string;
  readonly scenario: string | null;
  readonly bots: string;
  readonly step: number | null;
  readonly noPrivacyScreen: boolean;
  readonly botWorker: string | null;
  readonly textLang: string;
  readonly renderRoot: HTMLElement | DocumentFragment;
};

/** What the card game needs of the shell. */
export interface CardsSlotParts {
  readonly saves: SaveWatch;
  isLocal(): boolean;
  botWait(): number;
  start(fresh: boolean): void;
  step(index: number): void;
  started(detail: InkognitoGameStartDetail): void;
  turn(detail: InkognitoTurnDetail): void;
  deferred(detail: InkognitoChangeDeferredDetail): void;
}

type CardsTableElement = HTMLElement & { inProgress(): boolean };

export class CardsSlot {
  /** A change of players or seed during a card game (asked first while one is in progress). */
  readonly options: CardsOptionsChange;
  private slot: { key: string; store: ReturnType<SaveWatch["store"]> } | null = null;

  constructor(private readonly el: CardsSlotHost, private readonly parts: CardsSlotParts) {
    this.options = new CardsOptionsChange(el, {
      isLocal: () => parts.isLocal() && !el.scenario, inProgress: () => this.table()?.inProgress() ?? false,
      deferred: (detail) => parts.deferred(detail), start: (fresh) => this.apply(fresh),
    });
  }

  /** The last change of players came from a count the card game has not (its configuration error shown). */
  private fromUnplayable = false;

  /** Before the element's update, for a card game. */
  willUpdate(changed: PropertyValues): void {
    this.fromUnplayable = changed.has("players") && !CARD_COUNTS.includes(changed.get("players") as number);
    this.options.changed(changed);
  }

  /**
   * A change of the configuration applied (the card table starts its games itself, on a new mode,
   * count or seed): a count it cannot play is the shell's start to say (BAD_PLAYERS, nothing
   * touched), and so is the first it can after one (the game saved comes back); else `fresh` (a new
   * game chosen, or nothing played yet) forgets the save it would resume: it resumed the game just
   * dealt, at the old count.
   */
  private apply(fresh: boolean): void {
    const el = this.el;
    if (!el.scenario && (!CARD_COUNTS.includes(el.players) || this.fromUnplayable)) return this.parts.start(false);
    if (fresh && this.parts.isLocal() && !el.scenario) this.store()?.clear();
  }

  /** The table element on screen. */
  table(): CardsTableElement | null {
    return el(this.el.renderRoot);
  }

  /** The card game's save slot for this element and mode (one store object per slot, so the card table's resume and saves share it). */
  store() {
    const key = storageKey(this.el, "cards");
    if (this.slot?.key !== key) this.slot = { key, store: this.parts.saves.store(key) };
    return this.slot.store;
  }

  /** A card game shown: a resumed game's count becomes the element's (as a board game's does), and nothing waits to be asked. */
  private started(detail: InkognitoGameStartDetail, local: boolean) {
    if (local && !this.el.scenario) this.options.sync({ players: detail.players as 3 | 4 | 5, seat: this.el.seat });
    this.options.clear();
    this.parts.started(detail);
  }

  /** The card table (once its chunk has loaded: `shown`), or why there is none; and the question of a change, while one waits. */
  render(shown: boolean, notice: string): TemplateResult {
    const el = this.el;
    const mode = invitedTable() && el.mode !== "hotseat" ? "join" : el.mode;
    // Solo and hot-seat card games are saved in a slot of their own (the card game's); network tables by the network code.
    const local = mode === "solo" || mode === "hotseat";
    const table = shown ? html`<inkognito-cards-table part="table"
        .mode=${mode} .players=${el.players} .store=${local && !el.scenario ? this.store() : undefined}
        .net=${local ? null : { attributes: el, gameId: saveName(el), store: this.parts.saves.store, botWorker: el.botWorker }} .bots=${el.bots} .seed=${el.seed}
        .lang=${el.textLang} .scenario=${el.scenario} .step=${el.step} .noPrivacyScreen=${el.noPrivacyScreen}
        .botDelay=${this.parts.botWait()} @inkognito-step=${(e: CustomEvent<{ index: number }>) => this.parts.step(e.detail.index)}
        @inkognito-cards-start=${(e: CustomEvent<InkognitoGameStartDetail>) => this.started(e.detail, local)}
        @inkognito-cards-turn=${(e: CustomEvent<InkognitoTurnDetail>) => this.parts.turn(e.detail)}></inkognito-cards-table>`
      : html`<div class="table" part="table"><p class="notice">${notice}</p></div>`;
    return html`${table}${this.options.render(messagesFor(el.textLang))}`;
  }
}

const el = (root: HTMLElement | DocumentFragment | undefined) => (root?.querySelector("inkognito-cards-table") ?? null) as CardsTableElement | null;
