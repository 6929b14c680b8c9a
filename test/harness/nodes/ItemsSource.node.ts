import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';

/** Test-only start node: emits the items of its `items` parameter, as a trigger would. */
export class ItemsSource implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Items Source',
		name: 'itemsSource',
		group: ['input'],
		version: 1,
		description: 'Emits the given items',
		defaults: { name: 'Items Source' },
		inputs: ['main'],
		outputs: ['main'],
		properties: [{ displayName: 'Items', name: 'items', type: 'json', default: '[]' }],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const raw = this.getNodeParameter('items', 0) as string | object[];
		const items = (typeof raw === 'string' ? JSON.parse(raw) : raw) as object[];
		return [
			items.map((json, index) => ({
				json: json as INodeExecutionData['json'],
				pairedItem: { item: index },
			})),
		];
	}
}
