import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.tsc/**', 'var/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['packages/web/**/*.{ts,tsx}', 'packages/charts/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Test files share their worker's loaded packages (vitest.config.ts), so a module mock could reach
    // another file or miss its own: mocking files run isolated, under a name that says so.
    files: ['packages/*/src/**/*.test.{ts,tsx}'],
    ignores: ['packages/*/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'A test file that mocks a module runs in its own module graph: name it *.isolated.test.ts(x).',
        },
      ],
    },
  },
  // The server's floors point down (http → services → repos). One rule per group of files, since a later
  // no-restricted-imports entry for a file replaces an earlier one.
  ...serverFloorRules(),
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);

/**
 * The server's floors: services, authz, repos and the metadata store never import http/ (what they need
 * from above, AppDeps and ApiError, lives below them); http/ never imports repos/ (routes call services);
 * only repos/, metadata/ and migrations/ import the SQL libraries, so all SQL on the metadata store lives
 * there. Tests and testing/ may build fixture databases with the libraries.
 */
function serverFloorRules() {
  const src = 'packages/server/src';
  const noHttp = {
    group: ['**/http/*', '**/http/**'],
    message: 'services, authz, repos and metadata never import http/: move what they need below it.',
  };
  const noRepos = {
    group: ['**/repos/*', '**/repos/**'],
    message: 'http/ never imports repos/: call a service (services/) that does.',
  };
  const noSqlLibraries = ['kysely', 'better-sqlite3', 'pg'].map((name) => ({
    name,
    message: 'Only repos/ and metadata/ talk to the metadata store: add a repo function instead.',
  }));
  const restrict = (files, { patterns = [], paths = [] }, ignores = []) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
  });
  const tests = `${src}/**/*.test.ts`;
  return [
    restrict([`${src}/{services,authz}/**/*.ts`], { patterns: [noHttp], paths: noSqlLibraries }, [tests]),
    restrict([`${src}/{repos,metadata}/**/*.ts`, `${src}/{services,authz}/**/*.test.ts`], {
      patterns: [noHttp],
    }),
    restrict([`${src}/http/**/*.ts`], { patterns: [noRepos], paths: noSqlLibraries }, [tests]),
    restrict([`${src}/http/**/*.test.ts`], { patterns: [noRepos] }),
    restrict([`${src}/*.ts`, `${src}/{config,examples,security}/**/*.ts`], { paths: noSqlLibraries }, [
      tests,
    ]),
  ];
}
