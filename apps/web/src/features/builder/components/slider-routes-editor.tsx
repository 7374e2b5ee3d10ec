import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBuilderAction } from '../logic/builder-reducer';
import type { TDraftPage, TDraftQuestion } from '../logic/builder-state';
import { OptionRouteFields } from './option-editor';

type SliderRoutesEditorProps = {
  question: TDraftQuestion;
  pages: TDraftPage[];
  dispatch: Dispatch<TBuilderAction>;
  namePrefix: string;
};

/** The routes of a 0-10 slider (type 12): one fixed option per value, so only the route is edited. */
export function SliderRoutesEditor({ question, pages, dispatch, namePrefix }: SliderRoutesEditorProps) {
  const { t } = useTranslation('builder');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('options.sliderRoutes')}
      sx={{ p: 1.5 }}
      data-testid="slider-routes"
    >
      <Typography variant="subtitle2" component="p">
        {t('options.sliderRoutes')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('options.sliderRoutesHelp')}
      </Typography>
      <Stack spacing={1.5}>
        {question.options.map((option, value) => (
          <Stack
            key={option.key}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ flex: '0 0 auto', minWidth: 88, whiteSpace: 'nowrap', fontWeight: 600 }}>
              {t('options.sliderValue', { value })}
            </Typography>
            <OptionRouteFields
              option={option}
              pages={pages}
              name={`${namePrefix}.value${value}`}
              labelSuffix={` (${value})`}
              marginTop={0}
              update={(patch) =>
                dispatch({ type: 'updateOption', questionKey: question.key, optionKey: option.key, patch })
              }
            />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
