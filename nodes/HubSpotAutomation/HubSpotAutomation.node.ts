import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/execution/descriptions';
import { resourcesOf, routeOperation } from '../shared/execution/router';
import { operationSubtitle } from '../shared/execution/subtitles';
import * as meetingLink from './actions/meetingLink/MeetingLink.resource';
import * as sequence from './actions/sequence/Sequence.resource';
import * as workflow from './actions/workflow/Workflow.resource';
import * as workflowAction from './actions/workflowAction/WorkflowAction.resource';
import * as listSearch from './methods/listSearch';
import * as loadOptions from './methods/loadOptions';

const auth = authentication(['oAuth2', 'appToken']);

/**
 * The node's resources, in the Resource selector's order (`resourcesOf`: adding one is its import and
 * its entry here).
 */
const RESOURCES = [
	{ name: 'Meeting Link', value: 'meetingLink', module: meetingLink },
	{ name: 'Sequence', value: 'sequence', module: sequence },
	{ name: 'Workflow', value: 'workflow', module: workflow },
	{ name: 'Workflow Action', value: 'workflowAction', module: workflowAction },
] as const;

/** The node's resources and their operations, for the router, and their fields. */
const { resources, resourceFields } = resourcesOf(RESOURCES, 'workflow');
export { resources };

/** The node's fields, in the order the panel shows them. */
const properties: INodeProperties[] = [auth.property, ...resourceFields];

export class HubSpotAutomation implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Automation',
		name: 'hubSpotAutomation',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description:
			'Enroll contacts in HubSpot workflows and sales sequences, read workflows and sequences, book meetings on meeting links, and complete the custom workflow actions HubSpot waits on',
		defaults: { name: 'HubSpot Automation' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties,
	};

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await routeOperation.call(this, resources);
	}
}
