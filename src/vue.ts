/**
 * `inkognito-game/vue`: `<inkognito-game>` in Vue's templates, typed for Volar / vue-tsc (its
 * attributes, and its public events as `@inkognito-…`). Import it once for its types:
 * `import type {} from "inkognito-game/vue";` (it has no code). Tell Vue's compiler it is a custom
 * element: `compilerOptions.isCustomElement: (tag) => tag.startsWith("inkognito-")`. Needs `vue` 3.3+.
 */
import type { DefineComponent } from "vue";
import type { InkognitoGameAttributes, InkognitoGameVueEvents } from "./ui/element-types.js";

export type { InkognitoGameAttributes, InkognitoGameVueEvents };

declare module "vue" {
  interface GlobalComponents {
    "inkognito-game": DefineComponent<InkognitoGameAttributes & InkognitoGameVueEvents>;
  }
}
