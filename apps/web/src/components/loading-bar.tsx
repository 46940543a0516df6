import classes from './loading-bar.module.css';

/** A thin bar at the top of the window while the next page (its code or data) loads. */
export function LoadingBar() {
  return <div className={classes.bar} aria-hidden="true" />;
}
