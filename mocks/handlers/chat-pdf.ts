import { http } from 'msw';
import { upsertConversation } from '../db/conversations';
import { uuid } from '../db/ids';
import { type MockDb } from '../db/mock-db';
import { pdfLeft } from '../db/pdf-allowance';
import { type PdfChatRecord } from '../db/provider';
import { type UserRecord } from '../db/types';
import {
  MAX_PDF_BYTES,
  PDF_ANALYSIS_MS,
  PDF_FAIL_TRIGGER,
  PDF_MAX_TOKENS_TRIGGER,
} from '../fixtures/pdf-limits';
import { withUser } from '../lib/auth';
import { jsonResponse, readJsonObject, stringField } from '../lib/http';
import { answerFrom, introductionOf, questionsOf } from '../pdf/pdf-answers';
import { pdfFileStore } from '../pdf/file-store';
import { readPdfText } from '../pdf/text-reader';

const INVALID_TYPE = 'Invalid File Type. Accepted File Type: PDF';
const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';

function statusOf(db: MockDb, chat: PdfChatRecord): 'in_progress' | 'completed' | 'failed' {
  if (chat.failed) return 'failed';
  return chat.pages && db.clock.now() >= chat.readyAt ? 'completed' : 'in_progress';
}

const limitAnswer = (status: string) => ({ status: 'error', auth: { status: 'invalid', data: { status } } });

/**
 * The fork's chat-pdf routes (spec section 7): upload (multipart, checked by its bytes, at most 50 MB,
 * free users a few a month), the analysis (pages read with pdf.js, ~3 s), the conversation, its
 * messages, the file, and answers built from the passages that share the most words with the question.
 */
export function chatPdfHandlers(db: MockDb) {
  db.onReset(() => void pdfFileStore().clear());
  const chatsOf = (user: UserRecord) => db.state.provider.pdfChats.filter((chat) => chat.userId === user.id);
  const find = (user: UserRecord, id: string) => chatsOf(user).find((chat) => chat.conversationId === id);

  const analyse = async (chat: PdfChatRecord, bytes: Uint8Array) => {
    try {
      const pages = await readPdfText(bytes);
      chat.pages = pages;
      chat.introduction = introductionOf(pages);
      chat.questionList = questionsOf(pages);
    } catch {
      chat.failed = true;
    }
    db.save();
  };

  return [
    http.post('*/api/chat-pdf/upload', async ({ request }) => {
      const form = await request.formData().catch(() => null);
      return withUser(db, request, async (user) => {
        const file = form?.get('file');
        if (!file || typeof file === 'string')
          return jsonResponse({ status: 'error', message: 'No file uploaded' }, 400);
        if (file.size > MAX_PDF_BYTES)
          return jsonResponse({ status: 'error', message: 'File size exceeded (maxSize 50)' }, 413);
        const bytes = new Uint8Array(await file.arrayBuffer());
        if (!isPdf(bytes)) return jsonResponse({ status: 'error', message: INVALID_TYPE }, 400);
        if (file.name.includes(PDF_MAX_TOKENS_TRIGGER)) return jsonResponse(limitAnswer('max-tokens'));
        if (pdfLeft(db, user).uploads === 0) return jsonResponse(limitAnswer('pdf-upload-limit'));
        const collection = String(form?.get('collection_name') ?? '').trim() || `pdf-${uuid()}`;
        const chat: PdfChatRecord = {
          userId: user.id,
          conversationId: uuid(),
          collection_name: collection,
          fileName: file.name || 'document.pdf',
          size: bytes.byteLength,
          createdAt: db.clock.iso(),
          readyAt: db.clock.now() + PDF_ANALYSIS_MS,
          failed: file.name.includes(PDF_FAIL_TRIGGER),
          pages: null,
          introduction: '',
          questionList: [],
          messages: [],
        };
        db.state.provider.pdfChats.push(chat);
        // In the history beside the chats: its collection_name makes the client open /chatpdf/{id}.
        upsertConversation(db, {
          conversationId: chat.conversationId,
          user: user.id,
          title: chat.fileName,
          endpoint: 'chatPDF',
          collection_name: chat.collection_name,
        });
        await pdfFileStore().put(chat.conversationId, bytes);
        db.save();
        if (!chat.failed) void analyse(chat, bytes);
        return jsonResponse({
          status: 'success',
          conversationId: chat.conversationId,
          collection_name: chat.collection_name,
          auth: { status: 'valid' },
        });
      });
    }),
    http.post('*/api/chat-pdf/convos/status', async ({ request }) => {
      const body = await readJsonObject(request);
      return withUser(db, request, (user) => {
        const chat = find(user, stringField(body, 'conversationId') ?? '');
        if (!chat) return jsonResponse({ success: false, message: 'Conversation not found' }, 404);
        const status = statusOf(db, chat);
        return jsonResponse({
          success: true,
          status,
          id: chat.conversationId,
          introduction: status === 'completed' ? chat.introduction : '',
          questionList: status === 'completed' ? chat.questionList : [],
        });
      });
    }),
    http.get('*/api/chat-pdf/convos/messages/:conversationId', ({ request, params }) =>
      withUser(db, request, (user) => {
        const chat = find(user, String(params.conversationId));
        if (!chat) return jsonResponse({ message: 'Conversation not found' }, 404);
        return jsonResponse(chat.messages.map(({ sender, text }) => ({ sender, text })));
      }),
    ),
    http.get('*/api/chat-pdf/convos/:conversationId', ({ request, params }) =>
      withUser(db, request, (user) => {
        const chat = find(user, String(params.conversationId));
        if (!chat) return jsonResponse({ message: 'Conversation not found' }, 404);
        return jsonResponse({
          fileName: chat.fileName,
          status: statusOf(db, chat),
          collection_name: chat.collection_name,
        });
      }),
    ),
    http.get('*/api/chat-pdf/pdf/:conversationId', ({ request, params }) =>
      withUser(db, request, async (user) => {
        const chat = find(user, String(params.conversationId));
        const bytes = chat ? await pdfFileStore().get(chat.conversationId) : undefined;
        if (!bytes) return jsonResponse({ message: 'File not found' }, 404);
        return new Response(bytes.slice(), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    ),
    http.post('*/api/chat-pdf/chat', async ({ request }) => {
      const body = await readJsonObject(request);
      return withUser(db, request, (user) => {
        const chat = find(user, stringField(body, 'conversationId') ?? '');
        const prompt = (stringField(body, 'prompt') ?? '').trim();
        if (!chat) return jsonResponse({ success: false, message: 'Conversation not found' }, 404);
        if (!prompt) return jsonResponse({ success: false, message: 'Prompt is required' }, 400);
        if (statusOf(db, chat) !== 'completed')
          return jsonResponse({ success: false, message: 'Document not ready' }, 409);
        const refusal = prompt.includes(PDF_MAX_TOKENS_TRIGGER)
          ? 'max-tokens'
          : pdfLeft(db, user).questions === 0
            ? 'no-free-pdf-chats'
            : null;
        if (refusal)
          return jsonResponse({ success: false, auth: { status: 'invalid', data: { status: refusal } } });
        const response = answerFrom(chat.pages ?? [], prompt);
        chat.messages.push(
          { sender: 'user', text: prompt, createdAt: db.clock.iso() },
          { sender: 'ChatPDF', text: response, createdAt: db.clock.iso() },
        );
        db.save();
        return jsonResponse({ success: true, auth: { status: 'valid' }, response, sender: 'ChatPDF' });
      });
    }),
  ];
}
