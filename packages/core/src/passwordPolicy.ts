/**
 * The password rule every account follows, checked the same way by the API, the CLI and the setup form:
 * at least 8 characters, and not the username (compared without case).
 */

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_POLICY_MESSAGE = 'Password must be at least 8 characters and differ from the username.';

/** True when `password` may be used by the account named `username`. */
export function passwordMeetsPolicy(password: string, username: string): boolean {
  // Counted in code points, so a password of 8 emoji is 8 characters, not 16 UTF-16 units.
  if ([...password].length < PASSWORD_MIN_LENGTH) return false;
  const name = username.trim();
  return name === '' || password.toLocaleLowerCase('en-US') !== name.toLocaleLowerCase('en-US');
}

/** The policy's message when `password` breaks it, else null. */
export function passwordPolicyError(password: string, username: string): string | null {
  return passwordMeetsPolicy(password, username) ? null : PASSWORD_POLICY_MESSAGE;
}
