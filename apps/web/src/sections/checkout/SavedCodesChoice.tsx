/** The accounting-code form's "Use saved accounting codes": choosing a saved line fills the fields, which stay editable. */
import { SAVED_CODES_TEXT, type SavedCodes, type SavedCodesView } from '@advantage/contracts';
import { useState } from 'react';

export function SavedCodesChoice({ saved, onChoose }: { saved: SavedCodesView[]; onChoose: (codes: SavedCodes) => void }) {
  const [chosen, setChosen] = useState('');
  return (
    <div className="usa-form-group">
      <label className="usa-label" htmlFor="savedCodes">
        {SAVED_CODES_TEXT.chooseLabel}
      </label>
      <div className="usa-hint" id="savedCodes-hint">
        {SAVED_CODES_TEXT.chooseHint}
      </div>
      <select
        className="usa-select"
        id="savedCodes"
        name="savedCodes"
        aria-describedby="savedCodes-hint"
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          const line = saved.find((s) => String(s.id) === event.target.value);
          if (line) onChoose(line.codes);
        }}
      >
        <option value="">{SAVED_CODES_TEXT.chooseNone}</option>
        {saved.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}
