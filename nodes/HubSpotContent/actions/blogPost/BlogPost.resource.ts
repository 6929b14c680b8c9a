import { documentResource } from '../../helpers/documentOperations';
import { POST_BATCH_OPERATIONS } from './postBatches';

/** The operations and fields of this resource: the ones every content document shares, and batches. */
export const { operations, description } = documentResource('blogPost', POST_BATCH_OPERATIONS);
