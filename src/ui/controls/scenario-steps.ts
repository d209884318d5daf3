/**
 * The controls of a narrated scenario (a rule demonstration or the tutorial): the step's caption,
 * "Step n of N", Back / Next / Play, and at the last step "Play on from here" and "Replay". It only
 * shows and asks; the shell decides which game each step shows.
 */
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { property, state } from "lit/decorators.js";
import { en, type Messages } from "../i18n/en.js";
import { base, visuallyHiddenRules } from "../theme.js";
import "../i18n/en-later.js"; // the texts only parts loaded on demand show

/** Milliseconds each step stays on screen while playing. */
export const STEP_PLAY_MS = 4000;

/**
 * @summary A narrated scenario's caption and its Back / Next / Play, Play on and Replay controls.
 * @fires inkognito-step-go - Show another step. detail: `{ index }`.
 * @fires inkognito-play-on - Leave the narration and play on from the position shown.
 * @fires inkognito-replay - Start the narration again from its first step.
 * @csspart steps - The bar.
 * @csspart caption - The caption.
 */
export class InkognitoScenarioSteps extends LitElement {
  /** The step shown (0 is the first). */
  @property({ type: Number }) index = 0;
  /** How many steps the scenario has. */
  @property({ type: Number }) count = 1;
  /** The step's caption in the element's language. */
  @property() caption = "";
  /** A second line: the tutorial's explanation of a mistake, or its "done". */
  @property() note = "";
  /** The note explains a mistake (shown as a warning). */
  @property({ type: Boolean }) mistake = false;
  /** The narration was left to play on: only Replay remains. */
  @property({ type: Boolean, attribute: "playing-on" }) playingOn = false;
  /** Next waits for the player (a tutorial step not yet done). */
  @property({ type: Boolean, attribute: "next-locked" }) nextLocked = false;
  /** The game shown is over: nothing to play on. */
  @property({ type: Boolean }) over = false;
  /** Heading: "Rule demonstration" or "Tutorial". */
  @property() label = "";
  @property({ attribute: false }) messages: Messages = en;

  /** Playing: Next by itself every few seconds, until the last step. */
  @state() private playing = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  static override styles = [
    base,
    css`
      :host { display: block; }
      .bar {
        display: grid; gap: 0.45rem; padding: 0.6rem 0.9rem; margin-bottom: 0.4rem;
        background: var(--inkognito-parchment); color: var(--inkognito-ink); border-radius: var(--inkognito-radius);
        border: 2px solid var(--inkognito-gilt);
      }
      .head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 0.75rem; font-size: 0.8rem;
        text-transform: uppercase; letter-spacing: 0.05em; opacity: 0.8; }
      .caption { margin: 0; font-size: 1rem; line-height: 1.45; min-height: 2.9em; }
      .note { margin: 0; font-size: 0.92rem; line-height: 1.4; padding: 0.35rem 0.6rem; border-radius: 0.4rem; background: #2f8f4e22; }
      .note.mistake { background: #c8322d22; border-left: 3px solid #c8322d; }
      .buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }
      button {
        font: 600 0.9rem var(--inkognito-font); padding: 0.45rem 0.9rem; min-height: 2.5rem; min-width: 2.75rem; border-radius: 999px;
        cursor: pointer; border: 1px solid var(--inkognito-ink); background: transparent; color: var(--inkognito-ink);
      }
      button.primary { background: var(--inkognito-ink); color: var(--inkognito-parchment); }
      button[disabled] { opacity: 0.4; cursor: default; }
      progress { flex: 1 1 6rem; min-width: 4rem; height: 0.4rem; accent-color: var(--inkognito-gilt); }
      .short { display: none; }
      /* Phone: under the board, compact (the count and the buttons on one line), so caption and board share the screen. */
      @container (max-width: 40rem) {
        .bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3rem 0.4rem; padding: 0.35rem 0.55rem; margin: 0; }
        .head { flex: 1 0 auto; font-size: 0.75rem; }
        .head > span:first-child, progress { display: none; }
        .count { ${visuallyHiddenRules} }
        .head > .short { display: inline; }
        .buttons { flex: 0 1 auto; justify-content: flex-end; gap: 0.3rem; }
        button { font-size: 0.82rem; padding: 0.3rem 0.55rem; min-height: 2.25rem; }
        .caption, .note { flex: 1 1 100%; order: 2; }
        .caption { font-size: 0.85rem; line-height: 1.3; min-height: 0; max-height: 6.5em; overflow: auto; }
        .note { font-size: 0.8rem; padding: 0.2rem 0.5rem; }
      }
    `,
  ];

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopPlaying();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has("index") || changed.has("count") || changed.has("nextLocked")) {
      if (this.playing) this.schedule();
    }
  }

  private go(index: number) {
    if (index < 0 || index >= this.count) return;
    this.fire("inkognito-step-go", { index });
  }

  private fire(type: string, detail: unknown = {}) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private schedule() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.index >= this.count - 1 || this.nextLocked) {
      this.playing = false;
      return;
    }
    this.timer = setTimeout(() => this.go(this.index + 1), STEP_PLAY_MS);
  }

  private stopPlaying() {
    this.playing = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private togglePlay() {
    if (this.playing) {
      this.stopPlaying();
      return;
    }
    this.playing = true;
    this.go(this.index + 1);
  }

  override render() {
    const m = this.messages;
    const last = this.index >= this.count - 1;
    if (this.playingOn) {
      return html`<div class="bar" part="steps" role="region" aria-label=${this.label || m.scenarioLabel}>
        <div class="head"><span>${this.label || m.scenarioLabel}</span></div>
        <p class="caption" part="caption">${m.scenarioPlayingOn}</p>
        <div class="buttons"><button class="replay" @click=${() => this.fire("inkognito-replay")}>${m.scenarioReplay}</button></div>
      </div>`;
    }
    return html`<div class="bar" part="steps" role="region" aria-label=${this.label || m.scenarioLabel}>
      <div class="head">
        <span>${this.label || m.scenarioLabel}</span>
        <span class="count">${m.scenarioStepOf(this.index + 1, this.count)}</span>
        <span class="short" aria-hidden="true">${m.scenarioStepShort(this.index + 1, this.count)}</span>
        <progress max=${this.count} value=${this.index + 1} aria-hidden="true"></progress>
      </div>
      <p class="caption" part="caption" aria-live="polite" tabindex="0">${this.caption}</p>
      ${this.note ? html`<p class="note ${this.mistake ? "mistake" : ""}" role=${this.mistake ? "alert" : "status"}>${this.note}</p>` : nothing}
      <div class="buttons">
        <button class="back" ?disabled=${this.index === 0} @click=${() => { this.stopPlaying(); this.go(this.index - 1); }}>${m.scenarioBack}</button>
        ${last ? nothing : html`
          <button class="next primary" ?disabled=${this.nextLocked} @click=${() => { this.stopPlaying(); this.go(this.index + 1); }}>${m.scenarioNext}</button>
          <button class="play" aria-pressed=${this.playing ? "true" : "false"} ?disabled=${this.nextLocked}
            @click=${this.togglePlay}>${this.playing ? m.scenarioPause : m.scenarioPlay}</button>`}
        ${last && !this.over ? html`<button class="play-on primary" @click=${() => this.fire("inkognito-play-on")}>${m.scenarioPlayOn}</button>` : nothing}
        ${last ? html`<button class="replay" @click=${() => { this.stopPlaying(); this.fire("inkognito-replay"); }}>${m.scenarioReplay}</button>` : nothing}
      </div>
    </div>`;
  }
}
