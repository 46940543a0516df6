import { type FormErrors, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { useCallback, useRef } from 'react';
import type { z } from 'zod';
import { contractValidate, limitsOf, schemaAt, type WordFieldError } from './contract-validate';
import { useServerFieldErrors, useWordFieldError } from './use-field-errors';

/** The values of a form, as Mantine takes them (an interface as well as a record). */
// biome-ignore lint/suspicious/noExplicitAny: Mantine's own bound on a form's values
type FormValues = Record<string, any>;

interface ContractFormOptions<Values extends FormValues> extends Omit<UseFormInput<Values>, 'validate'> {
  /** The contract schema the server checks the request with. */
  schema: z.ZodType;
  /** The label the person sees for a field, to word its failures with. */
  label: (field: string) => string;
  /** The fields the form shows; the server's failures of other fields go to the alert. */
  fields: readonly string[];
  /** The failure of the last submit (the mutation's `error`). */
  error: unknown;
  /** The request the contract judges, made from the form's values. */
  toInput?: (values: Values) => unknown;
  /** Checks of the form's own after the contract's (a repetition, the unit's rules…). */
  refine?: (errors: FormErrors, values: Values, word: WordFieldError) => FormErrors;
  /** Where a server failure of a shown field goes; the form's field unless told. */
  setFieldError?: (field: string, message: string) => void;
}

export interface ContractForm<Values extends FormValues> {
  form: UseFormReturnType<Values>;
  /** The failure for the form's alert (not on a shown field), else null. */
  message: string | null;
  word: WordFieldError;
  /** Starts the form over from `values`: nothing dirty, no error left over. */
  load: (values: Values) => void;
  /**
   * The props of a field's input: its value, change and error (`getInputProps`), and the limits
   * the contract sets on the value at that path (`maxLength`, `min`, `max`).
   */
  fieldProps: UseFormReturnType<Values>['getInputProps'];
}

/**
 * A Mantine form validated by the contract schema, its failures worded with the fields'
 * labels, and the server's field failures put on the fields. After a failed submit (the form's
 * own checks or the server's answer) the first field in error is scrolled to and focused.
 */
export function useContractForm<Values extends FormValues>({
  schema,
  label,
  fields,
  error,
  toInput,
  refine,
  setFieldError,
  ...input
}: ContractFormOptions<Values>): ContractForm<Values> {
  const word = useWordFieldError(label);
  const check = contractValidate(schema, word, toInput);
  const form = useForm<Values>({
    ...input,
    validate: (values) => (refine ? refine(check(values), values, word) : check(values)),
  });
  // The form submitted last, where the first field in error is looked for.
  const formElement = useRef<HTMLFormElement | null>(null);
  const showFirstError = useCallback(() => {
    // After the render that puts the errors on the fields.
    setTimeout(() => focusFirstInvalid(formElement.current), 0);
  }, []);
  const onSubmit: UseFormReturnType<Values>['onSubmit'] = (handleSubmit, handleFailure) => (event) => {
    if (event?.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget;
    form.onSubmit(handleSubmit, (errors, values, failed) => {
      showFirstError();
      handleFailure?.(errors, values, failed);
    })(event);
  };
  const message = useServerFieldErrors({
    error,
    fields,
    setFieldError: setFieldError ?? form.setFieldError,
    word,
    onFieldErrors: showFirstError,
  });
  const load = useCallback(
    (values: Values) => {
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
    },
    [form.setValues, form.resetDirty, form.clearErrors],
  );
  const fieldProps: ContractForm<Values>['fieldProps'] = (path, options) => ({
    ...limitsOf(schemaAt(schema, String(path))),
    ...form.getInputProps(path, options),
  });
  return { form: { ...form, onSubmit }, message, word, load, fieldProps };
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]';

const inSight = (element: HTMLElement) =>
  typeof element.checkVisibility !== 'function' || element.checkVisibility();

/**
 * Brings the first field in error (in the form's order) into view and puts the cursor in it:
 * in a long dialog the failures of a submit are otherwise out of sight.
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  // Mantine marks a field in error with aria-invalid, or only with data-invalid (a password's
  // input, the wrapper of some inputs): each mark, then what takes the cursor in it.
  const marks = root
    ? [...root.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')]
    : [];
  const fields = marks
    .map((mark) => (mark.matches(FOCUSABLE) ? mark : mark.querySelector<HTMLElement>(FOCUSABLE)))
    .filter((field): field is HTMLElement => field !== null);
  // A field of a tab not shown cannot take the cursor: the first one in sight goes first.
  const field = fields.find(inSight) ?? fields[0];
  if (!field) return;
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}
