/** Text of request bodies, as the server stores it. */

/** Trimmed, with every run of white space (line breaks included) made one space. */
export const collapse = (value: string): string => value.trim().replace(/\s+/g, ' ');

/** Trimmed, or null when nothing is left: an optional field left blank is stored as null. */
export const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;
