import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILDER_LIMITS } from '@peil/contract/surveys';
import type { TContentLocale } from '@peil/contract/locale-codes';
import type { TDimension } from '@peil/contract/dimensions';
import { ALL_QUESTION_TYPES, QUESTION_TYPE } from '@peil/contract/domain';
import type { TBuilderAction } from '../logic/builder-reducer';
import type { TDraftPage } from '../logic/builder-state';
import type { TConfirmation } from './confirm-dialog';
import { AddIcon, ArrowDownIcon, ArrowUpIcon, DeleteIcon, DragHandleIcon, EyeIcon } from '../../../lib/icons';
import { LocaleTextsField } from './locale-texts-field';
import { useMoveFocus } from './move-focus';
import { QuestionEditor } from './question-editor';

// Only page drags are accepted as drops, not text or files dragged onto the builder.
const PAGE_DRAG_TYPE = 'application/x-peil-page';

type PageEditorProps = {
  page: TDraftPage;
  index: number;
  pages: TDraftPage[];
  locales: TContentLocale[];
  dimensions: TDimension[];
  dimensionLocale: string;
  isPreviewed: boolean;
  dispatch: Dispatch<TBuilderAction>;
  onPreview: () => void;
  confirm: (confirmation: TConfirmation) => void;
};

export function PageEditor(props: PageEditorProps) {
  const { page, index, pages, locales, dispatch, confirm, isPreviewed } = props;
  const { t } = useTranslation('builder');
  const [newType, setNewType] = useState<number>(QUESTION_TYPE.singleChoice);
  const [isDropTarget, setIsDropTarget] = useState(false);
  const number = index + 1;
  const pageKey = page.key;
  const name = `page${number}`;
  const move = useMoveFocus(index, pages.length, (position) => t('pages.moved', { position, count: pages.length }));

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{
        p: 2,
        borderColor: isPreviewed || isDropTarget ? 'primary.main' : undefined,
        borderWidth: isPreviewed || isDropTarget ? 2 : 1,
        borderStyle: isDropTarget ? 'dashed' : 'solid',
      }}
      aria-labelledby={`builder-${pageKey}-heading`}
      data-testid="page-editor"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(PAGE_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setIsDropTarget(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDropTarget(false);
      }}
      onDrop={(event) => {
        setIsDropTarget(false);
        const draggedKey = event.dataTransfer.getData(PAGE_DRAG_TYPE);
        if (!draggedKey) return;
        event.preventDefault();
        dispatch({ type: 'placePage', pageKey: draggedKey, toIndex: index });
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        {pages.length > 1 && (
          <Box
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData(PAGE_DRAG_TYPE, pageKey);
              event.dataTransfer.effectAllowed = 'move';
            }}
            title={t('pages.dragHint')}
            aria-hidden
            data-testid="page-drag-handle"
            sx={{ display: 'flex', cursor: 'grab', color: 'text.secondary', mr: 0.5 }}
          >
            <DragHandleIcon fontSize="small" />
          </Box>
        )}
        <Typography variant="h6" component="h3" id={`builder-${pageKey}-heading`} sx={{ flexGrow: 1 }}>
          {t('pages.page', { number })}
        </Typography>
        <IconButton
          aria-label={t('pages.showPreview', { number })}
          aria-pressed={isPreviewed}
          onClick={props.onPreview}
        >
          <EyeIcon fontSize="small" color={isPreviewed ? 'primary' : undefined} />
        </IconButton>
        <IconButton
          ref={move.upRef}
          aria-label={t('pages.moveUp', { number })}
          disabled={index === 0}
          onClick={() => {
            move.moving('up');
            dispatch({ type: 'movePage', pageKey, by: -1 });
          }}
        >
          <ArrowUpIcon fontSize="small" />
        </IconButton>
        <IconButton
          ref={move.downRef}
          aria-label={t('pages.moveDown', { number })}
          disabled={index === pages.length - 1}
          onClick={() => {
            move.moving('down');
            dispatch({ type: 'movePage', pageKey, by: 1 });
          }}
        >
          <ArrowDownIcon fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={t('pages.remove', { number })}
          onClick={() =>
            confirm({
              title: t('pages.removeTitle'),
              text: t('pages.removeText', { number }),
              onConfirm: () => dispatch({ type: 'removePage', pageKey }),
            })
          }
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>

      <Stack spacing={2}>
        <LocaleTextsField
          maxLength={BUILDER_LIMITS.text}
          name={`${name}.title`}
          label={t('pages.title')}
          locales={locales}
          valueOf={(locale) => page.titles[locale] ?? ''}
          onChange={(locale, value) => dispatch({ type: 'setPageTitle', pageKey, locale, value })}
          isRequired
        />
        {page.questions.length === 0 && <Typography color="text.secondary">{t('pages.noQuestions')}</Typography>}
        {page.questions.map((question, questionIndex) => (
          <QuestionEditor
            key={question.key}
            question={question}
            index={questionIndex}
            count={page.questions.length}
            page={page}
            pages={pages}
            locales={locales}
            dimensions={props.dimensions}
            dimensionLocale={props.dimensionLocale}
            dispatch={dispatch}
            namePrefix={name}
            onRemove={() =>
              confirm({
                title: t('questions.removeTitle'),
                text: t('questions.removeText', { number: questionIndex + 1 }),
                onConfirm: () => dispatch({ type: 'removeQuestion', questionKey: question.key }),
              })
            }
          />
        ))}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            name={`${name}.newQuestionType`}
            label={t('questions.addType')}
            size="small"
            value={newType}
            onChange={(event) => setNewType(Number(event.target.value))}
            sx={{ minWidth: 260 }}
          >
            {ALL_QUESTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}. {t(`questions.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => dispatch({ type: 'addQuestion', pageKey, questionType: newType })}
          >
            {t('questions.add')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
