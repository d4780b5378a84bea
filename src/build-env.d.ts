/** Set by vite.config.ts `define`: one id per build. */
declare const __BUILD_ID__: string;

/** The staff areas' routes, cut out of the browser's route tree by scripts/route-subtrees.ts. */
declare module 'virtual:staff-route-tree' {
  import type { AnyRoute } from '@tanstack/react-router';
  export const routes: AnyRoute[];
}

/** The later public areas' routes, cut out of the browser's route tree by scripts/route-subtrees.ts. */
declare module 'virtual:later-route-tree' {
  import type { AnyRoute } from '@tanstack/react-router';
  export const routes: AnyRoute[];
}
