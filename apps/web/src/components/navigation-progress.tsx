import { useNavigation } from 'react-router';
import { LoadingBar } from './loading-bar';

/** The loading bar while the router fetches the next page (its code or data). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <LoadingBar />;
}
