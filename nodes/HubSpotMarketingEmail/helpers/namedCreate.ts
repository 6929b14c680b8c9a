import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { additionalFieldsCollection } from '../../shared/execution/descriptions';
import { itemReader } from '../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../shared/execution/items';
import type { OperationModule } from '../../shared/execution/router';
import { requiredString } from '../../shared/execution/validation';
import type { Endpoint } from '../../shared/transport/endpoints';
import { hubSpotApi } from '../../shared/transport/transport';

/**
 * A Create operation: a required Name and Additional Fields, one POST per item of the body `body`
 * makes of them (bad input refused before any request); the output is HubSpot's answer.
 */
export function namedCreate(create: {
	resource: string;
	nameDescription: string;
	fields: INodeProperties[];
	endpoint: Endpoint;
	body: (
		ctx: IExecuteFunctions,
		name: string,
		fields: IDataObject,
		itemIndex: number,
	) => IDataObject;
}): OperationModule {
	return {
		description: updateDisplayOptions(
			{ show: { resource: [create.resource], operation: ['create'] } },
			[
				{
					displayName: 'Name',
					name: 'name',
					type: 'string',
					default: '',
					required: true,
					description: create.nameDescription,
				},
				additionalFieldsCollection(create.fields),
			],
		),
		async execute(
			this: IExecuteFunctions,
			items: INodeExecutionData[],
		): Promise<INodeExecutionData[]> {
			const read = itemReader(this);
			return await forEachCheckedWrite(this, items, (itemIndex) => {
				const name = requiredString(this, 'name', 'Name', itemIndex);
				const fields = read('additionalFields', itemIndex, {}) as IDataObject;
				return async () =>
					await hubSpotApi(this, {
						method: 'POST',
						endpoint: create.endpoint,
						body: create.body(this, name, fields, itemIndex),
						itemIndex,
					});
			});
		},
	};
}
