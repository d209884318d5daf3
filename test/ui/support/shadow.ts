/** Test helpers that see through shadow roots: wait until every part has rendered, find elements. */

/** Waits until an element and every Lit element in its shadow trees have finished updating (three rounds, for updates that cause updates). */
export async function settle(root: Element): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const all: Element[] = [root];
    const walk = (r: Element | ShadowRoot) => r.querySelectorAll("*").forEach((e) => {
      all.push(e);
      if (e.shadowRoot) walk(e.shadowRoot);
    });
    if (root.shadowRoot) walk(root.shadowRoot);
    await Promise.all(all.map((e) => (e as unknown as { updateComplete?: Promise<unknown> }).updateComplete));
  }
}

/** `settle`, then two animation frames, so layout and paint have caught up (measuring boxes). */
export async function settleAndPaint(root: Element): Promise<void> {
  await settle(root);
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

/** The first element matching `selector`, looking into every shadow root below `root`. */
export function find(root: Element | ShadowRoot, selector: string): Element | null {
  const hit = root.querySelector(selector);
  if (hit) return hit;
  for (const e of root.querySelectorAll("*")) {
    if (e.shadowRoot) {
      const inner = find(e.shadowRoot, selector);
      if (inner) return inner;
    }
  }
  return null;
}

/** Every element matching `selector`, looking into every shadow root below `root`. */
export function findAll(root: Element | ShadowRoot, selector: string, out: Element[] = []): Element[] {
  out.push(...root.querySelectorAll(selector));
  for (const e of root.querySelectorAll("*")) if (e.shadowRoot) findAll(e.shadowRoot, selector, out);
  return out;
}
