import { Fragment } from 'preact';
import type { GameView, PhaseRecord } from '../api.js';
import { chartOf, ledgerOf, ledgerPowers, type Ledger } from '../payola/ledger.js';
import { powerLabel } from '../powers.js';
import { ExchangeLedger } from './ExchangePanel.js';

/**
 * A processed Payola phase's money beside its results: the viewer's account statement (the
 * master: every power's), and the chart of every unit's candidate orders where the record
 * holds it (the master; everyone under PUBLIC_TOTALS). The record is the judge's, already
 * cut to what the viewer may see: this shows what it holds.
 */
export function PayolaLedger({ game, record }: { game: GameView; record: PhaseRecord }) {
  const money = record.payola;
  if (money === undefined) return null;
  const powers = game.seats.map((s) => s.power);
  const own = game.viewer.kind === 'player' ? game.viewer.power : null;
  const shown = own !== null ? [own] : ledgerPowers(money, powers);
  const ledgers = shown.flatMap((p) => {
    const l = ledgerOf(money, p);
    return l === null ? [] : [l];
  });
  const chart = chartOf(money, powers);
  return (
    <div class="payola-money">
      <ExchangeLedger record={record} />
      {ledgers.length === 1 && own !== null ? (
        <Statement ledger={ledgers[0]!} own />
      ) : (
        ledgers.map((l) => (
          <details key={l.power} class="ledger-of">
            <summary>Account of {powerLabel(l.power)}</summary>
            <Statement ledger={l} />
          </details>
        ))
      )}
      {chart !== null && (
        <details class="chart-of">
          <summary>The chart: every offer for every unit</summary>
          <div class="scroll">
            <table class="payola-chart" data-testid="payola-chart">
              <thead>
                <tr>
                  <th scope="col">Unit</th>
                  <th scope="col">Order</th>
                  {chart.powers.map((p) => (
                    <th key={p} scope="col" title={powerLabel(p)}>
                      {powerLabel(p).slice(0, 3)}
                    </th>
                  ))}
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {chart.rows.map((r, i) => (
                  <tr key={i} class={r.won ? 'won' : ''}>
                    <td>{i === 0 || chart.rows[i - 1]!.unit !== r.unit ? r.unit : ''}</td>
                    <td>{r.order}</td>
                    {chart.powers.map((p) => (
                      <td key={p} class="n">
                        {r.by[p] ?? ''}
                      </td>
                    ))}
                    <td class="n">{r.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </div>
  );
}

/** One power's account statement: its units' prices, its accepted offers, the balances. */
function Statement({ ledger: l, own = false }: { ledger: Ledger; own?: boolean }) {
  const whose = own ? 'Your' : `${powerLabel(l.power)}’s`;
  return (
    <section class="ledger" aria-label={`Account statement for ${powerLabel(l.power)}`} data-testid="ledger">
      <h4>Account statement for {powerLabel(l.power)}</h4>
      {l.units.length > 0 && (
        <table class="ledger-units">
          <caption>{whose} units</caption>
          <tbody>
            {l.units.map((u) => (
              <tr key={u.unit}>
                {/* HIDE_COST: the judge does not tell the price. */}
                <td class="n">{u.total === undefined ? '' : `${u.total} AgP`}</td>
                <td class="order">
                  {u.order}
                  {u.bought === true && (
                    <span class="star" title="Bought without the owner’s money">
                      {' '}*
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {l.units.some((u) => u.bought === true) && <p class="note">* bought by others: the owner’s own money was no part of the order given.</p>}
      {!l.movement ? null : l.accepted.length > 0 ? (
        <table class="ledger-accepted">
          <caption>{whose} accepted offers</caption>
          <tbody>
            {l.accepted.map((a) => (
              <tr key={a.unit}>
                <td class="n">{a.paid} AgP</td>
                <td class="order">{a.order}</td>
                <td>{a.owner === l.power ? '' : powerLabel(a.owner)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{own ? 'You' : powerLabel(l.power)} paid for no unit’s order.</p>
      )}
      <dl class="balance">
        {/* Transfers made during the phase are in the balance before its offers were settled. */}
        {l.transfers.map((t, i) => (
          <Fragment key={i}>
            <dt>{t.to === l.power ? `Transfer from ${t.from === null ? 'someone' : powerLabel(t.from)}` : `Transfer to ${powerLabel(t.to)}`}</dt>
            <dd>
              {t.to === l.power ? '+' : '−'}
              {t.amount} AgP
            </dd>
          </Fragment>
        ))}
        {l.before !== undefined && (
          <>
            <dt>Balance before</dt>
            <dd>{l.before} AgP</dd>
          </>
        )}
        {l.reductions > 0 && (
          <>
            <dt>Reduction rounds</dt>
            <dd>{l.reductions}</dd>
          </>
        )}
        {l.movement && (
          <>
            <dt>Total cost</dt>
            <dd>{l.cost} AgP</dd>
          </>
        )}
        {l.income !== undefined && (
          <>
            <dt>Balance forward</dt>
            <dd>{l.income.forward} AgP</dd>
            {/* ZEROSUM: the year's offer profits and the centres that changed hands, each with its money. */}
            {l.income.profits !== undefined && (
              <>
                <dt>Offer profits</dt>
                <dd>+{l.income.profits} AgP</dd>
              </>
            )}
            {l.income.captures?.map((c) => (
              <Fragment key={`c-${c.centre}`}>
                <dt>Capture of {c.centre}{c.from === null ? '' : ` from ${powerLabel(c.from)}`}</dt>
                <dd>+{c.amount} AgP</dd>
              </Fragment>
            ))}
            {l.income.losses?.map((c) => (
              <Fragment key={`l-${c.centre}`}>
                <dt>Loss of {c.centre} to {powerLabel(c.to)}</dt>
                <dd>−{c.amount} AgP</dd>
              </Fragment>
            ))}
            <dt>Income</dt>
            <dd>
              {l.income.income < 0 ? '−' : '+'}
              {Math.abs(l.income.income)} AgP
            </dd>
            {/* VASSAL_DUMMIES: the part of the income each vassal earned for its controller. */}
            {Object.entries(l.income.vassals ?? {}).map(([vassal, amount]) => (
              <Fragment key={`v-${vassal}`}>
                <dt>of which from {powerLabel(vassal)}</dt>
                <dd>+{amount} AgP</dd>
              </Fragment>
            ))}
          </>
        )}
        {l.after !== undefined && (
          <>
            <dt>Balance after</dt>
            <dd data-testid="ledger-after">{l.after} AgP</dd>
          </>
        )}
      </dl>
      {l.sheet !== undefined && l.sheet.length > 0 && (
        <details>
          <summary>{whose} offer sheet</summary>
          <ol class="list-lines">
            {l.sheet.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
