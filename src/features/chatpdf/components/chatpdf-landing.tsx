import { useTranslation } from '@/lib/i18n';
import { formatPercent } from '@/lib/i18n';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { useAuthContext } from '@/features/auth';
import { usePlanGate } from '@/features/plans';
import { usePdfUpload } from '../hooks/use-pdf-upload';
import { PdfChatList } from './pdf-chat-list';
import { PdfLimitNotice } from './pdf-limit-notice';
import { PdfUploadZone } from './pdf-upload-zone';

/** /chatpdf: upload a PDF, watch it upload and be analysed, then chat with it (spec sections 2 and 4). */
export function ChatPdfLanding() {
  const { t, i18n } = useTranslation('chatpdf');
  const { isAuthenticated } = useAuthContext();
  const gate = usePlanGate();
  const upload = usePdfUpload();
  const { state } = upload;

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8 md:py-12">
      <header>
        <h1 className="text-2xl font-semibold text-ink md:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-ink-muted">{t('lead')}</p>
      </header>
      {state.phase === 'limit' ? (
        <PdfLimitNotice limit={state.limit} onClose={upload.reset} onBack={upload.reset} />
      ) : (
        <PdfUploadZone
          disabled={state.phase !== 'idle'}
          isGuest={!isAuthenticated}
          onFile={(file) => void upload.start(file)}
          onGuest={gate.requestRegister}
        />
      )}
      {state.phase === 'uploading' ? (
        <div className="flex flex-col gap-2">
          <div className="flex justify-between text-sm">
            <span className="truncate text-ink">{t('uploading', { name: state.fileName })}</span>
            <span className="tabular-nums text-ink-muted">
              {formatPercent(state.progress, i18n.language)}
            </span>
          </div>
          <ProgressBar label={t('upload_progress')} value={state.progress * 100} />
        </div>
      ) : null}
      {state.phase === 'analyzing' ? <Spinner label={t('analyzing', { name: state.fileName })} /> : null}
      {isAuthenticated && state.phase === 'idle' ? <PdfChatList /> : null}
    </section>
  );
}
