// /console: the console opens on the order list.
import { redirect } from 'react-router';

export function loader() {
  throw redirect('/console/orders');
}

export default function ConsoleHome() {
  return null;
}
