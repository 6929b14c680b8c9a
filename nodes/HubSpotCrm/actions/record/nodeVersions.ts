/** Version 1 takes properties through the fixed collection, JSON or Auto-Map; versions 2 and 3 through n8n's resource mapper. */
export const FIXED_COLLECTION_VERSIONS = [1];
export const MAPPER_VERSIONS = [2, 3];
/** Versions 1 and 2 take a single record's ID as text; version 3 through a record picker (saved workflows keep their text). */
export const TYPED_ID_VERSIONS = [1, 2];
export const RECORD_PICKER_VERSIONS = { from: 3 };
