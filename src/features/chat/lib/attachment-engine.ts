/**
 * The work behind an image attachment (checking, downscaling, uploading): loaded when the first file
 * is picked or dropped, not with the chat.
 */
export { uploadImage } from '../api/upload-image';
export { downscaleImage } from './downscale-image';
export {
  ATTACHMENT_ERRORS,
  modelAcceptsImages,
  SNIFF_BYTES,
  sniffImageType,
  uploadFileName,
  validateImageSelection,
} from './image-attachments';
