import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TContentLocale } from '@peil/contract/locale-codes';
import { useFieldError } from './field-errors';

type LocaleTextsFieldProps = {
  label: string;
  locales: TContentLocale[];
  valueOf: (locale: TContentLocale) => string;
  onChange: (locale: TContentLocale, value: string) => void;
  /** Marks empty texts: a red outline for every chosen locale that has none yet. */
  isRequired?: boolean;
  multiline?: boolean;
  helperText?: string;
  /** The contract's limit for this text (BUILDER_LIMITS), so the browser allows no more than the server. */
  maxLength: number;
  /** A stable prefix for the inputs' names, used by tests and autofill-free forms. */
  name: string;
};

/** One text in every chosen locale, side by side (stacked on a phone). */
export function LocaleTextsField(props: LocaleTextsFieldProps) {
  const {
    label,
    locales,
    valueOf,
    onChange,
    isRequired = false,
    multiline = false,
    helperText,
    name,
    maxLength,
  } = props;
  const { t } = useTranslation('builder');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(locales.length, 3) || 1}, minmax(0, 1fr))` },
      }}
    >
      {locales.map((locale) => {
        const value = valueOf(locale);
        return (
          <LocaleTextField
            key={locale}
            isEmpty={isRequired && value.trim() === ''}
            name={`${name}.${locale}`}
            label={t('locales.columnLabel', { label, locale })}
            value={value}
            onChange={(event) => onChange(locale, event.target.value)}
            required={isRequired}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            size="small"
            fullWidth
            helperText={helperText}
            slotProps={{ htmlInput: { lang: locale, dir: 'auto', maxLength } }}
          />
        );
      })}
    </Box>
  );
}

/** A text input whose "required" outline shows once it was left empty or a save was tried. */
function LocaleTextField({ isEmpty, ...props }: TextFieldProps & { isEmpty: boolean }) {
  const fieldError = useFieldError(isEmpty);
  return <TextField {...props} {...fieldError} />;
}
