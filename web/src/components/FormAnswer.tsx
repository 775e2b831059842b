/** What became of a form's request: the judge's refusal as it says it, or what was done. */
export function FormAnswer({ error, done }: { error: string | null; done: string | null }) {
  return (
    <>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {done && (
        <p role="status" class="note">
          {done}
        </p>
      )}
    </>
  );
}
