// Shared flat config. Each package calls `defineEkpConfig({ dir, boundary })` from its eslint.config.js.
// The boundary rules encode ARCHITECTURE.md: dependencies point one way, apps → portal-core → (ui, api-client, brand).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noAppsOrBrands = [
  {
    group: ['**/apps/**', '**/brands/**'],
    message: 'Brand specifics flow in as config; never import apps/ or brands/ by path.',
  },
];

/** What each package may not import (ARCHITECTURE.md, "The rooms"). */
const boundaries = {
  ui: [
    { group: ['@ekp/*'], message: 'ui is presentational and imports nothing of ours.' },
    {
      group: ['react-router', '@tanstack/*', 'openapi-fetch'],
      message: 'ui does no routing and no fetching.',
    },
  ],
  'api-client': [
    { group: ['@ekp/*'], message: 'api-client imports nothing of ours.' },
    {
      group: ['react', 'react-dom', 'react/*', '@tanstack/react-query'],
      message: 'api-client knows no React.',
    },
  ],
  brand: [{ group: ['@ekp/*'], message: 'brand imports nothing of ours.' }],
  'portal-core': [
    {
      group: ['@ekp/demo-api', '@ekp/demo-api/*'],
      message: 'Only tests and stories may use the demo backend.',
    },
  ],
  'demo-api': [
    {
      group: ['@ekp/ui', '@ekp/portal-core', '@ekp/brand', 'react', 'react-dom'],
      message: 'demo-api knows the contract only.',
    },
  ],
  app: [
    {
      group: ['@ekp/ui', '@ekp/api-client', '@ekp/demo-api'],
      message: 'Apps render <Portal>; they do not reach past it.',
    },
  ],
};

const TESTUHR_MELDUNG =
  'Tests read the pinned moment (jetzt()/heute() from the test clock), never the wall clock: see docs/testen.md.';

/**
 * bulletproof-react: features never import each other, and the rooms around them (shell, shared, session, rules,
 * format, routes) never import a feature; only the lazy tables of routes/ reach into features/: pages.ts (the
 * screens) and angemeldet.ts (their first data).
 * The zones are read from the folder list, so a new feature is covered the day it is created.
 * @param {string} dir
 */
function featureBoundaries(dir) {
  const features = readdirSync(join(dir, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const featureZones = features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; move shared code to src/shared.',
  }));
  const roomZone = {
    target: ['./src/!(features)/**', './src/*.ts*'],
    from: './src/features',
    message:
      'Only routes/pages.ts and routes/angemeldet.ts import features; shared behaviour lives in shared/, session/ or rules/.',
  };
  return {
    files: ['src/**'],
    ignores: ['src/routes/pages.ts', 'src/routes/angemeldet.ts'],
    // basePath: the zones are relative to the package, also when eslint runs from elsewhere (an editor at the root).
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, roomZone], basePath: dir }],
    },
  };
}

/**
 * @param {{ dir: string, boundary?: keyof typeof boundaries, react?: boolean, featureZones?: boolean, ignores?: string[] }} options
 */
export function defineEkpConfig({ dir, boundary, react = false, featureZones = false, ignores = [] }) {
  const restricted = [...noAppsOrBrands, ...(boundary ? boundaries[boundary] : [])];
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'dist-*/**',
        '.tmp*',
        'src/generated/**',
        'storybook-static/**',
        'coverage/**',
        ...ignores,
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.strictTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: dir },
        globals: { ...globals.browser, ...globals.node },
      },
      plugins: { 'import-x': importX },
      // Without a resolver import-x resolves nothing, and no-cycle and the feature zones pass silently.
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.js'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      },
      rules: {
        'import-x/no-cycle': 'error',
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
        '@typescript-eslint/no-confusing-void-expression': 'off',
        '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
      },
    },
    {
      // The import boundaries concern the package's code, not its config files.
      files: ['src/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: restricted }] },
    },
    {
      files: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/test/**', '**/*.bench.ts'],
      rules: {
        'no-restricted-imports': ['error', { patterns: noAppsOrBrands }],
        '@typescript-eslint/no-non-null-assertion': 'off',
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/unbound-method': 'off',
      },
    },
    {
      // Issue 12: a test that reads the wall clock passes on some days only. Tests, stories and their helpers read
      // the pinned moment (portal-core src/test/uhr.ts, e2e/support/uhr.ts, @ekp/test-config/testmoment); the
      // clocks themselves are the one place that reads Date.
      files: [
        '**/*.test.ts',
        '**/*.test.tsx',
        '**/*.stories.tsx',
        '**/test/**',
        '**/*.spec.ts',
        '**/support/**',
      ],
      ignores: ['**/test/uhr.ts', '**/support/uhr.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: TESTUHR_MELDUNG },
          {
            selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
            message: TESTUHR_MELDUNG,
          },
        ],
      },
    },
    react
      ? [
          jsxA11y.flatConfigs.recommended,
          {
            plugins: { 'react-hooks': reactHooks },
            rules: {
              'react-hooks/rules-of-hooks': 'error',
              'react-hooks/exhaustive-deps': 'error',
            },
          },
        ]
      : [],
    featureZones ? featureBoundaries(dir) : [],
    {
      files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
      ...tseslint.configs.disableTypeChecked,
    },
  );
}
