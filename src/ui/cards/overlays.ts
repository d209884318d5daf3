/**
 * What lies over the card table: hot-seat's privacy screen between seats; a narrated scenario's or
 * the tutorial's step, its caption (read aloud as it changes), Back and Next (none while the
 * tutorial waits for the player's act); and the table's toast (role=alert, at the foot of the screen): a refused act's reason or a
 * tutorial's hint, for a few seconds. A new one replaces the last one and its time (an earlier
 * timer no longer cuts a later message short); a new step of a scenario clears it (a hint for the
 * last step's mistake no longer stays over the next one).
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from "lit";
import type { CardsMessages } from "../i18n/cards.js";
import type { Seat } from "../../games/cards/types.js";
import { seatLetter } from "../theme.js";

/** Hot-seat's privacy screen: "Pass to Blue — tap when only Blue is looking" (`clear` shows the seat's table). */
export function renderPrivacy(m: CardsMessages, seat: Seat, clear: () => void) {
  const name = m.seat[seat];
  return html`<div class="table" part="table"><div class="privacy" part="privacy">
    <button @click=${clear}><span class="chip seat-fill seat-${seat}">${seatLetter(m, seat)}</span>
      ${m.passTo(name)}<small>${m.passToHint(name)}</small></button></div></div>`;
}

/**
 * Step `i` of `count`: its caption, Back and (unless the step `waits` for the player's act) Next; `go` shows another
 * step. On the last step, `playOn` (when the game is not over there) goes on with the game from it instead of Next.
 */
export function renderSteps(m: CardsMessages, i: number, count: number, caption: string, waits: boolean, go: (i: number) => void, playOn: (() => void) | null = null) {
  const last = i >= count - 1;
  return html`<div class="steps" part="steps"><p part="caption" aria-live="polite">${caption}</p>
    <div class="row"><span>${m.stepOf(i + 1, count)}</span>
      <button class="act" ?disabled=${i === 0} @click=${() => go(i - 1)}>${m.prev}</button>
      ${waits ? nothing : last && playOn ? html`<button class="act primary play-on" @click=${playOn}>${m.playOn}</button>`
        : html`<button class="act primary" ?disabled=${last} @click=${() => go(i + 1)}>${m.next}</button>`}
    </div></div>`;
}

export class CardsToast implements ReactiveController {
  text = "";
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.clear();
  }

  show(text: string, ms: number): void {
    clearTimeout(this.timer);
    this.text = text;
    this.timer = setTimeout(() => this.clear(), ms);
    this.host.requestUpdate();
  }

  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.text) return;
    this.text = "";
    this.host.requestUpdate();
  }

  render() {
    return this.text ? html`<div class="toast" role="alert">${this.text}</div>` : nothing;
  }
}
