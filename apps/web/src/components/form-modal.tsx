import {
  type ButtonProps,
  Button,
  Group,
  type GroupProps,
  Modal,
  type ModalProps,
  Stack,
  Text,
} from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBody, type FormBodyProps } from './form-body';

interface FormActionsProps extends Omit<GroupProps, 'children'> {
  onCancel: () => void;
  /** The submit button's text; "Save" unless told. */
  submitLabel?: string;
  /** The submit is under way: the submit button spins. */
  pending: boolean;
  /** Cancel is disabled too while the submit is under way. */
  lockCancel?: boolean;
  /** Props of the submit button (its colour, a `disabled` rule…). */
  submitProps?: Omit<ButtonProps, 'children' | 'loading'> & { form?: string };
  /** An action of its own at the start of the line (e.g. "Clear"). */
  aside?: ReactNode;
}

/** The footer of a form: Cancel, then the submit button, at the end of the line. */
export function FormActions({
  onCancel,
  submitLabel,
  pending,
  lockCancel = false,
  submitProps,
  aside,
  ...group
}: FormActionsProps) {
  const { t } = useTranslation();
  const buttons = (
    <>
      <Button variant="default" onClick={onCancel} disabled={lockCancel && pending}>
        {t('common.actions.cancel')}
      </Button>
      <Button type="submit" loading={pending} {...submitProps}>
        {submitLabel ?? t('common.actions.save')}
      </Button>
    </>
  );
  if (aside) {
    return (
      <Group justify="space-between" {...group}>
        {aside}
        <Group>{buttons}</Group>
      </Group>
    );
  }
  return (
    <Group justify="flex-end" {...group}>
      {buttons}
    </Group>
  );
}

interface FormModalProps
  extends Omit<ModalProps, 'children' | 'onSubmit' | 'onChange' | 'hidden' | 'title'>,
    Pick<FormActionsProps, 'submitLabel' | 'pending' | 'lockCancel' | 'submitProps' | 'aside'>,
    Omit<FormBodyProps, 'children' | 'onChange' | 'hidden'> {
  title: ReactNode;
  /** Props of the footer's line (its gap, its margin). */
  actionsProps?: Omit<GroupProps, 'children'>;
  /**
   * Whether the form holds changes not saved, asked when the dialog is about to close (the
   * form's `isDirty`). Unless told, a form holds changes once something was typed or picked in it.
   */
  isDirty?: () => boolean;
  children: ReactNode;
}

/** Whether a closing dialog must ask first, and the person's answer. */
function useDiscardGuard(opened: boolean, hasChanges: () => boolean, onClose: () => void) {
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  // Where the person was in the form, to take them back there when they keep editing.
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) setAsking(false);
  }, [opened]);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (returnTo.current?.isConnected) returnTo.current.focus();
    if (!asking) returnTo.current = null;
  }, [asking]);
  const keepEditing = () => setAsking(false);
  return {
    asking,
    keepRef,
    keepEditing,
    discard: () => {
      returnTo.current = null;
      setAsking(false);
      onClose();
    },
    /** Escape, a click outside or the close button: a form with changes asks before it goes. */
    requestClose: () => {
      // Escape or a click outside while asking answers "keep editing": nothing is lost by it.
      if (asking) return keepEditing();
      if (!hasChanges()) return onClose();
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setAsking(true);
    },
  };
}

/**
 * A dialog holding a form: the failure alert on top, the fields, then Cancel and the submit
 * button. Cancel closes the dialog; the browser's own checks are left to the form's. Escape, a
 * click outside or the close button first ask whether to discard what was typed, when anything was.
 */
export function FormModal({
  onSubmit,
  message = null,
  messageTitle,
  submitLabel,
  pending,
  lockCancel,
  submitProps,
  aside,
  gap = 'md',
  actionsProps,
  isDirty,
  children,
  onClose,
  ...modal
}: FormModalProps) {
  const { t } = useTranslation();
  const typed = useRef(false);
  useEffect(() => {
    if (modal.opened) typed.current = false;
  }, [modal.opened]);
  const guard = useDiscardGuard(modal.opened, isDirty ?? (() => typed.current), onClose);
  const askId = useId();
  return (
    <Modal
      onClose={guard.requestClose}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      {...modal}
    >
      {guard.asking && (
        <Stack
          gap="md"
          role="alertdialog"
          aria-labelledby={`${askId}-title`}
          aria-describedby={`${askId}-text`}
        >
          <Text fw={600} id={`${askId}-title`}>
            {t('common.discard.title')}
          </Text>
          <Text size="sm" id={`${askId}-text`}>
            {t('common.discard.text')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" ref={guard.keepRef} onClick={guard.keepEditing}>
              {t('common.discard.keep')}
            </Button>
            <Button color="red" onClick={guard.discard}>
              {t('common.discard.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
      <FormBody
        onSubmit={onSubmit}
        message={message}
        messageTitle={messageTitle}
        gap={gap}
        hidden={guard.asking}
        onChange={() => {
          typed.current = true;
        }}
      >
        {children}
        <FormActions
          onCancel={onClose}
          submitLabel={submitLabel}
          pending={pending}
          lockCancel={lockCancel}
          submitProps={submitProps}
          aside={aside}
          {...actionsProps}
        />
      </FormBody>
    </Modal>
  );
}
