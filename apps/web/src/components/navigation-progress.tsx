import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/** A thin bar at the top of the window while the next page (its code or data) loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} aria-hidden="true" />;
}
