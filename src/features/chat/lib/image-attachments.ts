/** Image attachment rules (spec sections 5, 8 and 9). */
import { ACCEPTED_IMAGE_TYPES } from './image-types';

export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 20_971_520;
export const MAX_DIMENSION = 1024;
export const JPEG_QUALITY = 0.5;
/** The only model that accepts images. */
export const IMAGE_MODEL = 'gpt-4o';

/** i18n keys of the spec's upload errors; the English values are the spec's texts. */
export const ATTACHMENT_ERRORS = {
  tooManyFiles: 'chat.attachments.errors.too_many_files',
  tooManyImages: 'chat.attachments.errors.too_many_images',
  unsupportedType: 'chat.attachments.errors.unsupported_type',
  tooLarge: 'chat.attachments.errors.too_large',
  duplicate: 'chat.attachments.errors.duplicate',
  reading: 'chat.attachments.errors.reading',
} as const;

export type AttachmentErrorKey = (typeof ATTACHMENT_ERRORS)[keyof typeof ATTACHMENT_ERRORS];

export interface IncomingFile {
  name: string;
  type: string;
  size: number;
}

export interface ImageSelection<T extends IncomingFile> {
  accepted: T[];
  /** Each message at most once, in the order first met. */
  errors: AttachmentErrorKey[];
}

export function isAcceptedImageType(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The accepted image type that the file's first bytes show, or null: a file named `.png` (or sent as
 * image/png) that is not one is refused before anything is uploaded.
 */
export function sniffImageType(bytes: Uint8Array): (typeof ACCEPTED_IMAGE_TYPES)[number] | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** How many leading bytes `sniffImageType` reads. */
export const SNIFF_BYTES = 12;

export function modelAcceptsImages(model: string | null | undefined): boolean {
  return model === IMAGE_MODEL;
}

/**
 * Checks one pick of files against the images already attached. A pick of more than 5 files, or one
 * that would take the total past 5, is refused whole; otherwise files of a wrong type, over 20 MB or
 * with a name already attached (or met earlier in the pick) are dropped with their message.
 */
export function validateImageSelection<T extends IncomingFile>(
  existingFileNames: readonly string[],
  incoming: readonly T[],
): ImageSelection<T> {
  if (incoming.length > MAX_IMAGES) return { accepted: [], errors: [ATTACHMENT_ERRORS.tooManyFiles] };
  const errors = new Set<AttachmentErrorKey>();
  const names = new Set(existingFileNames);
  const accepted: T[] = [];
  for (const file of incoming) {
    if (!isAcceptedImageType(file.type)) errors.add(ATTACHMENT_ERRORS.unsupportedType);
    else if (file.size > MAX_IMAGE_BYTES) errors.add(ATTACHMENT_ERRORS.tooLarge);
    else if (names.has(file.name)) errors.add(ATTACHMENT_ERRORS.duplicate);
    else {
      names.add(file.name);
      accepted.push(file);
    }
  }
  if (existingFileNames.length + accepted.length > MAX_IMAGES) {
    return { accepted: [], errors: [...errors, ATTACHMENT_ERRORS.tooManyImages] };
  }
  return { accepted, errors: [...errors] };
}

/** The largest size within `max` x `max` with the same aspect ratio; never larger than the original. */
export function fitWithin(width: number, height: number, max: number = MAX_DIMENSION) {
  if (!(width > 0) || !(height > 0))
    return { width: Math.max(0, width || 0), height: Math.max(0, height || 0) };
  const scale = Math.min(1, max / width, max / height);
  if (scale === 1) return { width, height };
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** GIFs are uploaded as they are (animation kept); the other types are re-encoded as JPEG. */
export function downscaledType(type: string): string {
  return type === 'image/gif' ? type : 'image/jpeg';
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The name sent with the upload: the original base name with the extension of what is sent. */
export function uploadFileName(originalName: string, type: string): string {
  const extension = EXTENSIONS[type];
  if (!extension) return originalName;
  const dot = originalName.lastIndexOf('.');
  const base = dot > 0 ? originalName.slice(0, dot) : originalName;
  return `${base || 'image'}.${extension}`;
}

/** A thumbnail under the chat input (spec section 3 'Image attachment preview'). */
export interface ImagePreview {
  id: string;
  /** data: URL of the downscaled image; '' until it is ready. */
  base64: string;
  isLoading: boolean;
  uploaded: boolean;
  file_name: string;
  /** Upload progress, 0 to 1. */
  progress: number;
  /** The upload failed: the preview stays until removed. */
  failed: boolean;
}
