import { useId, useState } from 'react';
import { clampToBounds, type ParameterBounds } from '@/lib/number-bounds';

export interface ParameterFieldProps {
  label: string;
  value: number;
  bounds: ParameterBounds;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** A line under the slider saying what the value does; both inputs are described by it. */
  hint?: string;
}

/**
 * A slider with a number input beside it; both carry the same visible label text. The number
 * input keeps what is typed until it leaves focus, then shows the clamped value.
 */
export function ParameterField({ label, value, bounds, onChange, disabled, hint }: ParameterFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const describedBy = hint ? hintId : undefined;
  // What is typed while the number input has focus; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (raw: string) => {
    if (raw.trim() === '' || !Number.isFinite(Number(raw))) return;
    const next = clampToBounds(raw, bounds);
    if (next !== value) onChange(next);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {label}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={draft ?? String(value)}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            commit(event.target.value);
          }}
          onBlur={() => setDraft(null)}
          className="w-20 rounded-md border border-line bg-surface px-2 py-1 text-right text-sm text-ink disabled:opacity-50 focus:border-accent focus:outline-none focus:ring-1 focus:ring-accent"
        />
      </div>
      <input
        type="range"
        aria-label={label}
        aria-describedby={describedBy}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(clampToBounds(event.target.value, bounds))}
        className="w-full accent-[rgb(var(--c-accent))]"
      />
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
