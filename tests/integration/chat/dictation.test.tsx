import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { clearToasts } from '@/components/ui/toast-store';
import { Toaster } from '@/components/ui/toaster';
import { DictationButton } from '@/features/chat/components/dictation-button';
import { appendDictation } from '@/features/chat/lib/dictation';
import { prepareApp } from '../../helpers/render-app';

/** A chat input as the real one composes dictation: text typed before listening is kept. */
function Harness() {
  const [text, setText] = useState('');
  const base = useRef('');
  return (
    <div>
      <textarea aria-label="Message" value={text} onChange={(event) => setText(event.target.value)} />
      <DictationButton
        onStart={() => {
          base.current = text;
        }}
        onText={(transcript) => setText(appendDictation(base.current, transcript))}
      />
      <Toaster />
    </div>
  );
}

/** Stands in for the browser's (webkit)SpeechRecognition, which jsdom does not have. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
    queueMicrotask(() => this.onstart?.());
  }
  stop() {
    queueMicrotask(() => this.onend?.());
  }
  abort() {
    this.onend?.();
  }
  hear(...texts: string[]) {
    act(() => this.onresult?.({ results: texts.map((transcript) => [{ transcript }]) }));
  }
}

const scope = window as unknown as { webkitSpeechRecognition?: typeof FakeRecognition };

async function setup() {
  await prepareApp();
  render(<Harness />);
  return userEvent.setup();
}

afterEach(() => {
  act(() => clearToasts());
  delete scope.webkitSpeechRecognition;
  FakeRecognition.instances = [];
});

describe('dictation without the Web Speech API', () => {
  it('reads not available, with the tooltip after a delay, and clicking explains it', async () => {
    const user = await setup();
    const button = screen.getByRole('button', { name: 'not available' });
    await user.hover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('not available');
    await user.click(button);
    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(within(toasts).getByText('Dictation is not available')).toBeInTheDocument();
  });

  it('hides the tooltip on Escape', async () => {
    const user = await setup();
    await user.hover(screen.getByRole('button', { name: 'not available' }));
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('dictation with the Web Speech API', () => {
  beforeEach(() => {
    scope.webkitSpeechRecognition = FakeRecognition;
  });

  it('appends what is heard, interim results included, to the typed text', async () => {
    const user = await setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Translate:');
    const button = screen.getByRole('button', { name: 'click to dictate' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('click to dictate');

    await user.click(button);
    const listening = await screen.findByRole('button', { name: 'listening' });
    expect(listening).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tooltip')).toHaveTextContent('listening');
    const [recognition] = FakeRecognition.instances;
    expect(recognition).toMatchObject({
      started: true,
      lang: 'en-US',
      continuous: true,
      interimResults: true,
    });

    recognition?.hear('good');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Translate: good');
    recognition?.hear('good morning', ' everyone');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Translate: good morning everyone');

    await user.click(listening);
    expect(await screen.findByRole('button', { name: 'click to dictate' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Translate: good morning everyone');
  });

  it('says dictation is not available when the microphone is refused', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'click to dictate' }));
    await screen.findByRole('button', { name: 'listening' });
    const [recognition] = FakeRecognition.instances;
    act(() => {
      recognition?.onerror?.({ error: 'not-allowed' });
      recognition?.onend?.();
    });
    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(within(toasts).getByText('Dictation is not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'click to dictate' })).toBeInTheDocument();
  });

  it('stays quiet when nothing was said', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'click to dictate' }));
    await screen.findByRole('button', { name: 'listening' });
    const [recognition] = FakeRecognition.instances;
    act(() => {
      recognition?.onerror?.({ error: 'no-speech' });
      recognition?.onend?.();
    });
    expect(
      within(screen.getByRole('status', { name: 'Notifications' })).queryByText(/./),
    ).not.toBeInTheDocument();
  });
});
