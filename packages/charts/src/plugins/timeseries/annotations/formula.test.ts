import { describe, expect, it } from 'vitest';
import { compileFormula, FormulaError } from './formula.js';

const at = (expression: string, x: number) => compileFormula(expression)(x);

describe('compileFormula', () => {
  it('evaluates arithmetic in x with the usual precedence', () => {
    expect(at('2*x+100', 5)).toBe(110);
    expect(at('2 + 3 * x - 4 / 2', 2)).toBe(6);
    expect(at('(2 + 3) * x', 2)).toBe(10);
    expect(at('x % 3', 10)).toBe(1);
  });

  it('reads powers right-associatively and below unary minus', () => {
    expect(at('2^3^2', 0)).toBe(512);
    expect(at('x**2', 3)).toBe(9);
    expect(at('-x^2', 3)).toBe(-9);
    expect(at('2^-1', 0)).toBe(0.5);
  });

  it('accepts implicit products, constants, functions and a y = prefix', () => {
    expect(at('2x + 1', 4)).toBe(9);
    expect(at('3(x + 1)', 1)).toBe(6);
    expect(at('y = max(x, 10) + abs(-2)', 3)).toBe(12);
    expect(at('round(pi * 100)', 0)).toBe(314);
    expect(at('1.5e3 + .5', 0)).toBe(1500.5);
  });

  it('turns comparisons into 1 or 0', () => {
    expect(at('x > 10', 11)).toBe(1);
    expect(at('(x <= 10) * 5', 11)).toBe(0);
  });

  it('rejects anything that is not arithmetic in x, with a readable message', () => {
    expect(() => compileFormula('alert(1)')).toThrow(
      new FormulaError('Unknown name "alert"; use x, numbers and functions'),
    );
    expect(() => compileFormula('x +')).toThrow('The formula ends too early');
    expect(() => compileFormula('(x + 1')).toThrow('A closing parenthesis is missing');
    expect(() => compileFormula('x; 1')).toThrow('Unexpected ";" at position 2');
    expect(() => compileFormula('  ')).toThrow('The formula is empty');
    expect(() => compileFormula('constructor')).toThrow('Unknown name "constructor"');
  });
});
