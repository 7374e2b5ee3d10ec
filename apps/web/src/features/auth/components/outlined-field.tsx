import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

/**
 * The look of an outlined TextField without what TextField always brings along (Select, Menu,
 * Popover, Modal): the login page is in the staff app's first load.
 */
export function OutlinedField({ label, ...input }: { label: string } & Omit<OutlinedInputProps, 'label'>) {
  const id = useId();
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}
