import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { serverFences } from './eslint/server-fences.js';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The few features built on another one (decision 0181): the studio's post screens render the blog
 * CMS, whose preview shows a post with the blog's own article parts; an investment follows the trades it
 * places with the trading feature's watcher and shows them in its order-lines table (decision 0249).
 */
const FEATURE_USES = {
  studio: ['blog-cms'],
  'blog-cms': ['blog'],
  admin: ['ops'],
  impersonation: ['ops'],
  investments: ['trading', 'tax'],
};

/**
 * Import boundaries (docs/architecture.md). Top level: contract ← brands ← src, server, sw; the server never
 * imports src or sw, the service worker imports only contract, contract imports nothing of the project.
 * Inside src: lib and ui → features → routes, app and widget (the embeddable blog widget, an app of its
 * own). Features never import each other. Tests may compose anything.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
/** Every app file: neither the server nor the worker (later blocks repeat it, as a rule's options replace earlier ones). */
const appOnly = [
  {
    group: ['**/server/**', '**/sw/**'],
    message: 'The app imports neither the server nor the worker: share through contract/.',
  },
  {
    regex: '^(node:|jsdom$)',
    message:
      'The app imports nothing of Node: the server lends its server bundle what it needs (contract/site/page-render.ts).',
  },
];

/** <SafeHtml>, and the widget build's version of it (vite.widget.config.ts). */
const SAFE_HTML = ['src/components/ui/safe-html.tsx', 'src/widget/seams/safe-html.tsx'];
/**
 * The document's JSON data blocks (brand config, query data): escaped JSON, never markup (decision 0070);
 * and its one fixed inline script, allowed by its hash (decision 0274).
 */
const JSON_SCRIPT = 'src/app/document/json-script.tsx';
/** The sanitizer: the one place DOMPurify is imported. */
const SANITIZER = ['src/lib/html/sanitize.ts', 'src/lib/html/sanitize-profiles.ts'];
const SRC_TESTS = 'src/**/*.test.{ts,tsx}';
const INNER_HTML = [
  'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
  'Property[key.name="dangerouslySetInnerHTML"]',
].map((selector) => ({ selector, message: 'Render server HTML with <SafeHtml> (components/ui/safe-html.tsx).' }));
const DOMPURIFY = {
  selector: 'ImportDeclaration[source.value="dompurify"]',
  message: 'Sanitize through src/lib/html/sanitize.ts (one DOMPurify instance, one policy with profiles).',
};
const noZod = {
  regex: '^(zod|#contract/(.+/requests|forms/fields|auth/types))$',
  allowTypeImports: true,
  message: 'The app bundle carries no zod: import types only (`import type`) from these modules.',
};
const seams = {
  regex: '^(@tanstack/react-router|@radix-ui/react-dialog)$',
  allowTypeImports: true,
  message: 'Use lib/navigation and components/ui/dialog: the widget build swaps those two for its own (decision 0060).',
};
/** The server never imports the app or the worker. */
const serverOnly = [
  {
    group: ['**/src/**', '**/sw/**'],
    message: 'The server never imports the app (src/) or the worker (sw/).',
  },
  { regex: '^#src/', message: 'The server never imports the app (src/) or the worker (sw/).' },
];
/** A second rule (typescript-eslint's, which can allow type imports) so it never replaces the boundaries above. */
const restrictTs = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
const upward = (msg, ...groups) => groups.map((g) => ({ group: [`**/${g}/**`, `**/${g}`], message: msg }));
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
/** A folder's rules: its own patterns everywhere, plus appOnly outside tests. */
const both = (files, patterns) => [
  { files, ignores: TESTS, rules: restrict([...appOnly, ...patterns]) },
  { files: files.flatMap((f) => TESTS.map((t) => f.replace(/\*\*$/, t))), rules: restrict(patterns) },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'src/app/route-tree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**', 'brands/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: restrict(appOnly),
  },
  ...both(
    ['src/lib/**', 'src/components/**'],
    [
      ...upward(
        'lib and components/ui must not depend on features, routes, app or widget.',
        'features',
        'routes',
        'app',
        'widget',
      ),
    ],
  ),
  ...features.flatMap((f) =>
    both(
      [`src/features/${f}/**`],
      [
        ...upward('features must not depend on routes, app or widget.', 'routes', 'app', 'widget'),
        ...features
          .filter((o) => o !== f && !FEATURE_USES[f]?.includes(o))
          .map((o) => ({
            group: [`**/features/${o}/**`, `../${o}/**`, `../../${o}/**`, `../../../${o}/**`],
            message: 'A feature must not import another feature; move shared code to lib/ or components/ui/.',
          })),
      ],
    ),
  ),
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['contract/**'],
    ignores: TESTS,
    rules: restrict([
      { group: ['../*', '../**'], message: 'contract/ imports nothing of the project.' },
      // A pattern starting with '#' is a comment in .gitignore syntax, so aliases are matched by regex.
      { regex: '^#(?!contract/)', message: 'contract/ imports nothing of the project.' },
    ]),
  },
  ...serverFences(serverOnly),
  {
    files: ['sw/**'],
    rules: restrict([
      { group: ['../*', '../**'], message: 'The service worker imports only contract/ and its own files.' },
      { regex: '^#(?!contract/)', message: 'The service worker imports only contract/ and its own files.' },
    ]),
  },
  // zod stays out of the app bundle: the contract's schemas are the server's; the app may share their types.
  { files: ['src/**'], ignores: TESTS, rules: restrictTs([noZod]) },
  // Screens the widget shares reach the router and the dialog library only through the two seams the
  // widget build replaces (decision 0060).
  {
    files: ['src/lib/**', 'src/components/**', 'src/features/blog/**'],
    ignores: [
      ...TESTS,
      'src/lib/navigation.tsx',
      'src/components/ui/dialog.tsx',
      'src/features/blog/article-loader.ts',
      // A component-test helper: it mounts a screen under a memory router and is in no build.
      'src/components/ui/test-app.tsx',
    ],
    rules: restrictTs([noZod, seams]),
  },
  // One way server HTML enters the DOM: <SafeHtml> for markup, src/lib/html/sanitize.ts for everything
  // (decision 0052). Each file is held to the rules it is not the exception to.
  ...[
    {
      files: ['src/**'],
      ignores: [...SAFE_HTML, JSON_SCRIPT, ...SANITIZER, SRC_TESTS],
      rules: [...INNER_HTML, DOMPURIFY],
    },
    { files: [...SAFE_HTML, JSON_SCRIPT], rules: [DOMPURIFY] },
    { files: [...SANITIZER, SRC_TESTS], rules: INNER_HTML },
  ].map(({ files, ignores, rules }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-syntax': ['error', ...rules] },
  })),
);
