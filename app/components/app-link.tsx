import { Link, type LinkProps } from 'react-router';
import { preloadRoute } from '../lib/preload';

/** A Link that preloads its route's code when the shopper shows intent (through the 4-at-a-time preloader). */
export function AppLink(props: LinkProps) {
  const path = typeof props.to === 'string' ? props.to : (props.to.pathname ?? '/');
  const preload = () => preloadRoute(path.split(/[?#]/)[0]);
  return <Link {...props} onMouseEnter={preload} onFocus={preload} onTouchStart={preload} />;
}
