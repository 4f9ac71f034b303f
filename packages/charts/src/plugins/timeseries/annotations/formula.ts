/**
 * FORMULA annotation expressions in x (`2*x+100`, `y = sin(x / 1e9) * 10`), parsed into a function
 * once and evaluated per x value. A small recursive-descent parser, never eval: numbers, x, pi, e,
 * + - * / % ^ (or **), unary signs, parentheses, implicit products (`2x`, `3(x+1)`), comparisons
 * (1 or 0) and a few Math functions.
 */

export class FormulaError extends Error {
  override readonly name = 'FormulaError';
}

type Evaluate = (x: number) => number;

const FUNCTIONS: Readonly<Record<string, (...args: number[]) => number>> = {
  abs: Math.abs,
  ceil: Math.ceil,
  cos: Math.cos,
  exp: Math.exp,
  floor: Math.floor,
  log: Math.log,
  log10: Math.log10,
  max: Math.max,
  min: Math.min,
  pow: Math.pow,
  round: Math.round,
  sign: Math.sign,
  sin: Math.sin,
  sqrt: Math.sqrt,
  tan: Math.tan,
};
const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };

type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'op'; value: string; at: number };

const OPERATORS = ['**', '<=', '>=', '==', '!=', '+', '-', '*', '/', '%', '^', '(', ')', ',', '<', '>'];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const number = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), at: i });
      i += number[0].length;
      continue;
    }
    const name = /^[a-z_]\w*/i.exec(rest);
    if (name) {
      tokens.push({ kind: 'name', value: name[0].toLowerCase(), at: i });
      i += name[0].length;
      continue;
    }
    const op = OPERATORS.find((candidate) => rest.startsWith(candidate));
    if (!op) throw new FormulaError(`Unexpected "${rest[0]}" at position ${i + 1}`);
    tokens.push({ kind: 'op', value: op, at: i });
    i += op.length;
  }
  return tokens;
}

class Parser {
  private position = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): Evaluate {
    if (this.tokens.length === 0) throw new FormulaError('The formula is empty');
    const evaluate = this.comparison();
    const extra = this.peek();
    if (extra) throw new FormulaError(`Unexpected "${String(extra.value)}" at position ${extra.at + 1}`);
    return evaluate;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private takeOp(...ops: string[]): string | null {
    const token = this.peek();
    if (token?.kind === 'op' && ops.includes(token.value)) {
      this.position += 1;
      return token.value;
    }
    return null;
  }

  private comparison(): Evaluate {
    const left = this.additive();
    const op = this.takeOp('<', '>', '<=', '>=', '==', '!=');
    if (!op) return left;
    const right = this.additive();
    const compare: Record<string, (a: number, b: number) => boolean> = {
      '<': (a, b) => a < b,
      '>': (a, b) => a > b,
      '<=': (a, b) => a <= b,
      '>=': (a, b) => a >= b,
      '==': (a, b) => a === b,
      '!=': (a, b) => a !== b,
    };
    const test = compare[op]!;
    return (x) => (test(left(x), right(x)) ? 1 : 0);
  }

  private additive(): Evaluate {
    let left = this.multiplicative();
    for (let op = this.takeOp('+', '-'); op; op = this.takeOp('+', '-')) {
      const [a, b] = [left, this.multiplicative()];
      left = op === '+' ? (x) => a(x) + b(x) : (x) => a(x) - b(x);
    }
    return left;
  }

  private multiplicative(): Evaluate {
    let left = this.unary();
    for (;;) {
      const op = this.takeOp('*', '/', '%') ?? (this.startsOperand() ? 'implicit' : null);
      if (!op) return left;
      const [a, b] = [left, this.unary()];
      if (op === '/') left = (x) => a(x) / b(x);
      else if (op === '%') left = (x) => a(x) % b(x);
      else left = (x) => a(x) * b(x);
    }
  }

  /** `2x`, `2(x+1)`, `(x)(x)`: a number, name or parenthesis straight after an operand multiplies. */
  private startsOperand(): boolean {
    const token = this.peek();
    return token !== undefined && (token.kind !== 'op' || token.value === '(');
  }

  private unary(): Evaluate {
    const op = this.takeOp('-', '+');
    if (!op) return this.power();
    const operand = this.unary();
    return op === '-' ? (x) => -operand(x) : operand;
  }

  private power(): Evaluate {
    const base = this.primary();
    if (!this.takeOp('^', '**')) return base;
    const exponent = this.unary();
    return (x) => base(x) ** exponent(x);
  }

  private primary(): Evaluate {
    const token = this.peek();
    if (!token) throw new FormulaError('The formula ends too early');
    this.position += 1;
    if (token.kind === 'number') return () => token.value;
    if (token.kind === 'op') {
      if (token.value !== '(')
        throw new FormulaError(`Unexpected "${token.value}" at position ${token.at + 1}`);
      const inner = this.comparison();
      if (!this.takeOp(')')) throw new FormulaError('A closing parenthesis is missing');
      return inner;
    }
    if (token.value === 'x') return (x) => x;
    // Own keys only: `constructor` and friends must not reach Object.prototype.
    const constant = Object.hasOwn(CONSTANTS, token.value) ? CONSTANTS[token.value] : undefined;
    if (constant !== undefined) return () => constant;
    const fn = Object.hasOwn(FUNCTIONS, token.value) ? FUNCTIONS[token.value] : undefined;
    if (!fn) throw new FormulaError(`Unknown name "${token.value}"; use x, numbers and functions`);
    if (!this.takeOp('(')) throw new FormulaError(`"${token.value}" needs parentheses`);
    const args: Evaluate[] = [];
    if (!this.takeOp(')')) {
      do args.push(this.comparison());
      while (this.takeOp(','));
      if (!this.takeOp(')')) throw new FormulaError('A closing parenthesis is missing');
    }
    return (x) => fn(...args.map((arg) => arg(x)));
  }
}

/** Parses once; the returned function evaluates the formula at x. Throws FormulaError on bad input. */
export function compileFormula(expression: string): Evaluate {
  // Superset accepts `y = <expression in x>`.
  const source = expression.replace(/^\s*y\s*=(?!=)/i, '');
  return new Parser(tokenize(source)).parse();
}
