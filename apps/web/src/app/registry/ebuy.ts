/** main/ebuy (docs/product/department-pages-and-ebuy.md old URL mappings: "eBuy login to /main/ebuy"), in its own small chunk. */
import { EBUY_TEXT } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const ebuy = section(() => import('../../sections/ebuy/index'));

export const EBUY_SCREENS = {
  'main/ebuy': { Ebuy: { layout: 'classic', title: EBUY_TEXT.title, load: ebuy('Ebuy') } },
} as const satisfies ScreenRegistry;
