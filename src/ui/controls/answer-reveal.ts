/**
 * The answer to a Question, shown where the table can see it: the asker sees the shown cards large
 * until it acknowledges them (brought into view if the page was scrolled away), then they fly to the notebook; the
 * answerer sees what it showed; everyone else sees that N cards were shown. Everything is read off
 * the view's log (the newest `answered` event), so local and network tables behave alike.
 */
import { LitElement, css, html, nothing } from "lit";
import { property } from "lit/decorators.js";
import type { Seat } from "../../games/board/index.js";
import type { Reveal } from "./reveal.js";
import type { Messages } from "../i18n/index.js";
import { base } from "../theme.js";
import { cardFace, cardStyles } from "../panels/cards.js";
import { dialogStyles } from "./dialog-styles.js";
import "../i18n/en-later.js"; // the texts only parts loaded on demand show

export { revealFor, type Reveal, type RevealRole } from "./reveal.js";

/**
 * @summary The shown cards of the newest answer, large, then flown to the notebook.
 * @fires inkognito-reveal-done - The reveal was acknowledged (or timed out). detail: `{ seq }`.
 * @csspart reveal - The reveal box.
 */
export class InkognitoAnswerReveal extends LitElement {
  @property({ attribute: false }) reveal: Reveal | null = null;
  @property({ attribute: false }) messages?: Messages;
  /** Milliseconds before the reveal closes by itself (0: it waits to be acknowledged). */
  @property({ type: Number }) autoClose = 0;
  /** Where the cards fly when the reveal closes (the notebook tab), if anywhere. */
  @property({ attribute: false }) flyTo: (() => DOMRect | null) | null = null;
  /** A seat's name in texts (the shell passes lobby names where there are some). */
  @property({ attribute: false }) seatName: ((s: Seat) => string) | null = null;

  private timer: ReturnType<typeof setTimeout> | null = null;
  private closing = false;

  static override styles = [
    base,
    cardStyles,
    dialogStyles,
    css`
      :host { display: contents; }
      /* Near the top of the table, where the player looks, however tall the table grows on a phone. */
      .scrim { z-index: 16; align-items: start; padding-top: 3.5rem; }
      .dialog { width: min(32rem, 100%); justify-items: center; text-align: center; }
      .cards { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.8rem; padding: 0.4rem 0 0.2rem; }
      .cards { flex-wrap: nowrap; gap: min(0.8rem, 2.5vw); }
      .dialog { box-sizing: border-box; max-width: 100%; }
      .cards { width: 100%; min-width: 0; }
      .cards .card { flex: 0 1 6.6rem; min-width: 0; min-height: 8.6rem; font-size: 0.85rem; box-shadow: 0 6px 18px #0006; }
      .cards .card .glyph { font-size: 2rem; min-height: 3rem; }
      .cards .card .sil { width: 2.1rem; height: 2.9rem; }
      .cards .card .mono { width: 2.4rem; height: 2.4rem; font-size: 1.3rem; }
      .cards .card .name { font-size: 0.8rem; white-space: normal; }
      .sub { font-size: 0.9rem; opacity: 0.8; }
      .banner {
        position: absolute; left: 50%; top: 4.2rem; transform: translateX(-50%); z-index: 14; max-width: calc(100% - 2rem);
        display: flex; align-items: center; gap: 0.7rem; padding: 0.5rem 0.6rem 0.5rem 0.9rem; border-radius: 999px;
        background: color-mix(in srgb, var(--inkognito-panel) 94%, transparent); color: var(--inkognito-panel-text);
        border: 1px solid var(--inkognito-gilt); box-shadow: 0 6px 20px #0008; font-size: 0.9rem;
      }
      .backs { display: inline-flex; gap: 0.2rem; }
      .back { width: 0.9rem; height: 1.25rem; border-radius: 3px; border: 1px solid var(--inkognito-gilt);
        background: repeating-linear-gradient(45deg, #5b1a17 0 3px, #7a2a22 3px 6px); }
      .banner button { min-height: 2rem; padding: 0.2rem 0.7rem; border-color: var(--inkognito-gilt); color: var(--inkognito-panel-text); background: transparent; }
    `,
  ];

  /** The closing animations under way: cancelled if the reveal leaves the page (a running one would hold it). */
  private anims: Animation[] = [];

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved within the page (disconnected and connected again): a reveal that closes by itself still does.
    if (this.hasUpdated && this.reveal && !this.timer && !this.closing) this.arm(this.reveal);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.clearTimer();
    for (const a of this.anims) a.cancel();
    this.anims = [];
  }

  /** Only the count: a passing note. The cards: they wait for the player, unless the shell set a time. */
  private arm(r: Reveal) {
    const after = r.role === "other" ? 3500 : this.autoClose;
    if (after > 0) this.timer = setTimeout(() => void this.done(), after);
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  protected override updated(changed: Map<string, unknown>): void {
    if (!changed.has("reveal")) return;
    const before = changed.get("reveal") as Reveal | null | undefined;
    if (before && this.reveal && before.seq === this.reveal.seq && before.role === this.reveal.role) return;
    this.clearTimer();
    this.closing = false;
    const r = this.reveal;
    if (!r) return;
    this.arm(r);
    if (r.role !== "other") {
      // Wherever the page was scrolled, the whole reveal comes into view (a phone's screen is short).
      this.renderRoot.querySelector<HTMLElement>(".dialog")?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
      this.renderRoot.querySelector<HTMLElement>(".dialog button")?.focus({ preventScroll: true });
    }
  }

  /** Closes the reveal: the cards fly to the notebook (a fade with reduced motion), then `inkognito-reveal-done`. */
  async done(): Promise<void> {
    const r = this.reveal;
    if (!r || this.closing) return;
    this.closing = true;
    this.clearTimer();
    const cards = [...this.renderRoot.querySelectorAll<HTMLElement>(".cards .card")];
    const target = this.flyTo?.() ?? null;
    const reduced = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    const box = this.renderRoot.querySelector<HTMLElement>(".dialog, .banner");
    const anims: Animation[] = [];
    if (cards.length && target && !reduced && typeof cards[0]!.animate === "function") {
      const tx = target.left + target.width / 2, ty = target.top + target.height / 2;
      cards.forEach((c, i) => {
        const b = c.getBoundingClientRect();
        const dx = tx - (b.left + b.width / 2), dy = ty - (b.top + b.height / 2);
        anims.push(c.animate(
          [{ transform: "none", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(0.2)`, opacity: 0.3 }],
          { duration: 520, delay: i * 60, easing: "cubic-bezier(.5,0,.3,1)", fill: "forwards" },
        ));
      });
      if (box) anims.push(box.animate([{ opacity: 1 }, { opacity: 0 }], { duration: 650, easing: "ease-in", fill: "forwards" }));
    } else if (box && typeof box.animate === "function") {
      anims.push(box.animate([{ opacity: 1 }, { opacity: 0 }], { duration: reduced ? 250 : 300, fill: "forwards" }));
    }
    this.anims = anims;
    await Promise.all(anims.map((a) => a.finished.catch(() => undefined)));
    this.anims = [];
    if (this.reveal?.seq !== r.seq) return;
    this.dispatchEvent(new CustomEvent("inkognito-reveal-done", { detail: { seq: r.seq }, bubbles: true, composed: true }));
  }

  override render() {
    const r = this.reveal;
    const m = this.messages;
    if (!r || !m) return nothing;
    const name = (s: Seat) => this.seatName?.(s) ?? m.seat[s];
    const kind = r.kind === "identity" ? m.kindIdentity : m.kindBuild;
    if (r.role === "other" || !r.cards) {
      return html`<div class="banner" part="reveal" role="status">
        <span class="backs" aria-hidden="true">${Array.from({ length: r.count }, () => html`<span class="back"></span>`)}</span>
        <span>${m.revealOthers(name(r.answerer), name(r.asker), r.count)}</span>
        <button @click=${() => void this.done()}>${m.revealDismiss}</button>
      </div>`;
    }
    const title = r.role === "asker" ? m.revealAsker(name(r.answerer), r.count, kind)
      : r.role === "answerer" ? m.revealAnswerer(name(r.asker), r.count)
      : m.revealObserver(name(r.answerer), name(r.asker), r.count);
    return html`<div class="scrim" @keydown=${(e: KeyboardEvent) => e.key === "Escape" && void this.done()}>
      <div class="dialog" part="reveal" role="dialog" aria-modal="true" aria-label=${title}>
        <h2>${title}</h2>
        ${r.via === "ambassador" ? html`<p class="sub">${m.viaAmbassador}</p>` : nothing}
        <div class="cards">${r.cards.map((c) => cardFace(m, c.card, c.face))}</div>
        <p class="sub">${r.role === "answerer" ? m.revealAnswererHint : m.revealAskerHint}</p>
        <div class="buttons"><button class="primary" @click=${() => void this.done()}>
          ${r.role === "answerer" ? m.revealOk : m.revealToNotebook}</button></div>
      </div>
    </div>`;
  }
}
