/** The application routes of docs/product/README.md, in React Router data mode. */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { provideScreens, type ScreenLookup } from '../kit/interpreter/screens-port';
import { authenticateLoader, callbackLoader, pkceLogoutLoader } from '../shell/routes/auth-loaders';
import { AppFrame, BootLoading, PageRoute, Redirecting, RouteErrorPage } from '../shell/routes/frame';
import { provideLayouts } from '../shell/routes/layouts-chunk';
import { trackRouter } from '../shell/routes/leave';
import { dsLoader, landingLoader, notFoundLoader, productDetailLoader, redirectLoader } from '../shell/routes/simple-loaders';
import { wsLoader } from '../shell/routes/ws-loader';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppFrame,
    HydrateFallback: BootLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, loader: landingLoader, Component: PageRoute },
      { path: 'home', loader: landingLoader, Component: PageRoute },
      { path: 'ws/*', loader: wsLoader, Component: PageRoute },
      { path: 'ds/*', loader: dsLoader, Component: PageRoute },
      { path: '404', loader: notFoundLoader, Component: PageRoute },
      { path: 'catalog/product_detail.do', loader: productDetailLoader, Component: Redirecting },
      // The identity provider's returns and the sign-in start (docs/product/README.md), before the catch-all.
      { path: 'pkce/callback', loader: callbackLoader, Component: PageRoute },
      { path: 'pkce/logout', loader: pkceLogoutLoader, Component: Redirecting },
      { path: 'authenticate', loader: authenticateLoader, Component: PageRoute },
      { path: '*', loader: redirectLoader, Component: PageRoute },
    ],
  },
];

/** The router, with the screen table it looks screens up in (the registry, screens-port.ts) and the layouts chunk's loader. */
export function createAppRouter({ lookup }: { lookup: ScreenLookup }) {
  provideScreens(lookup);
  provideLayouts({ layouts: () => import('../shell/layouts'), modal: async () => (await import('../shell/layouts/ModalLayout')).ModalLayout });
  const router = createBrowserRouter(routes);
  trackRouter(router);
  return router;
}
