import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { importErrors } from '../../helpers/imports';
import { importIdField, readImportId } from './importIdField';

const MAX_LIMIT = 1_048_576;

const show = { resource: ['import'], operation: ['getErrors'] };

const properties: INodeProperties[] = [
	importIdField,
	...returnAllAndLimit({}, MAX_LIMIT),
	{
		displayName: 'Include Row Data',
		name: 'includeRowData',
		type: 'boolean',
		default: true,
		description:
			'Whether each error carries the row of the file it is about (its line number and cells)',
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** The row errors of an import, one item each. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const importId = readImportId(this, itemIndex);
		const { returnAll, limit } = readReturnAllAndLimit(this, itemIndex, MAX_LIMIT);
		const rowData = read('includeRowData', itemIndex, true) !== false;
		const errors = await importErrors(this, importId, { returnAll, limit, rowData }, itemIndex);
		return errors.map((error) => ({ importId, ...error }));
	});
}
