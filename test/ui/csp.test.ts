/**
 * The BUILT bundle under a strict Content-Security-Policy (`style-src 'self'; script-src 'self'`,
 * set by the test server on test/csp/): no violation, styles applied, figures on their spaces.
 * Needs `npm run build` first (npm test builds before running the browser tests).
 */
import { expect, waitUntil } from "@open-wc/testing";

interface CspWindow extends Window {
  cspViolations: string[];
  workersStarted?: number;
  workerAnswers?: number;
}

async function openPage(width: number, page = "page.html"): Promise<{ win: CspWindow; doc: Document; frame: HTMLIFrameElement }> {
  const frame = document.createElement("iframe");
  frame.style.width = `${width}px`;
  frame.style.height = "900px";
  frame.src = `/test/csp/${page}?${Date.now()}`;
  document.body.append(frame);
  await new Promise((r) => frame.addEventListener("load", r, { once: true }));
  const win = frame.contentWindow as unknown as CspWindow;
  return { win, doc: frame.contentDocument!, frame };
}

describe("strict Content-Security-Policy (built bundle)", () => {
  it("renders with no violation, styled, with every figure standing on its space", async () => {
    const { win, doc, frame } = await openPage(1000);
    try {
      const el = doc.querySelector("inkognito-game") as HTMLElement & { view?: unknown };
      await waitUntil(() => win.customElements.get("inkognito-game") && el.view, "the bundle did not start a game", { timeout: 10_000 });
      const board = () => el.shadowRoot!.querySelector("inkognito-board")!;
      await waitUntil(() => board()?.shadowRoot?.querySelectorAll(".figure").length, "no figures", { timeout: 5000 });
      const root = board().shadowRoot!;
      const svg = root.querySelector("svg")!;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const misplaced = () => [...root.querySelectorAll<SVGGElement>(".figure")].filter((f) => {
        const space = root.querySelector(`.space[data-space="${f.dataset.space}"] .disc`)!.getBoundingClientRect();
        const fig = f.querySelector(".ring")!.getBoundingClientRect();
        const dx = Math.abs((fig.left + fig.right) / 2 - (space.left + space.right) / 2) / scale;
        const dy = Math.abs((fig.top + fig.bottom) / 2 - (space.top + space.bottom) / 2) / scale;
        return dx > 30 || dy > 20;
      }).map((f) => f.dataset.figure);
      await waitUntil(() => misplaced().length === 0, "figures not on their spaces", { timeout: 5000 }).catch(() => undefined);
      expect(misplaced(), "figures away from their spaces").to.deep.equal([]);
      // Lit's adopted style sheets apply under style-src 'self': the table has its background, chips their colour.
      const table = el.shadowRoot!.querySelector(".table")!;
      expect(win.getComputedStyle(table).backgroundImage).to.contain("gradient");
      const chip = el.shadowRoot!.querySelector("inkognito-turn-bar")!.shadowRoot!.querySelector(".chip")!;
      expect(win.getComputedStyle(chip).backgroundColor).to.not.equal("rgba(0, 0, 0, 0)");
      await new Promise((r) => setTimeout(r, 300));
      expect(win.cspViolations).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  /** Strong bots play a 3-player game on every seat until `entries` more entries are in its log; the page's resources. */
  async function strongBotsPlay(page: string, entries: number, timeout: number) {
    const { win, doc, frame } = await openPage(1000, page);
    const el = doc.querySelector("inkognito-game") as HTMLElement & { view?: { log: unknown[]; result: unknown } };
    await waitUntil(() => win.customElements.get("inkognito-game") && el.view, "the bundle did not start a game", { timeout: 10_000 });
    const from = el.view!.log.length;
    expect(el.view!.result, "a game over at the start (a saved game?)").to.equal(null);
    await waitUntil(() => el.view!.result || el.view!.log.length >= from + entries, "the strong bots did not play", { timeout });
    const scripts = win.performance.getEntriesByType("resource").map((r) => r.name.replace(/^.*\//, "").replace(/\?.*$/, ""));
    return { win, frame, scripts, log: el.view!.log.length };
  }

  it("lets strong bots think in a worker where the policy allows it, without loading them into the page", async () => {
    const { win, frame, scripts } = await strongBotsPlay("strong-bots.html", 40, 30_000);
    try {
      expect(win.workersStarted, "workers started").to.equal(1);
      expect(win.workerAnswers, "decisions made in the worker").to.be.at.least(15);
      // The strong bot's code (the levels chunk) never came to the page: every decision was the worker's.
      expect(scripts.filter((s) => /^inkognito-levels-/.test(s))).to.deep.equal([]);
      expect(win.cspViolations).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it("plays on with the strong bots in the page when the site's policy forbids workers", async () => {
    // Told at once that the worker is refused: no wait for a worker's answer (15 s) before the page decides.
    const { win, frame, scripts } = await strongBotsPlay("no-worker/strong-bots.html", 20, 10_000);
    try {
      expect(win.workerAnswers, "decisions made in a worker").to.equal(0);
      expect(scripts.filter((s) => /^inkognito-levels-/.test(s)), "the strong bot loaded into the page").to.have.length(1);
      // The one violation is the blocked worker.
      expect(win.cspViolations.length).to.be.at.least(1);
      expect(win.cspViolations.every((v) => v.startsWith("worker-src"))).to.equal(true);
    } finally {
      frame.remove();
    }
  });
});
