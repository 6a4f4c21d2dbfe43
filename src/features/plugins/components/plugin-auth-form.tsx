import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { Plugin } from '../api/get-plugins';
import { canSavePluginAuth, validatePluginAuthField } from '../lib/plugin-auth-rules';

export interface PluginAuthFormProps {
  plugin: Plugin;
  /** Installs with the entered keys; a rejection keeps the form open. */
  onSubmit: (auth: Record<string, string>) => Promise<void>;
  onCancel: () => void;
}

/** The key form a plugin needs before it installs (spec section 5, 'Plugin auth form'). */
export function PluginAuthForm({ plugin, onSubmit, onCancel }: PluginAuthFormProps) {
  const { t } = useTranslation();
  const fields = plugin.authConfig ?? [];
  const { register, handleSubmit, formState, setFocus } = useForm<Record<string, string>>({
    mode: 'onChange',
    defaultValues: Object.fromEntries(fields.map((field) => [field.authField, ''])),
  });

  // The form opens above the grid: take the user (and the screen) to its first field.
  const firstField = fields[0]?.authField;
  useEffect(() => {
    if (firstField) setFocus(firstField);
  }, [firstField, setFocus]);

  const submit = handleSubmit(async (values) => {
    const auth = Object.fromEntries(
      fields.map((field) => [field.authField, (values[field.authField] ?? '').trim()]),
    );
    await onSubmit(auth).catch(() => undefined);
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('plugins.auth_form', { name: plugin.name })}
      className="flex w-full max-w-xl flex-col gap-3 self-center rounded-xl border border-line bg-surface-raised p-4"
      noValidate
    >
      <p className="text-sm font-semibold text-ink">{t('plugins.auth_form', { name: plugin.name })}</p>
      {fields.map((field) => {
        const error = formState.errors[field.authField]?.message;
        return (
          <div key={field.authField} className="flex flex-col gap-1">
            <TextField
              label={field.label}
              type="password"
              autoComplete="off"
              error={error}
              {...register(field.authField, {
                validate: (value) => {
                  const problem = validatePluginAuthField(value, field.label);
                  return problem ? t(problem.key, problem.values) : true;
                },
              })}
            />
            {field.description ? <p className="text-xs text-ink-muted">{field.description}</p> : null}
          </div>
        );
      })}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t('plugins.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!canSavePluginAuth(formState)}>
          {t('plugins.save')}
        </Button>
      </div>
    </form>
  );
}
