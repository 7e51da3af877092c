/**
 * valid_unit_of_issue: the units of issue the catalog sells the keyed item in. On the item entry it is a dialog
 * (focus kept inside, Escape closes, the focus returns to the unit field); picking a unit fixes the line's unit.
 * Opened by its own address it is the modal layout's screen and lists the units.
 */
import { FEDSTRIP_TITLES, screenOf, stockNumberText, type ValidUnitOfIssueAttributes } from '@advantage/contracts';
import { useEffect, useState } from 'react';
import { callServer } from '../../lib/http/client';
import { AppDialog } from '../../shell/dialogs/AppDialog';
import type { PropsOf } from '../../kit/screens/types';

type Loaded = { kind: 'loading' } | { kind: 'units'; a: ValidUnitOfIssueAttributes } | { kind: 'failed'; message: string };

function unitLabel(u: ValidUnitOfIssueAttributes['units'][number]): string {
  return u.meaning ? `${u.code}: ${u.meaning}` : u.code;
}

async function loadUnits(stockNumber: string, signal: AbortSignal): Promise<Loaded> {
  const outcome = await callServer('fedstrip/valid_unit_of_issue', { query: { stockNumber }, signal });
  const shown = outcome.kind === 'envelope' && outcome.envelope ? screenOf('fedstrip/valid_unit_of_issue', outcome.envelope) : undefined;
  if (shown?.responseName === 'ValidUnitOfIssue') {
    return { kind: 'units', a: shown.attributes };
  }
  if (outcome.kind === 'http-error') {
    const errors = outcome.envelope?.attributes.errors;
    const first = Array.isArray(errors) ? (errors[0] as { message?: unknown } | undefined)?.message : undefined;
    return { kind: 'failed', message: typeof first === 'string' ? first : outcome.message };
  }
  return { kind: 'failed', message: 'The valid units of issue could not be read. Try again.' };
}

interface UnitDialogProps {
  stockNumber: string;
  current: string;
  onPick: (code: string) => void;
  onClose: () => void;
  returnFocus: HTMLElement | null;
}

export function UnitDialog({ stockNumber, current, onPick, onClose, returnFocus }: UnitDialogProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    loadUnits(stockNumber, abort.signal).then(setLoaded, () => undefined);
    return () => abort.abort();
  }, [stockNumber]);
  return (
    <AppDialog title={FEDSTRIP_TITLES.validUnits} onDismiss={onClose} returnFocus={returnFocus} focusKey={loaded.kind} className="adv-fs__dialog">
      {loaded.kind === 'loading' && <p role="status">{`Looking up ${stockNumberText(stockNumber)} ...`}</p>}
      {loaded.kind === 'failed' && <p className="usa-error-message">{loaded.message}</p>}
      {loaded.kind === 'units' && (
        <>
          <p>{`${loaded.a.title} (${stockNumberText(loaded.a.stockNumber)}) is issued by:`}</p>
          <ul className="usa-list usa-list--unstyled adv-fs__units">
            {loaded.a.units.map((u) => (
              <li key={u.code}>
                <button type="button" className="usa-button usa-button--outline" aria-current={u.code === current || undefined} onClick={() => onPick(u.code)}>
                  {`Use ${unitLabel(u)}`}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="usa-button usa-button--unstyled adv-fs__close" onClick={onClose}>Close</button>
    </AppDialog>
  );
}

/** The dialog's screen opened by its address (the modal layout): the units, to read. */
export function ValidUnitOfIssue({ envelope }: PropsOf<'fedstrip/valid_unit_of_issue', 'ValidUnitOfIssue'>) {
  const a = envelope.attributes;
  return (
    <>
      <p>{`${a.title} (${stockNumberText(a.stockNumber)}) is issued by:`}</p>
      <ul className="usa-list">
        {a.units.map((u) => <li key={u.code}>{unitLabel(u)}</li>)}
      </ul>
      <button type="button" className="usa-button" data-close-modal>Close</button>
    </>
  );
}
