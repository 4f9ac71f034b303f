import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

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
  // The web app's floors point down too (app → features → features/shared, features/charts → platform → ui).
  ...webFloorRules(),
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
 * there. Tests and testing/ may build fixture databases with the libraries. The server imports only the
 * charts package's `queries` entry, which loads no rendering code.
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
  // Every entry carries these, since a later entry for a file replaces an earlier one.
  const chartsMessage =
    'The server imports only @sightline/charts/queries: the rest of the package renders charts (React, antd, ECharts).';
  const chartsPaths = [{ name: '@sightline/charts', message: chartsMessage }];
  const chartsPatterns = [
    { group: ['@sightline/charts/*', '!@sightline/charts/queries'], message: chartsMessage },
  ];
  const restrict = (files, { patterns = [], paths = [] }, ignores = []) => ({
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...patterns, ...chartsPatterns], paths: [...paths, ...chartsPaths] },
      ],
    },
  });
  const tests = `${src}/**/*.test.ts`;
  return [
    restrict([`${src}/**/*.ts`], {}),
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

/**
 * The web app's floors: app/ → features/<name>/ → features/shared/ → features/charts/ → platform/ → ui/.
 * A feature imports another feature only through features/shared and features/charts; features/shared
 * imports no feature but charts, and features/charts none; platform/ and ui/ import neither app/ nor
 * features/, and ui/ not platform/. Tests may import app/store, to mount what they test in the app's own
 * store, and nothing else of app/; helpers that assemble the whole app for tests live above it, in
 * appTesting/.
 */
function webFloorRules() {
  const src = 'packages/web/src';
  const features = readdirSync(new URL(`./${src}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const folder = (name) => ['*', '**'].map((tail) => `**/${name}/${tail}`);
  const noApp = {
    group: folder('app'),
    message: 'Only app/ (the roof) imports app/: move what you need below it.',
  };
  const noAppButStore = {
    group: [...folder('app'), '!**/app/store'],
    message: 'Tests may mount what they test in app/store; nothing else of app/ is below the roof.',
  };
  const noFeatures = {
    group: folder('features'),
    message: 'platform/ and ui/ lie below the features: move what they share down instead.',
  };
  const noPlatform = {
    group: folder('platform'),
    message: 'ui/ is the ground floor: it imports no platform/.',
  };
  const noFeature = (name, message) => ({ group: folder(name), message });
  const otherFeatures = (feature) => {
    const reachable = feature === 'charts' ? [] : feature === 'shared' ? ['charts'] : ['shared', 'charts'];
    return features
      .filter((other) => other !== feature && !reachable.includes(other))
      .map((other) =>
        noFeature(
          other,
          feature === 'charts' || feature === 'shared'
            ? `features/${feature} lies below the other features: it does not import features/${other}.`
            : `A feature imports another feature only through features/shared or features/charts (not features/${other}).`,
        ),
      );
  };
  const tests = ['**/*.test.{ts,tsx}'];
  const restrict = (files, patterns, ignores = []) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  return [
    restrict([`${src}/platform/**/*.{ts,tsx}`], [noApp, noFeatures]),
    restrict([`${src}/ui/**/*.{ts,tsx}`], [noApp, noFeatures, noPlatform]),
    ...features.flatMap((feature) => {
      const files = [`${src}/features/${feature}/**/*.{ts,tsx}`];
      return [
        restrict(files, [noApp, ...otherFeatures(feature)], tests),
        restrict(
          tests.map((pattern) => `${src}/features/${feature}/${pattern}`),
          [noAppButStore, ...otherFeatures(feature)],
        ),
      ];
    }),
  ];
}
