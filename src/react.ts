/**
 * `inkognito-game/react`: `<inkognito-game>` in React's JSX, typed (its attributes, and its public
 * events as `oninkognito-…` props, which React 19 sets as event listeners). Import it once for its
 * types: `import type {} from "inkognito-game/react";` (it has no code). Needs `@types/react` 18.3+.
 */
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { InkognitoGame } from "./ui/inkognito-game.js";
import type { InkognitoGameAttributes, InkognitoGameEventProps } from "./ui/element-types.js";

export type { InkognitoGameAttributes, InkognitoGameEventProps };

/** The props of `<inkognito-game>` in JSX. */
export type InkognitoGameJsxProps = Omit<DetailedHTMLProps<HTMLAttributes<InkognitoGame>, InkognitoGame>, keyof InkognitoGameAttributes>
  & InkognitoGameAttributes & InkognitoGameEventProps;

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "inkognito-game": InkognitoGameJsxProps;
    }
  }
}
