import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countUsers } from '../services/users.js';
import type { AppDeps } from '../appDeps.js';

/**
 * Who may run first-run setup (create the first Admin): a request from the server's own machine, or one
 * that carries the setup token. The token is SIGHTLINE_SETUP_TOKEN when set (the same on every server
 * process), else one generated when the app is built; either way it is printed in the log at start while
 * no user exists, so only someone who can read the server's log can set up a server reached from afar.
 */

export interface SetupGate {
  /** True when this request comes straight from a loopback address (no proxy in between). */
  isLocal(request: FastifyRequest): boolean;
  /** True when `token` is this app's setup token (constant-time comparison). */
  acceptsToken(token: unknown): boolean;
  /** True while no user exists: the first Admin is still to be created. */
  needsSetup(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    setupGate: SetupGate;
  }
}

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

// A proxy on the same machine connects from loopback for every visitor; what it forwards says so.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** The request's own connection is from loopback, and no proxy forwarded it for someone else. */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createSetupGate(token: string, db: AppDeps['db']): SetupGate {
  const expected = digest(token);
  // Once a user exists, setup is never needed again (users are not deleted), so the gate stops
  // counting users after the first count that finds any.
  let setupDone = false;
  return {
    isLocal: isLocalRequest,
    async needsSetup() {
      if (setupDone) return false;
      if ((await countUsers(db)) === 0) return true;
      setupDone = true;
      return false;
    },
    acceptsToken(candidate) {
      return (
        typeof candidate === 'string' && candidate !== '' && timingSafeEqual(digest(candidate), expected)
      );
    },
  };
}

/** The line printed at start while no user exists. */
export function setupTokenNotice(token: string): string {
  return `No admin account exists yet. Open Sightline in a browser on this machine to create it, or from another machine enter this one-time setup token: ${token}`;
}

export function registerSetupGate(app: FastifyInstance, deps: AppDeps): void {
  const token = deps.config.setupToken ?? randomBytes(18).toString('base64url');
  app.decorate('setupGate', createSetupGate(token, deps.db));
  // At warn, so the default log level shows it.
  app.addHook('onReady', async () => {
    if ((await countUsers(deps.db)) === 0) app.log.warn(setupTokenNotice(token));
  });
}
