import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { readText, requiredString } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { readThreadId, threadIdField } from '../../helpers/fields';
import { forEachCheckedItem } from '../../../shared/execution/items';
import { richTextOption, textField } from './messageFields';

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['comment'] } },
	[
		threadIdField,
		textField('The internal note, seen by the team only'),
		optionsCollection([richTextOption]),
	],
);

/** Posts an internal note (a COMMENT) on each item's thread; the comment as HubSpot stored it. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedItem(
		this,
		items,
		(itemIndex) => ({
			threadId: readThreadId(this, itemIndex),
			text: requiredString(this, 'text', 'Text', itemIndex),
			richText: readText(this, read('options.richText', itemIndex, ''), 'Rich Text', itemIndex),
		}),
		async ({ threadId, text, richText }, itemIndex) =>
			await hubSpotApi<IDataObject>(this, {
				method: 'POST',
				endpoint: ENDPOINTS.conversationMessages,
				segments: { threadId },
				body: { type: 'COMMENT', text, ...(richText ? { richText } : {}), attachments: [] },
				itemIndex,
			}),
	);
}
