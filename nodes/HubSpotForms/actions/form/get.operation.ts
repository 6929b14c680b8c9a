import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { fieldKey, fieldsOf, formIdOf, formLocator, readForm } from '../../../shared/forms/forms';
import { itemReader } from '../../../shared/execution/itemParameters';

const properties: INodeProperties[] = [
	formLocator,
	{
		displayName: 'Archived',
		name: 'archived',
		type: 'boolean',
		default: false,
		description: 'Whether the form is archived (HubSpot finds archived forms only when asked)',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['form'], operation: ['get'] } },
	properties,
);

/** The form as HubSpot answers it, plus `fields`: every group's fields in one list, each with its mapper key. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const archived = read('archived', itemIndex, false) === true;
		const form = await readForm(this, formIdOf(this, itemIndex), { archived, itemIndex });
		return { ...form, fields: fieldsOf(form).map((field) => ({ key: fieldKey(field), ...field })) };
	});
}
