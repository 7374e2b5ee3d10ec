import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before unsaved edits are lost: a dialog for navigation inside the app, the browser's
 * own question when the tab is closed or reloaded (browsers show their own text there).
 */
export function LeaveGuard({ hasUnsavedChanges }: { hasUnsavedChanges: boolean }) {
  const { t } = useTranslation('builder');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const isBlocked = blocker.state === 'blocked';
  return (
    <Dialog open={isBlocked} onClose={() => blocker.reset?.()} aria-labelledby="builder-leave-title">
      <DialogTitle id="builder-leave-title">{t('leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} variant="contained" autoFocus>
          {t('leave.stay')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
