import { type ButtonProps, Button, Group, type GroupProps, Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
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
  extends Omit<ModalProps, 'children' | 'onSubmit' | 'title'>,
    Pick<FormActionsProps, 'submitLabel' | 'pending' | 'lockCancel' | 'submitProps' | 'aside'>,
    Omit<FormBodyProps, 'children'> {
  title: ReactNode;
  /** Props of the footer's line (its gap, its margin). */
  actionsProps?: Omit<GroupProps, 'children'>;
  children: ReactNode;
}

/**
 * A dialog holding a form: the failure alert on top, the fields, then Cancel and the submit
 * button. Cancel closes the dialog; the browser's own checks are left to the form's.
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
  children,
  onClose,
  ...modal
}: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      {...modal}
    >
      <FormBody onSubmit={onSubmit} message={message} messageTitle={messageTitle} gap={gap}>
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
