import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { sendInputs, runItemBatches } from '../../../shared/execution/batching';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import {
	invalidInput,
	jsonObject,
	readEmailAddress,
	readIntegerId,
	readText,
} from '../../../shared/execution/validation';
import { itemReader } from '../../../shared/execution/itemParameters';

const AUTHOR_FIELDS = [
	'name',
	'slug',
	'displayName',
	'fullName',
	'bio',
	'email',
	'avatar',
	'website',
	'facebook',
	'linkedin',
	'twitter',
	'language',
];
const label = (field: string) =>
	field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

const properties: INodeProperties[] = [
	{
		displayName: 'Author ID',
		name: 'authorId',
		type: 'string',
		default: '',
		required: true,
		description: 'ID of the blog author to update',
	},
	{
		displayName: 'Fields From',
		name: 'fieldsInput',
		type: 'options',
		options: [
			{ name: 'Fields Below', value: 'fields' },
			{ name: 'JSON', value: 'json' },
		],
		default: 'fields',
	},
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: { show: { fieldsInput: ['fields'] } },
		options: AUTHOR_FIELDS.map((name) => ({
			displayName: label(name),
			name,
			type: 'string' as const,
			default: '',
		})),
	},
	{
		displayName: 'Fields (JSON)',
		name: 'fieldsJson',
		type: 'json',
		default: '{}',
		displayOptions: { show: { fieldsInput: ['json'] } },
		description: 'The author fields to change, e.g. {"bio": "…"}',
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Archived',
				name: 'archived',
				type: 'boolean',
				default: false,
				description: 'Whether to return only archived results',
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['blogAuthor'], operation: ['batchUpdate'] } },
	properties,
);

function fieldsOf(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const read = itemReader(ctx);
	const fields =
		read('fieldsInput', itemIndex) === 'json'
			? jsonObject(ctx, 'fieldsJson', 'Fields (JSON)', itemIndex)
			: (read('updateFields', itemIndex, {}) as IDataObject);
	const unknown = Object.keys(fields).filter((name) => !AUTHOR_FIELDS.includes(name));
	if (unknown.length)
		throw invalidInput(ctx, 'Fields', itemIndex, `unknown author fields: ${unknown.join(', ')}`);
	if (Object.keys(fields).length === 0)
		throw invalidInput(ctx, 'Fields', itemIndex, 'give at least one field to change');
	// HubSpot keeps author fields as text: an object would arrive as "[object Object]" or be refused.
	return Object.fromEntries(
		Object.entries(fields).map(([name, value]) => [
			name,
			name === 'email' && value !== ''
				? readEmailAddress(ctx, value, label(name), itemIndex)
				: readText(ctx, value, label(name), itemIndex),
		]),
	);
}

/** POST /cms/v3/blogs/authors/batch/update: one author per item, up to 100 per request; only the fields given change. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const id = readIntegerId(this, read('authorId', itemIndex, ''), 'Author ID', itemIndex);
			return {
				key: id,
				body: { id, ...fieldsOf(this, itemIndex) },
				requestGroup: {
					archived: (read('options', itemIndex, {}) as IDataObject).archived === true,
				},
			};
		},
		(requestGroup) => ({
			maxPerRequest: 100,
			// Writing the same fields again changes nothing: safe to repeat.
			send: sendInputs(
				this,
				ENDPOINTS.blogAuthorsBatchUpdate,
				{},
				{ qs: { archived: requestGroup.archived }, idempotent: true },
			),
			resultKeys: (result) => [String(result.id)],
		}),
		(result) => result,
	);
}
