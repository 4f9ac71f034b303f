import { z } from 'zod';

/**
 * First-run setup (GET and POST /api/v1/security/setup/). Until the first admin exists, setup is open to
 * requests from the server's own machine; from anywhere else it needs the one-time setup token that the
 * server prints in its log at start.
 */

export const setupStatusSchema = z.object({
  /** No user exists yet. */
  needs_setup: z.boolean(),
  /** This request must send `setup_token` (it does not come from the server's own machine). */
  token_required: z.boolean(),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;

export const setupStatusResponseSchema = z.object({ result: setupStatusSchema });

export const setupMessages = {
  tokenRequired:
    'Setting up Sightline from another machine needs the setup token printed in the server log at start (or set in SIGHTLINE_SETUP_TOKEN).',
  tokenInvalid: 'The setup token is not valid. Copy it again from the server log.',
} as const;
