/** List or grid results, remembered as `searchResultStyle` (docs/product/search-and-catalog.md, default 'list' docs/product/constants.md). */
import { CLIENT_STORAGE_KEYS, DEFAULT_SEARCH_RESULT_STYLE, RESULT_STYLES, type ResultStyle } from '@advantage/contracts';
import { useState } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

const isStyle = (value: unknown): value is ResultStyle => (RESULT_STYLES as readonly unknown[]).includes(value);

export function storedResultStyle(): ResultStyle {
  const stored = readStorage('local', CLIENT_STORAGE_KEYS.searchResultStyle);
  return isStyle(stored) ? stored : DEFAULT_SEARCH_RESULT_STYLE;
}

export function useResultStyle(): [ResultStyle, (style: ResultStyle) => void] {
  const [style, setStyle] = useState<ResultStyle>(storedResultStyle);
  const choose = (next: ResultStyle) => {
    writeStorage('local', CLIENT_STORAGE_KEYS.searchResultStyle, next);
    setStyle(next);
  };
  return [style, choose];
}
