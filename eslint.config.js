import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * Import boundaries: lib and ui → features → routes, app and widget (the embeddable blog widget, an
 * app of its own). Features never import each other.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const SAFE_HTML = 'src/components/ui/safe-html.tsx';
const SANITIZER = ['src/lib/sanitize.ts', 'src/lib/sanitize-profiles.ts'];
const TESTS = 'src/**/*.test.{ts,tsx}';
const INNER_HTML = [
  'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
  'Property[key.name="dangerouslySetInnerHTML"]',
].map((selector) => ({ selector, message: 'Render server HTML with <SafeHtml> (components/ui/safe-html.tsx).' }));
const DOMPURIFY = {
  selector: 'ImportDeclaration[source.value="dompurify"]',
  message: 'Sanitize through src/lib/sanitize.ts (one DOMPurify instance, one policy with profiles).',
};
const upward = (msg, ...groups) => groups.map((g) => ({ group: [`**/${g}/**`, `**/${g}`], message: msg }));

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
    files: ['src/lib/**', 'src/components/**'],
    rules: restrict(
      upward(
        'lib and components/ui must not depend on features, routes, app or widget.',
        'features',
        'routes',
        'app',
        'widget',
      ),
    ),
  },
  ...features.map((f) => ({
    files: [`src/features/${f}/**`],
    rules: restrict([
      ...upward('features must not depend on routes, app or widget.', 'routes', 'app', 'widget'),
      ...features
        .filter((o) => o !== f)
        .map((o) => ({
          group: [`**/features/${o}/**`, `../${o}/**`, `../../${o}/**`, `../../../${o}/**`],
          message: 'A feature must not import another feature; move shared code to lib/ or components/ui/.',
        })),
    ]),
  })),
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // One way server HTML enters the DOM: <SafeHtml> for markup, src/lib/sanitize.ts for everything
  // (decision 0052). Each file is held to the rules it is not the exception to.
  ...[
    { files: ['src/**'], ignores: [SAFE_HTML, ...SANITIZER, TESTS], rules: [...INNER_HTML, DOMPURIFY] },
    { files: [SAFE_HTML], rules: [DOMPURIFY] },
    { files: [...SANITIZER, TESTS], rules: INNER_HTML },
  ].map(({ files, ignores, rules }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-syntax': ['error', ...rules] },
  })),
);
