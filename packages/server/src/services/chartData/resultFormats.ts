import writeXlsxFile, { type Row, type SheetData } from 'write-excel-file/node';
import { GenericDataType, type CellValue, type Frame } from '@sightline/query-engine';

/**
 * Chart data as files: CSV (Superset's defaults: comma separated, a header row, UTF-8) and XLSX (one
 * sheet per query). Temporal values, epoch milliseconds inside the pipeline, are written as
 * `YYYY-MM-DD HH:MM:SS` UTC in CSV (what pandas writes for Superset) and as real dates in XLSX.
 */

// Spreadsheets run a cell that starts with = + - @ (and | or %, or those after spaces or two quotes) as a
// formula; a tab or carriage return in front hides one. Such text cells get a leading single quote,
// as Superset's CSV export does; negative numbers written as text are left as they are.
const FORMULA_START = /^(?:"{2}|\s+)(?=[-@+|=%])|^[-@+|=%\t\r]/;
const NEGATIVE_NUMBER = /^-[0-9.]+$/;

/** Text a spreadsheet will show as text: formula-like cells prefixed with `'` (pipes escaped too). */
export function neutraliseFormula(text: string): string {
  if (!FORMULA_START.test(text) || NEGATIVE_NUMBER.test(text)) return text;
  return `'${text.replace(/\|/g, '\\|')}`;
}

function csvField(value: CellValue, type: GenericDataType): string {
  if (value === null) return '';
  if (type === GenericDataType.TEMPORAL && typeof value === 'number') return formatTimestamp(value);
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function formatTimestamp(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.000Z$/, '')
    .replace(/Z$/, '');
}

export function frameToCsv(frame: Frame): string {
  const lines = [frame.fields.map((field) => csvField(field.name, GenericDataType.STRING)).join(',')];
  for (let row = 0; row < frame.length; row++) {
    lines.push(frame.fields.map((field) => csvField(field.values[row] ?? null, field.type)).join(','));
  }
  return `${lines.join('\n')}\n`;
}

function sheetOf(frame: Frame): SheetData {
  const header: Row = frame.fields.map((field) => ({ value: field.name, fontWeight: 'bold' as const }));
  const rows: SheetData = [header];
  for (let row = 0; row < frame.length; row++) {
    rows.push(
      frame.fields.map((field) => {
        const value = field.values[row] ?? null;
        if (value === null) return null;
        if (field.type === GenericDataType.TEMPORAL && typeof value === 'number') {
          return { value: new Date(value), type: Date, format: 'yyyy-mm-dd hh:mm:ss' };
        }
        return value;
      }),
    );
  }
  return rows;
}

export async function framesToXlsx(frames: readonly Frame[]): Promise<Buffer> {
  if (frames.length === 1) return writeXlsxFile(sheetOf(frames[0]!)).toBuffer();
  return writeXlsxFile(
    frames.map((frame, i) => ({ data: sheetOf(frame), sheet: `Sheet${i + 1}` })),
  ).toBuffer();
}

/** Superset's download name: the time of the export, `20250102_030405.csv`. */
export function downloadFilename(now: Date, extension: 'csv' | 'xlsx'): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '_');
  return `${stamp}.${extension}`;
}
