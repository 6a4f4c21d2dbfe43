import { mockDb } from '@mocks/node';
import { PDF_FAIL_TRIGGER } from '@mocks/fixtures/pdf-limits';
import { answerFrom, questionsOf, sentencesOf } from '@mocks/pdf/pdf-answers';
import { writePdf } from '@mocks/pdf/write-pdf';
import { api, login, multipart } from './helpers';

const PAGES = [
  {
    heading: 'Annual report 2025',
    lines: ['The company grew in every region.', 'Revenue rose to 4.2 million euros.'],
  },
  { heading: 'Team', lines: ['Forty-two people work in three offices.', 'Most of them joined last year.'] },
  { heading: 'Outlook', lines: ['The lighthouse project starts in March.', 'It is led by Dr. Ada Quinn.'] },
];

async function upload(token: string, bytes: Uint8Array, name = 'report.pdf', type = 'application/pdf') {
  const { body, contentType } = multipart({ collection_name: 'c1', file: { filename: name, type, bytes } });
  const headers: Record<string, string> = { 'Content-Type': contentType };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch('/api/chat-pdf/upload', { method: 'POST', headers, body });
}

async function statusOf(token: string, conversationId: string) {
  return (await (
    await api('/api/chat-pdf/convos/status', { token, body: { conversationId, collection_name: 'c1' } })
  ).json()) as Record<string, unknown>;
}

describe('chat-pdf routes', () => {
  it('reads the pages, answers from them with page references, and keeps the messages', async () => {
    const { token } = await login('pro@demo.test');
    const answer = (await (await upload(token, writePdf(PAGES))).json()) as Record<string, string>;
    expect(answer).toMatchObject({ status: 'success', collection_name: 'c1', auth: { status: 'valid' } });
    const id = answer.conversationId!;
    expect(await statusOf(token, id)).toMatchObject({ success: true, status: 'in_progress', id });

    const chat = mockDb.state.provider.pdfChats.find((item) => item.conversationId === id)!;
    await vi.waitFor(() => expect(chat.pages).toHaveLength(3), { timeout: 5000 });
    chat.readyAt = 0;
    const done = await statusOf(token, id);
    expect(done.status).toBe('completed');
    expect(done.introduction).toContain('The company grew in every region.');
    expect(done.questionList).toEqual([
      'What does the document say about Annual report 2025?',
      'What does the document say about Team?',
      'What does the document say about Outlook?',
    ]);

    const reply = (await (
      await api('/api/chat-pdf/chat', {
        token,
        body: { conversationId: id, prompt: 'Who is the lighthouse project led by?', history: '[]' },
      })
    ).json()) as Record<string, string>;
    expect(reply).toMatchObject({ success: true, sender: 'ChatPDF' });
    expect(reply.response).toContain('It is led by Dr. Ada Quinn. [p. 3]');
    expect(await (await api(`/api/chat-pdf/convos/messages/${id}`, { token })).json()).toEqual([
      { sender: 'user', text: 'Who is the lighthouse project led by?' },
      { sender: 'ChatPDF', text: reply.response },
    ]);
    expect(await (await api(`/api/chat-pdf/convos/${id}`, { token })).json()).toEqual({
      fileName: 'report.pdf',
      status: 'completed',
      collection_name: 'c1',
    });
    const file = await api(`/api/chat-pdf/pdf/${id}`, { token });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Array.from(new Uint8Array(await file.arrayBuffer()))).toEqual(Array.from(writePdf(PAGES)));
  });

  it('refuses non-PDF bytes even named .pdf, fails on the trigger, and limits free users', async () => {
    const { token } = await login('pro@demo.test');
    const text = await upload(token, new TextEncoder().encode('just text'), 'notes.pdf');
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({
      status: 'error',
      message: 'Invalid File Type. Accepted File Type: PDF',
    });
    const failing = (await (
      await upload(token, writePdf(PAGES), `bad ${PDF_FAIL_TRIGGER}.pdf`)
    ).json()) as Record<string, string>;
    expect((await statusOf(token, failing.conversationId!)).status).toBe('failed');

    const free = await login('free@demo.test');
    expect((await (await upload(free.token, writePdf(PAGES))).json()) as object).toMatchObject({
      status: 'success',
    });
    expect((await (await upload(free.token, writePdf(PAGES))).json()) as object).toMatchObject({
      status: 'success',
    });
    expect(await (await upload(free.token, writePdf(PAGES))).json()).toEqual({
      status: 'error',
      auth: { status: 'invalid', data: { status: 'pdf-upload-limit' } },
    });
    expect((await upload('', writePdf(PAGES))).status).toBe(401);
  });

  it('lets /__mock/limits set the PDF uploads and questions left, for any tier', async () => {
    const { token } = await login('pro@demo.test');
    const set = await api('/__mock/limits', {
      body: { email: 'pro@demo.test', pdfUploadsLeft: 1, pdfQuestionsLeft: 0 },
    });
    expect(((await set.json()) as { pdfLeft: unknown }).pdfLeft).toEqual({ uploads: 1, questions: 0 });
    const first = (await (await upload(token, writePdf(PAGES))).json()) as Record<string, string>;
    expect(first.status).toBe('success');
    expect(await (await upload(token, writePdf(PAGES))).json()).toMatchObject({
      auth: { data: { status: 'pdf-upload-limit' } },
    });
    const chat = mockDb.state.provider.pdfChats.find((item) => item.conversationId === first.conversationId)!;
    await vi.waitFor(() => expect(chat.pages).toHaveLength(3), { timeout: 5000 });
    chat.readyAt = 0;
    const asked = await api('/api/chat-pdf/chat', {
      token,
      body: { conversationId: first.conversationId, prompt: 'Who leads it?', history: '[]' },
    });
    expect(await asked.json()).toEqual({
      success: false,
      auth: { status: 'invalid', data: { status: 'no-free-pdf-chats' } },
    });
    const tokens = await api('/api/chat-pdf/chat', {
      token,
      body: { conversationId: first.conversationId, prompt: 'x [[pdf:max-tokens]]', history: '[]' },
    });
    expect(await tokens.json()).toMatchObject({ auth: { data: { status: 'max-tokens' } } });
    const bad = await api('/__mock/limits', { body: { email: 'pro@demo.test', pdfUploadsLeft: -1 } });
    expect(bad.status).toBe(400);
  });
});

describe('answers from a document', () => {
  const pages = ['Intro\nCats sleep a lot.', 'Dogs\nDogs like long walks.\nCats do not.'];
  it('splits sentences by page and prefers the best-matching ones', () => {
    expect(sentencesOf(pages).map((sentence) => sentence.page)).toEqual([1, 1, 2, 2, 2]);
    expect(answerFrom(pages, 'Do dogs like walks?')).toBe(
      'According to the document: Dogs like long walks. [p. 2]',
    );
    expect(answerFrom(pages, 'zebras')).toBe('I could not find anything about that in this document.');
    expect(questionsOf(pages)).toHaveLength(3);
  });
});
