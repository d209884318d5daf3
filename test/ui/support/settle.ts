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
