import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  NATIVE_LANGUAGE_NAMES,
  RIGHT_TO_LEFT_LOCALES,
  respondentLocaleFor,
  type TContentLocale,
} from '@peil/contract/locale-codes';
// The respondent app's own components and styles, so the preview is what respondents will see.
import { QuestionField } from '../../../respondent/components/question-field';
import { SurveyFrame } from '../../../respondent/components/survey-frame';
import { initialAnswer, type AnswerState } from '../../../respondent/answers';
import { RESPONDENT_TEXTS } from '../../../respondent/i18n';
import respondentCss from '../../../respondent/respondent.css?inline';
import type { TDraftSurvey } from '../logic/builder-state';
import { previewComponents } from '../logic/preview';

type SurveyPreviewProps = { survey: TDraftSurvey; pageIndex: number; logoScale: number };

/**
 * The selected page rendered inside an iframe, so the respondent styles apply there and
 * nowhere else in the staff app. Answers live in this component only and are never saved.
 */
export function SurveyPreview({ survey, pageIndex, logoScale }: SurveyPreviewProps) {
  const { t } = useTranslation('builder');
  const [chosenLocale, setChosenLocale] = useState<TContentLocale | null>(null);
  const locale = chosenLocale && survey.locales.includes(chosenLocale) ? chosenLocale : survey.locales[0];
  const page = survey.pages[pageIndex];
  const [answers, setAnswers] = useState<Record<number, AnswerState>>({});
  const components = useMemo(() => (page && locale ? previewComponents(page, locale) : []), [page, locale]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="builder-preview-heading" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="builder-preview-heading" sx={{ flexGrow: 1 }}>
          {t('preview.heading')}
        </Typography>
        {survey.locales.length > 1 && locale && (
          <TextField
            select
            size="small"
            name="previewLocale"
            label={t('preview.language')}
            value={locale}
            onChange={(event) => setChosenLocale(event.target.value as TContentLocale)}
            sx={{ minWidth: 200 }}
          >
            {survey.locales.map((code) => (
              <MenuItem key={code} value={code}>
                {NATIVE_LANGUAGE_NAMES[code]}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('preview.note')}
      </Typography>
      {!page || !locale ? (
        <Typography color="text.secondary">{t('preview.noPages')}</Typography>
      ) : (
        <PreviewFrame title={t('preview.frameTitle', { number: pageIndex + 1 })} locale={locale} logoScale={logoScale}>
          <SurveyFrame
            texts={RESPONDENT_TEXTS[respondentLocaleFor(locale)]}
            name={survey.translations[locale]?.title ?? ''}
            color={survey.color}
            logo={survey.logo ?? undefined}
            pageTitle={page.titles[locale] ?? ''}
            progress={{ current: pageIndex + 1, total: survey.pages.length }}
          >
            <form className="questions" noValidate onSubmit={(event) => event.preventDefault()}>
              {components.map((component, index) => (
                <QuestionField
                  key={page.questions[index]!.key}
                  component={component}
                  number={index + 1}
                  answer={answers[component.id] ?? initialAnswer(component)}
                  isActive={false}
                  showError={false}
                  texts={RESPONDENT_TEXTS[respondentLocaleFor(locale)]}
                  onChange={(answer) => setAnswers((current) => ({ ...current, [component.id]: answer }))}
                  onTouched={() => undefined}
                />
              ))}
            </form>
          </SurveyFrame>
        </PreviewFrame>
      )}
    </Paper>
  );
}

function PreviewFrame(props: { title: string; locale: TContentLocale; logoScale: number; children: ReactNode }) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(400);

  useEffect(() => {
    const document = frame?.contentDocument;
    if (!document) return;
    const style = document.createElement('style');
    style.textContent = respondentCss;
    document.head.appendChild(style);
    setBody(document.body);
    return () => style.remove();
  }, [frame]);

  useEffect(() => {
    if (!body) return;
    const document = body.ownerDocument;
    document.documentElement.lang = props.locale;
    document.documentElement.dir = RIGHT_TO_LEFT_LOCALES.includes(respondentLocaleFor(props.locale)) ? 'rtl' : 'ltr';
    let logoStyle = document.getElementById('logo-scale');
    if (!logoStyle) {
      logoStyle = document.createElement('style');
      logoStyle.id = 'logo-scale';
      document.head.appendChild(logoStyle);
    }
    logoStyle.textContent = `.logo { max-height: ${3.5 * props.logoScale}rem; } .frame { min-height: 0; } body { overflow: hidden; }`;
    // Measured on the content, not the body, whose height follows the iframe's own height.
    const measure = () => {
      const content = body.firstElementChild;
      if (content) setHeight(Math.max(200, Math.ceil(content.getBoundingClientRect().height)));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    if (body.firstElementChild) observer.observe(body.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [body, props.locale, props.logoScale]);

  return (
    <>
      <Box
        component="iframe"
        ref={setFrame}
        title={props.title}
        sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1, display: 'block' }}
      />
      {body && createPortal(props.children, body)}
    </>
  );
}
