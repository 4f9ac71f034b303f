import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema, FEATURE_FLAGS } from '../config.js';
import { configReferenceMarkdown } from './configReference.js';
import { ENV_SETTINGS } from './load.js';

const START = '<!-- configuration reference: generated, `npm run sightline -- config reference` -->';
const END = '<!-- end of the configuration reference -->';

function readmeReference(): string {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  expect(start, 'README.md keeps the configuration reference between its markers').toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return readme.slice(start + START.length, end).trim();
}

/** Table cells compare without the padding Prettier adds to align columns. */
const cells = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/\s*\|\s*/g, '|')
        .replace(/-{3,}/g, '---')
        .trim(),
    )
    .filter((line) => line !== '');

describe('the configuration reference', () => {
  it('in README.md is the one generated from the config schema', () => {
    expect(cells(readmeReference())).toEqual(cells(configReferenceMarkdown()));
  });

  it('describes every setting and names every environment variable and feature flag', () => {
    const markdown = configReferenceMarkdown();
    for (const name of Object.keys(ENV_SETTINGS)) expect(markdown).toContain(`\`${name}\``);
    for (const flag of FEATURE_FLAGS) expect(markdown).toContain(`\`${flag}\``);
    const rows = markdown.split('\n').filter((line) => line.startsWith('| `'));
    for (const row of rows) expect(row.trim().endsWith('|  |'), row).toBe(false);
    expect(Object.keys(configSchema.shape).length).toBeGreaterThan(10);
  });
});
