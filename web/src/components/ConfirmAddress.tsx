import { useState } from 'preact/hooks';
import { api } from '../api.js';

/**
 * A box to give back the code the judge mailed to an address given to this game: until it
 * comes back (or a mail from that address signs on), the judge mails the address nothing
 * else.
 */
export function ConfirmAddress({ gameId, secret }: { gameId: string; secret: string }) {
  const [code, setCode] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = async () => {
    const answer = await api.confirmContact(gameId, secret, code);
    setSaid(answer.ok ? { ok: true, text: `${answer.value.email} is confirmed: the judge writes to it now.` } : { ok: false, text: answer.error.message });
    if (answer.ok) setCode('');
  };

  return (
    <form
      class="row confirm-address"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim() !== '') void confirm();
      }}
    >
      <label>
        The code the judge mailed to your address
        <input value={code} maxLength={40} autocomplete="one-time-code" onInput={(e) => setCode(e.currentTarget.value)} />
      </label>
      <button type="submit">Confirm the address</button>
      {said && (
        <p class={said.ok ? 'note' : 'error'} role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </p>
      )}
    </form>
  );
}
