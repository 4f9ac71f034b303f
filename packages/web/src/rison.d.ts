// The rison package ships no types; these are the three functions the list pages use.
declare module 'rison' {
  type RisonValue = string | number | boolean | null | RisonValue[] | { [key: string]: RisonValue };
  const rison: {
    encode(value: unknown): string;
    encode_uri(value: unknown): string;
    decode(text: string): RisonValue;
  };
  export default rison;
}
