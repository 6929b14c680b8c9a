import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { definitionEndpoints } from '../../helpers/definitionEndpoints';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { boundedInteger, invalidInput, readText } from '../../../shared/execution/validation';
import { hubSpotApi } from '../../../shared/transport/transport';
import { objectType } from '../property/propertyFields';
import { displayOrderField, existingGroup, groupNameOf } from './groupFields';

const show = { resource: ['propertyGroup'], operation: ['update'] };

const properties: INodeProperties[] = [
	...objectType,
	existingGroup,
	{
		displayName: 'Update Fields',
		name: 'groupUpdate',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{ displayName: 'Label', name: 'label', type: 'string', default: '' },
			displayOrderField,
		],
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** Changes the label or position of one group per item (its name cannot change). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const type = objectTypeOf(this, 'objectType', itemIndex);
		const groupName = groupNameOf(this, itemIndex);
		const fields = read('groupUpdate', itemIndex, {}) as IDataObject;
		const label =
			fields.label === undefined ? '' : readText(this, fields.label, 'Label', itemIndex).trim();
		const body: IDataObject = {
			...(label ? { label } : {}),
			...(fields.displayOrder === undefined
				? {}
				: {
						displayOrder: boundedInteger(
							this,
							fields.displayOrder,
							'Display Order',
							itemIndex,
							-1,
							1_000_000,
						),
					}),
		};
		if (Object.keys(body).length === 0)
			throw invalidInput(this, 'Update Fields', itemIndex, 'must set a label or a display order');
		return async () =>
			await hubSpotApi<IDataObject>(this, {
				method: 'PATCH',
				endpoint: definitionEndpoints(type).group,
				segments: { objectType: type, groupName },
				body,
				itemIndex,
			});
	});
}
