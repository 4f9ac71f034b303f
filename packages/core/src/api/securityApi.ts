import { z } from 'zod';

/** `POST /api/v1/security/login`: database users sign in; `refresh: true` asks for a refresh token too. */
export const loginBodySchema = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  provider: z.enum(['db', 'ldap']).default('db'),
  refresh: z.boolean().default(false),
});

/** The JWTs of a sign-in (`refresh_token` when asked for) or of a refresh (the access token only). */
export const tokensResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
});

/** `POST /api/v1/security/session/`: the web app's sign-in with a session cookie. */
export const sessionBodySchema = z.object({ username: z.string().min(1), password: z.string().min(1) });

/** `GET /api/v1/security/csrf_token/`: the token cookie-session clients send in X-CSRFToken. */
export const csrfTokenResponseSchema = z.object({ result: z.string() });
