import { createTheme } from '@mui/material/styles';
import { DEFAULT_SURVEY_COLOR } from '@peil/contract/limits';

export const theme = createTheme({
  palette: { primary: { main: DEFAULT_SURVEY_COLOR }, background: { default: '#f5f6f8' } },
  shape: { borderRadius: 6 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});
