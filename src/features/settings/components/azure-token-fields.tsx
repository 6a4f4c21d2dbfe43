import { useTranslation } from '@/lib/i18n';
import { TextField } from '@/components/ui/text-field';
import { AZURE_TOKEN_FIELDS, type AzureTokenField, type AzureTokenValues } from '../lib/endpoint-token';

const LABEL_KEYS: Record<AzureTokenField, string> = {
  azureOpenAIApiInstanceName: 'settings.token.azure_instance',
  azureOpenAIApiDeploymentName: 'settings.token.azure_deployment',
  azureOpenAIApiVersion: 'settings.token.azure_version',
  azureOpenAIApiKey: 'settings.token.azure_key',
};

/** The four Azure OpenAI fields that make up its token. */
export function AzureTokenFields({
  values,
  onChange,
}: {
  values: AzureTokenValues;
  onChange: (values: AzureTokenValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {AZURE_TOKEN_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(LABEL_KEYS[field])}
          name={field}
          type={field === 'azureOpenAIApiKey' ? 'password' : 'text'}
          autoComplete="off"
          value={values[field]}
          onChange={(event) => onChange({ ...values, [field]: event.target.value })}
        />
      ))}
    </div>
  );
}
