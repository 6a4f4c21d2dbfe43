/**
 * What sending needs and the empty chat does not: the request builders, the event stream and its
 * client, and the quick actions matched while typing. Loaded through `send-code.ts` once there is
 * something to send, not with the page.
 */
export {
  askAgainSubmission,
  continueSubmission,
  editAiAndSubmit,
  editUserAndSubmit,
  newMessageSubmission,
  regenerateSubmission,
} from './submission';
export { runSubmission } from '../state/run-submission';
export { matchQuickAction } from './quick-actions';
