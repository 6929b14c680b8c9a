import { documentResource } from '../../helpers/documentOperations';

/** The operations and fields of this resource: the ones every content document shares. */
export const { operations, description } = documentResource('sitePage');
