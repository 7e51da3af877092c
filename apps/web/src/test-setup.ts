import { configure } from '@testing-library/react';

// Screens are lazy chunks: on a busy two-core machine the first one can take longer than the library's 1 s
// to appear. What the suites wait for is unchanged; only how long a find* may wait for it.
configure({ asyncUtilTimeout: 5_000 });
