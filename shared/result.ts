/**
 * Expected failures are values, never exceptions: every check in the rules package
 * answers with a Result whose error carries a stable code and a sentence for people.
 */
export interface Problem<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
}

export type Result<T, Code extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Problem<Code> };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

export const fail = <Code extends string>(
  code: Code,
  message: string,
): { readonly ok: false; readonly error: Problem<Code> } => ({ ok: false, error: { code, message } });
