// The `rison` package ships no types; these cover the two functions Sightline uses.
declare module 'rison' {
  export function decode(text: string): unknown;
  export function encode(value: unknown): string;
  const rison: { decode(text: string): unknown; encode(value: unknown): string };
  export default rison;
}
