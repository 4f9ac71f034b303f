/** A plain JSON object (not null, not an array): the guard every parser of stored or posted JSON starts with. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
