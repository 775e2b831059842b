/**
 * The orders of 1901, by power, that the whole-game tests play: through `apply` alone
 * (game.test.ts), by mail, and on the web and by mail at once (test/workers/email-*).
 */

export const SPRING_1901: Record<string, string[]> = {
  AUSTRIA: ['A VIE - GAL', 'A BUD - SER', 'F TRI - ALB'],
  ENGLAND: ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR'],
  FRANCE: ['F BRE - MAO', 'A PAR - BUR', 'A MAR - SPA'],
  GERMANY: ['F KIE - DEN', 'A BER - KIE', 'A MUN - RUH'],
  ITALY: ['F NAP - ION', 'A ROM - APU', 'A VEN H'],
  RUSSIA: ['A WAR - UKR', 'A MOS H', 'F SEV H', 'F STP/SC - BOT'],
  TURKEY: ['F ANK - BLA', 'A CON - BUL', 'A SMY - ARM'],
};

export const FALL_1901: Record<string, string[]> = {
  AUSTRIA: ['A GAL H', 'A SER H', 'F ALB H'],
  ENGLAND: ['F NWG - NWY', 'F NTH H', 'A YOR H'],
  FRANCE: ['F MAO - POR', 'A BUR H', 'A SPA H'],
  GERMANY: ['F DEN H', 'A KIE - HOL', 'A RUH H'],
  ITALY: ['F ION - TUN', 'A APU H', 'A VEN H'],
  RUSSIA: ['A UKR - RUM', 'F SEV S A UKR - RUM', 'F BOT - SWE', 'A MOS H'],
  TURKEY: ['A BUL H', 'F BLA H', 'A ARM H'],
};
