import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILDER_LIMITS } from '@peil/contract/surveys';
import type { TBuilderAction, TOptionPatch } from '../logic/builder-reducer';
import type { TDraftOption, TDraftPage, TDraftQuestion } from '../logic/builder-state';
import { canRoute, QUESTION_TYPE } from '@peil/contract/domain';
import { END_OF_SURVEY } from '../logic/builder-state';
import { isImageText } from '../logic/preview';
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon } from '../../../lib/icons';
import { LocaleTextsField } from './locale-texts-field';
import { useMoveFocus } from './move-focus';
import type { TContentLocale } from '@peil/contract/locale-codes';

type OptionEditorProps = {
  question: TDraftQuestion;
  option: TDraftOption;
  index: number;
  pages: TDraftPage[];
  locales: TContentLocale[];
  dispatch: Dispatch<TBuilderAction>;
  namePrefix: string;
};

const NO_ROUTE = '';

export function OptionEditor({ question, option, index, pages, locales, dispatch, namePrefix }: OptionEditorProps) {
  const { t } = useTranslation('builder');
  const number = index + 1;
  const update = (patch: TOptionPatch) =>
    dispatch({ type: 'updateOption', questionKey: question.key, optionKey: option.key, patch });
  const imageTexts = locales.map((locale) => option.texts[locale] ?? '').filter(isImageText);
  const name = `${namePrefix}.option${number}`;
  const count = question.options.length;
  const move = useMoveFocus(index, count, (position) => t('options.moved', { position, count }));

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="option-editor">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="h5" sx={{ flexGrow: 1 }}>
          {t('options.option', { number })}
        </Typography>
        <IconButton
          size="small"
          ref={move.upRef}
          aria-label={t('options.moveUp', { number })}
          disabled={index === 0}
          onClick={() => {
            move.moving('up');
            dispatch({ type: 'moveOption', questionKey: question.key, optionKey: option.key, by: -1 });
          }}
        >
          <ArrowUpIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          ref={move.downRef}
          aria-label={t('options.moveDown', { number })}
          disabled={index === count - 1}
          onClick={() => {
            move.moving('down');
            dispatch({ type: 'moveOption', questionKey: question.key, optionKey: option.key, by: 1 });
          }}
        >
          <ArrowDownIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('options.remove', { number })}
          onClick={() => dispatch({ type: 'removeOption', questionKey: question.key, optionKey: option.key })}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      <LocaleTextsField
        maxLength={BUILDER_LIMITS.text}
        name={`${name}.text`}
        label={t('options.text')}
        locales={locales}
        valueOf={(locale) => option.texts[locale] ?? ''}
        onChange={(locale, value) =>
          dispatch({ type: 'setOptionText', questionKey: question.key, optionKey: option.key, locale, value })
        }
        isRequired
      />
      {imageTexts.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {imageTexts.map((url, imageIndex) => (
            <img
              key={`${url}-${imageIndex}`}
              src={url.trim()}
              alt={t('options.imageAlt', { number })}
              style={{ maxHeight: 80, maxWidth: 160, objectFit: 'contain' }}
            />
          ))}
        </Box>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          name={`${name}.score`}
          label={t('options.score')}
          type="number"
          size="small"
          value={option.score ?? ''}
          onChange={(event) =>
            update({ score: event.target.value === '' ? null : clampScore(Number(event.target.value)) })
          }
          slotProps={{ htmlInput: { min: 0, max: 4, step: 1 } }}
          sx={{ width: 130 }}
        />
        <FormControlLabel
          control={
            <Checkbox checked={option.is_open} onChange={(event) => update({ is_open: event.target.checked })} />
          }
          label={t('options.isOpen')}
        />
        {question.type === QUESTION_TYPE.multipleChoice && (
          <FormControlLabel
            control={
              <Checkbox
                checked={option.exclude_others}
                onChange={(event) => update({ exclude_others: event.target.checked })}
              />
            }
            label={t('options.excludeOthers')}
          />
        )}
      </Stack>
      {canRoute(question.type) && <OptionRouteFields option={option} pages={pages} name={name} update={update} />}
    </Paper>
  );
}

type OptionRouteFieldsProps = {
  option: TDraftOption;
  pages: TDraftPage[];
  name: string;
  update: (patch: TOptionPatch) => void;
  /** Names the option in the labels when several options share one row (the slider values). */
  labelSuffix?: string;
  /** Space above the fields: none in the slider's rows of values. */
  marginTop?: number;
};

/** Where answering with this option sends the respondent: a page, or a URL. */
export function OptionRouteFields(props: OptionRouteFieldsProps) {
  const { option, pages, name, update, labelSuffix = '', marginTop = 1.5 } = props;
  const { t } = useTranslation('builder');
  const routeIsMissing =
    option.routeToPageKey !== null &&
    option.routeToPageKey !== END_OF_SURVEY &&
    !pages.some((page) => page.key === option.routeToPageKey);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: marginTop, flexGrow: 1 }}>
      <TextField
        select
        name={`${name}.routeToPage`}
        label={t('options.routeToPage') + labelSuffix}
        size="small"
        value={option.routeToPageKey ?? NO_ROUTE}
        error={routeIsMissing}
        onChange={(event) => update({ routeToPageKey: event.target.value === NO_ROUTE ? null : event.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={NO_ROUTE}>{t('options.noRoute')}</MenuItem>
        {pages.map((page, pageIndex) => (
          <MenuItem key={page.key} value={page.key}>
            {t('pages.page', { number: pageIndex + 1 })}
          </MenuItem>
        ))}
        <MenuItem value={END_OF_SURVEY}>{t('options.routeToEnd')}</MenuItem>
        {routeIsMissing && <MenuItem value={option.routeToPageKey!}>{t('options.missingPage')}</MenuItem>}
      </TextField>
      <TextField
        name={`${name}.routeToUrl`}
        label={t('options.routeToUrl') + labelSuffix}
        size="small"
        type="url"
        value={option.route_to_url}
        onChange={(event) => update({ route_to_url: event.target.value })}
        slotProps={{ htmlInput: { maxLength: BUILDER_LIMITS.routeUrl } }}
        sx={{ flexGrow: 1 }}
      />
    </Stack>
  );
}

function clampScore(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.min(4, Math.max(0, value));
}
