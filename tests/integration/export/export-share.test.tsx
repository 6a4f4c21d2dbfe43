import { screen, waitFor, within } from '@testing-library/react';
import { readShareToken } from '@/lib/crypto/share-token';
import { renderApp } from '../../helpers/render-app';
import { testConfig } from '../../helpers/test-config';

const TITLE = 'Sum a CSV column in Python';

// Headless UI's anchored listbox watches its button; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

interface Saved {
  href: string;
  download: string;
  target: string;
  blob: Blob | undefined;
}

/** jsdom has no object URLs and no downloads: record what the page hands the browser instead. */
function recordDownloads(): Saved[] {
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  const saved: Saved[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const href = this.getAttribute('href') ?? '';
    saved.push({ href, download: this.download, target: this.target, blob: blobs.get(href) });
  });
  return saved;
}

async function openSeededConversation() {
  const app = await renderApp('/login');
  const { user, router } = app;
  await user.type(await screen.findByLabelText('Email'), 'pro@demo.test');
  await user.type(screen.getByLabelText('Password'), 'demo-pass-1');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('link', { name: TITLE }));
  await screen.findAllByRole('article', { name: 'Your message' });
  const conversationId = router.state.location.pathname.split('/').pop()!;
  return { ...app, conversationId };
}

async function openDialog(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Export conversation' }));
  return screen.findByRole('dialog', { name: 'Export conversation' });
}

async function chooseType(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  dialog: HTMLElement,
  label: string,
) {
  await user.click(within(dialog).getByRole('button', { name: /^Type/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

afterEach(() => vi.restoreAllMocks());

describe('export dialog', () => {
  it('opens with the sanitised title, screenshot and the options screenshot lacks', async () => {
    const { user } = await openSeededConversation();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'File name' })).toHaveValue(TITLE);
    expect(within(dialog).getByRole('button', { name: /^Type/ })).toHaveTextContent('screenshot (.png)');
    const options = within(dialog).getByRole('switch', { name: 'Include endpoint options' });
    expect(options).toBeDisabled();
    expect(options).not.toBeChecked();
    expect(within(dialog).getAllByText('not supported')).toHaveLength(3);

    await chooseType(user, dialog, 'json (.json)');
    expect(options).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Export all message branches' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Recursive (nested replies)' })).toBeChecked();
    expect(within(dialog).queryByText('not supported')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Export conversation' })).toHaveFocus();
  });

  it('downloads the csv under the typed name, with every message of the conversation', async () => {
    const saved = recordDownloads();
    const { user } = await openSeededConversation();
    const dialog = await openDialog(user);
    await chooseType(user, dialog, 'csv (.csv)');
    const name = within(dialog).getByRole('textbox', { name: 'File name' });
    await user.clear(name);
    await user.type(name, 'my: export');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ download: 'my_ export.csv' });
    expect(saved[0]!.blob!.type).toBe('text/csv;charset=utf-8');
    const csv = await saved[0]!.blob!.text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'sender,text,isCreatedByUser,error,unfinished,cancelled,messageId,parentMessageId,createdAt',
    );
    expect(csv).toContain('User,How do I read a CSV file in Python and sum one column?,true');
    expect(csv).toContain('User,Can I do the same with pandas?,true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the share link in a new tab with a token of the conversation and the session', async () => {
    const saved = recordDownloads();
    const { user, conversationId } = await openSeededConversation();
    const session = /(?:^|; )aiwp_logged_in=([^;]+)/.exec(document.cookie)?.[1];
    expect(session).toBeTruthy();
    const dialog = await openDialog(user);
    await chooseType(user, dialog, 'link');
    expect(within(dialog).queryByRole('textbox', { name: 'File name' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Opens a read-only copy of this conversation in a new tab.');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ target: '_blank', download: '' });
    const match = /^\/shared_conversation\/([^/]+)$/.exec(saved[0]!.href);
    expect(match).not.toBeNull();
    const token = decodeURIComponent(match![1]!);
    expect(readShareToken(token, testConfig.sharePassphrase)).toEqual({
      conversationId,
      session: decodeURIComponent(session!),
    });
  });

  it('refuses the link without a session cookie', async () => {
    const { user } = await openSeededConversation();
    document.cookie = 'aiwp_logged_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const dialog = await openDialog(user);
    await chooseType(user, dialog, 'link');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your chat session was not found, so no link can be made. Sign in again, then try once more.',
    );
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
