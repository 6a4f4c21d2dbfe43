import { ExportDialog, type ExportDialogProps } from '@/features/export';
import type { Message } from '@/lib/schemas/message';
import { StaticMessageList } from './static-message-list';

const drawTranscript = (messages: readonly Message[]) => <StaticMessageList messages={messages} />;

/** The export dialog with the chat's own rendering for its screenshot; loaded when someone exports. */
export function ConversationExportDialog(props: Omit<ExportDialogProps, 'transcript'>) {
  return <ExportDialog {...props} transcript={drawTranscript} />;
}
