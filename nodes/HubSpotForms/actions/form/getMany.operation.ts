import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimit, readReturnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { invalidInput } from '../../../shared/execution/validation';
import { listForms } from '../../../shared/forms/forms';
import { itemReader } from '../../../shared/execution/itemParameters';

/** Most forms one item returns without Return All. */
const MAX_LIMIT = 1000;

const FORM_TYPES = ['hubspot', 'captured', 'flow', 'blog_comment', 'all'];

const properties: INodeProperties[] = [
	...returnAllAndLimit({}, MAX_LIMIT),
	{
		displayName: 'Form Types',
		name: 'formTypes',
		type: 'multiOptions',
		options: [
			{ name: 'All', value: 'all', description: 'Forms of every type' },
			{ name: 'Blog Comment', value: 'blog_comment' },
			{ name: 'Captured (Non-HubSpot Forms)', value: 'captured' },
			{ name: 'Flow (Pop-Up Forms)', value: 'flow' },
			{ name: 'HubSpot (Marketing Forms)', value: 'hubspot' },
		],
		default: [],
		description:
			'Which kinds of form to list; HubSpot lists only marketing forms when none is chosen',
	},
	{
		displayName: 'Archived',
		name: 'archived',
		type: 'boolean',
		default: false,
		description: 'Whether to list the archived forms instead of the live ones',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['form'], operation: ['getMany'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const { returnAll, limit } = readReturnAllAndLimit(this, itemIndex, MAX_LIMIT);
		const formTypes = read('formTypes', itemIndex, []) as unknown;
		if (
			!Array.isArray(formTypes) ||
			formTypes.some((type) => !FORM_TYPES.includes(type as string))
		) {
			throw invalidInput(
				this,
				'Form Types',
				itemIndex,
				`must be a list of ${FORM_TYPES.join(', ')}`,
			);
		}
		const archived = read('archived', itemIndex, false) === true;
		return await listForms(
			this,
			{ formTypes: formTypes as string[], archived, returnAll, limit },
			itemIndex,
		);
	});
}
