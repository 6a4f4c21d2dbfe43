/**
 * The work behind an image attachment (checking, downscaling; the upload is `useUploadImageMutation`):
 * loaded when the first file is picked or dropped, not with the chat.
 */
export { downscaleImage } from './downscale-image';
export {
  ATTACHMENT_ERRORS,
  modelAcceptsImages,
  SNIFF_BYTES,
  sniffImageType,
  uploadFileName,
  validateImageSelection,
} from './image-attachments';
