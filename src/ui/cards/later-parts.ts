/**
 * What the card table asks for after its first frame and uses once it is here, a chunk of its own
 * (./table-later.ts), so the first paint does not wait for it: the log's markup (./table-log.ts; its
 * styles are here, part of the table's) and where focus goes when the control it was on went away
 * (./table-focus.ts). Until it is here (a few milliseconds) the log is not shown and focus is left
 * as it is; after a failure it is asked for again at the next render.
 */
import { css, nothing, type ReactiveController, type ReactiveControllerHost } from "lit";
import type { CardsView } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";
import type { CardsFocus } from "./table-focus.js";

export const logStyles = css`
  .log ol { list-style: none; margin: 0.3rem 0 0; padding: 0 0.2rem 0 0; max-height: 14rem; overflow-y: auto; font-size: 0.8rem; }
  .log li { padding: 0.15rem 0; border-bottom: 1px solid color-mix(in srgb, var(--inkognito-panel) 70%, var(--inkognito-panel-text)); overflow-wrap: anywhere; }
  .log li.round { font-weight: 700; color: var(--inkognito-highlight); }
  .log ol:focus-visible { outline: 2px solid var(--inkognito-highlight); outline-offset: 2px; }
`;

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export class CardsLater implements ReactiveController {
  private code: typeof import("./table-later.js") | null = null;
  private loading = false;
  /** Where focus goes (null until the chunk is here). */
  focus: CardsFocus | null = null;

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Asks for the chunk (once; again after a failure), after the frame being drawn: the first paint does not wait for it. */
  load(): void {
    if (this.code || this.loading) return;
    this.loading = true;
    new Promise((r) => requestAnimationFrame(r)).then(() => import("./table-later.js")).then((code) => {
      this.code = code;
      this.focus = new code.CardsFocus(this.host);
      this.host.requestUpdate();
    }, (e: unknown) => {
      this.loading = false;
      console.warn("the card table's log could not be loaded:", e);
    });
  }

  renderLog(view: CardsView, m: CardsMessages) {
    this.load();
    return this.code ? this.code.renderLog(view, m) : nothing;
  }
}
