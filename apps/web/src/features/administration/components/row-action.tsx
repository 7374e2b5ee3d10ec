import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

type TProps = { label: string; icon: ReactNode; onClick: () => void; color?: 'default' | 'error' | 'primary' };

/** An icon button whose label is its accessible name and its tooltip. */
export function RowAction({ label, icon, onClick, color = 'default' }: TProps) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} color={color} size="small">
        {icon}
      </IconButton>
    </Tooltip>
  );
}
