import type {
	IBinaryData,
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { Readable } from 'node:stream';
import { fileChunks, type FileSpec } from '../fileBytes';

/** One item to emit: its json, files to make by binary property, and binary data stored beforehand. */
export interface BinaryItemSpec {
	json?: IDataObject;
	files?: Record<string, FileSpec>;
	binary?: Record<string, IBinaryData>;
}

/**
 * Test-only start node: emits items carrying binary data made through n8n's own helper
 * (`prepareBinaryData`), so the data lives wherever the binary data mode puts it (in the item, or on disk).
 */
export class BinarySource implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Binary Source',
		name: 'binarySource',
		group: ['input'],
		version: 1,
		description: 'Emits items with the given files as binary data',
		defaults: { name: 'Binary Source' },
		inputs: ['main'],
		outputs: ['main'],
		properties: [{ displayName: 'Items', name: 'items', type: 'json', default: '[]' }],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const raw = this.getNodeParameter('items', 0) as string | BinaryItemSpec[];
		const specs = (typeof raw === 'string' ? JSON.parse(raw) : raw) as BinaryItemSpec[];
		const items: INodeExecutionData[] = [];
		for (const [index, spec] of specs.entries()) {
			const binary: INodeExecutionData['binary'] = { ...spec.binary };
			for (const [property, file] of Object.entries(spec.files ?? {})) {
				// Streamed in, as n8n's own file nodes do: a large file is never whole in memory here.
				binary[property] = await this.helpers.prepareBinaryData(
					Readable.from(fileChunks(file)),
					file.fileName,
					file.mimeType,
				);
			}
			items.push({ json: spec.json ?? {}, binary, pairedItem: { item: index } });
		}
		return [items];
	}
}
