import { expect, test } from 'vitest';
import { JOINED_HYPHEN as J, tokenize, untokenize } from './tokens.js';

test.each<[string, string[]]>([
  ['a lon - nth', ['A', 'LON', '-', 'NTH']],
  ['A LON->NTH', ['A', 'LON', '-', 'NTH']],
  ['A LON-NTH', ['A', 'LON', J, 'NTH']],
  ['Mid-Atlantic Ocean', ['MID', J, 'ATLANTIC', 'OCEAN']],
  ['A LON -NTH', ['A', 'LON', '-', 'NTH']],
  ['A LON- NTH', ['A', 'LON', '-', 'NTH']],
  ['A LON \u2014 NTH', ['A', 'LON', '-', 'NTH']],
  ['St. Petersburg', ['ST', 'PETERSBURG']],
  ['ST.PETERSBURG', ['ST', 'PETERSBURG']],
  ['NORTH+SEA', ['NORTH', 'SEA']],
  ['F STP(SC)', ['F', 'STP', '(', 'SC', ')']],
  ['F STP[sc]', ['F', 'STP', '(', 'SC', ')']],
  ['F spa/nc', ['F', 'SPA', '/', 'NC']],
  ['A PAR H.', ['A', 'PAR', 'H']],
  ['A münchen', ['A', 'MÜNCHEN']],
  ['A PAR; H', ['A', 'PAR', ';', 'H']],
  [' \t\n ', []],
])('tokenize(%j)', (text, tokens) => {
  expect(tokenize(text)).toEqual(tokens);
});

test.each<[string[], string]>([
  [['MID', J, 'ATLANTIC', 'OCEAN'], 'MID-ATLANTIC OCEAN'],
  [['SPA', '/', 'NC'], 'SPA/NC'],
  [['SPA', '(', 'NC', ')'], 'SPA (NC)'],
  [['A', 'LON', '-', 'NTH'], 'A LON - NTH'],
])('untokenize(%j)', (tokens, text) => {
  expect(untokenize(tokens)).toBe(text);
});
