import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TBroadcastPreviewRequest } from '@peil/contract/broadcasts';
import { previewBroadcast } from '../api/new-broadcast';

/**
 * The invitation as the server renders it for sending, in a sandboxed frame: no scripts, no
 * navigation, so whatever the texts contain cannot act on the staff app.
 */
export function PreviewDialog({ request, onClose }: { request: TBroadcastPreviewRequest; onClose: () => void }) {
  const { t } = useTranslation(['broadcasts', 'staff']);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const preview = useQuery({
    queryKey: ['broadcasts', 'preview', request],
    queryFn: () => previewBroadcast(request),
    gcTime: 0,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={isPhone} aria-labelledby="preview-title">
      <DialogTitle id="preview-title">{t('preview.title')}</DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        {preview.isPending && (
          <Box
            sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
            role="status"
            aria-label={t('preview.loading')}
          >
            <CircularProgress />
          </Box>
        )}
        {preview.isError && <Alert severity="error">{t('preview.failed')}</Alert>}
        {preview.isSuccess && (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{t('preview.from')}:</strong> {preview.data.from}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              <strong>{t('preview.subject')}:</strong> {preview.data.subject}
            </Typography>
            <Box
              component="iframe"
              title={t('preview.title')}
              srcDoc={preview.data.html}
              sandbox=""
              sx={{ width: '100%', height: { xs: 'calc(100vh - 220px)', sm: 560 }, border: 1, borderColor: 'divider' }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('staff:common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
