/** Reads the start data of `main/start_page` (contracts StartPageAttributes) defensively. */
import { isStoreName, type StoreName, type StoreSettings } from '@advantage/contracts';
import { STORE_LABELS } from '../../lib/config';

export interface WelcomeBlockData {
  keyName: string;
  title: string;
  html: string;
}

export interface StartData {
  store: StoreName;
  settings?: StoreSettings;
  title: string;
  description: string;
  loginWelcomeText: string;
  privacyActMessage: boolean;
  welcomeBlock?: WelcomeBlockData;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** True when the value has the StoreSettings fields the pages use. */
function isStoreSettings(value: unknown): value is StoreSettings {
  return isRecord(value) && isStoreName(value.storeName) && isRecord(value.logo);
}

/** The value as StoreSettings when it has the fields the pages use. */
export function asStoreSettings(value: unknown): StoreSettings | undefined {
  return isStoreSettings(value) ? value : undefined;
}

function asWelcomeBlock(value: unknown): WelcomeBlockData | undefined {
  if (!isRecord(value) || typeof value.html !== 'string') return undefined;
  return { keyName: text(value.keyName), title: text(value.title), html: value.html };
}

export function readStartData(attributes: Record<string, unknown>, store: StoreName): StartData {
  const settings = asStoreSettings(attributes.store);
  const welcomeBlock = asWelcomeBlock(attributes.welcomeBlock);
  return {
    store: settings?.storeName ?? store,
    ...(settings ? { settings } : {}),
    title: settings?.title || STORE_LABELS[store],
    description: settings?.description ?? '',
    loginWelcomeText: settings?.loginWelcomeText ?? '',
    privacyActMessage: settings?.privacyActMessage === true,
    ...(welcomeBlock ? { welcomeBlock } : {}),
  };
}
