import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { definitionEndpoints } from '../../helpers/definitionEndpoints';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { additionalFieldsCollection } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { boundedInteger, requiredString } from '../../../shared/execution/validation';
import { hubSpotApi } from '../../../shared/transport/transport';
import { objectType } from '../property/propertyFields';
import { readInternalName } from '../property/propertyInput';
import { displayOrderField } from './groupFields';

const show = { resource: ['propertyGroup'], operation: ['create'] };

const properties: INodeProperties[] = [
	...objectType,
	{
		displayName: 'Name',
		name: 'newGroupName',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'onboarding',
		description:
			'The internal name: lowercase letters, digits and underscores, starting with a letter',
	},
	{
		displayName: 'Label',
		name: 'groupLabel',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'Onboarding',
		description: 'The name users see',
	},
	additionalFieldsCollection([displayOrderField]),
];

export const description = updateDisplayOptions({ show }, properties);

/** Creates one property group per item. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const type = objectTypeOf(this, 'objectType', itemIndex);
		const { displayOrder } = read('additionalFields', itemIndex, {}) as IDataObject;
		const body: IDataObject = {
			name: readInternalName(this, read('newGroupName', itemIndex, ''), 'Name', itemIndex),
			label: requiredString(this, 'groupLabel', 'Label', itemIndex),
			...(displayOrder === undefined
				? {}
				: {
						displayOrder: boundedInteger(
							this,
							displayOrder,
							'Display Order',
							itemIndex,
							-1,
							1_000_000,
						),
					}),
		};
		return async () =>
			await hubSpotApi<IDataObject>(this, {
				method: 'POST',
				endpoint: definitionEndpoints(type).groups,
				segments: { objectType: type },
				body,
				itemIndex,
			});
	});
}
