import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGE, passwordMeetsPolicy, passwordPolicyError } from './passwordPolicy.js';

describe('passwordMeetsPolicy', () => {
  it('needs at least 8 characters', () => {
    expect(passwordMeetsPolicy('', 'ada')).toBe(false);
    expect(passwordMeetsPolicy('x', 'ada')).toBe(false);
    expect(passwordMeetsPolicy('1234567', 'ada')).toBe(false);
    expect(passwordMeetsPolicy('12345678', 'ada')).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordMeetsPolicy('🔑🔑🔑🔑', 'ada')).toBe(false);
    expect(passwordMeetsPolicy('🔑🔑🔑🔑🔑🔑🔑🔑', 'ada')).toBe(true);
  });

  it('refuses the username as the password, whatever the case', () => {
    expect(passwordMeetsPolicy('administrator', 'administrator')).toBe(false);
    expect(passwordMeetsPolicy('AdMiNiStRaToR', 'administrator')).toBe(false);
    expect(passwordMeetsPolicy('administrator', ' Administrator ')).toBe(false);
    expect(passwordMeetsPolicy('administrator1', 'administrator')).toBe(true);
  });
});

describe('passwordPolicyError', () => {
  it('gives the one message shared by the API, the CLI and the setup form', () => {
    expect(PASSWORD_POLICY_MESSAGE).toBe(
      'Password must be at least 8 characters and differ from the username.',
    );
    expect(passwordPolicyError('short', 'ada')).toBe(PASSWORD_POLICY_MESSAGE);
    expect(passwordPolicyError('long enough', 'ada')).toBeNull();
  });
});
