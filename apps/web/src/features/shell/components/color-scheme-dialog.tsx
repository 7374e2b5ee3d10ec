import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { COLOR_SCHEME_NAMES, COLOR_SCHEMES } from '@peil/contract/color-schemes';
import { useColorScheme } from '../color-scheme';

export function ColorSchemeDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useColorScheme();
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby="color-scheme-title">
      <DialogTitle id="color-scheme-title">{t('colorSchemes.title')}</DialogTitle>
      <List sx={{ pt: 0, minWidth: 300 }}>
        {COLOR_SCHEME_NAMES.map((name) => (
          <ListItemButton
            key={name}
            selected={name === colorScheme}
            onClick={() => {
              setColorScheme(name);
              onClose();
            }}
          >
            <ListItemText primary={t(`colorSchemes.${name}`)} />
            <Box sx={{ display: 'flex', ml: 2 }} aria-hidden>
              {COLOR_SCHEMES[name].map((color) => (
                <Box key={color} sx={{ width: 16, height: 16, bgcolor: color }} />
              ))}
            </Box>
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}
