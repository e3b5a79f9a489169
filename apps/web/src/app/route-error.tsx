import { useRouteError } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';

/** The router's errorElement: the generic failure screen for whatever was thrown. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}
