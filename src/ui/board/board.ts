/**
 * The Venice board: lagoon, islands, land and water routes, the 58 spaces and the figures.
 * Purely presentational: the shell tells it what may be selected and which spaces are legal
 * destinations, and listens to its events.
 */
import { LitElement, html, svg, type SVGTemplateResult, type TemplateResult } from "lit";
import { property, state } from "lit/decorators.js";
import { repeat } from "lit/directives/repeat.js";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { nextTask } from "../next-task.js";
import { boardIsDrawn, takeFirstBoard } from "./first-board.js";
import type { AgentSeat, FigureId, Space, SpaceId } from "../../games/board/index.js";
import { en, type Messages } from "../i18n/en.js";
import { figureName, spaceName } from "../names.js";
import { styleProps } from "../style-props.js";
import { seatLetter, base } from "../theme.js";
import { boardStyles } from "./board-styles.js";
import { boardDefs, compassRose, figureArt, figureHeight, topHatIcon } from "./art.js";
import {
  FIGURE_ORDER, FIGURE_WIDTH, ROUTES, SPACES, VIEW_H, VIEW_W, VIEW_X, VIEW_Y,
  curveThrough, figurePlacements, figureShapeKey, islandPaths, neighbourInDirection, type RouteSegment,
} from "./geometry.js";

/**
 * The routes, which never change: as one piece of markup (made once), which the browser parses and
 * clones natively, rather than 198 lines of bound attributes for Lit to fill in at the first render.
 */
let routesMarkup: string | undefined;
function routeLines(): string {
  const line = (cls: string, r: RouteSegment, data = "") => `<line class="${cls}"${data} x1="${r.x1}" y1="${r.y1}" x2="${r.x2}" y2="${r.y2}"/>`;
  return (routesMarkup ??= [
    ...ROUTES.filter((r) => r.kind === "water").map((r) => line("water-under", r)),
    ...ROUTES.filter((r) => r.kind === "land").map((r) => line("casing", r)),
    ...ROUTES.map((r) => line(`route ${r.kind}`, r, ` data-a="${r.a}" data-b="${r.b}"`)),
  ].join(""));
}

/**
 * What never changes — lagoon, islands, frame and routes, with the filters and gradients every part
 * of the board uses — as an SVG of its own under the board's (board-styles.ts: its own compositing
 * layer). The browser rasters its noise and blur filters once, not again at every move, hover or
 * highlight above it: with them in the board's SVG, a pointer moving over the board re-rastered
 * the whole drawing each time the space under it changed (docs/element.md, "Theming": the figures).
 * Its shadow is drawn in it too (a blurred rect), not a CSS filter, which the compositor would
 * apply again at every frame.
 */
let art: TemplateResult | undefined;
function boardArt(): TemplateResult {
  if (art) return art;
  const islands = islandPaths();
  const frame = { x: VIEW_X, y: VIEW_Y, w: VIEW_W, h: VIEW_H };
  return (art = html`<svg class="art" viewBox="${VIEW_X} ${VIEW_Y} ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
    ${boardDefs}
    <filter id="board-shadow" x="-10%" y="-10%" width="120%" height="125%"><feGaussianBlur stdDeviation="11"/></filter>
    <rect class="board-shadow" x=${frame.x} y=${frame.y + 7} width=${frame.w} height=${frame.h} rx="14" filter="url(#board-shadow)"/>
    <clipPath id="frame-clip"><rect x=${frame.x} y=${frame.y} width=${frame.w} height=${frame.h} rx="14"/></clipPath>
    <g class="deco" clip-path="url(#frame-clip)">
      <rect x=${frame.x} y=${frame.y} width=${frame.w} height=${frame.h} fill="url(#lagoon)"/>
      <rect x=${frame.x} y=${frame.y} width=${frame.w} height=${frame.h} filter="url(#ripple)" opacity="0.16"/>
      <rect x=${frame.x} y=${frame.y} width=${frame.w} height=${frame.h} fill="url(#waves)"/>
      <path class="shallows" d=${islands.shallows} filter="url(#soft)"/>
      <path class="coast-shadow" d=${islands.coast} transform="translate(3 5)" filter="url(#shadow-blur)"/>
      <path class="beach" d=${islands.coast}/>
      <g filter="url(#grain)">
        <path class="land" d=${islands.land}/>
      </g>
      <path class="roofs" d=${islands.land}/>
      <clipPath id="land-clip"><path d=${islands.coast}/></clipPath>
      <g clip-path="url(#land-clip)">
        <path class="canal-edge" d=${GRAND_CANAL}/>
        <path class="canal" d=${GRAND_CANAL}/>
      </g>
      <g transform="translate(958 628)">${compassRose}</g>
      <rect x=${frame.x} y=${frame.y} width=${frame.w} height=${frame.h} fill="url(#vignette)"/>
    </g>
    <rect class="frame-outer deco" x=${frame.x + 1} y=${frame.y + 1} width=${frame.w - 2} height=${frame.h - 2} rx="13"/>
    <rect class="frame deco" x=${frame.x + 7} y=${frame.y + 7} width=${frame.w - 14} height=${frame.h - 14} rx="9"/>
    <g class="routes">${unsafeSVG(routeLines())}</g>
  </svg>`);
}

const AGENTS: readonly AgentSeat[] = ["red", "yellow", "green", "blue"];

/** Drawn radius of each kind of space, in board units. */
const DISC_R: Readonly<Record<Space["kind"], number>> = { plain: 8, start: 11, numbered: 14.5, embassy: 17 };

/** Minimum hit radius in board units, whatever the scale. */
const MIN_HIT_R = 24;
/** Below this rendered board width (CSS px) figures are drawn larger, up to FIGURE_GROW_MAX times. */
const FIGURE_GROW_BELOW_PX = 520;
const FIGURE_GROW_MAX = 1.5;

/** Minimum hit diameter in CSS pixels (phones). */
const MIN_HIT_PX = 34;

/** A hint of the Grand Canal: a reversed S through main Venice, clear of every space. */
const GRAND_CANAL = curveThrough([
  [506, 150], [470, 176], [428, 204], [410, 246], [402, 292], [392, 336], [376, 378], [380, 420],
  [398, 452], [418, 486], [428, 520],
]);

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
};

function ownerOf(f: FigureId): AgentSeat | null {
  return f === "ambassador" ? null : (f.slice(0, f.indexOf("-")) as AgentSeat);
}

/**
 * The map of Venice with every space and figure.
 *
 * @summary The board: lagoon, islands, routes, spaces and masked figures.
 *
 * @fires inkognito-figure-select - A selectable figure was chosen. `detail: { figure: FigureId }`.
 * @fires inkognito-space-select - A highlighted target space was chosen. `detail: { space: SpaceId }`.
 * @fires inkognito-cancel - Escape was pressed on the board: drop the current selection.
 *
 * @csspart board - The board's SVG.
 * @csspart space - Each space (a focusable button in the SVG).
 * @csspart figure - Each figure on the board.
 *
 * @cssprop --inkognito-lagoon - Lagoon colour (also `--inkognito-lagoon-deep`).
 * @cssprop --inkognito-island - Island sand (also `--inkognito-island-edge`).
 * @cssprop --inkognito-land-route - Land routes.
 * @cssprop --inkognito-water-route - Water routes.
 * @cssprop --inkognito-highlight - Glow of legal destinations and selectable figures.
 * @cssprop --inkognito-focus - Keyboard focus ring.
 * @cssprop --inkognito-mark - What a narrated scenario's step points at (moved figures, their spaces), and the ring of the spaces and figures a log line names.
 */
export class InkognitoBoard extends LitElement {
  /** Where every figure stands (`FigureId` → `SpaceId`); figures without a space are not drawn. */
  @property({ attribute: false }) positions: Readonly<Partial<Record<FigureId, SpaceId>>> = {};

  /** The agent seats in play; start spaces of other seats are drawn faded. */
  @property({ attribute: false }) seats: readonly AgentSeat[] = AGENTS;

  /** Figures the player may pick now (they look selectable and answer clicks). */
  @property({ attribute: false }) selectableFigures: readonly FigureId[] = [];

  /** The figure currently picked (raised and ringed), or null. */
  @property({ attribute: false }) selectedFigure: FigureId | null = null;

  /** Spaces to highlight as legal destinations; choosing one fires `inkognito-space-select`. */
  @property({ attribute: false }) targets: readonly SpaceId[] = [];

  /** Spaces a text points at now (a log line under the pointer or focus): drawn with a ring. */
  @property({ attribute: false }) markedSpaces: readonly SpaceId[] = [];

  /** Figures a text points at now: drawn with a ring and raised. */
  @property({ attribute: false }) markedFigures: readonly FigureId[] = [];

  /** The messages of the element's language (English by default). */
  @property({ attribute: false }) messages: Messages = en;

  /** Spaces and figures a narrated scenario points at (a gilt ring), e.g. what moved in its step. */
  @property({ attribute: false }) marked: { readonly spaces: readonly SpaceId[]; readonly figures: readonly FigureId[] } = { spaces: [], figures: [] };

  /** The space that holds the roving keyboard focus. */
  @state() private focusSpace: SpaceId = "s58";
  /** The space under the pointer (mouse/pen). */
  @state() private hoverSpace: SpaceId | null = null;
  /** Hit radius of every space in board units, from the rendered scale. */
  @state() private hitR = MIN_HIT_R;
  /** Figures grow on a small board (a phone, unzoomed) so they stay legible: 1 to FIGURE_GROW_MAX. */
  @state() private figureScale = 1;

  private resizer?: ResizeObserver;
  /** Until the spaces and figures are drawn (the page's first board: ./first-board.ts), their promise. */
  private layers: Promise<void> | null = takeFirstBoard() ? nextTask().then(() => {
    this.layers = null;
    this.requestUpdate();
  }) : null;

  /** Once a board has drawn its spaces and figures, what the first paint did not need may load (./first-board.ts). */
  protected override updated(): void {
    if (!this.layers) boardIsDrawn();
  }

  /** Complete once the spaces and figures are drawn too. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.layers) {
      await this.layers;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /**
   * Keeps the roving focus where the player will want it: on the first legal destination while
   * there are any, else on the selected (or first selectable) figure's space. Focus itself is
   * only moved if the board already has it.
   */
  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (!changed.has("targets") && !changed.has("selectableFigures") && !changed.has("selectedFigure")) return;
    let want: SpaceId | undefined;
    if (this.targets.length) want = this.targets.includes(this.focusSpace) ? this.focusSpace : this.targets[0];
    else {
      const figure = this.selectedFigure ?? this.selectableFigures[0];
      want = figure ? this.positions[figure] : undefined;
    }
    if (want && want !== this.focusSpace) {
      const had = (this.shadowRoot?.activeElement ?? null);
      this.focusSpace = want;
      if (had) void this.updateComplete.then(() => this.moveFocus(want!));
    }
  }

  static override styles = [base, boardStyles];

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener("focusin", this.onFocusIn);
    if (typeof ResizeObserver !== "undefined") {
      this.resizer = new ResizeObserver(() => this.measure());
      this.resizer.observe(this);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizer?.disconnect();
    this.resizer = undefined;
  }

  /** Recomputes the hit radius so every space's hit area is at least MIN_HIT_PX wide on screen. */
  private measure() {
    const w = this.getBoundingClientRect().width;
    if (!w) return;
    const scale = w / VIEW_W;
    const r = Math.max(MIN_HIT_R, Math.ceil(MIN_HIT_PX / 2 / scale));
    if (r !== this.hitR) this.hitR = r;
    const k = Math.round(Math.min(FIGURE_GROW_MAX, Math.max(1, FIGURE_GROW_BELOW_PX / w)) * 20) / 20;
    if (k !== this.figureScale) this.figureScale = k;
  }

  // ── events ─────────────────────────────────────────────────────────────

  private fire(type: string, detail?: unknown) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private figuresOn(space: SpaceId): FigureId[] {
    return FIGURE_ORDER.filter((f) => this.positions[f] === space);
  }

  /** What choosing a space means now: move there, or pick (the next) selectable figure on it. */
  private activateSpace(space: SpaceId): boolean {
    if (this.targets.includes(space)) {
      this.fire("inkognito-space-select", { space });
      return true;
    }
    const here = this.figuresOn(space).filter((f) => this.selectableFigures.includes(f));
    if (here.length === 0) return false;
    const i = this.selectedFigure ? here.indexOf(this.selectedFigure) : -1;
    const figure = here[(i + 1) % here.length]!;
    this.fire("inkognito-figure-select", { figure });
    return true;
  }

  /**
   * Nearest space to a client point within the hit radius (or, with `targetDiscs`, the target
   * whose drawn disc is under the point).
   */
  private spaceAtPoint(clientX: number, clientY: number, targetDiscs = false): SpaceId | null {
    const svgEl = this.renderRoot.querySelector("svg");
    const ctm = svgEl?.getScreenCTM();
    if (!svgEl || !ctm) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    let best: SpaceId | null = null;
    let bestD = Infinity;
    for (const s of SPACES) {
      const d = Math.hypot(s.x - p.x, s.y - p.y);
      const reach = targetDiscs ? (this.targets.includes(s.id) ? DISC_R[s.kind] + 7 : -1) : Math.max(this.hitR, DISC_R[s.kind] + 4);
      if (d <= reach && d < bestD) {
        bestD = d;
        best = s.id;
      }
    }
    return best;
  }

  private onClick(e: MouseEvent) {
    const path = e.composedPath() as Element[];
    if (e.detail > 0 && this.targets.length) {
      // A click on a glowing destination moves there, even where a figure overlaps it.
      const hit = this.spaceAtPoint(e.clientX, e.clientY, true);
      if (hit) {
        this.fire("inkognito-space-select", { space: hit });
        return;
      }
    }
    const figEl = path.find((n) => n instanceof SVGElement && n.classList.contains("figure"));
    if (figEl) {
      const figure = figEl.getAttribute("data-figure") as FigureId;
      const space = this.positions[figure];
      if (space && this.targets.includes(space)) this.fire("inkognito-space-select", { space });
      else if (this.selectableFigures.includes(figure)) this.fire("inkognito-figure-select", { figure });
      else if (space) this.activateSpace(space);
      return;
    }
    const spaceEl = path.find((n) => n instanceof SVGElement && n.classList.contains("space"));
    if (!spaceEl) return;
    const own = spaceEl.getAttribute("data-space")!;
    // A real pointer picks the nearest space (hit areas overlap on small screens); a synthetic or
    // keyboard click (detail 0) means the element itself.
    const space = e.detail === 0 ? own : (this.spaceAtPoint(e.clientX, e.clientY) ?? own);
    this.activateSpace(space);
  }

  private onPointerMove(e: PointerEvent) {
    if (e.pointerType === "touch") return;
    const s = this.spaceAtPoint(e.clientX, e.clientY);
    if (s !== this.hoverSpace) this.hoverSpace = s;
  }

  private onKeyDown(e: KeyboardEvent) {
    const spaceEl = (e.composedPath() as Element[]).find((n) => n instanceof SVGElement && n.classList.contains("space"));
    const current = spaceEl?.getAttribute("data-space") ?? this.focusSpace;
    const dir = ARROWS[e.key];
    if (dir) {
      e.preventDefault();
      const next = neighbourInDirection(current, dir[0], dir[1]);
      if (next) this.moveFocus(next);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.activateSpace(current);
    } else if (e.key === "Escape") {
      e.preventDefault();
      this.fire("inkognito-cancel");
    }
  }

  private async moveFocus(space: SpaceId) {
    this.focusSpace = space;
    await this.updateComplete;
    (this.renderRoot.querySelector(`[data-space="${space}"]`) as SVGElement | null)?.focus();
  }

  /**
   * Listened for on the host, not the <svg>: Chromium makes an SVG element with focus listeners
   * focusable, which added the <svg> as a second tab stop before the spaces.
   */
  private onFocusIn = (e: FocusEvent) => {
    const s = (e.composedPath()[0] as Element | null)?.getAttribute?.("data-space");
    if (s && s !== this.focusSpace) this.focusSpace = s;
  };

  /** Focuses the board (its roving space). */
  override focus(options?: FocusOptions) {
    (this.renderRoot.querySelector(`[data-space="${this.focusSpace}"]`) as SVGElement | null)?.focus(options);
  }

  // ── rendering ──────────────────────────────────────────────────────────

  private figureName(f: FigureId): string {
    return figureName(this.messages, f);
  }

  private spaceName(s: Space): string {
    return spaceName(this.messages, s.id);
  }

  private spaceLabel(s: Space, figures: readonly FigureId[]): string {
    const m = this.messages;
    const parts = [this.spaceName(s)];
    for (const f of figures) {
      let name = this.figureName(f);
      if (f === this.selectedFigure) name += ` (${m.figureSelected})`;
      else if (this.selectableFigures.includes(f)) name += ` (${m.figureSelectable})`;
      parts.push(name);
    }
    if (this.targets.includes(s.id)) parts.push(m.targetSpace);
    if (this.marked.spaces.includes(s.id)) parts.push(m.scenarioMarked);
    return parts.join(", ");
  }

  private renderDisc(s: Space): SVGTemplateResult {
    const r = DISC_R[s.kind];
    switch (s.kind) {
      case "start":
        return svg`
          <circle class="drop" cx="1" cy="1.8" r=${r}/>
          <circle class="start-disc" r=${r}/>
          <circle class="sheen" r=${r - 1}/>
          <text class="space-letter" y="3.9">${seatLetter(this.messages, s.color!)}</text>`;
      case "numbered":
        return svg`
          <circle class="drop" cx="1.2" cy="2" r=${r}/>
          <circle class="medal" r=${r}/>
          <circle class="medal-inner" r=${r - 3}/>
          <text class="medal-num" y="5.4">${s.number}</text>`;
      case "embassy":
        return svg`
          <circle class="drop" cx="1.2" cy="2.2" r=${r}/>
          <circle class="embassy-disc" r=${r}/>
          <circle class="embassy-inner" r=${r - 3}/>
          <g transform="translate(0 1)">${topHatIcon(19)}</g>`;
      default:
        return svg`
          <circle class="drop" cx="0.8" cy="1.4" r=${r}/>
          <circle class="plain-disc" r=${r}/>`;
    }
  }

  private renderSpace(s: Space, figures: readonly FigureId[]): SVGTemplateResult {
    const r = DISC_R[s.kind];
    const target = this.targets.includes(s.id);
    const actionable = target || figures.some((f) => this.selectableFigures.includes(f));
    const seatCls = s.kind === "start" ? ` seat-${s.color}${this.seats.includes(s.color!) ? "" : " faded"}` : "";
    const stepMarked = this.marked.spaces.includes(s.id);
    const textMarked = this.markedSpaces.includes(s.id);
    const marked = stepMarked || textMarked;
    const cls = `space ${s.kind}${seatCls}${target ? " target" : ""}${actionable ? " actionable" : ""}${this.hoverSpace === s.id ? " hover" : ""}${marked ? " marked" : ""}`;
    return svg`
      <g class=${cls} part="space" data-space=${s.id} data-kind=${s.kind} transform="translate(${s.x} ${s.y})"
        role="button" tabindex=${this.focusSpace === s.id ? 0 : -1} aria-label=${this.spaceLabel(s, figures)}>
        <circle class="hit" r=${this.hitR}/>
        ${target ? svg`<circle class="glow" r=${r + 6}/>` : null}
        ${stepMarked ? svg`<circle class="mark" r=${r + 8}/>` : null}
        <g class="disc">${this.renderDisc(s)}</g>
        <circle class="focus-ring" r=${r + 9}/>
        ${textMarked ? svg`<circle class="mark-ring" r=${r + 10}/>` : null}
      </g>`;
  }

  private renderFigure(f: FigureId, x: number, y: number): SVGTemplateResult {
    const shape = figureShapeKey(f);
    const seat = ownerOf(f) ?? "ambassador";
    const selectable = this.selectableFigures.includes(f);
    const selected = this.selectedFigure === f;
    const onTarget = this.targets.includes(this.positions[f] ?? "");
    const w = FIGURE_WIDTH[shape]!;
    const h = figureHeight(shape);
    const marked = this.marked.figures.includes(f) || this.markedFigures.includes(f);
    const cls = `figure ${shape} seat-${seat}${selectable ? " selectable" : ""}${selected ? " selected" : ""}${onTarget ? " on-target" : ""}${marked ? " marked" : ""}`;
    return svg`
      <g class=${cls} part="figure" data-figure=${f} data-space=${this.positions[f] ?? ""}
        ${styleProps({ transform: `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)` })} aria-hidden="true">
        <title>${this.figureName(f)}</title>
        <g transform=${this.figureScale === 1 ? "" : `scale(${this.figureScale})`}>
          <ellipse class="halo" cx="0" cy="0" rx=${w / 2 + 6} ry="5.5"/>
          <ellipse class="ring" cx="0" cy="0" rx=${w / 2 + 5} ry="5"/>
          <g class="fig-inner">
            <rect class="hitbox" x=${-w / 2 - 2} y=${-h - 2} width=${w + 4} height=${h + 5}/>
            ${figureArt(shape, seat === "ambassador" ? "" : seatLetter(this.messages, seat))}
          </g>
        </g>
      </g>`;
  }

  override render() {
    const m = this.messages;
    const placements = figurePlacements(this.positions);
    const bySpace = new Map<SpaceId, FigureId[]>();
    for (const f of FIGURE_ORDER) {
      const p = placements.get(f);
      if (!p) continue;
      if (!bySpace.has(p.space)) bySpace.set(p.space, []);
      bySpace.get(p.space)!.push(f);
    }
    const figures = FIGURE_ORDER.filter((f) => placements.has(f));
    const hover = this.hoverSpace;
    const hoverActionable = hover !== null && (this.targets.includes(hover) ||
      (bySpace.get(hover) ?? []).some((f) => this.selectableFigures.includes(f)));
    return html`
      <svg part="board" class=${hoverActionable ? "pointing" : ""} viewBox="${VIEW_X} ${VIEW_Y} ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid meet"
        role="group" aria-label=${m.boardLabel} aria-describedby="board-help"
        @click=${this.onClick} @keydown=${this.onKeyDown}
        @pointermove=${this.onPointerMove} @pointerleave=${() => (this.hoverSpace = null)}>
        <g class="spaces">${this.layers ? null : SPACES.map((s) => this.renderSpace(s, bySpace.get(s.id) ?? []))}</g>
        <g class="figures">
          ${this.layers ? null : repeat(figures, (f) => f, (f) => {
            const p = placements.get(f)!;
            return this.renderFigure(f, p.x, p.y);
          })}
        </g>
      </svg>
      ${boardArt()}
      <p id="board-help" class="visually-hidden">${m.boardHelp}</p>
    `;
  }

}
