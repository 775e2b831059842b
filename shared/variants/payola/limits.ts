/**
 * How much a Payola phase may hold. A sheet grows with every `add` and transfers pile up
 * within a phase, and the processed phase's record keeps both: a record too large for the
 * game's storage could never be written, and the phase would never process. These keep a
 * phase's record well inside it on any board (34 powers at the most on the boards shipped),
 * and far above anything a real sheet needs: an offer is some 20 characters, a power bids on
 * a few dozen units.
 */

/** The most lines a power's offer sheet holds in a phase. */
export const MAX_SHEET_LINES = 200;
/** The most characters a power's offer sheet holds in a phase, its lines together. */
export const MAX_SHEET_CHARS = 10_000;
/** The most transfers a power may make in a phase. */
export const MAX_TRANSFERS_PER_PHASE = 50;
