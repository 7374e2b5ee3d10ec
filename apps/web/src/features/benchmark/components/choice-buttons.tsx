import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type TChoiceButtonsProps<T extends string> = {
  choices: readonly T[];
  value: T;
  onChange: (choice: T) => void;
  /** The group's accessible name. */
  label: string;
  /** The visible text of one choice. */
  nameOf: (choice: T) => string;
  /** The group's test id; each button's is `${testId}-${choice}` unless choiceTestId says otherwise. */
  testId: string;
  choiceTestId?: (choice: T) => string;
  /** Spec §4: the benchmark's choices are disabled while it refetches. */
  disabled?: boolean;
  wrap?: boolean;
};

/**
 * One choice of a few, as a row of toggle buttons: the benchmark's period, metric, view and
 * granularity switches. A click on the chosen button keeps it chosen.
 */
export function ChoiceButtons<T extends string>({
  choices,
  value,
  onChange,
  label,
  nameOf,
  testId,
  choiceTestId = (choice) => `${testId}-${choice}`,
  disabled = false,
  wrap = false,
}: TChoiceButtonsProps<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_, next: T | null) => next && onChange(next)}
      disabled={disabled}
      aria-label={label}
      sx={wrap ? { flexWrap: 'wrap' } : undefined}
      data-testid={testId}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice} value={choice} data-testid={choiceTestId(choice)} sx={{ textTransform: 'none' }}>
          {nameOf(choice)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
