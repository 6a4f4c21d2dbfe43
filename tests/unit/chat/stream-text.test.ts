import {
  continuedText,
  hasPluginMarker,
  PLUGIN_MARKER,
  splitPluginText,
  stripPluginMarkers,
} from '@/features/chat/lib/stream-text';

describe('plugin marker', () => {
  const browsing = { runId: 'r1', plugin: 'browser', loading: false };
  const calculator = { runId: 'r2', plugin: 'calculator', loading: true };
  const text = `Let me look that up.\n${PLUGIN_MARKER}The answer is 42.\n${PLUGIN_MARKER}`;

  it('detects the marker', () => {
    expect(hasPluginMarker(text)).toBe(true);
    expect(hasPluginMarker('plain :::plugin::: without newline')).toBe(false);
  });

  it('shows the text before the first tool, then each tool run with the text written after it', () => {
    expect(splitPluginText(text, [browsing, calculator])).toEqual([
      { plugin: null, text: 'Let me look that up.' },
      { plugin: browsing, text: 'The answer is 42.' },
      { plugin: calculator, text: '' },
    ]);
  });

  it('shows plain text as a single part', () => {
    expect(splitPluginText('Just text', null)).toEqual([{ plugin: null, text: 'Just text' }]);
    expect(splitPluginText('', null)).toEqual([]);
  });

  it('removes markers for copying', () => {
    expect(stripPluginMarkers(text)).toBe('Let me look that up.\n\nThe answer is 42.');
  });
});

describe('continuedText', () => {
  it('uses the server partial as is: it already starts with the generation and a space', () => {
    expect(continuedText('Once upon', 'Once upon a time')).toBe('Once upon a time');
  });

  it('keeps showing the existing text until the partial grows past it', () => {
    expect(continuedText('Once upon', '')).toBe('Once upon');
    expect(continuedText('Once upon', 'Once')).toBe('Once upon');
  });

  it('prefixes a partial that carries only the completion', () => {
    expect(continuedText('Once upon', 'a time')).toBe('Once upon a time');
  });

  it('passes partials through when there is no generation', () => {
    expect(continuedText('', 'Hi')).toBe('Hi');
  });
});

describe('plugin runs ahead of their marker', () => {
  it('shows a run whose marker has not arrived yet after the text so far', () => {
    const run = { runId: 'r1', plugin: 'search', loading: true };
    expect(splitPluginText('Thinking', [run])).toEqual([
      { plugin: null, text: 'Thinking' },
      { plugin: run, text: '' },
    ]);
  });
});
