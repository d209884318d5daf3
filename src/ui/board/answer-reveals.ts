/**
 * The answer reveal at the table: the newest answer of this turn that the seat in front of the
 * screen has not acknowledged, per viewer (hot-seat screens change viewers); answers already there
 * when the game opened count as seen.
 */
import { html, nothing, type ReactiveControllerHost } from "lit";
import type { SeatView, Viewer } from "../../games/board/index.js";
import { revealFor } from "../controls/reveal.js";
import type { Messages } from "../i18n/index.js";
import { wantPart } from "../parts-on-demand.js";

export class AnswerReveals {
  /** Answers up to this one were there when the game opened. */
  private floor = -1;
  /** Per viewer, the last answer it acknowledged. */
  private acked: Partial<Record<Viewer, number>> = {};

  constructor(private readonly host: ReactiveControllerHost & { readonly renderRoot: ParentNode }) {}

  /** A game opened: its answers so far (up to `lastSeq`) count as seen. */
  reset(lastSeq: number): void {
    this.floor = lastSeq;
    this.acked = {};
  }

  /** The reveal to show now, if any (`autoClose`: milliseconds it stays, 0 until acknowledged). */
  render(view: SeatView, m: Messages, autoClose: number) {
    if (view.answerPrompt || view.result) return nothing;
    const reveal = revealFor(view, Math.max(this.floor, this.acked[view.viewer] ?? -1));
    if (!reveal) return nothing;
    void wantPart("inkognito-answer-reveal");
    const notebookTab = () => {
      const panel = this.host.renderRoot.querySelector("inkognito-side-panel");
      return panel?.shadowRoot?.querySelector("#tab-notebook")?.getBoundingClientRect() ?? null;
    };
    const done = (e: CustomEvent<{ seq: number }>) => {
      this.acked = { ...this.acked, [view.viewer]: e.detail.seq };
      this.host.requestUpdate();
    };
    return html`<inkognito-answer-reveal exportparts="reveal" .reveal=${reveal} .messages=${m}
      .autoClose=${autoClose} .flyTo=${notebookTab} @inkognito-reveal-done=${done}></inkognito-answer-reveal>`;
  }
}
