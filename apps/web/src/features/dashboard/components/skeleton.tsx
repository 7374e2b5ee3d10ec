import './dashboard.css';

type TSkeletonProps = {
  /** A line of text, drawn at 60 % of its height, or a rectangle. */
  variant?: 'text' | 'rectangular';
  width?: number | string;
  height?: number;
  isInline?: boolean;
  className?: string;
};

/** A pulsing placeholder in the look of the UI kit's skeleton, from the static style sheet. */
export function Skeleton({ variant = 'text', width, height, isInline = false, className }: TSkeletonProps) {
  const classes = ['dashboard-skeleton'];
  if (variant === 'text') classes.push('dashboard-skeleton--text');
  if (isInline) classes.push('dashboard-skeleton--inline');
  if (className) classes.push(className);
  return <span className={classes.join(' ')} style={{ width, height }} />;
}
