import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb, server } from '@mocks/node';
import { renderApp } from '../../helpers/render-app';
import { renderSignedIn } from '../../helpers/sign-in';

type FluxBody = { input: Record<string, unknown>; image_model: string };

/** `covered`: the screen may already be under an overlay (hidden from the accessibility tree). */
async function openImageGen(email = 'pro@demo.test', { covered = false } = {}) {
  const app = await renderSignedIn(email);
  await app.router.navigate('/image-gen');
  await screen.findByRole('heading', { name: 'Image generation', level: 1, hidden: covered });
  return app;
}

const promptBox = () => screen.getByRole('textbox', { name: 'Prompt' });
const generateButton = () => screen.getByRole('button', { name: /^Generat/ });
const collection = () => screen.getByRole('region', { name: 'Your images' });

describe('image generation screen', () => {
  beforeEach(() => {
    mockDb.state.settings.imageGenerationMs = 300;
  });

  it('sends the form as the flux body, shows a placeholder, then the image first with its prompt as alt', async () => {
    const app = await openImageGen();
    const bodies: FluxBody[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/imagegen/flux-image-gen'))
        bodies.push((await request.clone().json()) as FluxBody);
    });
    expect(generateButton()).toBeDisabled();
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Aspect ratio' }), '21:9');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Output format' }), 'jpg');
    await app.user.type(screen.getByRole('spinbutton', { name: 'Seed' }), '7');
    await app.user.type(promptBox(), 'A blue heron{Enter}');

    expect(await screen.findByRole('status', { name: 'Generating: A blue heron' })).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    const image = await within(collection()).findByRole('img', { name: 'A blue heron' });
    expect(image.getAttribute('src')).toMatch(/\/__mock\/pictures\/\w+\.jpg$/);
    expect(screen.queryByRole('status', { name: /^Generating/ })).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      image_model: 'flux-kontext-max',
      input: {
        model: 'flux-kontext-max',
        prompt: 'A blue heron',
        guidance_scale: 3.5,
        num_inference_steps: 8,
        output_format: 'jpg',
        output_quality: 80,
        safety_tolerance: 2,
        prompt_upsampling: false,
        megapixels: '1',
        width: 1533,
        height: 657,
        seed: 7,
      },
    });
    // The prompt stays for the next try; Shift+Enter is a new line, not a second image.
    expect(promptBox()).toHaveValue('A blue heron');
    await app.user.type(promptBox(), '{Shift>}{Enter}{/Shift}at dawn');
    expect(promptBox()).toHaveValue('A blue heron\nat dawn');
    expect(bodies).toHaveLength(1);
  });

  it('keeps the form and says so in a toast when generation fails', async () => {
    const app = await openImageGen();
    // user-event reads '[' as a key name: paste the trigger instead of typing it.
    await app.user.click(promptBox());
    await app.user.paste('broken [[error:500]]');
    await app.user.click(generateButton());
    expect(
      await screen.findByText(
        'The image could not be generated. Your prompt and settings are kept; please try again.',
      ),
    ).toBeInTheDocument();
    expect(promptBox()).toHaveValue('broken [[error:500]]');
    await waitFor(() => expect(generateButton()).toBeEnabled());
  });

  it('filters whole words in any case, and opens details with the settings used', async () => {
    const app = await openImageGen();
    mockDb.state.settings.imageGenerationMs = 0;
    for (const prompt of ['Cat on a sofa', 'category chart', 'A dog']) {
      await app.user.clear(promptBox());
      await app.user.type(promptBox(), prompt);
      await app.user.click(generateButton());
      await within(collection()).findByRole('img', { name: prompt });
    }
    await app.user.type(screen.getByRole('searchbox', { name: 'Filter images by prompt' }), 'cat');
    await waitFor(() => expect(within(collection()).getAllByRole('img')).toHaveLength(1));
    await app.user.click(within(collection()).getByRole('img', { name: 'Cat on a sofa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image details' });
    expect(within(dialog).getByText('Cat on a sofa')).toBeInTheDocument();
    expect(within(dialog).getByText('Guidance scale').nextSibling).toHaveTextContent('3.5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Use these settings' }));
    expect(promptBox()).toHaveValue('Cat on a sofa');
    await waitFor(() => expect(promptBox()).toHaveFocus());
  });

  it('asks before clearing the collection', async () => {
    const app = await openImageGen();
    mockDb.state.settings.imageGenerationMs = 0;
    await app.user.type(promptBox(), 'Only one');
    await app.user.click(generateButton());
    await within(collection()).findByRole('img', { name: 'Only one' });
    await app.user.click(screen.getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete all images?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('No images yet. Describe one and press Generate.')).toBeInTheDocument();
    expect(mockDb.state.provider.images).toHaveLength(0);
  });

  it('shows the overlay when the access check says invalid', async () => {
    server.use(
      http.get('*/api/imagegen/auth-image-gen', () =>
        HttpResponse.json({ status: 'invalid', subscription: 'BASIC' }),
      ),
    );
    await openImageGen('basic@demo.test', { covered: true });
    expect(await screen.findByRole('region', { name: 'Monthly limit reached' })).toBeInTheDocument();
  });

  it('opens the pricing popup for a user without a plan instead of generating', async () => {
    const app = await openImageGen('free@demo.test');
    expect(screen.getByText(/Image generation is part of the paid plans/)).toBeInTheDocument();
    await app.user.type(promptBox(), 'A castle');
    await app.user.click(generateButton());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(mockDb.state.provider.images).toHaveLength(0);
  });

  it('sends a guest elsewhere: the route is for signed-in users (spec section 2)', async () => {
    const app = await renderApp('/image-gen');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat/new'));
  });
});
