import { configure } from '@testing-library/react';
import { provideScreens } from './app/interpreter/screens-port';
import { provideLayouts } from './app/routes/layouts-chunk';
import { findScreen } from './app/screens/lookup';

// Screens are lazy chunks: on a busy two-core machine the first one can take longer than the library's 1 s
// to appear. What the suites wait for is unchanged; only how long a find* may wait for it.
configure({ asyncUtilTimeout: 5_000 });

// The app layer provides the screen table and the layouts chunk at start (createAppRouter); the suites render below it.
provideScreens(findScreen);
provideLayouts({ layouts: () => import('./app/layouts'), modal: async () => (await import('./app/layouts/ModalLayout')).ModalLayout });
