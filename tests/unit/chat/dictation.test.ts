import {
  appendDictation,
  isUnavailableError,
  speechLanguage,
  transcriptOf,
} from '@/features/chat/lib/dictation';

const results = (...texts: string[]) => texts.map((transcript) => [{ transcript }]);

describe('transcriptOf', () => {
  it('joins final and interim results with single spaces', () => {
    expect(transcriptOf(results('hello world', ' how are', '  you'))).toBe('hello world how are you');
  });
  it('is empty without results', () => {
    expect(transcriptOf([])).toBe('');
    expect(transcriptOf(results('', ' '))).toBe('');
  });
});

describe('appendDictation', () => {
  it('adds one space between the typed text and the transcript', () => {
    expect(appendDictation('Translate', 'good morning')).toBe('Translate good morning');
    expect(appendDictation('Translate ', 'good morning')).toBe('Translate good morning');
    expect(appendDictation('line\n', 'next')).toBe('line\nnext');
  });
  it('uses the transcript alone in an empty input, and keeps the text for an empty transcript', () => {
    expect(appendDictation('  ', 'hello')).toBe('hello');
    expect(appendDictation('typed', '')).toBe('typed');
  });
});

describe('speechLanguage', () => {
  it('maps interface languages to recognition languages', () => {
    expect(speechLanguage('en')).toBe('en-US');
    expect(speechLanguage('zh')).toBe('zh-CN');
    expect(speechLanguage('pt-BR')).toBe('pt-BR');
    expect(speechLanguage('ru')).toBe('ru-RU');
    expect(speechLanguage(undefined)).toBe('en-US');
    expect(speechLanguage('nl')).toBe('nl');
  });
});

describe('isUnavailableError', () => {
  it('treats permission and device errors as unavailable, silence as not', () => {
    expect(isUnavailableError('not-allowed')).toBe(true);
    expect(isUnavailableError('audio-capture')).toBe(true);
    expect(isUnavailableError('no-speech')).toBe(false);
    expect(isUnavailableError('aborted')).toBe(false);
  });
});
