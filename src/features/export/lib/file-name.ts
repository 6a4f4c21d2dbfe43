/** A conversation title turned into a file name that is safe on every common file system. */

export const DEFAULT_FILE_NAME = 'New Chat';
export const MAX_FILE_NAME_LENGTH = 100;

const REPLACEMENT = '_';
// Path separators, the characters Windows reserves, and C0/C1 control characters.
// eslint-disable-next-line no-control-regex
const RESERVED = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex
const RESERVED_RUN = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]{2,}/g;
// Device names Windows refuses as file names, with or without an extension.
const WINDOWS_RESERVED_NAME = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;

/**
 * Like `filenamify`: reserved characters and runs of them become one '_', leading dots (hidden
 * files, '..') are replaced, trailing dots and spaces are dropped (Windows strips them), Windows
 * device names get a '_' suffix, and the result is capped at `maxLength` characters without
 * splitting a character. An empty result falls back to 'New Chat'.
 */
export function sanitizeFileName(title: unknown, maxLength = MAX_FILE_NAME_LENGTH): string {
  let name = typeof title === 'string' ? title.normalize('NFC') : '';
  // Line breaks and tabs in a title read as spaces, not as replaced control characters.
  name = name.replace(/\s+/g, ' ');
  name = name.replace(RESERVED_RUN, REPLACEMENT).replace(RESERVED, REPLACEMENT).trim();
  name = name.replace(/^\.+/, REPLACEMENT);
  name = name.replace(/[. ]+$/, '');
  if (WINDOWS_RESERVED_NAME.test(name)) name += REPLACEMENT;
  const characters = Array.from(name);
  if (characters.length > maxLength) {
    name = characters
      .slice(0, maxLength)
      .join('')
      .replace(/[. ]+$/, '');
  }
  return name.replace(/_/g, '').trim() === '' ? DEFAULT_FILE_NAME : name;
}
