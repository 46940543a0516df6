import classes from './loading-bar.module.css';

/**
 * A thin bar at the top of the window while something loads. With a `label` it is announced as
 * a busy progress bar (a call under way); without, it is decoration beside a page that says so.
 */
export function LoadingBar({ label }: { label?: string }) {
  if (!label) return <div className={classes.bar} aria-hidden="true" />;
  return <div className={classes.bar} role="progressbar" aria-label={label} aria-busy="true" />;
}
