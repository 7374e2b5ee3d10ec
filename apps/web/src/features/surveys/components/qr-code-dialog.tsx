import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@peil/contract/limits';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { publicSurveyUrl } from '../survey-rules';

/** ISO/IEC 18004 asks for a quiet zone of four modules around the code, or scanners may miss it. */
export const QR_QUIET_ZONE_MODULES = 4;

/** The QR code of the survey's absolute public link (spec §9: size 250), downloadable as PNG. */
export function QrCodeDialog({ survey, onClose }: { survey: TSurveyListItem; onClose: () => void }) {
  const { t } = useTranslation(['surveys', 'staff']);
  const link = publicSurveyUrl(survey.uuid, window.location.origin);
  const [image, setImage] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    QRCode.toDataURL(link, { width: LIMITS.qrCodeSize, margin: QR_QUIET_ZONE_MODULES }).then(
      (url) => {
        if (isCurrent) setImage(url);
      },
      () => {
        if (isCurrent) setHasFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [link]);

  return (
    <Dialog open onClose={onClose} aria-labelledby="qr-code-title">
      <DialogTitle id="qr-code-title">{t('qr.title', { name: survey.internal_name })}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Box
          sx={{
            width: LIMITS.qrCodeSize,
            height: LIMITS.qrCodeSize,
            mx: 'auto',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {image ? (
            <img src={image} width={LIMITS.qrCodeSize} height={LIMITS.qrCodeSize} alt={t('qr.alt', { link })} />
          ) : hasFailed ? (
            <Alert severity="error">{t('qr.failed')}</Alert>
          ) : (
            <CircularProgress aria-label={t('staff:common.loading')} />
          )}
        </Box>
        <Link href={link} target="_blank" rel="noopener" sx={{ display: 'block', mt: 1, wordBreak: 'break-all' }}>
          {link}
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff:common.close')}</Button>
        <Button
          variant="contained"
          component="a"
          href={image ?? undefined}
          download={`qr-${survey.uuid}.png`}
          disabled={!image}
        >
          {t('qr.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
