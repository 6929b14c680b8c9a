import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/execution/descriptions';
import { routeOperation, type ResourceMap } from '../shared/execution/router';
import * as form from './actions/form/Form.resource';
import * as listSearch from './methods/listSearch';
import * as resourceMapping from './methods/resourceMapping';

const auth = authentication(['oAuth2', 'appToken']);

/** The node's resources and their operations, for the router. */
export const resources = { form: form.operations } satisfies ResourceMap;

export class HubSpotForms implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Forms',
		name: 'hubSpotForms',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Submit data to HubSpot forms as a visitor would, and read the forms' definitions and submissions",
		defaults: { name: 'HubSpot Forms' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties: [
			auth.property,
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [{ name: 'Form', value: 'form' }],
				default: 'form',
			},
			...form.description,
		],
	};

	methods = { listSearch, resourceMapping };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await routeOperation.call(this, resources);
	}
}
