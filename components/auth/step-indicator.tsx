import { useTranslation } from 'next-i18next/pages';

interface Props {
  /** every step's title, in order */
  readonly titles: readonly string[];
  /** the step shown, from 1 */
  readonly current: number;
  /** the previous step (absent on the first) */
  readonly onBack?: () => void;
}

/**
 * Issue 39: where a multi-step flow is: "Step 2 of 3" and a bar per step,
 * the current one marked aria-current="step" and named for screen readers
 * ("Step 2 of 3: Check your messages"), with Back to the previous step.
 */
export function StepIndicator({ titles, current, onBack }: Props) {
  const { t } = useTranslation('auth');
  const total = titles.length;
  return (
    <div className="step-indicator">
      {onBack && (
        <button type="button" className="step-back" onClick={onBack}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10 3L5 8l5 5" />
          </svg>
          {t('actions.back')}
        </button>
      )}
      <p className="step-count" aria-hidden="true">
        {t('steps.count', { current, total })}
      </p>
      <ol className="step-track">
        {titles.map((title, i) => (
          <li
            key={title}
            className={i + 1 < current ? 'step-done' : i + 1 === current ? 'step-current' : undefined}
            aria-current={i + 1 === current ? 'step' : undefined}
          >
            <span className="visually-hidden">
              {i + 1 === current ? t('steps.countNamed', { current, total, title }) : title}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
