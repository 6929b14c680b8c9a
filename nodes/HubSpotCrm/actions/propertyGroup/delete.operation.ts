import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { definitionEndpoints } from '../../helpers/definitionEndpoints';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { objectType } from '../property/propertyFields';
import { existingGroup, groupNameOf } from './groupFields';

const show = { resource: ['propertyGroup'], operation: ['delete'] };

export const description = updateDisplayOptions({ show }, [...objectType, existingGroup]);

/** Archives one group per item; HubSpot refuses a group that still holds properties. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const type = objectTypeOf(this, 'objectType', itemIndex);
		const groupName = groupNameOf(this, itemIndex);
		return async () => {
			await hubSpotApi(this, {
				method: 'DELETE',
				endpoint: definitionEndpoints(type).group,
				segments: { objectType: type, groupName },
				itemIndex,
			});
			return {
				objectType: decodeURIComponent(type),
				name: decodeURIComponent(groupName),
				archived: true,
			};
		};
	});
}
