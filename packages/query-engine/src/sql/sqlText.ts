/** Where a text a person wrote sits in a query: names the place in error messages. */
export type SqlTextPlace = 'metric' | 'column' | 'where' | 'having' | 'filter' | 'dataset' | 'query';

/** A text a person wrote, as it is embedded into a statement: an expression, or a whole SELECT. */
export interface SqlText {
  kind: 'expression' | 'select';
  place: SqlTextPlace;
  text: string;
}

/** Longer texts are refused before parsing: no chart or dataset needs more, and parsers recurse. */
export const MAX_EXPRESSION_LENGTH = 20_000;
export const MAX_SELECT_LENGTH = 200_000;

/** The texts of people a compiled statement embeds, each once, in the order met. */
export class EmbeddedSqlTexts {
  private readonly texts = new Map<string, SqlText>();

  add(text: SqlText): void {
    const key = `${text.kind}\u0000${text.place}\u0000${text.text}`;
    if (!this.texts.has(key)) this.texts.set(key, text);
  }

  list(): SqlText[] {
    return [...this.texts.values()];
  }
}
