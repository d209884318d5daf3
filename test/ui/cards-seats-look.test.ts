/**
 * The seats' location tiles on the card table (each seat's row: "Ri SM Ar Ac SL", played ones struck through) read at
 * 11 px or more at a phone's 360 px and a desktop's 1280 px, in six languages, each tile's letters on one line inside
 * its tile and each tile inside its seat's row (they were 10.6 px); and the Ambassador's row, whose stripe is black, has an
 * edge beside it that stands out from the panel at 3:1 or more (WCAG's non-text contrast; it was black on a dark panel).
 */
import { expect } from "@open-wc/testing";
import "../../src/register.js";
import { q } from "./support/cards.js";
import { LANGS, SIZES, atViewport, box, demoTable, inside, lineBoxes, texts } from "./support/cards-layout.js";

for (const [label, width, height] of SIZES) describe(`the seats' location tiles on a ${label} (${width} px)`, () => {
  atViewport(width, height);

  for (const lang of LANGS) it(`${lang}: each tile reads at 11 px or more, on one line inside its tile, inside its seat's row`, async () => {
    const t = await demoTable(lang);
    const rows = q(t, "[part=cards-seats] > li");
    expect(rows.length).to.be.at.least(4);
    let tiles = 0;
    for (const row of rows) for (const tile of row.querySelectorAll<HTMLElement>(".loclist [title]")) {
      tiles++;
      const where = `${lang}, "${tile.textContent!.trim()}" (${tile.title})`;
      const size = parseFloat(getComputedStyle(tile).fontSize);
      expect(size, `${where}: ${size.toFixed(1)} px`).to.be.at.least(11);
      expect(inside(box(tile), box(row)), `${where}: outside its seat's row`).to.equal(true);
      for (const text of texts(tile)) {
        const lines = lineBoxes(text);
        expect(lines.length, `${where}: over ${lines.length} lines`).to.equal(1);
        expect(inside(lines[0]!, box(tile), 1), `${where}: spills out of its tile`).to.equal(true);
      }
    }
    expect(tiles).to.be.at.least(16);
  });

  it("the Ambassador's black stripe has a light edge beside it, 3:1 or more against its panel", async () => {
    const t = await demoTable("en", undefined, null, false);
    const row = q(t, "[part=cards-seats] > li.seat-ambassador")[0]!;
    expect(row, "the Ambassador's row").to.exist;
    const style = getComputedStyle(row);
    const edge = /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0];
    expect(edge, `box-shadow: ${style.boxShadow}`).to.be.a("string");
    expect(/inset/.test(style.boxShadow) && parseFloat(style.boxShadow.replace(/rgba?\([^)]*\)/, "")) >= 1, style.boxShadow).to.equal(true);
    const ratio = contrast(edge!, opaqueBackground(row));
    expect(ratio, `edge ${edge} on ${opaqueBackground(row)}`).to.be.at.least(3);
  });
});

/** The colour behind an element: its own background over its ancestors' (through shadow roots), as opaque rgb. */
function opaqueBackground(e: Element): string {
  const layers: number[][] = [];
  for (let n: Element | null = e; n; n = n.parentElement ?? ((n.getRootNode() as ShadowRoot).host ?? null)) {
    const c = rgba(getComputedStyle(n).backgroundColor);
    if (c[3]! > 0) layers.push(c);
    if (c[3] === 1) break;
  }
  let out = [255, 255, 255];
  for (const [r, g, b, a] of layers.reverse()) out = [r! * a! + out[0]! * (1 - a!), g! * a! + out[1]! * (1 - a!), b! * a! + out[2]! * (1 - a!)];
  return `rgb(${out.map(Math.round).join(", ")})`;
}

function rgba(c: string): number[] {
  const v = /rgba?\(([^)]*)\)/.exec(c)?.[1]?.split(/[ ,/]+/).filter(Boolean).map(Number) ?? [0, 0, 0, 0];
  return [v[0]!, v[1]!, v[2]!, v[3] ?? 1];
}

/** WCAG contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = rgba(c).map((x) => x / 255).map((x) => (x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}
