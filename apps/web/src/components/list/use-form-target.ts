import { useState } from 'react';
import { useNotices } from './use-delete-dialog';

export interface FormTargetOptions<S> {
  /** The green notice once the form saved `row`; `created` when it was added. None unless given. */
  saved?: (row: S, created: boolean) => string;
}

/** The props every add/edit form modal takes from the screen that opens it. */
export interface FormTargetProps<S> {
  opened: boolean;
  onClose: () => void;
  /** Says the `saved` notice and closes; `created` defaults to "the form was adding". */
  onSaved: (row: S, created?: boolean) => void;
}

export interface FormTarget<T, S> {
  /** The form is open (adding or editing). */
  opened: boolean;
  /** The row being edited; null when adding or closed. */
  value: T | null;
  /** Opens the form empty, to add a row. */
  add: () => void;
  /** Opens the form on a row. */
  edit: (row: T) => void;
  close: () => void;
  /** Spread on the form modal. */
  form: FormTargetProps<S>;
}

/**
 * What a list screen's add/edit form is open on: nothing (closed), a new row, or a row; `S` is
 * what the form hands back once saved.
 */
export function useFormTarget<T, S = T>({ saved }: FormTargetOptions<S> = {}): FormTarget<T, S> {
  // undefined: closed; null: adding; a row: editing it.
  const [target, setTarget] = useState<T | null | undefined>(undefined);
  const notices = useNotices();
  const close = () => setTarget(undefined);
  const opened = target !== undefined;
  return {
    opened,
    value: target ?? null,
    add: () => setTarget(null),
    edit: (row) => setTarget(row),
    close,
    form: {
      opened,
      onClose: close,
      onSaved: (row, created = target === null) => {
        if (saved) notices.done(saved(row, created));
        close();
      },
    },
  };
}
