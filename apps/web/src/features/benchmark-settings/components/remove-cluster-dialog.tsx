import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { TClusterWithSurveys } from '@peil/contract/benchmark-settings';

type TProps = {
  cluster: TClusterWithSurveys;
  isRemoving: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a cluster leaves the setting; says so when it is the default cluster. */
export function RemoveClusterDialog({ cluster, isRemoving, onConfirm, onClose }: TProps) {
  const { t } = useTranslation(['benchmarkSettings', 'staff']);
  const isDefault = cluster.cluster_id === cluster.default_cluster_id;
  return (
    <Dialog
      open
      onClose={isRemoving ? undefined : onClose}
      aria-labelledby="remove-cluster-title"
      aria-describedby="remove-cluster-text"
      maxWidth="xs"
    >
      <DialogTitle id="remove-cluster-title">{t('confirmRemove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-cluster-text">
          {t('confirmRemove.text', { name: cluster.cluster_name })}
          {isDefault && ` ${t('confirmRemove.defaultWarning')}`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={isRemoving}>
          {t('staff:common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={isRemoving}>
          {t('confirmRemove.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
