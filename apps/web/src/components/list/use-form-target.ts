import { useState } from 'react';
import { useNotices } from './use-delete-dialog';

export interface FormTarget<T> {
  /** The form is open (adding or editing). */
  opened: boolean;
  /** The row being edited; null when adding or closed. */
  value: T | null;
  /** Opens the form empty, to add a row. */
  add: () => void;
  /** Opens the form on a row. */
  edit: (row: T) => void;
  close: () => void;
  /** Says `message` in a green notice and closes the form. */
  saved: (message: string) => void;
}

/** What a list screen's add/edit form is open on: nothing (closed), a new row, or a row. */
export function useFormTarget<T>(): FormTarget<T> {
  // undefined: closed; null: adding; a row: editing it.
  const [target, setTarget] = useState<T | null | undefined>(undefined);
  const notices = useNotices();
  const close = () => setTarget(undefined);
  return {
    opened: target !== undefined,
    value: target ?? null,
    add: () => setTarget(null),
    edit: (row) => setTarget(row),
    close,
    saved: (message) => {
      notices.done(message);
      close();
    },
  };
}
