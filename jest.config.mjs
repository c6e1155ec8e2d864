// One jest run, three kinds of test: unit/server (node), component (jsdom, *.test.tsx),
// browser (puppeteer against the built site, test/browser/*.test.ts).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: false },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@site/api/contracts$': '<rootDir>/shared-deps/api/src/contracts/index.ts',
  '^@site/(bus|stores|api|i18n|betting|routes|ui)$': '<rootDir>/shared-deps/$1/src/index.ts',
  // Test helpers of the UI kit (a fresh root store, a scripted server, a fake clock): never in a bundle.
  '^@site/ui/testing$': '<rootDir>/shared-deps/ui/src/testing/index.ts',
};
const common = {
  rootDir: '.',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleNameMapper,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // ESM-only packages in the tree are compiled to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@fastify/cookie|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit)/)'],
};
export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{shared-deps,server,scripts,root-config,parcels,test/server,test/architecture}/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'component',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{shared-deps,root-config,parcels}/**/*.test.tsx'],
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
    },
  ],
};
