import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDateInput } from './format';
import { useLanguage } from './use-language';

type TDateFieldProps = {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (isoDate: string) => void;
  min?: string;
  max?: string;
  disabled?: boolean;
  helperText?: string;
  /** An error the caller sees (an end before the start, say); its text comes as helperText. */
  error?: boolean;
  required?: boolean;
  name?: string;
  testId?: string;
  size?: 'small' | 'medium';
};

/**
 * A date typed in the interface language's order (30-11-2025 in Dutch), not in the browser's:
 * a native date input shows mm/dd/yyyy on a Dutch screen in an American browser. A date outside
 * min..max is not passed on; leaving the field shows the last accepted date again.
 */
export function DateField(props: TDateFieldProps) {
  const { label, value, onChange, min, max, disabled, helperText, error, required, name, testId, size } = props;
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const shown = value ? formatDate(value, locale) : '';
  const [text, setText] = useState(shown);
  const [isInvalid, setIsInvalid] = useState(false);

  useEffect(() => {
    setText(shown);
    setIsInvalid(false);
  }, [shown]);

  function handleChange(next: string) {
    setText(next);
    if (next.trim() === '') {
      setIsInvalid(false);
      if (value !== '') onChange('');
      return;
    }
    const date = parseDateInput(next, locale);
    const isInRange = date !== null && (!min || date >= min) && (!max || date <= max);
    setIsInvalid(!isInRange);
    if (isInRange && date !== value) onChange(date);
  }

  return (
    <TextField
      size={size}
      label={label}
      value={text}
      name={name}
      disabled={disabled}
      required={required}
      error={isInvalid || error === true}
      placeholder={t('dateField.placeholder')}
      helperText={isInvalid ? t('dateField.invalid') : helperText}
      onChange={(event) => handleChange(event.target.value)}
      onBlur={() => {
        setText(shown);
        setIsInvalid(false);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': testId },
      }}
    />
  );
}
