// Turns a failed zod validation of a request part into a 400 VALIDATION_ERROR naming the fields.
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { langSchema, type I18nText } from '../../contract/i18n-text.js';
import type { Db } from '../db/client.js';
import { translate } from '../domain/i18n.js';
import { validationError, type FieldProblem } from './errors.js';
import { requestLang } from './request-lang.js';

type HookResult = { success: true; data: unknown; target: string } | { success: false; error: ZodError; target: string };

export function fieldProblems(error: ZodError, target: string): FieldProblem[] {
  return error.issues.map((issue) => ({
    in: target,
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The defaultHook of every OpenAPIHono router: throw, so the error handler answers. */
export function validationHook(result: HookResult, _c: Context): void {
  if (!result.success) throw validationError(fieldProblems(result.error, result.target));
}

export interface ValidationTexts {
  /** The message's first words ("Invalid request"). */
  heading: I18nText;
  /** A contract rule's message (what its zod schema says when it refuses) → the same in five languages. */
  rules: ReadonlyMap<string, I18nText>;
}

/**
 * A defaultHook that answers in the request's language (docs/product/README.md#errors): a field
 * refused by one of the contract's rules of `texts` says that rule translated; zod's own messages
 * stay as zod writes them (docs/decisions/219-csv-cells-never-formulas.md).
 */
export function translatedValidationHook(db: Db, texts: ValidationTexts) {
  return async (result: HookResult, c: Context): Promise<void> => {
    if (result.success) return;
    const asked = langSchema.safeParse(c.req.query('lang'));
    const { lang } = await requestLang(c, db, asked.success ? asked.data : undefined);
    const fields = fieldProblems(result.error, result.target).map((field) => {
      const text = texts.rules.get(field.message);
      return text ? { ...field, message: translate(text, lang) } : field;
    });
    throw validationError(fields, translate(texts.heading, lang));
  };
}
