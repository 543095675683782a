import {
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Form as AriaForm } from 'react-aria-components';
import {
  FormContext,
  type FieldErrors,
  type FieldRegistration,
  type FormContextValue,
} from '../../private/form-context';
import * as styles from './Form.css';

export type { FieldErrors };

/** What a Form's `ref` exposes. */
export interface FormHandle {
  /** Runs every registered field's rules, shows their errors, and returns whether all passed. */
  validate(): boolean;
  /** Clears every registered field's value and error. */
  reset(): void;
}

export interface FormProps {
  /** Fields and actions. */
  children: ReactNode;
  /**
   * Called on submit only when every registered field's rules pass. The native event's default
   * is already prevented; read uncontrolled values with `new FormData(event.currentTarget)`.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Called after a reset (a `type="reset"` button or `ref.reset()`) cleared the fields. */
  onReset?: () => void;
  /**
   * The server's 400 field errors (`ErrorBody.errors`), shown on the fields with those names
   * until the user edits them.
   * @default undefined
   */
  serverErrors?: FieldErrors;
  /** Exposes `validate()` and `reset()`. */
  ref?: Ref<FormHandle>;
  /** Accessible name when the form has no visible heading. @default undefined */
  'aria-label'?: string;
  /** DOM id, so a submit button outside the form can point at it with `form`. @default undefined */
  id?: string;
}

/**
 * A form whose fields register themselves: submit validates all of them (SPEC §5), reset
 * clears them, and the server's field errors show in place.
 */
export function Form({ children, onSubmit, onReset, serverErrors, ref, ...props }: FormProps) {
  const fields = useRef(new Map<string, FieldRegistration>());

  const register = useCallback((id: string, field: FieldRegistration) => {
    fields.current.set(id, field);
    return () => {
      fields.current.delete(id);
    };
  }, []);

  const validate = useCallback(() => {
    // Every field validates (no short-circuit), so all errors show at once.
    let valid = true;
    for (const field of fields.current.values()) valid = field.validate() && valid;
    return valid;
  }, []);

  const reset = useCallback(() => {
    for (const field of fields.current.values()) field.reset();
    onReset?.();
  }, [onReset]);

  useImperativeHandle(ref, () => ({ validate, reset }), [validate, reset]);

  const context = useMemo<FormContextValue>(
    () => ({ register, serverErrors }),
    [register, serverErrors],
  );

  return (
    <FormContext.Provider value={context}>
      <AriaForm
        {...props}
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (validate()) onSubmit?.(event);
        }}
        onReset={(event) => {
          event.preventDefault();
          reset();
        }}
      >
        {children}
      </AriaForm>
    </FormContext.Provider>
  );
}
