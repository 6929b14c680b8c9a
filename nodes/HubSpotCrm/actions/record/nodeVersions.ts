/** Version 1 takes properties through the fixed collection, JSON or Auto-Map; version 2 through n8n's resource mapper. */
export const FIXED_COLLECTION_VERSIONS = [1];
export const MAPPER_VERSIONS = [2];
