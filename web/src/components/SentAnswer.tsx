import type { OrdersAnswer } from '../api.js';
import { listRefused } from '../orders/list.js';
import { LineChecks } from './LineChecks.js';

/** The judge's answer to a list: taken whole, or refused whole with each line's reason. */
export function SentAnswer({ what, answer }: { what: string; answer: OrdersAnswer }) {
  if (!listRefused(answer.answers)) {
    return (
      <p role="status" class="note sent">
        The judge took {what}: {answer.answers.length} {answer.answers.length === 1 ? 'line' : 'lines'}.
      </p>
    );
  }
  return (
    <div role="alert" class="error sent">
      <p>The judge refused {what} whole; the list it held before stands.</p>
      <LineChecks lines={answer.answers.map((a) => ({ text: a.text, answer: a }))} />
    </div>
  );
}
