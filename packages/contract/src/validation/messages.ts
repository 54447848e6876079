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
