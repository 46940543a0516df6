import { notifications } from '@mantine/notifications';
import { type ReactElement, type ReactNode, useState } from 'react';
import { isApiError } from '../../lib/api';
import { useCatalog } from '../../lib/i18n';
import { DeleteConfirmModal } from '../delete-confirm-modal';

/** Green "done" and red "failed" notices, the failure worded by the server when it answered. */
export function useNotices() {
  const catalog = useCatalog();
  const done = (message: string) => notifications.show({ color: 'teal', message });
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: isApiError(error) ? error.message : catalog('unexpected_error'),
    });
  return {
    done,
    failed,
    /** Runs a row action, then says `message` when it is done, or why it failed; true when done. */
    run: async (action: () => Promise<unknown>, message: string): Promise<boolean> => {
      try {
        await action();
      } catch (error) {
        failed(error);
        return false;
      }
      done(message);
      return true;
    },
  };
}

/** A mutation deleting a row by its id (TanStack Query's result). */
export interface DeleteByIdMutation {
  mutateAsync: (id: number) => Promise<unknown>;
  isPending: boolean;
}

/** How the row is deleted: `run` with its `pending` state, or a `mutation` taking the row's id. */
type DeleteRun<T> =
  | {
      /** Deletes the row (usually a mutation's `mutateAsync`). */
      run: (row: T) => Promise<unknown>;
      /** The mutation is running. */
      pending: boolean;
      mutation?: undefined;
    }
  | {
      mutation: T extends { id: number } ? DeleteByIdMutation : never;
      run?: undefined;
      pending?: undefined;
    };

export type DeleteDialogOptions<T> = DeleteRun<T> & {
  /** The notice after a delete; the answer of the delete is passed on. */
  deleted: (row: T, answer: unknown) => string;
  /** The typed-in name the user must confirm with; the row's `name` unless given. */
  nameOf?: (row: T) => string;
  /** More about what deleting this row does, under the question. */
  description?: (row: T) => ReactNode;
  /** Close the dialog also when the delete failed (the notice tells why). */
  closeOnError?: boolean;
};

export interface DeleteDialog<T> {
  /** The row being asked about, or null. */
  target: T | null;
  /** Opens the confirmation for a row. */
  ask: (row: T) => void;
  /** The confirmation dialog; render it once in the screen. */
  modal: ReactElement;
}

/** "Type the name to delete" for a list row, then the delete with a notice either way. */
export function useDeleteDialog<T extends object>({
  mutation,
  // With a mutation, the row goes by its id (the options' type holds that it has one).
  run = (row) => (mutation as DeleteByIdMutation).mutateAsync((row as T & { id: number }).id),
  pending = mutation?.isPending ?? false,
  deleted,
  nameOf = (row) => ('name' in row && typeof row.name === 'string' ? row.name : ''),
  description,
  closeOnError = false,
}: DeleteDialogOptions<T>): DeleteDialog<T> {
  const [target, setTarget] = useState<T | null>(null);
  const notices = useNotices();

  async function confirm() {
    if (!target) return;
    try {
      const answer = await run(target);
      notices.done(deleted(target, answer));
      setTarget(null);
    } catch (error) {
      notices.failed(error);
      if (closeOnError) setTarget(null);
    }
  }

  const modal = (
    <DeleteConfirmModal
      opened={target !== null}
      itemName={target ? nameOf(target) : ''}
      onClose={() => setTarget(null)}
      onConfirm={confirm}
      loading={pending}
      description={target && description ? description(target) : undefined}
    />
  );
  return { target, ask: setTarget, modal };
}
