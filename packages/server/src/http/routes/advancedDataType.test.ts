import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('Gamma', 'gina');
  headers = (await t.signIn('gina')).headers;
});
afterAll(() => t.close());

const convert = (q: string) =>
  t.app.inject({ url: `/api/v1/advanced_data_type/convert?q=${encodeURIComponent(q)}`, headers });

describe('GET /api/v1/advanced_data_type/convert', () => {
  it('converts CIDR ranges and addresses to integer ranges', async () => {
    const response = await convert("(type:internet_address,values:!('10.0.0.0/8','1.2.3.4'))");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        display_value: '167772160 - 184549375, 16909060',
        error_message: '',
        valid_filter_operators: [
          'EQUALS',
          'GREATER_THAN_OR_EQUAL',
          'GREATER_THAN',
          'IN',
          'LESS_THAN',
          'LESS_THAN_OR_EQUAL',
        ],
        values: [{ start: 167772160, end: 184549375 }, 16909060],
      },
    });
  });

  it('converts port names and numbers', async () => {
    const body = (await convert('(type:port,values:!(http,ssh,8080))')).json();
    expect(body.result).toMatchObject({ values: [[80], [22], [8080]], display_value: '[80], [22], [8080]' });
  });

  it('reports unparseable values in error_message with a 200, as the filter editor expects', async () => {
    const response = await convert("(type:internet_address,values:!('300.1.1.1'))");
    expect(response.statusCode).toBe(200);
    expect(response.json().result.error_message).toBe(
      "'300.1.1.1' does not appear to be an IPv4 or IPv6 network",
    );
  });

  it('answers 400 for an unknown type and for malformed arguments', async () => {
    const unknown = await convert("(type:mac_address,values:!('x'))");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Invalid advanced data type: mac_address' });
    expect((await convert('(type:port,values:!())')).statusCode).toBe(400);
    expect((await convert('(type:port)')).statusCode).toBe(400);
    expect((await convert('(type:port,values:!(http')).statusCode).toBe(400);
  });

  it('requires sign-in', async () => {
    const response = await t.app.inject({
      url: '/api/v1/advanced_data_type/convert?q=(type:port,values:!(http))',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/advanced_data_type/types', () => {
  it('lists the available types', async () => {
    const response = await t.app.inject({ url: '/api/v1/advanced_data_type/types', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: ['internet_address', 'port'] });
    expect((await t.app.inject({ url: '/api/v1/advanced_data_type/types' })).statusCode).toBe(401);
  });
});
