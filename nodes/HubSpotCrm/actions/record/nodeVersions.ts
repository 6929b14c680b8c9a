/** Version 1 takes properties through the fixed collection, JSON or Auto-Map; versions 2 and 3 through n8n's resource mapper. */
export const FIXED_COLLECTION_VERSIONS = [1];
export const MAPPER_VERSIONS = [2, 3];
/** Versions 1 and 2 take a single record's ID as text; version 3 through a record picker (saved workflows keep their text). */
export const TYPED_ID_VERSIONS = [1, 2];
export const RECORD_PICKER_VERSIONS = { from: 3 };

/**
 * Versions whose Object Type defaults to companies. From version 3 it starts empty and the mapper shows
 * once a type is chosen: n8n asks for the mapper's fields when it first shows it, and a node just added
 * gets its default credential a moment after that (n8n's own mapper nodes wait for a sheet or table too).
 * Saved workflows do not store defaults, so the default of 1 and 2 stays.
 */
export const COMPANIES_BY_DEFAULT_VERSIONS = [1, 2];
export const TYPE_CHOSEN_FIRST_VERSIONS = { from: 3 };

/**
 * Versions whose Update mapper offers Record ID as a required field. n8n's mapper (fields added one by
 * one) keeps only required fields when it first loads, hiding even the one that finds the record, and
 * an update whose finding field is hidden shows no fields nor the list to add them until it is chosen
 * again. Version 2's saved mappers keep the schema they stored.
 */
export const RECORD_ID_KEPT_VERSIONS = [3];
