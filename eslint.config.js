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
  {
    // The server's floors point down (http → services → repos): what services, authz, repos and the
    // metadata store need from above (AppDeps, ApiError) lives below them, in appDeps.ts and apiError.ts.
    files: ['packages/server/src/{services,authz,repos,metadata}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/*', '**/http/**'],
              message:
                'services, authz, repos and metadata never import http/: move what they need below it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes reach the metadata store only through services: http/ never imports repos/.
    files: ['packages/server/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/repos/*', '**/repos/**'],
              message: 'http/ never imports repos/: call a service (services/) that does.',
            },
          ],
        },
      ],
    },
  },
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
