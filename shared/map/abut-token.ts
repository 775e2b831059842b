import { fail, ok, type Result } from '../result.js';
import { caseOf, LOCATION_ID, type CaseClass } from './draft.js';

/** One entry right of ABUTS, taken apart: a removal (`-SPA`) or an edge with its restrictions. */
export type AbutToken =
  | { readonly kind: 'remove'; readonly target: string }
  | {
      readonly kind: 'edge';
      readonly target: string;
      readonly caseClass: CaseClass;
      readonly powers: string | null;
      readonly centers: string[] | null;
      readonly weak: boolean;
      readonly half: boolean;
    };

/**
 * Reads one abut entry. The order of the parts follows DPjudge: power letters before a
 * colon (`EI:NAF`), then owned centres in brackets at the end (`AEG(CON,SMY)`), then the
 * special marks left at either end of what remains (`~ION`, `NAF*`).
 * The error is a sentence without a line, for the caller to place.
 */
export function parseAbutToken(token: string): Result<AbutToken, 'bad_abut'> {
  if (token.startsWith('-')) {
    const target = token.slice(1).toUpperCase();
    if (!LOCATION_ID.test(target)) return fail('bad_abut', `"${token}" removes "${token.slice(1)}", which is not a place abbreviation`);
    return ok({ kind: 'remove', target });
  }
  let rest = token;
  let powers: string | null = null;
  const colons = rest.split(':').length - 1;
  if (colons > 1) return fail('bad_abut', `"${token}" has more than one colon`);
  if (colons === 1) {
    const [who = '', dest = ''] = rest.split(':');
    if (!/^[A-Za-z0-9]*$/.test(who)) return fail('bad_abut', `"${token}": before the colon come only power letters`);
    powers = who.toUpperCase();
    rest = dest;
  }
  let centers: string[] | null = null;
  const open = rest.indexOf('(');
  if (open >= 0) {
    if (!rest.endsWith(')') || rest.indexOf('(', open + 1) >= 0) {
      return fail('bad_abut', `"${token}": owned centres are written in one pair of brackets at the end, as in AEG(CON,SMY)`);
    }
    centers = rest
      .slice(open + 1, -1)
      .split(',')
      .map((c) => c.toUpperCase());
    if (centers.some((c) => c === '')) return fail('bad_abut', `"${token}" has an empty centre in its brackets`);
    rest = rest.slice(0, open);
  }
  const marks: string[] = [];
  while (rest !== '' && !/^[A-Za-z0-9]/.test(rest)) {
    marks.push(rest.charAt(0));
    rest = rest.slice(1);
  }
  while (rest !== '' && !/[A-Za-z0-9]$/.test(rest)) {
    marks.push(rest.charAt(rest.length - 1));
    rest = rest.slice(0, -1);
  }
  const unknown = marks.find((m) => m !== '~' && m !== '*');
  if (unknown !== undefined) return fail('bad_abut', `"${token}" has the mark "${unknown}", which means nothing (only ~ and * do)`);
  const weak = marks.includes('~');
  const half = marks.includes('*');
  if (weak && half) return fail('bad_abut', `"${token}" is marked both ~ and *, which exclude each other`);
  const target = rest.toUpperCase();
  if (!LOCATION_ID.test(target)) return fail('bad_abut', `"${token}" does not name a place abbreviation`);
  const caseClass = caseOf(rest);
  if (caseClass === null) {
    return fail('bad_abut', `"${token}" mixes upper and lower case: write it upper case, lower case (no fleet) or Capitalised (no army)`);
  }
  return ok({ kind: 'edge', target, caseClass, powers, centers, weak, half });
}
