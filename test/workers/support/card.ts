import type { Power } from './api';

/** Spring 1901 played a card at a time in the Card game tests: one order for each unit. */
export const CARD_SPRING: Record<Power, string[]> = {
  AUSTRIA: ['A BUD - SER', 'F TRI - ALB', 'A VIE - GAL'],
  ENGLAND: ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR'],
  FRANCE: ['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO'],
  GERMANY: ['F KIE - DEN', 'A BER - KIE', 'A MUN - RUH'],
  ITALY: ['F NAP - ION', 'A ROM - APU', 'A VEN H'],
  RUSSIA: ['A WAR - UKR', 'A MOS H', 'F SEV - RUM', 'F STP/SC - BOT'],
  TURKEY: ['F ANK - BLA', 'A CON - BUL', 'A SMY - ARM'],
};
