import { CURRENCY_SYMBOLS, D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS } from '@sightline/charts';
import { complexMessages as m } from '../messages';
import type { ValueKind } from './collectionKeys';

/**
 * The settings a keyed collection entry can hold. A chart's control panel names them in
 * `options.fields`: either a name from the catalogue below (the table's column config keys, which its
 * transformProps reads) or a field of its own ({name, label, type, placeholder}, like the radar's axis
 * bounds). Each catalogue field says which kinds of column it applies to, as the table uses them.
 */

export type FieldInput =
  | { kind: 'number'; integer?: boolean; min?: number; max?: number; placeholder?: string }
  | { kind: 'text'; placeholder?: string }
  | { kind: 'select'; choices: readonly (readonly [string, string])[]; freeForm?: boolean }
  /** `inheritFrom`: the form-data key whose value shows while the entry has none of its own. */
  | { kind: 'checkbox'; inheritFrom?: string }
  | { kind: 'currency' };

export interface ConfigField {
  name: string;
  label: string;
  description?: string;
  input: FieldInput;
  /** The column kinds it applies to; every kind when absent. */
  kinds?: readonly ValueKind[];
}

const NUMERIC: readonly ValueKind[] = ['numeric', 'unknown'];
const TEMPORAL: readonly ValueKind[] = ['temporal', 'unknown'];

export const CURRENCY_CHOICES: readonly (readonly [string, string])[] = Object.entries(CURRENCY_SYMBOLS).map(
  ([code, symbol]) => [code, `${code} (${symbol})`] as const,
);

/** The table's column config keys (plugins/table/formData.ts columnConfigSchema). */
export const COLUMN_CONFIG_FIELDS: Readonly<Record<string, ConfigField>> = {
  columnWidth: {
    name: 'columnWidth',
    label: m.columnWidth,
    description: m.columnWidthHelp,
    input: { kind: 'number', min: 1, placeholder: m.auto },
  },
  horizontalAlign: {
    name: 'horizontalAlign',
    label: m.horizontalAlign,
    input: {
      kind: 'select',
      choices: [
        ['left', m.alignLeft],
        ['center', m.alignCenter],
        ['right', m.alignRight],
      ],
    },
  },
  d3NumberFormat: {
    name: 'd3NumberFormat',
    label: m.d3NumberFormat,
    input: { kind: 'select', choices: D3_FORMAT_OPTIONS, freeForm: true },
    kinds: NUMERIC,
  },
  d3SmallNumberFormat: {
    name: 'd3SmallNumberFormat',
    label: m.d3SmallNumberFormat,
    description: m.d3SmallNumberFormatHelp,
    input: { kind: 'select', choices: D3_FORMAT_OPTIONS, freeForm: true },
    kinds: NUMERIC,
  },
  d3TimeFormat: {
    name: 'd3TimeFormat',
    label: m.d3TimeFormat,
    input: { kind: 'select', choices: D3_TIME_FORMAT_OPTIONS, freeForm: true },
    kinds: TEMPORAL,
  },
  fractionDigits: {
    name: 'fractionDigits',
    label: m.fractionDigits,
    description: m.fractionDigitsHelp,
    input: { kind: 'number', integer: true, min: 0, max: 100 },
    kinds: NUMERIC,
  },
  showCellBars: {
    name: 'showCellBars',
    label: m.showCellBars,
    input: { kind: 'checkbox', inheritFrom: 'show_cell_bars' },
    kinds: NUMERIC,
  },
  alignPositiveNegative: {
    name: 'alignPositiveNegative',
    label: m.alignPositiveNegative,
    description: m.alignPositiveNegativeHelp,
    input: { kind: 'checkbox', inheritFrom: 'align_pn' },
    kinds: NUMERIC,
  },
  colorPositiveNegative: {
    name: 'colorPositiveNegative',
    label: m.colorPositiveNegative,
    description: m.colorPositiveNegativeHelp,
    input: { kind: 'checkbox', inheritFrom: 'color_pn' },
    kinds: NUMERIC,
  },
  currencyFormat: {
    name: 'currencyFormat',
    label: m.currencyFormat,
    input: { kind: 'currency' },
    kinds: NUMERIC,
  },
};

function inlineField(spec: Record<string, unknown>): ConfigField | null {
  const { name, label, type, placeholder, description } = spec;
  if (typeof name !== 'string' || !name) return null;
  const text = typeof placeholder === 'string' ? placeholder : undefined;
  const input: FieldInput =
    type === 'number' || type === 'integer'
      ? { kind: 'number', integer: type === 'integer', placeholder: text }
      : type === 'checkbox'
        ? { kind: 'checkbox' }
        : { kind: 'text', placeholder: text };
  return {
    name,
    label: typeof label === 'string' ? label : name,
    description: typeof description === 'string' ? description : undefined,
    input,
  };
}

/** The fields `options.fields` names, for a column of this kind; unknown names are skipped. */
export function fieldsFor(specs: unknown, kind: ValueKind): ConfigField[] {
  if (!Array.isArray(specs)) return [];
  return specs.flatMap((spec): ConfigField[] => {
    const field =
      typeof spec === 'string'
        ? (COLUMN_CONFIG_FIELDS[spec] ?? null)
        : spec && typeof spec === 'object'
          ? inlineField(spec as Record<string, unknown>)
          : null;
    if (!field || (field.kinds && !field.kinds.includes(kind))) return [];
    return [field];
  });
}

/** Whether a stored setting counts as set (empty text, null and `{}` currencies do not). */
export function isSetValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Boolean((value as { symbol?: unknown }).symbol);
  }
  return true;
}

/** An entry with one field changed; unset fields are dropped so the entry stays minimal. */
export function withField(
  entry: Readonly<Record<string, unknown>>,
  name: string,
  value: unknown,
): Record<string, unknown> {
  const next = { ...entry };
  if (isSetValue(value)) next[name] = value;
  else delete next[name];
  return next;
}

/** The map with one key's entry replaced; an entry with nothing set is removed. */
export function withEntry(
  map: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  key: string,
  entry: Readonly<Record<string, unknown>>,
): Record<string, Readonly<Record<string, unknown>>> {
  const next = { ...map };
  if (Object.values(entry).some(isSetValue)) next[key] = entry;
  else delete next[key];
  return next;
}
