import { plainMovementAnswerer } from '/work/main/.stage/pm.ts';
import { answerJsonLine } from '/work/main/shared/adjudicate/request.js';
import { boardNamed } from '/work/main/shared/map/boards.js';
const lean = plainMovementAnswerer(boardNamed('standard')!)!;
let carry = Buffer.alloc(0);
async function main() {
  for await (const chunk0 of process.stdin) {
    const chunk: Buffer = carry.length ? Buffer.concat([carry, chunk0 as Buffer]) : (chunk0 as Buffer);
    let out = Buffer.allocUnsafe(1 << 20); let used = 0;
    let s = 0;
    for (;;) {
      const e = chunk.indexOf(10, s);
      if (e < 0) break;
      const n = lean.answer(chunk, s, e);
      if (used + Math.max(n, 0) + 65536 > out.length) { const bigger = Buffer.allocUnsafe(2 * out.length + n); out.copy(bigger, 0, 0, used); out = bigger; }
      if (n >= 0) { out.set(lean.out.subarray(0, n), used); used += n; }
      else used += out.write(answerJsonLine(chunk.toString('utf8', s, e), boardNamed), used, 'utf8');
      out[used++] = 10;
      s = e + 1;
    }
    carry = chunk.subarray(s);
    if (!process.stdout.write(out.subarray(0, used))) await new Promise((r) => process.stdout.once('drain', r));
  }
}
await main();
