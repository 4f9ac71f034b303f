import { describe, expect, it } from 'vitest';
import {
  dynamicPluginCreateSchema,
  dynamicPluginMessages,
  dynamicPluginUpdateSchema,
  isDynamicPluginBundleUrl,
} from './dynamicPlugins.js';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('isDynamicPluginBundleUrl', () => {
  it('accepts http(s) URLs with a host and paths on this server', () => {
    expect(isDynamicPluginBundleUrl('https://cdn.example.com/plugins/hello.js')).toBe(true);
    expect(isDynamicPluginBundleUrl('http://127.0.0.1:9000/hello.mjs?v=2')).toBe(true);
    expect(isDynamicPluginBundleUrl('/static/plugins/hello.js')).toBe(true);
  });

  it('refuses other schemes, protocol-relative URLs, relative paths and whitespace', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/javascript,export default 1',
      'ftp://example.com/x.js',
      '//evil.example.com/x.js',
      'plugins/hello.js',
      'https://cdn.example.com/a b.js',
      'https://',
    ]) {
      expect(isDynamicPluginBundleUrl(url), url).toBe(false);
    }
  });
});

describe('dynamicPluginCreateSchema', () => {
  it('trims the fields', () => {
    expect(
      dynamicPluginCreateSchema.parse({ name: ' Hello ', key: 'hello_chart ', bundle_url: ' /p/hello.js' }),
    ).toEqual({ name: 'Hello', key: 'hello_chart', bundle_url: '/p/hello.js' });
  });

  it('says what is missing or wrong, per field', () => {
    expect(messagesOf(dynamicPluginCreateSchema.safeParse({}))).toEqual({
      name: dynamicPluginMessages.nameRequired,
      key: dynamicPluginMessages.keyRequired,
      bundle_url: dynamicPluginMessages.bundleUrlRequired,
    });
    expect(
      messagesOf(
        dynamicPluginCreateSchema.safeParse({ name: 5, key: '9 lives', bundle_url: 'file:///etc/passwd' }),
      ),
    ).toEqual({
      name: 'Must be text.',
      key: dynamicPluginMessages.keyFormat,
      bundle_url: dynamicPluginMessages.bundleUrlFormat,
    });
    // A blank value gets one message: required, not also the format's.
    expect(messagesOf(dynamicPluginCreateSchema.safeParse({ name: '  ', key: ' ', bundle_url: '' }))).toEqual(
      {
        name: dynamicPluginMessages.nameRequired,
        key: dynamicPluginMessages.keyRequired,
        bundle_url: dynamicPluginMessages.bundleUrlRequired,
      },
    );
  });

  it('lets an update send only what changes, but not blank it out', () => {
    expect(dynamicPluginUpdateSchema.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
    expect(messagesOf(dynamicPluginUpdateSchema.safeParse({ key: null }))).toEqual({
      key: dynamicPluginMessages.keyRequired,
    });
  });
});
