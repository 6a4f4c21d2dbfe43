import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { clearToasts } from '@/components/ui/toast-store';
import { Toaster } from '@/components/ui/toaster';
import { AttachButton } from '@/features/chat/components/attach-button';
import { AttachmentPreviews } from '@/features/chat/components/attachment-previews';
import { useImageAttachments } from '@/features/chat/hooks/use-image-attachments';
import { createQueryClient } from '@/lib/query-client';
import { type RuntimeConfig } from '@/lib/runtime-config';
import { prepareApp } from '../../helpers/render-app';

/** The pieces as the chat input composes them, plus a readout of what would be sent. */
function Harness({ model, disabled = false }: { model: string; disabled?: boolean }) {
  const { previews, addFiles, remove, isUploading, uploadedImages } = useImageAttachments({ model });
  return (
    <div>
      <AttachButton onFiles={addFiles} disabled={disabled} />
      <AttachmentPreviews previews={previews} onRemove={remove} />
      <output aria-label="sent images">
        {isUploading
          ? 'uploading'
          : uploadedImages.map((image) => `${image.file_name}|${image.url}`).join(' ')}
      </output>
      <Toaster />
    </div>
  );
}

async function setup(model = 'gpt-4o', config: Partial<RuntimeConfig> = {}, disabled = false) {
  await prepareApp(config);
  // The upload is a React Query mutation, as in the app.
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness model={model} disabled={disabled} />
    </QueryClientProvider>,
  );
  // Real pickers can show "all files"; do not let user-event filter by `accept`.
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText('Attach images', { selector: 'input[type="file"]' });
  return { user, input: input as HTMLInputElement };
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name: string, bytes = 'png-bytes') =>
  new File([PNG_SIGNATURE, bytes], name, { type: 'image/png' });
const toasts = () => screen.getByRole('status', { name: 'Notifications' });
const previewList = () => screen.getByRole('list', { name: 'Attached images' });

// Runs before the setup file's cleanup, while the Toaster is still mounted.
afterEach(() => act(() => clearToasts()));

describe('image attachments', () => {
  it('uploads a picked image and shows it as uploaded', async () => {
    document.cookie = 'aiwp_logged_in=session-42; path=/';
    const fields: Record<string, string>[] = [];
    server.events.on('request:start', ({ request }) => {
      if (!request.url.endsWith('/api/upload-chatbotpro')) return;
      void request
        .clone()
        .formData()
        .then((form) => {
          const file = form.get('file');
          fields.push({
            session: String(form.get('aiwp_logged_in')),
            fileId: String(form.get('file_id')),
            type: file && typeof file !== 'string' ? file.type : '',
          });
        });
    });
    const { user, input } = await setup();
    await user.click(screen.getByRole('button', { name: 'Attach images' }));
    await user.upload(input, png('cat.png'));

    // The attachment code loads with the first pick.
    const item = within(await screen.findByRole('list', { name: 'Attached images' })).getByRole('listitem');
    await waitFor(() => expect(within(item).getByText('Uploaded')).toBeInTheDocument());
    expect(within(item).getByRole('img', { name: 'cat.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(within(item).queryByRole('progressbar')).not.toBeInTheDocument();
    // jsdom's File loses its name and bytes on the way into msw (a real browser keeps them), so only
    // the type reaches the mock here; tests/mocks/upload.test.ts checks the bytes.
    expect(screen.getByRole('status', { name: 'sent images' })).toHaveTextContent(
      /\|data:image\/png;base64,/,
    );
    expect(within(toasts()).queryByText(/./)).not.toBeInTheDocument();
    await waitFor(() => expect(fields).toHaveLength(1));
    expect(fields[0]).toMatchObject({ session: 'session-42', type: 'image/png' });
    expect(fields[0]?.fileId).toMatch(/^[0-9a-f-]{36}$/);
    server.events.removeAllListeners();
  });

  it('refuses a file whose bytes are not an image, whatever its name and type say', async () => {
    let uploads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/upload-chatbotpro')) uploads += 1;
    });
    const { user, input } = await setup();
    await user.upload(input, new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' }));
    expect(await within(toasts()).findByText('File type not supported')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attached images' })).not.toBeInTheDocument();
    expect(uploads).toBe(0);
    server.events.removeAllListeners();
  });

  it('shows upload progress while the upload runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/upload-chatbotpro', async () => {
        await gate;
        return HttpResponse.json({
          status: 'success',
          url: 'https://cdn.example.test/a.jpg',
          file_name: 'a.jpg',
        });
      }),
    );
    const { user, input } = await setup();
    await user.upload(input, png('a.png'));
    expect(await screen.findByRole('progressbar', { name: 'Uploading a.png' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'sent images' })).toHaveTextContent('uploading');
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'sent images' })).toHaveTextContent(
      'a.jpg|https://cdn.example.test/a.jpg',
    );
  });

  it('refuses a sixth image with the spec text', async () => {
    const { user, input } = await setup();
    await user.upload(
      input,
      ['1', '2', '3', '4', '5'].map((n) => png(`${n}.png`)),
    );
    await waitFor(() => expect(within(previewList()).getAllByText('Uploaded')).toHaveLength(5));
    await user.upload(input, png('6.png'));
    expect(await within(toasts()).findByText('You can only upload up to 5 images')).toBeInTheDocument();
    expect(within(previewList()).getAllByRole('listitem')).toHaveLength(5);
  });

  it('refuses a pick of more than five files', async () => {
    const { user, input } = await setup();
    await user.upload(
      input,
      ['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`)),
    );
    expect(await within(toasts()).findByText('You can only upload up to 5 files')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attached images' })).not.toBeInTheDocument();
  });

  it('refuses images for a model other than gpt-4o, named as the header names it', async () => {
    const { user, input } = await setup('gpt-4o-mini');
    await user.upload(input, png('cat.png'));
    // gpt-4o-mini is 'GPT-4o' in the header (spec section 2): the toast uses the same name.
    expect(await within(toasts()).findByText('GPT-4o does not support images')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attached images' })).not.toBeInTheDocument();
  });

  it('reports wrong types, oversized files and duplicates, and keeps the good ones', async () => {
    const { user, input } = await setup();
    await user.upload(input, png('cat.png'));
    await waitFor(() => expect(within(previewList()).getByText('Uploaded')).toBeInTheDocument());

    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 20_971_521 });
    const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    await user.upload(input, [pdf, big, png('cat.png'), png('dog.png')]);

    const region = toasts();
    expect(await within(region).findByText('File type not supported')).toBeInTheDocument();
    expect(within(region).getByText('File size exceeds 20MB')).toBeInTheDocument();
    expect(within(region).getByText('File already uploaded')).toBeInTheDocument();
    await waitFor(() => expect(within(previewList()).getAllByText('Uploaded')).toHaveLength(2));
    expect(within(previewList()).getByRole('img', { name: 'dog.png' })).toBeInTheDocument();
  });

  it('keeps a failed upload visible with an error until it is removed', async () => {
    server.use(
      http.post('*/api/upload-chatbotpro', () =>
        HttpResponse.json({ status: 'error', message: 'storage down' }, { status: 500 }),
      ),
    );
    const { user, input } = await setup();
    await user.upload(input, png('cat.png'));
    expect(await within(toasts()).findByText('File reading error')).toBeInTheDocument();
    const item = within(previewList()).getByRole('listitem');
    expect(within(item).getByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'sent images' })).toHaveTextContent(/^$/);

    await user.click(screen.getByRole('button', { name: 'Remove cat.png' }));
    expect(screen.queryByRole('list', { name: 'Attached images' })).not.toBeInTheDocument();
  });

  it('treats a success status without a url as a failure', async () => {
    server.use(http.post('*/api/upload-chatbotpro', () => HttpResponse.json({ status: 'success' })));
    const { user, input } = await setup();
    await user.upload(input, png('cat.png'));
    expect(await within(toasts()).findByText('File reading error')).toBeInTheDocument();
  });

  it('removes an image and lets the same file be attached again', async () => {
    const { user, input } = await setup();
    await user.upload(input, [png('cat.png'), png('dog.png')]);
    await waitFor(() => expect(within(previewList()).getAllByText('Uploaded')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove cat.png' }));
    expect(within(previewList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'sent images' })).not.toHaveTextContent('cat.png');

    await user.upload(input, png('cat.png'));
    await waitFor(() => expect(within(previewList()).getAllByText('Uploaded')).toHaveLength(2));
    expect(within(toasts()).queryByText('File already uploaded')).not.toBeInTheDocument();
  });

  it('posts to the configured image upload URL', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      urls.push(request.url);
    });
    const { user, input } = await setup('gpt-4o', {
      imageUploadUrl: 'https://uploads.example.test/api/upload-chatbotpro',
    });
    await user.upload(input, png('cat.png'));
    await waitFor(() => expect(within(previewList()).getByText('Uploaded')).toBeInTheDocument());
    expect(urls).toEqual(['https://uploads.example.test/api/upload-chatbotpro']);
    server.events.removeAllListeners();
  });

  it('can be disabled', async () => {
    const { input } = await setup('gpt-4o', {}, true);
    expect(screen.getByRole('button', { name: 'Attach images' })).toBeDisabled();
    expect(input).toBeDisabled();
  });

  it('lets a toast be dismissed', async () => {
    const { user, input } = await setup('claude');
    await user.upload(input, png('cat.png'));
    const message = await within(toasts()).findByText('claude does not support images');
    await user.click(within(toasts()).getByRole('button', { name: 'Dismiss notification' }));
    expect(message).not.toBeInTheDocument();
  });
});
