import { useState } from 'react';
import { MAX_LINE_MESSAGE } from '../../../src/domain/orderRules';
import { itemKey, type SelectedProduct } from '../dinerSession';
import { setLineMessage } from './lineNotes';
import { summaryTexts } from './summaryTexts';


/**
 * A cart line's note for the kitchen ('Alergia al maní'), under the dish: shown when there is one,
 * typed in place with 'Agregar nota' or 'Cambiar nota'. It is kept when the diner is done or leaves
 * the field; the same dish with another note is another line.
 */
export const LineNote = ({ item }: { item: SelectedProduct }) => {
  const [draft, setDraft] = useState<string | null>(null);
  const keep = () => {
    if (draft !== null) setLineMessage(itemKey(item), draft);
    setDraft(null);
  };
  if (draft === null) {
    return (
      <span className="line-note">
        {item.message && <span className="line-note-text">{summaryTexts().lineNoteShown(item.message)}</span>}
        <button type="button" className="button link small" onClick={() => setDraft(item.message ?? '')}>
          {item.message ? summaryTexts().editLineNote : summaryTexts().addLineNote}
        </button>
      </span>
    );
  }
  return (
    <label className="field line-note-field">
      <span>{summaryTexts().lineNote}</span>
      <textarea
        className="comments line-note-input"
        rows={2}
        autoFocus
        maxLength={MAX_LINE_MESSAGE}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={keep}
      />
      <button type="button" className="button small" onMouseDown={(event) => event.preventDefault()} onClick={keep}>
        {summaryTexts().saveLineNote}
      </button>
    </label>
  );
};
