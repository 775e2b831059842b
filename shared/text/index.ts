/** The judge's texts: results, order lists, summaries, press, reminders and endings, for mail and the CLI. */
export { endingSentence, endingText } from './ending.js';
export { waitingSentence } from './clock.js';
export { civilDisorderLine, lateMasterNotice, lateText, orderStatusLine, waitersLine } from './late.js';
export { WIDTH } from './layout.js';
export { confirmationNotice, deadlineNotice, ordersNotice, joinedNotice, masterStartNotice, resultsNotice, rollbackNotice, seatNotice, type Notice, type SeatChange, type SeatReader } from './notices.js';
export { orderForm } from './order-form.js';
export { ordersText } from './orders.js';
export { handedOverNotice, pressHeading, pressText } from './press.js';
export { reminderText } from './reminder.js';
export { resultsText } from './results.js';
export { startedText } from './started.js';
export { endingSubject, lateSubject, pressSubject, reminderSubject, resultsSubject, startedSubject } from './subjects.js';
export { listLine, summaryText, type ListedGame } from './summary.js';
export { span, utcTime } from './time.js';
export { phaseTitle, powerTitle } from './words.js';
export { chartSubject, chartText, incomeSubject, incomeText, ledgerSubject, ledgerText, payolaLines, transferNotice, type SeenMoney, type SeenUnit } from './payola.js';
export { proposalNotice, proposedEnding, vetoedNotice } from './proposal.js';
export { absenceLines, absenceNotice, absenceSpan, absenteeFor } from './absences.js';
