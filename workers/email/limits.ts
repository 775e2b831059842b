/**
 * What the mail door reads of one mail at most. A mail over a limit is not read at all
 * (nothing half-done), and the reply says which limit it passed.
 */

/** The raw message, headers and attachments included. */
export const MAX_RAW_BYTES = 256 * 1024;

/** Lines of commands and press, once quotes and the signature are left out. */
export const MAX_LINES = 1000;

/** Commands (each order line counts as one; press text does not). */
export const MAX_COMMANDS = 200;

/** Characters in one line. */
export const MAX_LINE_LENGTH = 1000;
