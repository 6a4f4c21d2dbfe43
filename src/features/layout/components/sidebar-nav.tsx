import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '@/lib/i18n';
import { NavLink } from 'react-router-dom';
import { DocumentIcon, ImageIcon, PlusIcon, VideoIcon } from '@/components/ui/icons';

type Tool = { to: string; labelKey: string; Icon: ComponentType<SVGProps<SVGSVGElement>>; isNew?: boolean };

const TOOLS: Tool[] = [
  { to: '/chat/new', labelKey: 'shell.new_chat', Icon: PlusIcon },
  { to: '/image-gen', labelKey: 'shell.image_generation', Icon: ImageIcon },
  { to: '/chatpdf', labelKey: 'shell.pdf_reader', Icon: DocumentIcon },
  { to: '/video-gen', labelKey: 'shell.video_generation', Icon: VideoIcon, isNew: true },
];

export function SidebarNav() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="chatbot-tools-heading">
      <h2
        id="chatbot-tools-heading"
        className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted"
      >
        {t('shell.chatbot_tools')}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {TOOLS.map(({ to, labelKey, Icon, isNew }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/chat/new'}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-2 py-2 text-sm ${
                  isActive ? 'bg-surface-sunken font-medium text-ink' : 'text-ink hover:bg-surface-sunken'
                }`
              }
            >
              <Icon />
              <span className="flex-1">{t(labelKey)}</span>
              {isNew ? (
                <span className="rounded-full bg-accent px-2 py-0.5 text-[10px] font-semibold uppercase text-accent-ink">
                  {t('shell.new_badge')}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
