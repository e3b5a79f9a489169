import { createElement } from 'react';
import {
  APP_ROUTE_KEYS,
  ROUTES,
  type AppRouteKey,
  type PageKey,
  type RouteKey,
  type RouteSpec,
} from '@pawprize/shared/routes';
import { Navigate, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from '@/features/auth';
import { NotFoundPage, pages } from './pages';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A route of the table as the router's object (its path relative to the root). */
function routeObject(key: AppRouteKey): RouteObject {
  const spec: RouteSpec = ROUTES[key];
  // The page itself is the element (not a wrapper): the first render finds it to preload it.
  const element = spec.redirect ? (
    <Navigate to={ROUTES[spec.redirect as RouteKey].path} replace />
  ) : (
    createElement(pages[key as PageKey])
  );
  return spec.path === '/' ? { index: true, element } : { path: spec.path.slice(1), element };
}

const withAccess = (access: RouteSpec['access']) =>
  APP_ROUTE_KEYS.filter((key) => ROUTES[key].access === access).map(routeObject);

/**
 * Every route (packages/shared/src/routes.ts; docs/product/site.md, Routes). Guest pages send a
 * signed-in user on, member pages send a visitor to sign in; the admin console checks its own.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a page keep the navigation bar and footer around the failure screen.
        errorElement: <RouteError />,
        children: [
          ...withAccess('public'),
          { element: <GuestOnly />, children: withAccess('guest') },
          { element: <RequireAuth />, children: withAccess('member') },
          ...withAccess('admin'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
