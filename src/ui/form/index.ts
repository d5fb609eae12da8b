// The shared form kit (docs/product/accounts.md#form-rules): rules with the spec's messages,
// fields wired for screen readers, the changed/valid logic, the error box and the success note.
export { rules, firstProblem, type Rule, type RuleProblem } from './rules';
export { ruleMessages } from './messages';
export { validateAll, formChanged, hasProblems, type FieldRules, type FormProblems } from './form-state';
export { useForm, TEXT_DEBOUNCE_MS, type UseFormOptions } from './use-form';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField } from './PasswordField';
export { BirthdayField } from './BirthdayField';
export { Checkbox } from './Checkbox';
export { ErrorBox, SuccessNote, useFormOnline, failureText } from './FormNotes';
export {
  EMPTY_BIRTHDAY, birthYears, daysInMonth, withPart, birthdayComplete, birthdayRequired,
  type BirthdayValue,
} from './birthday';
export { usePasswordTexts } from './password-texts';
