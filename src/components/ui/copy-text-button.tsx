import { useCopyFeedback } from '@/lib/use-copy-feedback';
import { Button } from './button';
import { CheckIcon, CopyIcon } from './icons';

/** A small Copy button that reads `copiedLabel` for 3 s after copying `text`, and says so to screen readers. */
export function CopyTextButton({
  text,
  label,
  copiedLabel,
}: {
  text: string;
  label: string;
  copiedLabel: string;
}) {
  const [copied, copy] = useCopyFeedback();
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => copy(text)}>
        {copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
        {copied ? copiedLabel : label}
      </Button>
      <span role="status" className="sr-only">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
