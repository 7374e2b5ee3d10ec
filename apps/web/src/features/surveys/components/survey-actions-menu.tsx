import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { pathFor } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { getSurveySettings } from '../api/survey-settings';
import { previewPath, surveyPath, type TSurveyAction } from '../survey-rules';
import { MoreIcon } from '../../../lib/icons';

/** Actions that open a dialog on the surveys page. */
export type TDialogAction = Exclude<TSurveyAction, 'preview' | 'goToSurvey' | 'edit'>;

type TProps = {
  survey: TSurveyListItem;
  actions: TSurveyAction[];
  onAction: (action: TDialogAction, survey: TSurveyListItem) => void;
  /** A labelled button (cards on phones) instead of an icon button (table rows). */
  isWide?: boolean;
};

/** The row's actions in one menu; links open the public survey in a new tab. */
export function SurveyActionsMenu({ survey, actions, onAction, isWide = false }: TProps) {
  const { t } = useTranslation('surveys');
  const { locale } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = t('actions.menuFor', { name: survey.internal_name });
  // Spec §6: the edit button waits for the survey's settings (surveyEditable); they load as the menu opens.
  const settings = useQuery({
    queryKey: ['surveys', 'settings', survey.id],
    queryFn: () => getSurveySettings(survey.id),
    enabled: anchor !== null && actions.includes('edit'),
  });
  const close = () => setAnchor(null);
  const choose = (action: TDialogAction) => {
    close();
    onAction(action, survey);
  };

  const items = actions.map((action) => {
    switch (action) {
      case 'preview':
      case 'goToSurvey':
        return (
          <MenuItem
            key={action}
            component="a"
            href={action === 'preview' ? previewPath(survey.uuid) : surveyPath(survey.uuid)}
            target="_blank"
            rel="noopener"
            onClick={close}
            aria-label={`${t(`actions.${action}`)} ${t('actions.newTab')}`}
          >
            {t(`actions.${action}`)}
          </MenuItem>
        );
      case 'edit':
        return (
          <MenuItem
            key={action}
            component={Link}
            to={pathFor('editSurvey', locale, { editSurveyId: survey.id })}
            onClick={close}
            disabled={!settings.isSuccess}
          >
            {t('actions.edit')}
          </MenuItem>
        );
      default:
        return (
          <MenuItem key={action} onClick={() => choose(action)}>
            {t(`actions.${action}`)}
          </MenuItem>
        );
    }
  });

  const triggerProps = {
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  return (
    <>
      {isWide ? (
        <Button variant="outlined" size="small" endIcon={<MoreIcon />} {...triggerProps}>
          {t('columns.actions')}
        </Button>
      ) : (
        <IconButton size="small" {...triggerProps}>
          <MoreIcon />
        </IconButton>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items}
      </Menu>
    </>
  );
}
