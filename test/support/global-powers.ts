/** Global's six superpowers as its board keys them (the map's UNITED+STATES is UNITEDSTATES), for the tests. */
export const US = 'UNITEDSTATES';
export const RF = 'RUSSIANFEDERATION';
export const SA = 'SOUTHAMERICANALLIANCE';
export const EU = 'EUROPEANUNION';
export const GA = 'GREATERAFRICANUNION';
export const PR = 'PEOPLESREPUBLICOFASIA';
/** The six, in the board's order. */
export const SIX = [US, RF, SA, EU, GA, PR];
