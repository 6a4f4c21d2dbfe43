/** The comparison's components in one lazy chunk (one more entry, so the shared chunks split less). */
export { CompareBoard } from './compare-board';
export { CompareControl } from './compare-control';
export { ReplyAddon } from './reply-addon';
