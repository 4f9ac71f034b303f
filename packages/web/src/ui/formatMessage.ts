/**
 * Fills the `%s` placeholders of a message template in order, like Superset's `t(template, ...args)`.
 * The templates are the spec's texts word for word, so they stay greppable and translatable later.
 */
export function formatMessage(template: string, ...args: Array<string | number>): string {
  let next = 0;
  return template.replace(/%s/g, () => (next < args.length ? String(args[next++]) : '%s'));
}
