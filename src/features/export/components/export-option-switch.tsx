import { Description, Field, Label, Switch } from '@headlessui/react';
import { useTranslation } from '@/lib/i18n';
import { optionStateKey } from '../lib/export-types';

export interface ExportOptionSwitchProps {
  label: string;
  checked: boolean;
  /** False for a type that lacks the option: the switch is off, disabled and says 'not supported'. */
  supported: boolean;
  onChange: (checked: boolean) => void;
}

/** One option toggle of the export dialog, with 'Enabled' or 'not supported' under its label. */
export function ExportOptionSwitch({ label, checked, supported, onChange }: ExportOptionSwitchProps) {
  const { t } = useTranslation();
  return (
    <Field disabled={!supported} className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <Label className="block text-sm font-medium text-ink">{label}</Label>
        <Description className="text-xs text-ink-muted">{t(optionStateKey(supported))}</Description>
      </div>
      <Switch
        checked={supported && checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-line bg-surface-sunken transition-colors data-[checked]:border-accent data-[checked]:bg-accent data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50"
      >
        <span className="inline-block h-4 w-4 translate-x-1 rounded-full bg-ink-muted shadow transition-transform group-data-[checked]:translate-x-6 group-data-[checked]:bg-surface" />
      </Switch>
    </Field>
  );
}
