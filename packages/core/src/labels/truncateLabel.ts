/** Labels longer than 42 characters are cut to 40 characters plus '...'. */
export const LABEL_MAX_LENGTH = 42;
export const LABEL_TRUNCATED_LENGTH = 40;

export function truncateLabel(label: string): string {
  return label.length > LABEL_MAX_LENGTH ? `${label.slice(0, LABEL_TRUNCATED_LENGTH)}...` : label;
}
