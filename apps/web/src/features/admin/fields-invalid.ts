/** Thrown by an `onConfirm` whose own fields (children) showed their error: nothing more to say. */
export class FieldsInvalid extends Error {}
