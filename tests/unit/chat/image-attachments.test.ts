import {
  sniffImageType,
  ATTACHMENT_ERRORS,
  JPEG_QUALITY,
  MAX_DIMENSION,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  downscaledType,
  fitWithin,
  modelAcceptsImages,
  uploadFileName,
  validateImageSelection,
} from '@/features/chat/lib/image-attachments';
import { ACCEPTED_IMAGE_TYPES } from '@/features/chat/lib/image-types';
import { IMAGE_URL_LIFETIME_MS, uploadedImage } from '@/features/chat/lib/uploaded-image';
import en from '../../../locales/en/translation.json';

const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });
const english = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('image attachment constants (spec sections 5 and 9)', () => {
  it('match the spec', () => {
    expect(MAX_IMAGES).toBe(5);
    expect(MAX_IMAGE_BYTES).toBe(20971520);
    expect([...ACCEPTED_IMAGE_TYPES].sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
    expect(MAX_DIMENSION).toBe(1024);
    expect(JPEG_QUALITY).toBe(0.5);
    expect(IMAGE_URL_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('carries the spec error texts in English', () => {
    expect(Object.values(ATTACHMENT_ERRORS).map(english)).toEqual([
      'You can only upload up to 5 files',
      'You can only upload up to 5 images',
      'File type not supported',
      'File size exceeds 20MB',
      'File already uploaded',
      'File reading error',
    ]);
    expect(english('chat.attachments.model_unsupported')).toBe('{{model}} does not support images');
  });
});

describe('validateImageSelection', () => {
  it('accepts up to five images of the four types', () => {
    const files = [
      { name: 'a.jpg', type: 'image/jpeg', size: 10 },
      { name: 'b.png', type: 'image/png', size: 10 },
      { name: 'c.gif', type: 'image/gif', size: 10 },
      { name: 'd.webp', type: 'image/webp', size: 10 },
      { name: 'e.png', type: 'image/png', size: 10 },
    ];
    expect(validateImageSelection([], files)).toEqual({ accepted: files, errors: [] });
  });

  it('refuses a single pick of six files whole', () => {
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`));
    expect(validateImageSelection([], six)).toEqual({
      accepted: [],
      errors: [ATTACHMENT_ERRORS.tooManyFiles],
    });
  });

  it('refuses a sixth image when five are attached', () => {
    const existing = ['1.png', '2.png', '3.png', '4.png', '5.png'];
    expect(validateImageSelection(existing, [png('6.png')])).toEqual({
      accepted: [],
      errors: [ATTACHMENT_ERRORS.tooManyImages],
    });
  });

  it('refuses a pick that would take the total past five, and allows exactly five', () => {
    expect(
      validateImageSelection(['1.png', '2.png', '3.png'], [png('4.png'), png('5.png'), png('6.png')]),
    ).toEqual({ accepted: [], errors: [ATTACHMENT_ERRORS.tooManyImages] });
    expect(
      validateImageSelection(['1.png', '2.png', '3.png'], [png('4.png'), png('5.png')]).accepted,
    ).toHaveLength(2);
  });

  it('drops other types', () => {
    const result = validateImageSelection(
      [],
      [
        png('ok.png'),
        { name: 'doc.pdf', type: 'application/pdf', size: 10 },
        { name: 'x.svg', type: 'image/svg+xml', size: 1 },
      ],
    );
    expect(result.accepted.map((file) => file.name)).toEqual(['ok.png']);
    expect(result.errors).toEqual([ATTACHMENT_ERRORS.unsupportedType]);
  });

  it('drops files over 20 MB and keeps one of exactly 20 MB', () => {
    const result = validateImageSelection(
      [],
      [png('big.png', MAX_IMAGE_BYTES + 1), png('edge.png', MAX_IMAGE_BYTES)],
    );
    expect(result.accepted.map((file) => file.name)).toEqual(['edge.png']);
    expect(result.errors).toEqual([ATTACHMENT_ERRORS.tooLarge]);
  });

  it('drops a name already attached, and a name repeated within one pick', () => {
    const result = validateImageSelection(['cat.png'], [png('cat.png'), png('dog.png'), png('dog.png')]);
    expect(result.accepted.map((file) => file.name)).toEqual(['dog.png']);
    expect(result.errors).toEqual([ATTACHMENT_ERRORS.duplicate]);
  });

  it('reports each message once, in the order met', () => {
    const result = validateImageSelection(
      ['a.png'],
      [
        { name: 'x.txt', type: 'text/plain', size: 1 },
        png('a.png'),
        { name: 'y.txt', type: 'text/plain', size: 1 },
        png('huge.png', MAX_IMAGE_BYTES + 5),
      ],
    );
    expect(result.accepted).toEqual([]);
    expect(result.errors).toEqual([
      ATTACHMENT_ERRORS.unsupportedType,
      ATTACHMENT_ERRORS.duplicate,
      ATTACHMENT_ERRORS.tooLarge,
    ]);
  });

  it('counts only valid files towards the limit of five', () => {
    const existing = ['1.png', '2.png', '3.png', '4.png'];
    const result = validateImageSelection(existing, [
      png('5.png'),
      { name: 'n.txt', type: 'text/plain', size: 1 },
    ]);
    expect(result.accepted.map((file) => file.name)).toEqual(['5.png']);
    expect(result.errors).toEqual([ATTACHMENT_ERRORS.unsupportedType]);
  });
});

describe('fitWithin', () => {
  it('scales a wide image down to 1024 wide, keeping the ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
  });
  it('scales a tall image down to 1024 high', () => {
    expect(fitWithin(1500, 3000)).toEqual({ width: 512, height: 1024 });
  });
  it('never upscales', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1024, 1024)).toEqual({ width: 1024, height: 1024 });
  });
  it('honours another maximum and keeps at least one pixel', () => {
    expect(fitWithin(300, 200, 100)).toEqual({ width: 100, height: 67 });
    expect(fitWithin(10000, 1)).toEqual({ width: 1024, height: 1 });
  });
  it('leaves unknown sizes alone', () => {
    expect(fitWithin(0, 0)).toEqual({ width: 0, height: 0 });
  });
});

describe('upload helpers', () => {
  it('re-encodes everything but GIF as JPEG', () => {
    expect(downscaledType('image/png')).toBe('image/jpeg');
    expect(downscaledType('image/webp')).toBe('image/jpeg');
    expect(downscaledType('image/jpeg')).toBe('image/jpeg');
    expect(downscaledType('image/gif')).toBe('image/gif');
  });

  it('names the upload after what is sent', () => {
    expect(uploadFileName('holiday.photo.png', 'image/jpeg')).toBe('holiday.photo.jpg');
    expect(uploadFileName('anim.gif', 'image/gif')).toBe('anim.gif');
    expect(uploadFileName('noext', 'image/jpeg')).toBe('noext.jpg');
    expect(uploadFileName('.png', 'image/jpeg')).toBe('.png.jpg');
    expect(uploadFileName('a.png', 'application/octet-stream')).toBe('a.png');
  });

  it('builds an uploaded image that expires 7 days after the upload', () => {
    const now = Date.UTC(2024, 0, 1);
    expect(uploadedImage('id-1', 'https://cdn.test/a.jpg', 'a.jpg', now)).toEqual({
      id: 'id-1',
      url: 'https://cdn.test/a.jpg',
      url_timestamp: now,
      url_expires: Date.UTC(2024, 0, 8),
      file_name: 'a.jpg',
    });
  });

  it('lets only gpt-4o take images', () => {
    expect(modelAcceptsImages('gpt-4o')).toBe(true);
    for (const model of ['gpt-4o-mini', 'claude', 'gpt-4', 'GPT-4o ', '', null, undefined]) {
      expect(modelAcceptsImages(model)).toBe(false);
    }
  });
});

describe('sniffImageType', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it('knows the four accepted formats by their first bytes', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0))).toBe(
      'image/png',
    );
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe('image/gif');
    expect(sniffImageType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe(
      'image/webp',
    );
  });
  it('refuses anything else', () => {
    expect(sniffImageType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffImageType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});
