import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILDER_LIMITS, REPORT_GROUP_KINDS, type TReportGroup } from '@peil/contract/surveys';
import type { TContentLocale } from '@peil/contract/locale-codes';
import type { TDimension } from '@peil/contract/dimensions';
import { ALL_QUESTION_TYPES, hasOptions, hasSliderOptions } from '@peil/contract/domain';
import type { TBuilderAction } from '../logic/builder-reducer';
import type { TDraftPage, TDraftQuestion } from '../logic/builder-state';
import { AddIcon, ArrowDownIcon, ArrowUpIcon, CopyIcon, DeleteIcon } from '../../../lib/icons';
import { LocaleTextsField } from './locale-texts-field';
import { OptionEditor } from './option-editor';
import { useMoveFocus } from './move-focus';
import { SliderRoutesEditor } from './slider-routes-editor';

type QuestionEditorProps = {
  question: TDraftQuestion;
  index: number;
  count: number;
  page: TDraftPage;
  pages: TDraftPage[];
  locales: TContentLocale[];
  dimensions: TDimension[];
  dimensionLocale: string;
  dispatch: Dispatch<TBuilderAction>;
  onRemove: () => void;
  namePrefix: string;
};

const NO_DIMENSION = '';
const NO_REPORT_GROUP = '';

export function QuestionEditor(props: QuestionEditorProps) {
  const { question, index, count, page, pages, locales, dimensions, dimensionLocale, dispatch, onRemove } = props;
  const { t } = useTranslation('builder');
  const number = index + 1;
  const name = `${props.namePrefix}.question${number}`;
  const questionKey = question.key;
  const move = useMoveFocus(index, count, (position) => t('questions.moved', { position, count }));

  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} data-testid="question-editor">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h4" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {t('questions.question', { number })}
        </Typography>
        <Tooltip title={t('questions.duplicate', { number })}>
          <IconButton
            aria-label={t('questions.duplicate', { number })}
            onClick={() => dispatch({ type: 'duplicateQuestion', questionKey })}
          >
            <CopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <IconButton
          ref={move.upRef}
          aria-label={t('questions.moveUp', { number })}
          disabled={index === 0}
          onClick={() => {
            move.moving('up');
            dispatch({ type: 'moveQuestion', questionKey, by: -1 });
          }}
        >
          <ArrowUpIcon fontSize="small" />
        </IconButton>
        <IconButton
          ref={move.downRef}
          aria-label={t('questions.moveDown', { number })}
          disabled={index === count - 1}
          onClick={() => {
            move.moving('down');
            dispatch({ type: 'moveQuestion', questionKey, by: 1 });
          }}
        >
          <ArrowDownIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={t('questions.remove', { number })} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>

      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            name={`${name}.type`}
            label={t('questions.type')}
            size="small"
            value={question.type}
            onChange={(event) =>
              dispatch({ type: 'updateQuestion', questionKey, patch: { type: Number(event.target.value) } })
            }
            helperText={
              question.id !== undefined && question.savedType !== question.type ? t('questions.typeChanged') : undefined
            }
            sx={{ minWidth: 240 }}
          >
            {ALL_QUESTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}. {t(`questions.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            name={`${name}.page`}
            label={t('questions.moveToPage')}
            size="small"
            value={page.key}
            onChange={(event) => dispatch({ type: 'moveQuestionToPage', questionKey, pageKey: event.target.value })}
            sx={{ minWidth: 180 }}
          >
            {pages.map((candidate, pageIndex) => (
              <MenuItem key={candidate.key} value={candidate.key}>
                {t('pages.page', { number: pageIndex + 1 })}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={question.required}
                onChange={(event) =>
                  dispatch({ type: 'updateQuestion', questionKey, patch: { required: event.target.checked } })
                }
              />
            }
            label={t('questions.required')}
          />
          {hasSliderOptions(question.type) && (
            <Tooltip title={t('questions.isNpsHelp')}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={question.is_nps}
                    onChange={(event) =>
                      dispatch({ type: 'updateQuestion', questionKey, patch: { is_nps: event.target.checked } })
                    }
                  />
                }
                label={t('questions.isNps')}
              />
            </Tooltip>
          )}
        </Stack>

        <LocaleTextsField
          maxLength={BUILDER_LIMITS.text}
          name={`${name}.text`}
          label={t('questions.text')}
          locales={locales}
          valueOf={(locale) => question.texts[locale] ?? ''}
          onChange={(locale, value) => dispatch({ type: 'setQuestionText', questionKey, locale, value })}
          isRequired
          multiline
        />

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            select
            name={`${name}.dimension`}
            label={t('questions.dimension')}
            size="small"
            value={question.dimension_id ?? NO_DIMENSION}
            onChange={(event) =>
              dispatch({
                type: 'updateQuestion',
                questionKey,
                patch: { dimension_id: event.target.value === NO_DIMENSION ? null : Number(event.target.value) },
              })
            }
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value={NO_DIMENSION}>{t('questions.noDimension')}</MenuItem>
            {dimensions.map((dimension) => (
              <MenuItem key={dimension.id} value={dimension.id}>
                {dimension.names[dimensionLocale] ?? dimension.names.en ?? dimension.names.nl ?? dimension.code}
              </MenuItem>
            ))}
          </TextField>
          {question.dimension_id !== null && (
            <TextField
              name={`${name}.importance`}
              label={t('questions.importance')}
              type="number"
              size="small"
              value={Number.isFinite(question.importance) ? question.importance : ''}
              error={!(question.importance > 0)}
              onChange={(event) =>
                dispatch({
                  type: 'updateQuestion',
                  questionKey,
                  patch: { importance: event.target.value === '' ? Number.NaN : Number(event.target.value) },
                })
              }
              slotProps={{ htmlInput: { min: 0.01, max: BUILDER_LIMITS.maxImportance, step: 0.01 } }}
              sx={{ width: 180 }}
            />
          )}
        </Stack>

        {hasOptions(question.type) && (
          <TextField
            select
            name={`${name}.reportGroup`}
            label={t('questions.reportGroup')}
            helperText={t('questions.reportGroupHelp')}
            size="small"
            value={question.report_group ?? NO_REPORT_GROUP}
            onChange={(event) =>
              dispatch({
                type: 'updateQuestion',
                questionKey,
                patch: {
                  report_group: event.target.value === NO_REPORT_GROUP ? null : (event.target.value as TReportGroup),
                },
              })
            }
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: 480 }}
          >
            <MenuItem value={NO_REPORT_GROUP}>{t('questions.reportGroups.none')}</MenuItem>
            {REPORT_GROUP_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`questions.reportGroups.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {hasSliderOptions(question.type) && (
          <SliderRoutesEditor question={question} pages={pages} dispatch={dispatch} namePrefix={name} />
        )}
        {hasOptions(question.type) && (
          <Stack spacing={1} component="section" aria-label={t('options.heading')}>
            <Typography variant="subtitle2" component="p">
              {t('options.heading')}
            </Typography>
            {question.options.map((option, optionIndex) => (
              <OptionEditor
                key={option.key}
                question={question}
                option={option}
                index={optionIndex}
                pages={pages}
                locales={locales}
                dispatch={dispatch}
                namePrefix={name}
              />
            ))}
            <div>
              <Button startIcon={<AddIcon />} onClick={() => dispatch({ type: 'addOption', questionKey })}>
                {t('options.add')}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
