/** Set by vite.widget.config.ts `define`: the package version and the build id. */
declare const __TL_BLOGS_VERSION__: string;

interface Window {
  /** The widget's one global (src/widget/main.tsx). */
  TlBlogs?: { version: string; unmount: () => void };
}
