/**
 * Visitor values in the plain text of an e-mail. The forms already refuse control characters in one-line fields
 * (`@app/validation`); the mail is built so that no value could add a line of its own even if one got through
 * (a row written before that rule, another caller): one-line values are flattened, a multi-line message is
 * quoted line by line.
 */
import { CONTROL_CHARACTER } from '@app/validation';

const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'gu');

/** A value for one line: each run of control characters or line breaks becomes one space. */
export const oneLine = (value: string): string => value.replace(CONTROL_CHARACTERS, ' ').trim();

/** `Label: value` lines, one per field, none of which a value can break. */
export const fieldLines = (fields: ReadonlyArray<readonly [label: string, value: string]>): string =>
  fields.map(([label, value]) => `${label}: ${oneLine(value) || '–'}`).join('\n');

/** A multi-line text quoted (`> ` before each of its lines), so none of its lines reads as a line of ours. */
export const quoted = (value: string): string =>
  value
    .split(/\r\n|[\n\r\u2028\u2029\u0085]/)
    .map((line) => `> ${oneLine(line)}`.trimEnd())
    .join('\n');
