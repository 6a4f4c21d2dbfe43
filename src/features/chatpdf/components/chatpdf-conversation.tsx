import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { CloseIcon, DocumentIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/lib/use-media-query';
import type { Citation } from '../citations/lib/citations';
import { PdfViewer, type ViewerTarget } from '../viewer/components/pdf-viewer';
import { usePageWords } from '../viewer/hooks/use-page-words';
import { usePdfDocument, type PdfDocumentState } from '../viewer/hooks/use-pdf-document';
import { PdfChatPane } from './pdf-chat-pane';

/** Below this width only the chat shows; the view-file button opens the viewer full-screen (spec section 2). */
const SIDE_BY_SIDE = '(min-width: 1000px)';

const SMALL_BUTTON =
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg border border-line px-3 py-1.5 text-sm text-ink hover:bg-surface-sunken';

interface ChatPdfConversationProps {
  conversationId: string;
  fileName: string;
  collectionName: string | null | undefined;
}

/** /chatpdf/{id}: the PDF viewer beside the chat; a citation in a reply opens its page in the viewer. */
export function ChatPdfConversation({ conversationId, fileName, collectionName }: ChatPdfConversationProps) {
  const { t } = useTranslation('chatpdf');
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const pdf = usePdfDocument(conversationId);
  const document = pdf.kind === 'ready' ? pdf.document : undefined;
  const pageWords = usePageWords(document);
  const [previewHidden, setPreviewHidden] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [target, setTarget] = useState<ViewerTarget | null>(null);

  const showViewer = useCallback(() => {
    if (sideBySide) setPreviewHidden(false);
    else setFullScreen(true);
  }, [sideBySide]);
  const onCite = useCallback(
    (citation: Citation) => {
      setTarget({ ...citation, seq: Date.now() });
      showViewer();
    },
    [showViewer],
  );
  const viewerShown = sideBySide && !previewHidden;

  const viewer = (closeButton: React.ReactNode) => (
    <ViewerOrState
      pdf={pdf}
      fileName={fileName}
      target={target}
      closeButton={closeButton}
      placeKey={conversationId}
    />
  );

  return (
    <div className="flex h-full min-h-0">
      {viewerShown ? (
        <div className="min-w-0 flex-1 border-r border-line">
          {viewer(
            <button type="button" onClick={() => setPreviewHidden(true)} className={SMALL_BUTTON}>
              {t('viewer.hide')}
            </button>,
          )}
        </div>
      ) : null}
      <div className={`flex min-h-0 flex-col ${viewerShown ? 'w-[26rem] shrink-0 xl:w-[30rem]' : 'flex-1'}`}>
        <PdfChatPane
          conversationId={conversationId}
          fileName={fileName}
          collectionName={collectionName}
          pageWords={pageWords}
          pageCount={document?.numPages}
          onCite={onCite}
          viewFile={
            viewerShown ? null : (
              <button type="button" onClick={showViewer} className={SMALL_BUTTON}>
                <DocumentIcon width={16} height={16} aria-hidden="true" />
                {t('viewer.view_file')}
              </button>
            )
          }
        />
      </div>
      <Dialog
        open={fullScreen && !sideBySide}
        onClose={() => setFullScreen(false)}
        className="fixed inset-0 z-50"
      >
        <DialogPanel className="fixed inset-0 flex flex-col bg-surface">
          <DialogTitle className="sr-only">{fileName}</DialogTitle>
          {viewer(
            <button
              type="button"
              onClick={() => setFullScreen(false)}
              aria-label={t('viewer.close')}
              className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-ink hover:bg-surface-sunken"
            >
              <CloseIcon width={18} height={18} />
            </button>,
          )}
        </DialogPanel>
      </Dialog>
    </div>
  );
}

function ViewerOrState({
  pdf,
  fileName,
  target,
  closeButton,
  placeKey,
}: {
  pdf: PdfDocumentState;
  fileName: string;
  target: ViewerTarget | null;
  closeButton: React.ReactNode;
  placeKey: string;
}) {
  const { t } = useTranslation('chatpdf');
  if (pdf.kind === 'ready') {
    return (
      <PdfViewer
        document={pdf.document}
        fileName={fileName}
        target={target}
        closeButton={closeButton}
        placeKey={placeKey}
      />
    );
  }
  return (
    <div className="flex h-full flex-col">
      <div className="flex justify-end border-b border-line p-1.5">{closeButton}</div>
      <div className="flex flex-1 items-center justify-center p-6">
        {pdf.kind === 'failed' ? (
          <Alert tone="error">{t('viewer.failed')}</Alert>
        ) : (
          <Spinner label={t('viewer.loading')} />
        )}
      </div>
    </div>
  );
}
