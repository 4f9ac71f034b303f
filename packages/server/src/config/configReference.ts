import { z } from 'zod';
import { configSchema, FEATURE_FLAG_DESCRIPTIONS, FEATURE_FLAGS } from '../config.js';
import { defaultConfig, ENV_SETTINGS } from './load.js';

/**
 * The configuration reference as Markdown, generated from the config schema's descriptions, the
 * environment variables that set each value and the defaults. README.md carries it between markers, and a
 * test keeps the two the same (`npm run sightline -- config reference` prints it).
 */

/** Defaults that depend on the machine or stand for "computed at start" are told in words. */
const DEFAULT_IN_WORDS: Record<string, string> = {
  home: '`./var`',
  databaseUrl: 'SQLite in the data directory',
  'cache.redisUrl': 'memory',
  setupToken: 'generated',
  'statementLimits.overall': 'the cores, at most `UV_THREADPOOL_SIZE` − 1',
  'statementLimits.perUser': 'half the overall limit',
  dataDirectories: 'none',
};

const SETTING_OF_ENV = new Map(
  Object.entries({ ...ENV_SETTINGS, SIGHTLINE_HOME: { path: ['home'] } }).map(([name, { path }]) => [
    path.join('.'),
    name,
  ]),
);

/** Environment variables read outside the config schema. */
const OTHER_ENVIRONMENT = [
  '`SIGHTLINE_SECRET_KEY`: the secret that signs sessions and encrypts stored database passwords; unset, one is generated into `secret.key` in the data directory.',
  '`SIGHTLINE_NOW`: pins the server clock to an instant (`2025-06-01T00:00:00Z`), for demos and tests.',
  "`UV_THREADPOOL_SIZE`: Node's thread pool, which runs statements and password hashing; `npm start` sets 16.",
];

interface Setting {
  path: string;
  description: string;
}

function settingsOf(shape: z.ZodRawShape, prefix = ''): Setting[] {
  return Object.entries(shape).flatMap(([key, schema]) => {
    const path = prefix + key;
    if (path === 'featureFlags') return [];
    if (schema instanceof z.ZodObject) return settingsOf(schema.shape, `${path}.`);
    return [{ path, description: (schema as z.ZodType).description ?? '' }];
  });
}

function defaultOf(path: string): string {
  if (DEFAULT_IN_WORDS[path]) return DEFAULT_IN_WORDS[path];
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], defaultConfig());
  if (Array.isArray(value)) return value.map((item) => `\`${String(item)}\``).join(' ');
  return `\`${String(value)}\``;
}

function table(header: string[], rows: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}

export function configReferenceMarkdown(): string {
  const defaults = defaultConfig();
  const settings = settingsOf(configSchema.shape).map(({ path, description }) => {
    const env = SETTING_OF_ENV.get(path);
    return [`\`${path}\``, env ? `\`${env}\`` : '', defaultOf(path), description];
  });
  const flags = FEATURE_FLAGS.map((flag) => [
    `\`${flag}\``,
    defaults.featureFlags[flag] ? 'on' : 'off',
    FEATURE_FLAG_DESCRIPTIONS[flag],
  ]);
  return [
    ...table(['`config.json`', 'environment', 'default', 'what it sets'], settings),
    '',
    'Feature flags: `"featureFlags": {"FLAG": true}` in `config.json`, or `SIGHTLINE_FEATURE_<FLAG>=true`.',
    '',
    ...table(['flag', 'default', 'what it does'], flags),
    '',
    'Also read from the environment:',
    '',
    ...OTHER_ENVIRONMENT.map((line) => `- ${line}`),
  ].join('\n');
}
