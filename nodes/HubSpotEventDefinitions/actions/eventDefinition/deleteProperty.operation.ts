import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { readText } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { eventLocator, eventNameOf } from '../../helpers/eventLocator';
import { propertyNameField, propertySegments } from './propertyFields';

const show = { resource: ['eventDefinition'], operation: ['deleteProperty'] };

export const description = updateDisplayOptions({ show }, [eventLocator, propertyNameField]);

/** Deletes a property of an event, per item; HubSpot answers 204. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const segments = propertySegments(this, itemIndex);
		const deleted = {
			eventName: eventNameOf(this, itemIndex),
			propertyName: readText(this, read('propertyName', itemIndex, ''), 'Property Name', itemIndex),
		};
		return async () => {
			await hubSpotApi(this, {
				method: 'DELETE',
				endpoint: ENDPOINTS.eventDefinitionProperty,
				segments,
				itemIndex,
			});
			return {
				...deleted,
				deleted: true,
			};
		};
	});
}
