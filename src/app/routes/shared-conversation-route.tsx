import { useParams } from 'react-router-dom';
import { SharedConversationView } from '@/features/share';
import { useRuntimeConfig } from '@/lib/runtime-config';

/** Read-only page for shared links; it stands outside the app shell. */
export function Component() {
  const { token = '' } = useParams();
  const { brandName, logoUrl } = useRuntimeConfig();
  return (
    <div className="min-h-full bg-surface">
      <header className="flex items-center gap-2 border-b border-line px-4 py-3">
        <img src={logoUrl} alt="" className="h-7 w-7" />
        <span className="font-semibold text-ink">{brandName}</span>
      </header>
      <main>
        <SharedConversationView key={token} token={token} />
      </main>
    </div>
  );
}
