import type { ReactNode } from 'react';
import { LayersIcon } from '@/components/ui/option-icons';
import type { Preset } from '../lib/preset';

export interface PresetsMenuProps {
  /** The button's text: the current endpoint's name (the 'model logo' the key help points to). */
  label: string;
  onApply: (preset: Preset) => void;
  onSaveAs: () => void;
  /** Shown above the presets, e.g. the endpoints a fresh chat can switch to. */
  children?: (close: () => void) => ReactNode;
}

export const PRESETS_BUTTON_STYLE =
  'flex min-w-0 max-w-[11rem] items-center gap-1.5 rounded-lg border border-line bg-surface px-2.5 py-1.5 text-xs font-medium text-ink hover:bg-surface-raised';

export function PresetsButtonFace({ label }: { label: string }) {
  return (
    <>
      <LayersIcon width={16} height={16} className="shrink-0" />
      <span className="truncate">{label}</span>
    </>
  );
}
