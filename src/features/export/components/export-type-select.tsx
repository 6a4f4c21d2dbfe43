import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useTranslation } from '@/lib/i18n';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import { EXPORT_TYPE_INFO, EXPORT_TYPES, type ExportType } from '../lib/export-types';

export interface ExportTypeSelectProps {
  value: ExportType;
  onChange: (type: ExportType) => void;
}

/** The export type: screenshot, text, markdown, json, csv or link. */
export function ExportTypeSelect({ value, onChange }: ExportTypeSelectProps) {
  const { t } = useTranslation();
  return (
    <Field>
      <Label className="mb-1 block text-sm font-medium text-ink">{t('export.type')}</Label>
      <Listbox value={value} onChange={onChange}>
        <ListboxButton className="flex w-full items-center justify-between gap-2 rounded-lg border border-line bg-surface px-3 py-2.5 text-left text-sm text-ink hover:bg-surface-raised">
          {t(EXPORT_TYPE_INFO[value].labelKey)}
          <ChevronDownIcon width={16} height={16} className="shrink-0 text-ink-muted" />
        </ListboxButton>
        <ListboxOptions
          anchor={{ to: 'bottom start', gap: 4, padding: 8 }}
          className="z-[60] w-[var(--button-width)] rounded-lg border border-line bg-surface p-1 shadow-lg focus:outline-none"
        >
          {EXPORT_TYPES.map((type) => (
            <ListboxOption
              key={type}
              value={type}
              className="group flex cursor-pointer items-center justify-between gap-2 rounded px-3 py-2 text-sm text-ink data-[focus]:bg-surface-sunken data-[selected]:font-semibold"
            >
              {t(EXPORT_TYPE_INFO[type].labelKey)}
              <CheckIcon
                width={16}
                height={16}
                className="invisible text-accent group-data-[selected]:visible"
              />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
