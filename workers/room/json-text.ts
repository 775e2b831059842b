/*
 * A value the room answers as its JSON text, for a door to send on as it is. The pages of
 * the history and the press go so: as objects, a page crossed the RPC by structured clone
 * (a page of 20 phases is some 1,500 small objects, some 60 KB) and the Worker wrote it out
 * again, which cost it more than the room's making of the page; as text it is written once,
 * in the room, and crosses as one string. A module of its own below the room and its doors,
 * as result.ts is.
 */

/** The JSON text of a `T`: a string, typed by what it holds, so that a door knows what it sends. */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/** `value` written as JSON, once. */
export function jsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

/** The value back from its text (for the few callers that want the value, not the wire). */
export function fromJsonText<T>(text: JsonText<T>): T {
  return JSON.parse(text) as T;
}
