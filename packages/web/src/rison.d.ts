// The `rison` package ships no types. The web app imports it directly rather than through
// @sightline/core so the bundle does not pull in core's zod schemas (about 150 kB).
declare module 'rison' {
  const rison: { decode(text: string): unknown; encode(value: unknown): string };
  export default rison;
}
