import { type Tiktoken } from 'js-tiktoken/lite';

let encoderPromise: Promise<Tiktoken> | undefined;

/** The cl100k_base encoder, loaded on first use only (the ranks file is large). */
function loadEncoder(): Promise<Tiktoken> {
  encoderPromise ??= Promise.all([import('js-tiktoken/lite'), import('js-tiktoken/ranks/cl100k_base')]).then(
    ([lite, ranks]) => new lite.Tiktoken(ranks.default),
  );
  return encoderPromise;
}

export async function countTokens(text: string): Promise<number> {
  const encoder = await loadEncoder();
  return encoder.encode(text).length;
}
