import { describe, expect, it } from 'vitest';
import {
  eagerDynamicImports,
  namespaceReactImport,
  packageStandInAliases,
  PREACT_FOR_REACT,
  preactAliases,
} from './widget-bundle';

describe('React on preact/compat in the widget build', () => {
  it('maps every React entry point the blog and its libraries import, by exact name', () => {
    const aliases = preactAliases();
    const target = (id: string) => aliases.find((a) => (a.find as RegExp).test(id))?.replacement;
    expect(target('react')).toBe('preact/compat');
    expect(target('react-dom')).toBe('preact/compat');
    expect(target('react-dom/client')).toBe('preact/compat/client');
    expect(target('react/jsx-runtime')).toBe('preact/compat/jsx-runtime');
    expect(target('react/jsx-dev-runtime')).toBe('preact/compat/jsx-dev-runtime');
    expect(target('react-dom/server')).toBeUndefined();
    expect(target('react-query')).toBeUndefined();
    expect(Object.keys(PREACT_FOR_REACT)).toHaveLength(aliases.length);
  });

  it("reads a library's default React import as the namespace", () => {
    expect(namespaceReactImport(`'use client';\nimport React from 'react';\nconst use = React.use;`)).toBe(
      `'use client';\nimport * as React from 'react';\nconst use = React.use;`,
    );
    expect(namespaceReactImport(`import React from "react"\nReact.use`)).toBe(
      `import * as React from "react";\nReact.use`,
    );
    expect(namespaceReactImport(`import { useState } from 'react';`)).toBeNull();
    expect(namespaceReactImport(`import React from 'react-dom';`)).toBeNull();
  });
});

describe('dynamic imports in the one-file widget', () => {
  it('become static imports and an already resolved promise', () => {
    const out = eagerDynamicImports(
      `const A = lazy(() => import('./video-dialog'));\nconst B = lazy(() => import("../x/comments"));`,
    );
    expect(out).toBe(
      [
        `import * as __eager0 from "./video-dialog";`,
        `import * as __eager1 from "../x/comments";`,
        `const A = lazy(() => Promise.resolve(__eager0));`,
        `const B = lazy(() => Promise.resolve(__eager1));`,
      ].join('\n'),
    );
  });

  it('leaves packages, computed specifiers and files without any alone', () => {
    expect(eagerDynamicImports(`await import('workbox-window');`)).toBeNull();
    expect(eagerDynamicImports('await import(`./${name}`);')).toBeNull();
    expect(eagerDynamicImports(`const x = 1;`)).toBeNull();
  });
});

it('swaps exactly ofetch for its stand-in in src/widget/seams, and never DOMPurify', () => {
  const aliases = packageStandInAliases('/repo');
  const target = (id: string) => aliases.find((a) => (a.find as RegExp).test(id))?.replacement;
  expect(target('ofetch')).toBe('/repo/src/widget/seams/ofetch.ts');
  expect(target('dompurify')).toBeUndefined();
  expect(target('ofetch/node')).toBeUndefined();
  expect(aliases).toHaveLength(1);
});
