import { resolve } from 'node:path';
import type { Alias, Plugin } from 'vite';

/**
 * What the widget build (vite.widget.config.ts) does that the app's does not, to keep it small
 * (docs/widget.md, "Size"): React's entry points on preact/compat (decision 0082), two packages on
 * stand-ins of our own (decision 0083), and two module-level rewrites. The app's build and the tests
 * keep React, DOMPurify and ofetch.
 */

/**
 * React's entry points and what the widget build resolves them to. Exact names only. The blog's
 * components are written for React 19 and run in the widget on preact/compat, about a tenth of
 * react-dom's size.
 */
export const PREACT_FOR_REACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  scheduler: 'preact/compat/scheduler',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export const preactAliases = (): Alias[] =>
  Object.entries(PREACT_FOR_REACT).map(([from, to]) => ({ find: new RegExp(`^${escape(from)}$`), replacement: to }));

const DEFAULT_REACT_IMPORT = /^(\s*)import\s+React\s+from\s+(['"])react\2;?/m;

/** `import React from 'react'` as `import * as React from 'react'`; null when the module has none. */
export function namespaceReactImport(code: string): string | null {
  if (!DEFAULT_REACT_IMPORT.test(code)) return null;
  return code.replace(
    DEFAULT_REACT_IMPORT,
    (_, lead: string, q: string) => `${lead}import * as React from ${q}react${q};`,
  );
}

/**
 * A library that imports React's default export (jotai reads `React.use` from it) keeps every export
 * of preact/compat's default object in the bundle, used or not. Read as a namespace, the same
 * property names reach the same named exports, and the unused ones are dropped (about 1 KB gzip).
 */
export function reactNamespaceImports(): Plugin {
  return {
    name: 'widget-react-namespace-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/node_modules/')) return null;
      const out = namespaceReactImport(code);
      return out === null ? null : { code: out, map: null };
    },
  };
}

/** `import('./x')` with a relative, literal specifier. */
const RELATIVE_DYNAMIC_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"\n]+)\1\s*\)/g;

/**
 * Our own `import('./x')` as a static import and `Promise.resolve(namespace)`. One IIFE file has no
 * chunks to load later anyway; what a dynamic import costs there is a lazy wrapper around every
 * module it reaches, about 2 KB gzip for the two lazy components (video dialog, comments). The
 * components still go through React.lazy and Suspense, which now settle on the next microtask.
 */
export function eagerDynamicImports(code: string): string | null {
  const specifiers: string[] = [];
  const body = code.replace(RELATIVE_DYNAMIC_IMPORT, (_, _q: string, spec: string) => {
    specifiers.push(spec);
    return `Promise.resolve(__eager${specifiers.length - 1})`;
  });
  if (!specifiers.length) return null;
  const imports = specifiers.map((spec, i) => `import * as __eager${i} from ${JSON.stringify(spec)};`).join('\n');
  return `${imports}\n${body}`;
}

export function eagerDynamicImportsPlugin(sourceRoot: string): Plugin {
  return {
    name: 'widget-eager-dynamic-imports',
    transform(code, id) {
      if (!id.startsWith(sourceRoot) || id.includes('/node_modules/')) return null;
      const out = eagerDynamicImports(code);
      return out === null ? null : { code: out, map: null };
    },
  };
}

/**
 * Packages the widget build takes from src/widget/seams/ instead (decision 0083), by repository path.
 * DOMPurify is never one of them: server HTML is sanitized by DOMPurify itself, in the widget too.
 */
export const PACKAGE_STAND_INS: Readonly<Record<string, string>> = {
  ofetch: 'src/widget/seams/ofetch.ts',
};

export const packageStandInAliases = (root: string): Alias[] =>
  Object.entries(PACKAGE_STAND_INS).map(([name, path]) => ({
    find: new RegExp(`^${escape(name)}$`),
    replacement: resolve(root, path),
  }));
