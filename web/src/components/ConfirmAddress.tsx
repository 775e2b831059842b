import { useState } from 'preact/hooks';
import { api, type GameView } from '../api.js';

/**
 * How the address the viewer gave this game stands (the view's `contact`: his own only),
 * and, while a code the judge mailed there waits, the box to give it back: until it comes
 * back (or a mail from that address signs on), the judge mails the address nothing else.
 */
export function ConfirmAddress({ gameId, secret, contact }: { gameId: string; secret: string; contact: GameView['contact'] }) {
  const [code, setCode] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  if (contact === undefined || contact.email === null || contact.state === 'none') return null;
  if (said?.ok === true || contact.state === 'confirmed') {
    return (
      <p class="note confirm-address" role="status" data-testid="address-state">
        {said?.ok === true ? said.text : `Your address ${contact.email} is confirmed: the judge writes to it.`}
      </p>
    );
  }
  if (contact.state === 'unconfirmed') {
    return (
      <p class="note confirm-address" data-testid="address-state">
        Your address {contact.email} is not confirmed, and no code for it may be given any more: write to the judge from it (a mail that signs on) to
        confirm it.
      </p>
    );
  }

  const confirm = async () => {
    const answer = await api.confirmContact(gameId, secret, code);
    setSaid(answer.ok ? { ok: true, text: `${answer.value.email} is confirmed: the judge writes to it now.` } : { ok: false, text: answer.error.message });
    if (answer.ok) setCode('');
  };

  return (
    <form
      class="row confirm-address"
      data-testid="address-state"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim() !== '') void confirm();
      }}
    >
      <label>
        The code the judge mailed to {contact.email}
        <input value={code} maxLength={40} autocomplete="one-time-code" onInput={(e) => setCode(e.currentTarget.value)} />
      </label>
      <button type="submit">Confirm the address</button>
      {said && (
        <p class="error" role="alert">
          {said.text}
        </p>
      )}
    </form>
  );
}
