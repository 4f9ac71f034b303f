/**
 * Authentication for routes. `request.user` is set for every request (null when anonymous).
 * - `requireAuth`: preHandler, 401 `{message: "Not authenticated"}` for anonymous requests.
 * - `requirePermission(permission, view)`: preHandler, 401 when anonymous, 403 `{message: "Forbidden"}`
 *   without the (permission, view) pair, e.g. `{ preHandler: requirePermission('can_write', 'Chart') }`.
 * - Routes that must work without a CSRF token set `config: { csrfExempt: true }`.
 */
export { requireAuth, requirePermission } from './guards.js';
export { registerAuth } from './authPlugin.js';
export { startSession, endSession, readSession, SESSION_COOKIE, type Session } from './session.js';
export {
  createTokenSigner,
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_SECONDS,
  type TokenSigner,
} from './tokens.js';
