import type { Contact } from './types.js';

/**
 * The addresses a contact has the judge's mail sent to (SET ADDRESS with several, as on the
 * DPjudge): its first, then the others. Each is written to only once confirmed
 * (workers/room/addresses.ts).
 */

/** The most addresses one person keeps in a game. */
export const MAX_ADDRESSES = 3;

/** Every address of the contact, the first first; none without an address. */
export const contactAddresses = (contact: Contact): string[] => (contact.email === null ? [] : [contact.email, ...(contact.also ?? [])]);

/** An address as compared: case and surrounding blanks do not make another one. */
export const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
