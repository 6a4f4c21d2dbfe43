import { FREE_PDF_QUESTIONS, FREE_PDF_UPLOADS } from '../fixtures/pdf-limits';
import type { MockDb } from './mock-db';
import type { UserRecord } from './types';

/**
 * PDF uploads and questions a user may make this month: a few for free users (spec section 6), no
 * limit for paid tiers, unless `POST /__mock/limits` set what is left.
 */
export interface PdfAllowance {
  uploads: number;
  questions: number;
}

const thisMonth = (db: MockDb, iso: string) =>
  iso.slice(0, 7) === new Date(db.clock.now()).toISOString().slice(0, 7);

export function pdfUsed(db: MockDb, user: UserRecord): PdfAllowance {
  const chats = db.state.provider.pdfChats.filter((chat) => chat.userId === user.id);
  return {
    uploads: chats.filter((chat) => thisMonth(db, chat.createdAt)).length,
    questions: chats
      .flatMap((chat) => chat.messages)
      .filter((message) => message.sender === 'user' && thisMonth(db, message.createdAt)).length,
  };
}

export function pdfAllowance(db: MockDb, user: UserRecord): PdfAllowance {
  const free = user.subscription_type.trim() === '';
  const set = db.state.provider.pdfLimits?.[user.id];
  return {
    uploads: set?.uploads ?? (free ? FREE_PDF_UPLOADS : Infinity),
    questions: set?.questions ?? (free ? FREE_PDF_QUESTIONS : Infinity),
  };
}

export function pdfLeft(db: MockDb, user: UserRecord): PdfAllowance {
  const used = pdfUsed(db, user);
  const allowed = pdfAllowance(db, user);
  return {
    uploads: Math.max(0, allowed.uploads - used.uploads),
    questions: Math.max(0, allowed.questions - used.questions),
  };
}

/** Sets what is left this month, whatever the tier (the control route's `pdfUploadsLeft`, `pdfQuestionsLeft`). */
export function setPdfLeft(db: MockDb, user: UserRecord, left: Partial<PdfAllowance>): void {
  const used = pdfUsed(db, user);
  const limits = (db.state.provider.pdfLimits ??= {});
  const current = limits[user.id] ?? {};
  if (left.uploads !== undefined) current.uploads = used.uploads + left.uploads;
  if (left.questions !== undefined) current.questions = used.questions + left.questions;
  limits[user.id] = current;
}
