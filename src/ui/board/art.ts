/**
 * The board's SVG artwork as Lit `svg` fragments: shared definitions (gradients, patterns,
 * filters), figure silhouettes and space discs. All drawn here, nothing loaded.
 */
import { svg, type SVGTemplateResult } from "lit";

// ── figures ──────────────────────────────────────────────────────────────

interface FigureGeometry {
  readonly bw: number; // half width of the cloak's hem
  readonly sw: number; // half width at the shoulders
  readonly h: number; // total height, hat included
  readonly r: number; // head radius
  readonly font: number; // letter size
}

const GEOMETRY: Readonly<Record<string, FigureGeometry>> = {
  tall: { bw: 8.5, sw: 5.6, h: 43, r: 4.9, font: 9 },
  short: { bw: 8.5, sw: 6, h: 29, r: 4.9, font: 8.5 },
  fat: { bw: 12.5, sw: 9.4, h: 34, r: 5.8, font: 10.5 },
  thin: { bw: 5.5, sw: 3.7, h: 41, r: 4, font: 7 },
  ambassador: { bw: 9.5, sw: 6.2, h: 41, r: 5, font: 9 },
};

const f1 = (n: number) => n.toFixed(2);

/** Height of a figure shape (for placing rings and hit boxes). */
export function figureHeight(shape: string): number {
  return GEOMETRY[shape]!.h;
}

/**
 * A masked carnival figure standing with its feet at (0, 0): a cloak in the seat colour (via the
 * `--seat` custom property), an ivory face with a black eye mask, a tricorn — or, for the
 * Ambassador, a top hat with a gilt band — and the seat letter on the cloak.
 */
export function figureArt(shape: string, letter: string): SVGTemplateResult {
  const g = GEOMETRY[shape] ?? GEOMETRY.tall!;
  const { bw, sw, r } = g;
  const amb = shape === "ambassador";
  const hatH = amb ? 2.75 * r : 1.85 * r;
  const hy = -(g.h - hatH);
  const ys = hy + r + 1.6;
  const body =
    `M${f1(-bw)} 0C${f1(-bw)} ${f1(ys * 0.35)} ${f1(-sw - 0.8)} ${f1(ys + 5)} ${f1(-sw)} ${f1(ys + 1.6)}` +
    `Q${f1(-sw)} ${f1(ys - 0.4)} ${f1(-sw * 0.45)} ${f1(ys - 1.2)}L${f1(sw * 0.45)} ${f1(ys - 1.2)}` +
    `Q${f1(sw)} ${f1(ys - 0.4)} ${f1(sw)} ${f1(ys + 1.6)}C${f1(sw + 0.8)} ${f1(ys + 5)} ${f1(bw)} ${f1(ys * 0.35)} ${f1(bw)} 0` +
    `Q0 2.6 ${f1(-bw)} 0Z`;
  const mask =
    `M${f1(-1.22 * r)} ${f1(hy - 0.32 * r)}Q${f1(-0.6 * r)} ${f1(hy - 0.78 * r)} 0 ${f1(hy - 0.36 * r)}` +
    `Q${f1(0.6 * r)} ${f1(hy - 0.78 * r)} ${f1(1.22 * r)} ${f1(hy - 0.32 * r)}` +
    `Q${f1(1.0 * r)} ${f1(hy + 0.46 * r)} 0 ${f1(hy + 0.22 * r)}Q${f1(-1.0 * r)} ${f1(hy + 0.46 * r)} ${f1(-1.22 * r)} ${f1(hy - 0.32 * r)}Z`;
  const hat = amb
    ? svg`
      <path class="hat" d="M${f1(-0.86 * r)} ${f1(hy - 0.62 * r)}L${f1(-1.0 * r)} ${f1(hy - 2.55 * r)}Q0 ${f1(hy - 2.8 * r)} ${f1(1.0 * r)} ${f1(hy - 2.55 * r)}L${f1(0.86 * r)} ${f1(hy - 0.62 * r)}Z"/>
      <path class="hat-band" d="M${f1(-0.88 * r)} ${f1(hy - 0.95 * r)}L${f1(0.88 * r)} ${f1(hy - 0.95 * r)}L${f1(0.9 * r)} ${f1(hy - 1.35 * r)}L${f1(-0.9 * r)} ${f1(hy - 1.35 * r)}Z"/>
      <ellipse class="hat" cx="0" cy=${f1(hy - 0.62 * r)} rx=${f1(1.6 * r)} ry=${f1(0.34 * r)}/>`
    : svg`
      <path class="hat" d="M${f1(-1.6 * r)} ${f1(hy - 0.5 * r)}Q0 ${f1(hy - 0.18 * r)} ${f1(1.6 * r)} ${f1(hy - 0.5 * r)}Q${f1(1.05 * r)} ${f1(hy - 0.95 * r)} ${f1(0.72 * r)} ${f1(hy - 1.55 * r)}Q0 ${f1(hy - 1.95 * r)} ${f1(-0.72 * r)} ${f1(hy - 1.55 * r)}Q${f1(-1.05 * r)} ${f1(hy - 0.95 * r)} ${f1(-1.6 * r)} ${f1(hy - 0.5 * r)}Z"/>
      <path class="hat-trim" d="M${f1(-1.45 * r)} ${f1(hy - 0.55 * r)}Q0 ${f1(hy - 0.28 * r)} ${f1(1.45 * r)} ${f1(hy - 0.55 * r)}"/>`;
  return svg`
    <ellipse class="shadow" cx="1.5" cy="1" rx=${f1(bw + 3.5)} ry="3.6"/>
    <path class="body" d=${body}/>
    <path class="shade" d=${body}/>
    <path class="fold" d="M0 ${f1(ys + 3)}L0 -1"/>
    <circle class="face" cx="0" cy=${f1(hy)} r=${f1(r)}/>
    <path class="mask" d=${mask}/>
    <ellipse class="eye" cx=${f1(-0.44 * r)} cy=${f1(hy - 0.14 * r)} rx=${f1(0.22 * r)} ry=${f1(0.13 * r)}/>
    <ellipse class="eye" cx=${f1(0.44 * r)} cy=${f1(hy - 0.14 * r)} rx=${f1(0.22 * r)} ry=${f1(0.13 * r)}/>
    ${hat}
    ${letter
      ? svg`<text class="letter" x="0" y=${f1((ys + 2.6) / 2 + g.font * 0.36)} font-size=${g.font}>${letter}</text>`
      : null}`;
}

/** A small top hat centred on (0, 0), about `s` units wide (the Embassy's icon). */
export function topHatIcon(s: number): SVGTemplateResult {
  const k = s / 20;
  return svg`<g class="tophat" transform="scale(${f1(k)})">
    <path d="M-6.5 5L-7.5 -9Q0 -11 7.5 -9L6.5 5Z"/>
    <path class="band" d="M-6.7 1.2L6.7 1.2L6.9 4L-6.9 4Z"/>
    <ellipse cx="0" cy="5.2" rx="10.5" ry="2.4"/>
  </g>`;
}

// ── shared definitions ───────────────────────────────────────────────────

/**
 * Gradients, patterns and filters used by the board. Stops that follow a theme token take their
 * colour from a class (`.c-…`, styled by the board), never a `style` attribute: strict CSP.
 */
export const boardDefs = svg`
  <defs>
    <radialGradient id="lagoon" cx="42%" cy="38%" r="75%">
      <stop offset="0" class="c-lagoon-glow"/>
      <stop offset="0.45" class="c-lagoon"/>
      <stop offset="1" class="c-lagoon-deep"/>
    </radialGradient>
    <radialGradient id="vignette" cx="50%" cy="50%" r="72%">
      <stop offset="0.62" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" class="c-vignette" stop-opacity="0.55"/>
    </radialGradient>
    <pattern id="waves" width="46" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(-8)">
      <path d="M2 8q5.5-4 11 0t11 0" fill="none" stroke="#bfe6f4" stroke-opacity="0.075" stroke-width="1.1" stroke-linecap="round"/>
      <path d="M25 21q5.5-4 11 0t11 0" fill="none" stroke="#bfe6f4" stroke-opacity="0.055" stroke-width="1" stroke-linecap="round"/>
    </pattern>
    <filter id="ripple" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.004 0.022" numOctaves="3" seed="11"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0.72  0 0 0 0 0.9  0 0 0 0 0.96  0 0 0 -1.6 1.05"/>
    </filter>
    <filter id="soft" x="-10%" y="-10%" width="120%" height="120%">
      <feGaussianBlur stdDeviation="6"/>
    </filter>
    <filter id="shadow-blur" x="-10%" y="-10%" width="120%" height="120%">
      <feGaussianBlur stdDeviation="3.5"/>
    </filter>
    <linearGradient id="sand" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" class="c-sand-light"/>
      <stop offset="0.55" class="c-island"/>
      <stop offset="1" class="c-sand-dark"/>
    </linearGradient>
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="2" seed="3" result="n"/>
      <feColorMatrix in="n" type="matrix" values="0 0 0 0 0.42  0 0 0 0 0.26  0 0 0 0 0.13  0 0 0 0.9 -0.32" result="speck"/>
      <feComposite in="speck" in2="SourceAlpha" operator="in" result="clip"/>
      <feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="clip"/></feMerge>
    </filter>
    <pattern id="roofs" width="34" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(14)">
      <rect x="2" y="3" width="11" height="7" rx="1"/>
      <rect x="16" y="2" width="8" height="9" rx="1"/>
      <rect x="26" y="5" width="6" height="5" rx="1"/>
      <rect x="4" y="15" width="7" height="8" rx="1"/>
      <rect x="14" y="16" width="13" height="6" rx="1"/>
    </pattern>
    <radialGradient id="disc" cx="38%" cy="32%" r="75%">
      <stop offset="0" stop-color="#fffaf0"/>
      <stop offset="1" class="c-disc-edge"/>
    </radialGradient>
    <radialGradient id="gilt" cx="36%" cy="30%" r="78%">
      <stop offset="0" stop-color="#fff1b8"/>
      <stop offset="0.45" class="c-gilt"/>
      <stop offset="1" stop-color="#7d5a1b"/>
    </radialGradient>
    <radialGradient id="onyx" cx="36%" cy="30%" r="80%">
      <stop offset="0" stop-color="#4a4a55"/>
      <stop offset="1" class="c-ambassador"/>
    </radialGradient>
    <radialGradient id="seat-sheen" cx="36%" cy="28%" r="80%">
      <stop offset="0" stop-color="#fff" stop-opacity="0.45"/>
      <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.3"/>
    </radialGradient>
    <linearGradient id="fig-shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0.28"/>
      <stop offset="0.42" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.38"/>
    </linearGradient>
    <radialGradient id="fig-shadow">
      <stop offset="0" stop-color="#000" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="rose">
      <stop offset="0" class="c-gilt" stop-opacity="0.16"/>
      <stop offset="1" class="c-gilt" stop-opacity="0"/>
    </radialGradient>
    <filter id="glow" x="-60%" y="-60%" width="220%" height="220%">
      <feGaussianBlur stdDeviation="3.2" result="b"/>
      <feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>
  </defs>`;

/** A quiet compass rose for an empty corner of the lagoon, centred on (0, 0). */
export const compassRose = svg`
  <g class="rose">
    <circle r="44" fill="url(#rose)"/>
    <circle r="27" class="rose-ring"/>
    <circle r="31" class="rose-ring thin"/>
    <path class="rose-minor" d="M0 0L5 -5L19 -19L-5 -5ZM0 0L5 5L19 19L5 -5ZM0 0L-5 5L-19 19L5 5ZM0 0L-5 -5L-19 -19L-5 5Z"/>
    <path class="rose-major" d="M0 -38L6 -6L0 0ZM38 0L6 6L0 0ZM0 38L-6 6L0 0ZM-38 0L-6 -6L0 0Z"/>
    <path class="rose-major dark" d="M0 -38L-6 -6L0 0ZM38 0L6 -6L0 0ZM0 38L6 6L0 0ZM-38 0L-6 6L0 0Z"/>
    <path class="rose-n" d="M-3.2 -42.5L-3.2 -49.5L3.2 -42.5L3.2 -49.5"/>
  </g>`;
