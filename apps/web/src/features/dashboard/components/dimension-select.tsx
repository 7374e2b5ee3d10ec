import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NAMESPACE } from '../i18n';
import './dashboard.css';

const NO_FILTER = '';

type TDimensionSelectProps = {
  offered: string[];
  value: string | null;
  onChange: (dimension: string | null) => void;
};

/**
 * The dimension whose cards are shown, or all. A plain select in the look of the UI kit's small
 * outlined field: the kit's select is a text field with its outline, menu, popover and modal,
 * some fifteen components in the dashboard's first render, for a list of a few names.
 */
export const DimensionSelect = memo(function DimensionSelect({ offered, value, onChange }: TDimensionSelectProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const id = useId();
  return (
    <div className="dimension-select" data-testid="dimension-select">
      <select
        id={id}
        value={value ?? NO_FILTER}
        onChange={(event) => onChange(event.target.value === NO_FILTER ? null : event.target.value)}
        disabled={offered.length === 0}
      >
        <option value={NO_FILTER}>{t('dimension.none')}</option>
        {offered.map((dimension) => (
          <option key={dimension} value={dimension}>
            {dimension}
          </option>
        ))}
      </select>
      <label htmlFor={id}>{t('dimension.label')}</label>
    </div>
  );
});
