import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { importStatus } from '../../helpers/imports';
import { importIdField, readImportId } from './importIdField';

const show = { resource: ['import'], operation: ['getStatus'] };

export const description = updateDisplayOptions({ show }, [importIdField]);

/** An import's state and counters. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(
		this,
		items,
		async (itemIndex) => await importStatus(this, readImportId(this, itemIndex), itemIndex),
	);
}
