/** spec 1 §5: message templates. One place, used by the page and the API. */
export const msg = {
  required: (field: string) => `${field} is required`,
  email: (field: string) => `${field} is not a valid email address`,
  max: (field: string, length: number) => `${field} must have at most ${length} letters`,
  min: (field: string, length: number) => `${field} must have at least ${length} letters`,
  minValue: (min: number) => `must be at least ${min}`,
  code: (field: string, length: number) => `${field} is ${length} digits`,
  confirmed: (target: string, field: string) => `${target} and ${field} don't match`,
  phone: (field: string) => `${field} is an invalid phone number`,
  url: (field: string) => `${field} must be a valid URL`,
  json: (field: string) => `${field} must be valid JSON`,
  uniqueList: () => 'The selected field is mapped to multiple columns',
} as const;

/** spec 2 §5: connector messages. Texts the spec gives are quoted exactly; the others are ours (spec 2 §8: "not shown"). */
export const connectorMsg = {
  destinationRequired: () => 'You must select at least one destination for this source.',
  unsupportedFrequency: () => 'The selected frequency is not supported for the selected source type',
  duplicateListField: () => 'Duplicate list field',
  incompatibleDestination: () => 'This destination is not a supported type for the selected source type.',
  noDestinationsConfirm: () => 'You have not selected any destinations, are you sure you want to continue?',
  option: (field: string) => `${field} is not one of the allowed options`,
  alphanumeric: (field: string) => `${field} may only contain letters and numbers`,
  alphanumericSpaces: (field: string) => `${field} may only contain letters, numbers and spaces`,
  noScheme: (field: string) => `${field} must not start with http:// or https://`,
  noSubpath: (field: string) => `${field} must not contain a path`,
  dateRange: (field: string, min: string) => `${field} must be between ${min} and today`,
  anchorTime: (field: string) => `${field} must be a 24-hour time (HH:MM) with minutes in tens`,
  locked: (field: string) => `${field} cannot be changed once saved`,
  listFieldRemoved: (name: string) => `The list field '${name}' cannot be deleted`,
  mustTick: (field: string) => `${field} must be ticked`,
} as const;
