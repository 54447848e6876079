import {
  CreateDestinationBody,
  type CreateDestinationInput,
  type DestinationAnswer,
  type UpdateDestinationBody,
  updateDestinationBodySchema,
} from '@storelens/contract/api/destinations';
import { connectorName } from '@storelens/contract/api/sources';
import { DESTINATION_DETAIL_FORMS } from '@storelens/contract/domain/connector-forms';
import { type DestinationTypeId, isDestinationTypeId } from '@storelens/contract/domain/connectors';
import { msg } from '@storelens/contract/validation/messages';
import { toFieldErrors } from '@storelens/contract/validation/sources';
import { z } from 'zod';
import { type DetailValues, detailBody, detailValues } from '../../components/connector-form/form-values.ts';

export interface DestinationFormValues {
  name: string;
  type: DestinationTypeId | '';
  detail: DetailValues;
}

export const destinationFormValues = (saved?: DestinationAnswer): DestinationFormValues =>
  saved
    ? {
        name: saved.name,
        type: saved.type as DestinationTypeId,
        detail: detailValues(DESTINATION_DETAIL_FORMS[saved.type as DestinationTypeId], saved.detail),
      }
    : { name: '', type: '', detail: {} };

/** spec 2 §7: POST body {name, type, detail}. */
export const createDestinationBody = (values: DestinationFormValues): CreateDestinationInput =>
  ({
    name: values.name,
    type: values.type,
    detail: detailBody(DESTINATION_DETAIL_FORMS[values.type as DestinationTypeId], values.detail),
  }) as CreateDestinationInput;

/** spec 2 §7: PATCH body {name, detail} (the type is fixed once saved). */
export const updateDestinationBody = (values: DestinationFormValues): UpdateDestinationBody => ({
  name: values.name,
  detail: detailBody(DESTINATION_DETAIL_FORMS[values.type as DestinationTypeId], values.detail),
});

/** The contract's rules for the destination screen (create, or edit with the saved detail). */
export function destinationFormErrors(
  values: DestinationFormValues,
  saved?: DestinationAnswer,
): Record<string, string> {
  if (!isDestinationTypeId(values.type)) {
    const name = connectorName().safeParse(values.name);
    return {
      ...(name.success ? {} : { name: name.error.issues[0]?.message ?? msg.required('Name') }),
      type: msg.required('Destination Type'),
    };
  }
  const parsed = saved
    ? updateDestinationBodySchema(values.type, saved.detail).safeParse(updateDestinationBody(values))
    : CreateDestinationBody.safeParse(createDestinationBody(values));
  return parsed.success ? {} : toFieldErrors(parsed.error);
}

/** A zod schema over the form values that reports destinationFormErrors, for zodResolver. */
export const destinationFormSchema = (saved?: DestinationAnswer) =>
  z.custom<DestinationFormValues>().superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(destinationFormErrors(values, saved))) {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  });
