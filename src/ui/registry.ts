/** Defines a custom element unless a class is already registered under that name. */
export function defineIfMissing(name: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, ctor);
}
