import { holidayDate } from './holidays.js';
import { parseHumanDatetime } from './humanDatetime.js';
import { TimeRangeError, timeRangeMessages } from './messages.js';
import { addUnits, lastDayOf, TIME_RANGE_UNITS, truncateTo, type TimeRangeUnit } from './units.js';

/**
 * The datetime expression language of the Advanced time range:
 *   DATETIME("text")                        a date/phrase read by parseHumanDatetime
 *   DATEADD(expr, int, unit)                calendar arithmetic
 *   DATETRUNC(expr, unit)                   start of the unit (weeks start Monday)
 *   LASTDAY(expr, year|quarter|month|week|day)
 *   HOLIDAY("name"[, expr | year][, "country"])
 *   DATEDIFF(expr, expr[, day|year])        an integer, usable as DATEADD's amount
 * Keywords and units are case-insensitive, strings take single or double quotes, expressions nest to any
 * depth, and a trailing comma inside a call is allowed (as in Superset's grammar).
 */

type Token =
  | { kind: 'word'; text: string; at: number }
  | { kind: 'int'; value: number; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: '(' | ')' | ','; at: number }
  | { kind: 'end'; at: number };

class ExpressionSyntaxError extends Error {}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ kind: ch, at: i });
      i++;
    } else if (ch === '"' || ch === "'") {
      let value = '';
      let j = i + 1;
      while (j < source.length && source[j] !== ch) {
        // A backslash escapes the next character, as in Python's quoted strings.
        if (source[j] === '\\' && j + 1 < source.length) j++;
        value += source[j];
        j++;
      }
      if (j >= source.length) throw new ExpressionSyntaxError(`unterminated string at position ${i + 1}`);
      tokens.push({ kind: 'string', value, at: i });
      i = j + 1;
    } else if (/[-+\d]/.test(ch)) {
      const match = /^[-+]?\d+/.exec(source.slice(i));
      if (!match) throw new ExpressionSyntaxError(`unexpected "${ch}" at position ${i + 1}`);
      tokens.push({ kind: 'int', value: Number(match[0]), at: i });
      i += match[0].length;
    } else if (/[A-Za-z_]/.test(ch)) {
      const match = /^[A-Za-z_]+/.exec(source.slice(i))!;
      tokens.push({ kind: 'word', text: match[0].toLowerCase(), at: i });
      i += match[0].length;
    } else {
      throw new ExpressionSyntaxError(`unexpected "${ch}" at position ${i + 1}`);
    }
  }
  tokens.push({ kind: 'end', at: source.length });
  return tokens;
}

const FUNCTIONS = ['datetime', 'dateadd', 'datetrunc', 'lastday', 'holiday'] as const;
const LASTDAY_UNITS = ['year', 'quarter', 'month', 'week', 'day'] as const;
type LastDayUnit = (typeof LASTDAY_UNITS)[number];
const MAX_NESTING = 64;

/** Recursive descent over the tokens, evaluating as it goes (expressions are tiny). */
class Evaluator {
  private position = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly now: Date,
  ) {}

  evaluateAll(): Date {
    const value = this.dateExpression();
    const rest = this.peek();
    if (rest.kind !== 'end') throw this.unexpected(rest, 'the end of the expression');
    return value;
  }

  private peek(): Token {
    return this.tokens[this.position]!;
  }

  private next(): Token {
    const token = this.tokens[this.position]!;
    if (token.kind !== 'end') this.position++;
    return token;
  }

  private unexpected(token: Token, expected: string): ExpressionSyntaxError {
    const found =
      token.kind === 'end'
        ? 'the end'
        : token.kind === 'word'
          ? `"${token.text}"`
          : token.kind === 'int'
            ? `${token.value}`
            : token.kind === 'string'
              ? `"${token.value}"`
              : `"${token.kind}"`;
    return new ExpressionSyntaxError(`expected ${expected} at position ${token.at + 1}, found ${found}`);
  }

  private expect(kind: '(' | ')' | ','): void {
    const token = this.next();
    if (token.kind !== kind) throw this.unexpected(token, `"${kind}"`);
  }

  /** An optional trailing comma before the closing parenthesis. */
  private close(): void {
    if (this.peek().kind === ',') this.next();
    this.expect(')');
  }

  private string(): string {
    const token = this.next();
    if (token.kind !== 'string') throw this.unexpected(token, 'a quoted string');
    return token.value;
  }

  private unit<U extends string>(allowed: readonly U[]): U {
    const token = this.next();
    if (token.kind === 'word' && (allowed as readonly string[]).includes(token.text)) return token.text as U;
    throw this.unexpected(token, `a unit (${allowed.join(', ')})`);
  }

  private integer(): number {
    const token = this.peek();
    if (token.kind === 'int') {
      this.next();
      return token.value;
    }
    if (token.kind === 'word' && token.text === 'datediff') return this.dateDiff();
    throw this.unexpected(token, 'an integer');
  }

  private dateDiff(): number {
    this.next();
    this.expect('(');
    const from = this.dateExpression();
    this.expect(',');
    const to = this.dateExpression();
    let unit: 'day' | 'year' = 'day';
    if (this.peek().kind === ',' && this.tokens[this.position + 1]?.kind === 'word') {
      this.next();
      unit = this.unit(['day', 'year'] as const);
    }
    this.close();
    return unit === 'year'
      ? to.getUTCFullYear() - from.getUTCFullYear()
      : Math.trunc((to.getTime() - from.getTime()) / 86_400_000);
  }

  private dateExpression(): Date {
    // Real ranges nest a handful of calls; a bound keeps hostile input from exhausting the stack.
    if (++this.depth > MAX_NESTING) throw new ExpressionSyntaxError(`more than ${MAX_NESTING} nested calls`);
    try {
      return this.call();
    } finally {
      this.depth--;
    }
  }

  private call(): Date {
    const token = this.next();
    if (token.kind !== 'word' || !(FUNCTIONS as readonly string[]).includes(token.text)) {
      throw this.unexpected(token, 'DATETIME, DATEADD, DATETRUNC, LASTDAY or HOLIDAY');
    }
    this.expect('(');
    switch (token.text as (typeof FUNCTIONS)[number]) {
      case 'datetime': {
        const text = this.string();
        this.close();
        return parseHumanDatetime(text, this.now);
      }
      case 'dateadd': {
        const base = this.dateExpression();
        this.expect(',');
        const amount = this.integer();
        this.expect(',');
        const unit = this.unit<TimeRangeUnit>(TIME_RANGE_UNITS);
        this.close();
        return addUnits(base, amount, unit);
      }
      case 'datetrunc': {
        const base = this.dateExpression();
        this.expect(',');
        const unit = this.unit<TimeRangeUnit>(TIME_RANGE_UNITS);
        this.close();
        return truncateTo(base, unit);
      }
      case 'lastday': {
        const base = this.dateExpression();
        this.expect(',');
        const unit = this.unit<LastDayUnit>(LASTDAY_UNITS);
        this.close();
        return lastDayOf(base, unit);
      }
      case 'holiday':
        return this.holiday();
    }
  }

  private holiday(): Date {
    const name = this.string();
    let year = this.now.getUTCFullYear();
    let country: string | undefined;
    if (this.peek().kind === ',') this.next();
    const token = this.peek();
    if (token.kind === 'int') {
      year = this.integer();
    } else if (token.kind === 'word') {
      year = this.dateExpression().getUTCFullYear();
    }
    if (this.peek().kind === ',') this.next();
    if (this.peek().kind === 'string') country = this.string();
    this.close();
    return holidayDate(name, year, country);
  }
}

/** Evaluates one datetime expression such as `DATEADD(DATETIME("today"), -7, day)` against `now`. */
export function evaluateDatetimeExpression(expression: string, now: Date): Date {
  try {
    return new Evaluator(tokenize(expression), now).evaluateAll();
  } catch (error) {
    if (error instanceof ExpressionSyntaxError) {
      throw new TimeRangeError(timeRangeMessages.unparseableExpression(expression.trim(), error.message));
    }
    throw error;
  }
}
