import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { additionalFieldsCollection } from '../../../shared/execution/descriptions';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import {
	boundedInteger,
	invalidInput,
	jsonObject,
	readIntegerId,
	readText,
	requiredString,
} from '../../../shared/execution/validation';
import { itemReader } from '../../../shared/execution/itemParameters';
import { rowPageFields } from './rowFields';

const properties: INodeProperties[] = [
	{
		displayName: 'Table ID or Name',
		name: 'table',
		type: 'string',
		default: '',
		required: true,
		description: 'The HubDB table, by ID or by name',
	},
	{
		displayName: 'Row ID',
		name: 'rowId',
		type: 'string',
		default: '',
		required: true,
		description: 'ID of the row (digits only)',
	},
	{
		displayName: 'Values (JSON)',
		name: 'values',
		type: 'json',
		default: '{}',
		description: 'Column name to new value; only the columns given change',
	},
	additionalFieldsCollection([
		{ displayName: 'Child Table ID', name: 'childTableId', type: 'number', default: 0 },
		{
			displayName: 'Display Index',
			name: 'displayIndex',
			type: 'number',
			default: 0,
			description: 'Position of the row in the table',
		},
		...rowPageFields,
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['hubDbRow'], operation: ['updateDraft'] } },
	properties,
);

/** PATCH /cms/v3/hubdb/tables/{table}/rows/{row}/draft: partial update of a row's draft; only the fields given are sent. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const table = requiredString(this, 'table', 'Table ID or Name', itemIndex);
		const rowId = readIntegerId(this, read('rowId', itemIndex, ''), 'Row ID', itemIndex);
		const values = jsonObject(this, 'values', 'Values (JSON)', itemIndex);
		const extra = read('additionalFields', itemIndex, {}) as IDataObject;
		const body: IDataObject = { ...(Object.keys(values).length ? { values } : {}) };
		for (const [name, field] of [
			['name', 'Name'],
			['path', 'Path'],
		] as const)
			if (extra[name] !== undefined) body[name] = readText(this, extra[name], field, itemIndex);
		for (const name of ['childTableId', 'displayIndex'] as const) {
			if (extra[name] !== undefined)
				body[name] = boundedInteger(
					this,
					extra[name],
					name === 'childTableId' ? 'Child Table ID' : 'Display Index',
					itemIndex,
					0,
					Number.MAX_SAFE_INTEGER,
				);
		}
		if (Object.keys(body).length === 0)
			throw invalidInput(
				this,
				'Values (JSON)',
				itemIndex,
				'give at least one value or field to change',
			);
		const tableIdOrNameSegment = pathSegment(this, table, 'Table ID or Name', itemIndex);
		const rowIdSegment = pathSegment(this, rowId, 'Row ID', itemIndex);
		return async () =>
			await hubSpotApi(this, {
				method: 'PATCH',
				endpoint: ENDPOINTS.hubDbRowDraft,
				segments: {
					tableIdOrName: tableIdOrNameSegment,
					rowId: rowIdSegment,
				},
				body,
				itemIndex,
			});
	});
}
