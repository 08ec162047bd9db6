import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLine } from './csv-line.js';

describe('an export CSV line', () => {
  it('quotes only the cells that hold the separator, a quote or a line break, doubling their quotes', () => {
    expect(csvLine(['Uma user', '1,50', 'Jaarrekening; "concept"', null, 'regel 1\nregel 2'], ';')).toBe('Uma user;1,50;"Jaarrekening; ""concept""";;"regel 1\nregel 2"');
    expect(csvLine(['Smith, J.', '1.50', 'plain'], ',')).toBe('"Smith, J.",1.50,plain');
  });

  it('writes a text a spreadsheet would take for a formula as text, with a leading apostrophe; numbers stay numbers', () => {
    expect(csvLine(['=HYPERLINK("http://evil.example","klik")', '+31 20 123', '-x', '@SUM(A1)', 'Overleg', -1.5], ';')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""klik"")";'+31 20 123;'-x;'@SUM(A1);Overleg;-1.5`,
    );
  });

  it('reads back as the cells it was made of, whatever they hold', () => {
    const row = ['De "Gouden"; Korst\r\nBV', 'a;b', '"', '', 'x\ry'];
    expect(parse(csvLine(row, ';'), { delimiter: ';', relax_column_count: true })).toEqual([row]);
  });
});
