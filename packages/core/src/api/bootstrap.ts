/**
 * What the browser needs before its first render (GET /api/v1/bootstrap/, also embedded in index.html):
 * who is signed in, with roles and `permission:View` strings so the UI can hide what the user cannot do,
 * whether first-run setup is needed, feature flags and limits.
 */

export interface BootstrapUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  roles: string[];
  /** e.g. `can_read:Chart`. */
  permissions: string[];
}

export interface BootstrapPayload {
  user: BootstrapUser | null;
  needs_setup: boolean;
  common: {
    feature_flags: Record<string, boolean>;
    conf: Record<string, number | string | boolean | null>;
    flash_messages: string[];
  };
}
