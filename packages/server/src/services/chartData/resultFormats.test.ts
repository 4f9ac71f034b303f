import { describe, expect, it } from 'vitest';
import { GenericDataType, type Frame } from '@sightline/query-engine';
import { downloadFilename, framesToXlsx, frameToCsv, neutraliseFormula } from './resultFormats.js';

const frame: Frame = {
  length: 2,
  fields: [
    { name: 'ds', type: GenericDataType.TEMPORAL, values: [Date.UTC(2024, 0, 2, 3, 4, 5), null] },
    { name: 'name, full', type: GenericDataType.STRING, values: ['Ann "A"', 'Bob\nB'] },
    { name: 'n', type: GenericDataType.NUMERIC, values: [1.5, 2] },
  ],
};

describe('result formats', () => {
  it('writes CSV with a header, quoting and UTC timestamps', () => {
    expect(frameToCsv(frame)).toBe('ds,"name, full",n\n2024-01-02 03:04:05,"Ann ""A""",1.5\n,"Bob\nB",2\n');
  });

  it('prefixes text cells a spreadsheet would run as a formula with a single quote', () => {
    for (const [text, written] of [
      ['=1+2', "'=1+2"],
      ['+1', "'+1"],
      ['-2+3', "'-2+3"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\t=1', "'\t=1"],
      ['\r=1', "'\r=1"],
      ['\tplain', "'\tplain"],
      ['  =1', "'  =1"],
      ['""=1', '\'""=1'],
      ['%0A', "'%0A"],
      ["=cmd|' /C calc'!A0", "'=cmd\\|' /C calc'!A0"],
    ]) {
      expect(neutraliseFormula(text!)).toBe(written);
    }
    for (const text of ['-1.5', '-12', 'plain', 'a=b', '', 'x-1']) expect(neutraliseFormula(text)).toBe(text);
  });

  it('neutralises formula text in CSV cells and headers, not numbers', () => {
    const hostile: Frame = {
      length: 2,
      fields: [
        { name: '=HEADER()', type: GenericDataType.STRING, values: ['=HYPERLINK("http://x","y")', '-5'] },
        { name: 'n', type: GenericDataType.NUMERIC, values: [-3, 4] },
        { name: 'tab', type: GenericDataType.STRING, values: ['\t@x', 'fine'] },
      ],
    };
    expect(frameToCsv(hostile)).toBe(
      `'=HEADER(),n,tab\n"'=HYPERLINK(""http://x"",""y"")",-3,'\t@x\n-5,4,fine\n`,
    );
  });

  it('writes an XLSX workbook (a zip with the sheet inside)', async () => {
    const buffer = await framesToXlsx([frame]);
    expect(buffer.subarray(0, 2).toString()).toBe('PK');
    expect(buffer.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
    const two = await framesToXlsx([frame, frame]);
    expect(two.includes(Buffer.from('xl/worksheets/sheet2.xml'))).toBe(true);
  });

  it('names downloads after the export time', () => {
    expect(downloadFilename(new Date(Date.UTC(2025, 0, 2, 3, 4, 5)), 'csv')).toBe('20250102_030405.csv');
  });
});
