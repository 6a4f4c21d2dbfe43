import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useDeleteConversationMutation } from '@/features/conversations';

/**
 * A PDF the analysis failed on: said once, with the way out (Delete, back to the reader; the chat
 * would stay in the history otherwise, with nothing it can do).
 */
export function AnalysisFailed({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('chatpdf');
  const navigate = useNavigate();
  const remove = useDeleteConversationMutation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-danger bg-danger-soft px-3 py-3 text-sm text-danger"
    >
      <p>{t('analysis_failed')}</p>
      <div>
        <Button
          variant="danger"
          size="sm"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(conversationId, { onSuccess: () => navigate('/chatpdf', { replace: true }) })
          }
        >
          {t('delete_pdf')}
        </Button>
      </div>
    </div>
  );
}
