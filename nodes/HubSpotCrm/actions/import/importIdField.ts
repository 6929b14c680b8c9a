import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { readIntegerId } from '../../../shared/execution/validation';

/** The Import ID of Get Status, Get Errors and Cancel. */
export const importIdField: INodeProperties = {
	displayName: 'Import ID',
	name: 'importId',
	type: 'string',
	required: true,
	default: '',
	description: 'The ID of the import, as Create or Get Many return it',
};

export const readImportId = (ctx: IExecuteFunctions, itemIndex: number): string =>
	String(readIntegerId(ctx, itemReader(ctx)('importId', itemIndex), 'Import ID', itemIndex));
