// One lint setup for the whole tree: TypeScript's recommended rules, React hooks rules, and
// the architecture (the design: dependencies point one way, parcels -> utility modules ->
// vendor; a parcel never reaches into another parcel or the root config; the server uses only
// the pure utility modules). `npm test` runs it, so CI fails on a forbidden import.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

const units = [
  { type: 'shared-dep', pattern: 'shared-deps/*', capture: ['name'] },
  { type: 'parcel', pattern: 'parcels/*', capture: ['name'] },
  { type: 'root-config', pattern: 'root-config' },
  { type: 'server', pattern: 'server' },
];

// A unit's bundle reaches another unit only by its import-map name; these names are the
// ones nothing may import (parcels and the root config are mounted, never imported).
const mountedOnly = {
  group: ['@site/parcel-*', '@site/root-config', '@site/root-config/*'],
  message: 'Parcels and the root config are mounted through single-spa, never imported: meet through @site/stores, @site/bus or a mounted slot.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.bench/**', 'coverage/**', 'import-maps/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared-deps/**/*.{ts,tsx,mjs}', 'parcels/**/*.{ts,tsx,mjs}', 'root-config/**/*.{ts,tsx,mjs}', 'server/**/*.{ts,tsx,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': units,
      'boundaries/include': ['shared-deps/**/*', 'parcels/**/*', 'root-config/**/*', 'server/**/*'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'shared-dep' } },
              disallow: { to: { element: { types: { anyOf: ['parcel', 'root-config', 'server'] } } } },
              message: 'A utility module (shared-deps/) is used by parcels, the root config and the server; it must not import them.',
            },
            {
              from: { element: { type: 'parcel' } },
              disallow: { to: { element: { types: { anyOf: ['root-config', 'server'] } } } },
              message: 'A parcel uses utility modules only: never the root config or the server.',
            },
            {
              from: { element: { type: 'parcel' } },
              disallow: { to: { element: { type: 'parcel', captured: { name: '!{{ from.captured.name }}' } } } },
              message: 'A parcel never imports another parcel: meet through @site/stores, @site/bus or a mounted slot.',
            },
            {
              from: { element: { type: 'root-config' } },
              disallow: { to: { element: { types: { anyOf: ['parcel', 'server'] } } } },
              message: 'The root config mounts parcels by their import-map name; it never imports them or the server.',
            },
            {
              from: { element: { type: 'server' } },
              disallow: { to: { element: { types: { anyOf: ['parcel', 'root-config'] } } } },
              message: 'The server uses the pure utility modules only, never browser units.',
            },
            {
              from: { element: { type: 'server' } },
              disallow: { to: { element: { type: 'shared-dep', captured: { name: ['ui', 'stores', 'bus'] } } } },
              message: 'The server uses the pure utility modules only (@site/api contracts, @site/betting, @site/routes, @site/i18n texts), never the browser ones.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-deps/**/*.{ts,tsx}', 'parcels/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [mountedOnly] }] },
  },
);
