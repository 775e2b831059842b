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

/** The cards each power wants on top: the ranks fall by power, so the ladder is known (Austria first, Turkey last). */
export const CARD_TOPS: Record<Power, string[]> = {
  AUSTRIA: ['AS', 'AD', 'AC', 'AH', 'KS'],
  ENGLAND: ['QS', 'QD', 'QC', 'QH', 'JS'],
  FRANCE: ['10S', '10D', '10C', '10H', '9S'],
  GERMANY: ['8S', '8D', '8C', '8H', '7S'],
  ITALY: ['6S', '6D', '6C', '6H', '5S'],
  RUSSIA: ['4S', '4D', '4C', '4H', '3S'],
  TURKEY: ['2S', '2D', '2C', '2H', 'JOKER'],
};
