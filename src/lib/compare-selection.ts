/**
 * Comparing models (issue #44), what the chat and the compare feature share: the models added to the
 * composer's own for the next send, and the question shown side by side. A module store (not Recoil):
 * the compare control writes it from its lazy chunk, the composer reads it when it sends, and the chat
 * reads which question's answers stand side by side. Per tab; nothing is stored.
 */
export interface CompareModel {
  endpoint: string;
  model: string;
}

/** One answer of a comparison: its model, its reply's tag, and whether Stop may call the abort route. */
export interface PlannedAnswer {
  model: CompareModel;
  /** '' for the first answer (a plain ask); else names the reply's placeholder `<userId>_<tag>_`. */
  tag: string;
  serverStops: boolean;
}

export interface CompareBoard {
  questionId: string;
  /** The answers this tab started (empty for a comparison reopened later: none of them runs here). */
  answers: readonly PlannedAnswer[];
}

import { beforeUserDataClear } from './user-data';

/** At most this many models answer one question (the composer's and two more). */
export const MAX_COMPARED = 3;

type Listener = () => void;

/** Turns the composer's model and the extras into the answers to ask for (set by the compare feature). */
type Planner = (first: CompareModel, others: readonly CompareModel[]) => PlannedAnswer[];

let extras: readonly CompareModel[] = [];
let planner: Planner | null = null;
let board: CompareBoard | null = null;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeCompare(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Logout drops the selection with the rest of the user's things (registered on first use, no import-time effect). */
let clearsAtLogout = false;
function dropAtLogout(): void {
  if (clearsAtLogout) return;
  clearsAtLogout = true;
  beforeUserDataClear(resetCompare);
}

/** Nothing added, no board: as a fresh tab. */
export function resetCompare(): void {
  extras = [];
  board = null;
  notify();
}

export const compareExtras = (): readonly CompareModel[] => extras;

export function setCompareExtras(next: readonly CompareModel[]): void {
  dropAtLogout();
  extras = next.slice(0, MAX_COMPARED - 1);
  notify();
}

export const compareBoard = (): CompareBoard | null => board;

/** Shows a question's answers side by side (null: the conversation again). */
export function showBoard(next: CompareBoard | null): void {
  dropAtLogout();
  board = next;
  notify();
}

/** Turns the composer's model and the extras into the answers to ask for (set by the compare feature). */

/** The compare feature's code registers how a comparison is planned when it loads. */
export function setComparePlanner(next: Planner): void {
  planner = next;
}

/** The answers the next send asks for: more than one when models were added to the composer's. */
export function plannedAnswers(first: CompareModel): PlannedAnswer[] {
  return planner && extras.length ? planner(first, extras) : [{ model: first, tag: '', serverStops: true }];
}
