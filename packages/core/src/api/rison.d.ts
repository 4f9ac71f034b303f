// The `rison` package ships no types; these cover what Sightline uses.
declare module 'rison' {
  export class parser {
    constructor(errorHandler?: (message: string, index: number) => void);
    parse(text: string): unknown;
    /** Records a parse error; the default also writes it to the console. */
    error(message: string): undefined;
    message: string | null;
  }
  export function decode(text: string): unknown;
  export function encode(value: unknown): string;
  const rison: { decode: typeof decode; encode: typeof encode; parser: typeof parser };
  export default rison;
}
