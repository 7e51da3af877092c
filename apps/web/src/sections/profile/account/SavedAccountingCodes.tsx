/**
 * Manage Methods of Payment's saved lines of accounting: agency accounting codes the checkout's accounting-code
 * form offers to fill. The fields follow that form's rules; there is no document number (each requisition has
 * its own). The nickname's input is `codesNickname`, since the card form on the same screen has a `nickname`.
 */
import { SAVED_CODES_LIMITS, type SavedCodesView } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { AccountingCodeFields } from '../../../shell/components/AccountingCodeFields';
import { useFocusLater } from '../../../shell/components/useFocusLater';
import { useFormSubmit } from '../../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, TextField } from '../../../shell/components/form/form';
import { type FieldError, fieldErrors } from '../../../shell/components/form/submit';
import { readSavedCodes, text } from './attributes';
import { ConfirmAction, Notice } from './parts';

const SAVE_PATH = 'profile/manage_payments_save_codes';
const CODE_FIELDS = ['aac', 'fundCode', 'appropriation', 'objectClass', 'projectJob'] as const;
type CodeField = (typeof CODE_FIELDS)[number];
type Values = Record<CodeField, string> & { nickname: string };
const EMPTY: Values = { aac: '', fundCode: '', appropriation: '', objectClass: '', projectJob: '', nickname: '' };

/** The server names the nickname `nickname`; on this screen its input is `codesNickname`. */
const onThisScreen = (errors: FieldError[]) => errors.map((e) => (e.field === 'nickname' ? { ...e, field: 'codesNickname' } : e));

export function SavedAccountingCodes({ initial }: { initial: unknown }) {
  const [saved, setSaved] = useState<SavedCodesView[]>(() => readSavedCodes(initial));
  const [notice, setNotice] = useState<string>();
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, setErrors, busy, status, summaryRef, submit } = useFormSubmit();
  const [noticeRef, focusNotice] = useFocusLater<HTMLDivElement>();

  async function post(path: typeof SAVE_PATH | 'profile/manage_payments_delete_codes', payload: Record<string, unknown>, message: string) {
    let done = false;
    await submit({
      path,
      payload,
      busy: message,
      mapErrors: onThisScreen,
      onSend: () => setNotice(undefined),
      onScreen: ({ attributes: a }) => {
        setSaved(readSavedCodes(a.accountingCodes));
        if (fieldErrors(a.errors).length > 0) return false;
        setErrors([]);
        setNotice(text(a.notice) || undefined);
        focusNotice();
        done = true;
        return true;
      },
    });
    return done;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await post(SAVE_PATH, { ...values }, 'Saving the accounting codes ...')) setValues(EMPTY);
  }

  return (
    <section aria-labelledby="saved-codes-heading">
      <h2 id="saved-codes-heading">Saved accounting codes</h2>
      <p>Lines of accounting you pay with at checkout, instead of typing them each time.</p>
      <Notice message={notice} noticeRef={noticeRef} />
      {saved.length === 0
        ? <p>You have no saved accounting codes.</p>
        : (
            <table className="usa-table usa-table--borderless usa-table--stacked adv-account-table">
              <caption className="usa-sr-only">Saved accounting codes</caption>
              <thead>
                <tr>
                  <th scope="col">Nickname</th>
                  <th scope="col">AAC/DoDAAC</th>
                  <th scope="col">Fund code</th>
                  <th scope="col">Appropriation</th>
                  <th scope="col">Object class</th>
                  <th scope="col">Project or job</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {saved.map((line) => (
                  <tr key={line.id}>
                    <th scope="row" data-label="Nickname">{line.nickname || '—'}</th>
                    <td data-label="AAC/DoDAAC">{line.codes.aac}</td>
                    <td data-label="Fund code">{line.codes.fundCode}</td>
                    <td data-label="Appropriation">{line.codes.appropriation}</td>
                    <td data-label="Object class">{line.codes.objectClass}</td>
                    <td data-label="Project or job">{line.codes.projectJob || '—'}</td>
                    <td data-label="Actions">
                      <ConfirmAction
                        label="Delete"
                        subject={line.label}
                        question={`Delete ${line.label}?`}
                        confirmLabel="Yes, delete"
                        busy={busy}
                        onConfirm={() => void post('profile/manage_payments_delete_codes', { id: line.id }, 'Deleting the accounting codes ...')}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
      <h3 id="add-codes-heading">Add accounting codes</h3>
      <ErrorSummary errors={errors} fields={[...CODE_FIELDS, 'codesNickname']} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="add-codes-heading">
        <RequiredNote />
        <AccountingCodeFields
          fields={CODE_FIELDS}
          values={values}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          errorOf={(field) => errorFor(errors, field)}
        />
        <TextField
          id="codesNickname"
          label="Nickname"
          optional
          hint="A name to tell your lines of accounting apart, such as Operations."
          maxLength={SAVED_CODES_LIMITS.nickname}
          value={values.nickname}
          onChange={(nickname) => setValues((v) => ({ ...v, nickname }))}
          error={errorFor(errors, 'codesNickname')}
        />
        <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
          Save accounting codes
        </button>
      </form>
      <BusyStatus message={status} />
    </section>
  );
}
