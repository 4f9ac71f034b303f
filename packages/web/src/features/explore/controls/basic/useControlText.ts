import { useState } from 'react';
import { parseControlText, textOfValue, textShowsValue, type TextKind } from './numberText';
import { NUMBER_DEBOUNCE_MS, TEXT_DEBOUNCE_MS, useDebouncedChange } from './useDebouncedChange';

/**
 * The local text of a text input: typed text shows at once and is reported debounced (text 250 ms,
 * numbers 500 ms), parsed as the control's kind; blur reports it at once. A value changed from outside
 * (undo, reset on hide) replaces the text, but our own report coming back does not, so '1.' and '1.50'
 * stay as typed.
 */
export function useControlText(value: unknown, onChange: (value: string | number) => void, kind: TextKind) {
  const [text, setText] = useState(() => textOfValue(value));
  const [seenValue, setSeenValue] = useState(value);
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    if (!textShowsValue(text, value, kind)) setText(textOfValue(value));
  }
  const debounced = useDebouncedChange(onChange, kind === 'text' ? TEXT_DEBOUNCE_MS : NUMBER_DEBOUNCE_MS);
  const parsed = parseControlText(text, kind);
  return {
    text,
    error: parsed.error,
    change(next: string) {
      setText(next);
      debounced.schedule(parseControlText(next, kind).value);
    },
    flush: debounced.flush,
  };
}
