/**
 * Focus helpers shared by the table's dialogs. A dialog takes focus when it opens, but only when
 * focus is the table's or nobody's: a game ending while the reader types elsewhere on the page
 * must not pull them away. Dialogs tell the shell they opened or closed with `inkognito-modal`
 * (bubbling inside the shell's shadow root only), so it can make the rest of the table inert and
 * give focus back to where play continues.
 */

/** The `<inkognito-game>` (or outermost host) an element renders in. */
function tableOf(el: Element): Element {
  let host: Element = el;
  for (;;) {
    const root = host.getRootNode();
    if (!(root instanceof ShadowRoot)) return host;
    host = root.host;
  }
}

/** Whether a dialog of `el` may take focus now: focus is inside the table, or on nothing. */
export function mayTakeFocus(el: Element): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement || tableOf(el).matches(":focus-within");
}

/** The focused element, through every shadow root. */
export function deepActiveElement(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** Tells the shell a dialog opened or closed. */
export function announceModal(el: Element, open: boolean): void {
  el.dispatchEvent(new CustomEvent("inkognito-modal", { detail: { open }, bubbles: true }));
}
