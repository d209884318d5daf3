/**
 * The Phantom of Prophecy: a carnival mask whose window shows the three balls of this turn.
 */
import { LitElement, css, html, svg, type PropertyValues, type SVGTemplateResult } from "lit";
import { property } from "lit/decorators.js";
import type { Ball } from "../../games/board/index.js";
import { en, type Messages } from "../i18n/en.js";
import { base } from "../theme.js";

const BALL_X = [68, 110, 152] as const;
const BALL_Y = 57;
const BALL_R = 16;

/** A pictogram per colour, so colour is never the only cue (it mirrors what the ball moves). */
function ballIcon(ball: Ball): SVGTemplateResult {
  switch (ball) {
    case "white": // land or water: a solid line over a dotted one
      return svg`<g class="icon">
        <line x1="-7" y1="-3" x2="7" y2="-3" stroke-width="2.6" stroke-linecap="round"/>
        <line x1="-7" y1="3.5" x2="7" y2="3.5" stroke-width="2.6" stroke-linecap="round" stroke-dasharray="0 4.6"/>
      </g>`;
    case "orange": // land: a solid road
      return svg`<g class="icon"><line x1="-7.5" y1="0" x2="7.5" y2="0" stroke-width="3.2" stroke-linecap="round"/></g>`;
    case "lightBlue": // water: a dotted crossing
      return svg`<g class="icon"><line x1="-7.5" y1="0" x2="7.5" y2="0" stroke-width="3.4" stroke-linecap="round" stroke-dasharray="0 5"/></g>`;
    case "black": // the Ambassador: a top hat
      return svg`<g class="icon filled">
        <path d="M-4.2 3.2L-4.8 -6Q0 -7.2 4.8 -6L4.2 3.2Z"/>
        <ellipse cx="0" cy="3.4" rx="7" ry="1.7"/>
      </g>`;
    case "purple": // an opponent's figure: an eye mask
      return svg`<g class="icon filled">
        <path d="M-8 -2.2Q-4 -5.4 0 -2.4Q4 -5.4 8 -2.2Q6.6 4.2 0 2.2Q-6.6 4.2 -8 -2.2Z"/>
        <ellipse class="hole" cx="-3.3" cy="-1.2" rx="1.7" ry="1.1"/>
        <ellipse class="hole" cx="3.3" cy="-1.2" rx="1.7" ry="1.1"/>
      </g>`;
  }
}

/**
 * The Phantom of Prophecy with this turn's three balls.
 *
 * @summary The Phantom's mask window with the rolled balls; pick a ball to move with.
 *
 * @fires inkognito-ball-select - An unused ball was chosen. `detail: { index: number }` (0–2).
 *
 * @csspart phantom - The Phantom's SVG.
 * @csspart ball - Each ball.
 */
export class InkognitoPhantom extends LitElement {
  /** The balls rolled this turn (empty before the roll). */
  @property({ attribute: false }) roll: readonly Ball[] = [];

  /** Indexes of the balls already used this turn. */
  @property({ attribute: false }) usedBalls: readonly number[] = [];

  /** The ball currently chosen, or null. */
  @property({ attribute: false }) selectedBall: number | null = null;

  /** Whether the viewer may pick balls now. */
  @property({ type: Boolean }) interactive = false;

  /** The messages of the element's language (English by default). */
  @property({ attribute: false }) messages: Messages = en;

  static override styles = [
    base,
    css`
      :host { display: block; -webkit-tap-highlight-color: transparent; }
      :host([hidden]) { display: none; }
      svg { display: block; width: 100%; height: auto; overflow: visible; filter: drop-shadow(0 4px 8px rgb(0 0 0 / 0.5)); }
      .mask { fill: url(#ph-mask); stroke: var(--inkognito-gilt, #d4a94a); stroke-width: 2.2; stroke-linejoin: round; }
      .mask-edge { fill: none; stroke: #fff0c0; stroke-opacity: 0.35; stroke-width: 0.8; }
      .filigree { fill: none; stroke: var(--inkognito-gilt, #d4a94a); stroke-width: 1.3; stroke-linecap: round; opacity: 0.85; }
      .sequin { fill: var(--inkognito-gilt, #d4a94a); }
      .plume { fill: none; stroke-linecap: round; }
      .window { fill: url(#ph-window); stroke: var(--inkognito-gilt, #d4a94a); stroke-width: 2.6; }
      .window-inner { fill: none; stroke: #000; stroke-opacity: 0.6; stroke-width: 3; }
      .socket { fill: #000; fill-opacity: 0.45; stroke: #ffffff; stroke-opacity: 0.08; }
      .ball { outline: none; cursor: default; }
      .ball.live { cursor: pointer; }
      .sphere { stroke: #000; stroke-opacity: 0.45; stroke-width: 0.8; }
      .gloss { fill: url(#ph-gloss); pointer-events: none; }
      .b-white .sphere { fill: #f3efe6; }
      .b-orange .sphere { fill: var(--inkognito-land-route, #e0762f); }
      .b-lightBlue .sphere { fill: var(--inkognito-water-route, #9fd3ec); }
      .b-black .sphere { fill: #1b1b20; stroke: #8a8a96; stroke-opacity: 0.7; }
      .b-purple .sphere { fill: #7d3fa6; }
      .icon line { stroke: #2a1a0c; }
      .b-lightBlue .icon line { stroke: #0b2a3b; }
      .icon.filled path, .icon.filled ellipse { fill: #f4ead5; }
      .icon.filled .hole { fill: #7d3fa6; }
      .b-black .icon.filled .hole { fill: #1b1b20; }
      .art { transform-box: view-box; transform-origin: 110px 60px; }
      .ball .lift { transform-box: view-box; }
      /* transform origins at BALL_X, BALL_Y (classes, not style attributes: strict CSP) */
      .lift.at-0 { transform-origin: 68px 57px; }
      .lift.at-1 { transform-origin: 110px 57px; }
      .lift.at-2 { transform-origin: 152px 57px; }
      .ball .lift { transition: transform 180ms ease-out, opacity 200ms; }
      .ball.live:hover .lift { transform: translateY(-2px); }
      .ball.selected .lift { transform: translateY(-3px); }
      .sel-ring { fill: none; stroke: var(--inkognito-highlight, #ffe08a); stroke-width: 2.6; opacity: 0; filter: url(#ph-glow); }
      .ball.selected .sel-ring { opacity: 1; }
      .focus-ring { fill: none; stroke: var(--inkognito-focus, #ffd166); stroke-width: 2.5; stroke-dasharray: 4 3; opacity: 0; }
      .ball:focus-visible .focus-ring { opacity: 1; }
      .ball.used .lift { opacity: 0.26; filter: grayscale(0.8); }
      .used-mark { stroke: #f4ead5; stroke-width: 2; stroke-linecap: round; opacity: 0.8; }
      @media (prefers-reduced-motion: reduce) { .ball .lift { transition: none; } }
    `,
  ];

  private pick(index: number) {
    if (!this.interactive || this.usedBalls.includes(index) || index >= this.roll.length) return;
    this.dispatchEvent(new CustomEvent("inkognito-ball-select", { detail: { index }, bubbles: true, composed: true }));
  }

  private onKey(e: KeyboardEvent, index: number) {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.pick(index);
    }
  }

  private lastRoll: string | null = null;
  /** The roll's animations under way: cancelled when the next starts or the Phantom leaves the page (a running one would hold it). */
  private anims: Animation[] = [];

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopAnimations();
  }

  private stopAnimations() {
    for (const a of this.anims) a.cancel();
    this.anims = [];
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const key = this.roll.join();
    // Shake when a new roll appears (not on first display).
    if (this.lastRoll !== null && key !== this.lastRoll && this.roll.length > 0) this.animateRoll();
    this.lastRoll = key;
  }

  /** A short shake of the mask and a tumble of the balls (a fade under reduced motion). */
  private animateRoll() {
    const reduce = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
    const art = this.renderRoot.querySelector<SVGGElement>(".art");
    const balls = this.renderRoot.querySelectorAll<SVGGElement>(".ball .lift");
    if (!art || typeof art.animate !== "function") return;
    this.stopAnimations();
    const keep = (a: Animation) => {
      this.anims.push(a);
      a.onfinish = () => (this.anims = this.anims.filter((x) => x !== a));
    };
    if (reduce) {
      balls.forEach((b) => keep(b.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 450, easing: "ease-out" })));
      return;
    }
    keep(art.animate(
      [
        { transform: "rotate(0deg)" }, { transform: "rotate(-5deg)" }, { transform: "rotate(4deg)" },
        { transform: "rotate(-3deg)" }, { transform: "rotate(2deg)" }, { transform: "rotate(0deg)" },
      ],
      { duration: 620, easing: "ease-in-out" },
    ));
    balls.forEach((b, i) =>
      keep(b.animate(
        [
          { transform: "translate(0, -14px) rotate(-90deg)", opacity: 0 },
          { transform: "translate(0, 2px) rotate(10deg)", opacity: 1, offset: 0.7 },
          { transform: "translate(0, 0) rotate(0deg)", opacity: 1 },
        ],
        { duration: 520, delay: 120 + i * 90, easing: "cubic-bezier(.3,.7,.3,1.3)", fill: "backwards" },
      )),
    );
  }

  private renderBall(ball: Ball | undefined, i: number): SVGTemplateResult {
    const x = BALL_X[i]!;
    if (!ball) {
      return svg`<circle class="socket" cx=${x} cy=${BALL_Y} r=${BALL_R - 1}/>`;
    }
    const m = this.messages;
    const used = this.usedBalls.includes(i);
    const live = this.interactive && !used;
    const selected = this.selectedBall === i && !used;
    const label = (m.ball[ball] ?? ball) + (used ? ` (${m.ballUsed})` : "");
    const cls = `ball b-${ball}${used ? " used" : ""}${live ? " live" : ""}${selected ? " selected" : ""}`;
    return svg`
      <circle class="socket" cx=${x} cy=${BALL_Y} r=${BALL_R - 1}/>
      <g class=${cls} part="ball" data-index=${i} data-ball=${ball} role="button"
        tabindex=${live ? 0 : -1} aria-label=${label} aria-disabled=${live ? "false" : "true"}
        aria-pressed=${selected ? "true" : "false"}
        @click=${() => this.pick(i)} @keydown=${(e: KeyboardEvent) => this.onKey(e, i)}>
        <title>${label}</title>
        <circle class="sel-ring" cx=${x} cy=${BALL_Y - 3} r=${BALL_R + 3.5}/>
        <g class="lift at-${i}">
          <circle class="sphere" cx=${x} cy=${BALL_Y} r=${BALL_R}/>
          <g transform="translate(${x} ${BALL_Y}) scale(1.25)">${ballIcon(ball)}</g>
          <circle class="gloss" cx=${x} cy=${BALL_Y} r=${BALL_R}/>
          ${used ? svg`<path class="used-mark" d="M${x - 6} ${BALL_Y - 6}L${x + 6} ${BALL_Y + 6}"/>` : null}
        </g>
        <circle class="focus-ring" cx=${x} cy=${BALL_Y} r=${BALL_R + 4}/>
      </g>`;
  }

  override render() {
    const m = this.messages;
    return html`
      <svg part="phantom" viewBox="0 0 220 100" role="group" aria-label=${m.phantomLabel}>
        <defs>
          <linearGradient id="ph-mask" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stop-color="#4a2a66"/>
            <stop offset="0.55" stop-color="#2a1540"/>
            <stop offset="1" stop-color="#120a1d"/>
          </linearGradient>
          <radialGradient id="ph-window" cx="50%" cy="35%" r="70%">
            <stop offset="0" stop-color="#1d2a33"/>
            <stop offset="1" stop-color="#04080b"/>
          </radialGradient>
          <radialGradient id="ph-gloss" cx="34%" cy="28%" r="75%">
            <stop offset="0" stop-color="#fff" stop-opacity="0.85"/>
            <stop offset="0.18" stop-color="#fff" stop-opacity="0.25"/>
            <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
            <stop offset="1" stop-color="#000" stop-opacity="0.42"/>
          </radialGradient>
          <filter id="ph-glow" x="-50%" y="-50%" width="200%" height="200%">
            <feGaussianBlur stdDeviation="2" result="b"/>
            <feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
          </filter>
        </defs>
        <g class="art">
          <g aria-hidden="true">
            <path class="plume" d="M176 24C184 6 198 0 212 2" stroke="#7d3fa6" stroke-width="3.2"/>
            <path class="plume" d="M172 25C176 10 186 4 198 2" stroke="var(--inkognito-gilt, #d4a94a)" stroke-width="1.6"/>
            <path class="plume" d="M180 26C192 14 204 12 216 14" stroke="#2f8ea0" stroke-width="2.2"/>
            <path class="mask" d="M4 22C30 22 60 14 84 22C97 27 104 29 110 25C116 29 123 27 136 22C160 14 190 22 216 22
              C212 52 194 84 162 90C142 93 126 90 118 86C114 84 106 84 102 86C94 90 78 93 58 90C26 84 8 52 4 22Z"/>
            <path class="mask-edge" d="M14 27C36 26 60 20 84 28M206 27C184 26 160 20 136 28"/>
            <path class="filigree" d="M22 66C16 58 24 50 32 56C36 60 30 65 27 62M198 66C204 58 196 50 188 56C184 60 190 65 193 62"/>
            
            ${[[40, 24], [60, 20], [160, 20], [180, 24], [110, 22]].map(
              ([x, y]) => svg`<circle class="sequin" cx=${x} cy=${y} r="1.6"/>`)}
            <rect class="window" x="44" y="36" width="132" height="42" rx="21"/>
            <rect class="window-inner" x="46.5" y="38.5" width="127" height="37" rx="18.5"/>
          </g>
          ${[0, 1, 2].map((i) => this.renderBall(this.roll[i], i))}
        </g>
      </svg>
    `;
  }
}
