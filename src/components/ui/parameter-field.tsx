import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatNumber, parseNumber } from '@/lib/i18n';
import { clampToBounds, decimalsOf, type ParameterBounds } from '@/lib/number-bounds';

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
 * A slider with a number field beside it; both carry the same visible label text. The field is a
 * text input in the role of a spin button, so it writes and reads numbers as the interface language
 * does ('3,5' in German; Chromium's `type="number"` would follow the browser's locale instead): it
 * takes ',' or '.', the arrow keys step it, and it keeps what is typed until it leaves focus, then
 * shows the value on the step grid. Anything outside the bounds says so under the field.
 */
export function ParameterField({ label, value, bounds, onChange, disabled, hint }: ParameterFieldProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  // What is typed while the field has focus; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const whole = bounds.step >= 1 && Number.isInteger(bounds.step);
  const show = (number: number) => formatNumber(number, i18n.language, decimalsOf(bounds.step), false);
  const typed = draft === null ? value : parseNumber(draft, i18n.language, whole);
  const invalid =
    draft !== null && draft.trim() !== '' && (typed === null || typed < bounds.min || typed > bounds.max);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;

  const change = (next: number) => {
    const clamped = clampToBounds(next, bounds);
    if (clamped !== value) onChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[event.key];
    if (steps !== undefined) {
      event.preventDefault();
      const from = typed ?? value;
      const next = clampToBounds(from + steps * bounds.step, bounds);
      setDraft(null);
      if (next !== value) onChange(next);
    } else if (event.key === 'Home' || event.key === 'End') {
      // The spin button's keys (WAI-ARIA): Home and End go to the ends of the range.
      event.preventDefault();
      setDraft(null);
      change(event.key === 'Home' ? bounds.min : bounds.max);
    } else if (event.key === 'Enter') {
      if (typed !== null) change(typed);
      setDraft(null);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {label}
        </label>
        <input
          id={inputId}
          type="text"
          role="spinbutton"
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          aria-valuemin={bounds.min}
          aria-valuemax={bounds.max}
          aria-valuenow={value}
          aria-valuetext={show(value)}
          aria-invalid={invalid || undefined}
          value={draft ?? show(value)}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => {
            const raw = event.target.value;
            setDraft(raw);
            const next = parseNumber(raw, i18n.language, whole);
            if (next !== null && next >= bounds.min && next <= bounds.max) change(next);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            // A number outside the bounds is taken at the nearest end; anything else leaves the value.
            if (typed !== null) change(typed);
            setDraft(null);
          }}
          className="w-20 rounded-md border border-line bg-surface px-2 py-1 text-right text-sm tabular-nums text-ink disabled:opacity-50 focus:border-accent focus:outline-none focus:ring-1 focus:ring-accent aria-[invalid=true]:border-danger"
        />
      </div>
      <input
        type="range"
        aria-label={label}
        aria-describedby={hint ? hintId : undefined}
        aria-valuetext={show(value)}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(clampToBounds(event.target.value, bounds))}
        // 24 px tall: the track is a thumb's target too (WCAG 2.2, 2.5.8).
        className="h-6 w-full accent-[rgb(var(--c-accent))]"
      />
      {invalid ? (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {t('common.number_range', { min: show(bounds.min), max: show(bounds.max) })}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
