/** Set by vite.config.ts `define`: one id per build. */
declare const __BUILD_ID__: string;
