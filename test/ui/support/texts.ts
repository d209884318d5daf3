/** What a person (or a screen reader) gets from an element: its text, titles and accessible names, through every shadow root. */
export function shownTexts(root: Element | ShadowRoot, out: string[] = []): string[] {
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const t = node.textContent?.trim();
      if (t) out.push(t);
      return;
    }
    if (!(node instanceof Element) && !(node instanceof ShadowRoot) && !(node instanceof DocumentFragment)) return;
    if (node instanceof Element) {
      if (node.localName === "style" || node.localName === "script") return;
      for (const a of ["aria-label", "title", "alt", "placeholder"]) {
        const v = node.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return out;
}

/** Every text shown under `root`, one string. */
export const shownText = (root: Element): string => shownTexts(root).join("\n");

/** Every element matching `sel` in `root` and through every shadow root under it (`root`'s own first). */
export function deepAll(root: Element | ShadowRoot, sel: string): HTMLElement[] {
  const out: HTMLElement[] = [];
  const walk = (r: Element | ShadowRoot) => {
    out.push(...r.querySelectorAll<HTMLElement>(sel));
    for (const e of r.querySelectorAll("*")) if (e.shadowRoot) walk(e.shadowRoot);
  };
  walk(root instanceof Element && root.shadowRoot ? root.shadowRoot : root);
  return out;
}
