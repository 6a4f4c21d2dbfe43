export { ExportDialog, type ExportDialogProps } from './components/export-dialog';
export { type ExportConversation } from './lib/export-record';
