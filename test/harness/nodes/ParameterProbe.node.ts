import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { itemReader } from '../../../nodes/shared/execution/itemParameters';
import { forEachItem } from '../../../nodes/shared/execution/items';

/** What one read gave: its value, or the message of the error it threw. */
export type ReadOutcome = { value: unknown } | { error: string };

export function outcome(read: () => unknown): ReadOutcome {
	try {
		return { value: read() };
	} catch (error) {
		return { error: (error as Error).message };
	}
}

/** The parameters the probe reads, one of each kind the package's nodes have. */
export const PROBED_PARAMETERS = ['text', 'otherText', 'count', 'rows.values', 'options'] as const;

/**
 * Test-only node: for every item, reads each parameter through the shared item reader (what the
 * package's operations read through) and through n8n's own `getNodeParameter`, and outputs both, with how many
 * times the shared reader had to ask n8n.
 */
export class ParameterProbe implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Parameter Probe',
		name: 'parameterProbe',
		group: ['transform'],
		version: 1,
		description: 'Reads its parameters both ways',
		defaults: { name: 'Parameter Probe' },
		inputs: ['main'],
		outputs: ['main'],
		properties: [
			{ displayName: 'Text', name: 'text', type: 'string', default: '' },
			{ displayName: 'Other Text', name: 'otherText', type: 'string', default: 'fixed' },
			{ displayName: 'Count', name: 'count', type: 'number', default: 1 },
			{
				displayName: 'Rows',
				name: 'rows',
				type: 'fixedCollection',
				typeOptions: { multipleValues: true },
				default: {},
				options: [
					{
						displayName: 'Row',
						name: 'values',
						values: [
							{ displayName: 'Name', name: 'name', type: 'string', default: '' },
							{ displayName: 'Value', name: 'value', type: 'string', default: '' },
						],
					},
				],
			},
			{
				displayName: 'Options',
				name: 'options',
				type: 'collection',
				default: {},
				options: [
					{ displayName: 'Label', name: 'label', type: 'string', default: '' },
					{ displayName: 'Flag', name: 'flag', type: 'boolean', default: false },
				],
			},
			{ displayName: 'Probe Mapper', name: 'probeMapper', type: 'boolean', default: false },
			{
				displayName: 'Columns',
				name: 'columns',
				type: 'resourceMapper',
				default: { mappingMode: 'defineBelow', value: null },
				typeOptions: {
					resourceMapper: {
						resourceMapperMethod: 'noFields',
						mode: 'add',
						supportAutoMap: true,
					},
				},
				displayOptions: { show: { probeMapper: [true] } },
			},
		],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const n8nRead = this.getNodeParameter;
		let n8nReads = 0;
		// Counts what reaches n8n from the shared reader, which asks n8n through this context's getNodeParameter.
		this.getNodeParameter = ((...args: Parameters<typeof n8nRead>) => {
			n8nReads++;
			return n8nRead.apply(this, args);
		}) as typeof n8nRead;
		const read = itemReader(this);
		const items = this.getInputData();
		const output = await forEachItem(this, items, async (itemIndex) => {
			const reads: IDataObject = {};
			// The mapper only where a test sets it, so the other tests' reads stay as they are.
			const probeMapper = this.getNode().parameters.probeMapper === true;
			for (const name of [...PROBED_PARAMETERS, ...(probeMapper ? ['columns'] : [])]) {
				reads[name] = {
					shared: outcome(() => read(name, itemIndex, '')),
					n8n: outcome(() => n8nRead.call(this, name, itemIndex, '')),
				} as unknown as IDataObject;
			}
			return { reads, n8nReads };
		});
		return [output];
	}
}
