"use client";

import { useCallback, useState } from "react";
import type { FieldKey, ResolvedFields } from "@/src/lib/lead/fields";
import { initialLeadValues, type LeadFormValues, withAnswer } from "@/src/lib/lead/form-values";
import type { FieldErrors } from "./field-renderer";

/**
 * The form's values and its fields' errors. Editing a field clears that field's error
 * (LF-56); an error that came from the server (the OTP could not be sent) is announced until the
 * field is edited.
 */
export function useLeadValues(query: string | undefined, resolved: ResolvedFields) {
  const initial = useCallback(() => initialLeadValues(query), [query]);
  const [values, setValues] = useState<LeadFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alerted, setAlerted] = useState<FieldKey | null>(null);
  return {
    values,
    setValues,
    errors,
    alerted,
    update: (field: FieldKey, patch: Partial<LeadFormValues>) => {
      setValues((v) => withAnswer(v, field, patch, resolved));
      if (field === alerted) setAlerted(null);
      setErrors((e) => {
        if (!e[field]) return e;
        const { [field]: _cleared, ...rest } = e;
        return rest;
      });
    },
    /** The form's own check failed: these errors, none announced (the focus reads the first). */
    showErrors: (next: FieldErrors) => {
      setErrors(next);
      setAlerted(null);
    },
    /** The server's answer for one field, announced. */
    alert: (field: FieldKey, message: string) => {
      setErrors({ [field]: message });
      setAlerted(field);
    },
    reset: () => {
      setValues(initial());
      setErrors({});
    },
  };
}
