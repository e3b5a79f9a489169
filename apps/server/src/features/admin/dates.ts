/** A stored time as the API's ISO text (null stays null). */
export const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
