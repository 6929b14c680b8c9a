import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { runItemBatches } from '../../../shared/execution/batching';
import { itemReader } from '../../../shared/execution/itemParameters';
import { readEmailAddress } from '../../../shared/execution/validation';
import { CONTACTS_TYPE_ID, CRM_OBJECT_TYPES } from '../../../shared/crm/objectTypes';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { getFlow, legacyWorkflowId, type Flow } from '../../helpers/flows';
import { flowIdOf } from './flowLocator';

/** The contact's address: HubSpot's enrollment call names the contact by it. */
export const contactEmailField: INodeProperties = {
	displayName: 'Contact Email',
	name: 'email',
	type: 'string',
	placeholder: 'name@email.com',
	required: true,
	default: '',
	description: 'The e-mail address of an existing contact',
};

/**
 * Why HubSpot's enrollment call cannot enroll a contact in the flow, or undefined when it can: the
 * call (v2) enrolls contacts in contact-based workflows only, and only in workflows that are on.
 */
function whyNotEnrollable(flow: Flow): string | undefined {
	if (flow.flowType !== 'WORKFLOW')
		return `it is ${flow.flowType === 'ACTION_SET' ? 'an action set' : 'not a workflow'} (flow type ${flow.flowType}), and nothing is enrolled in one`;
	if (flow.objectTypeId !== CONTACTS_TYPE_ID) {
		const type = CRM_OBJECT_TYPES.find((row) => row.typeId === flow.objectTypeId);
		return `it enrolls ${type ? `${type.label.toLowerCase()} records` : 'records'} (object type ${flow.objectTypeId}), and HubSpot's only enrollment call enrolls contacts in contact-based workflows. Enroll such records by adding them to the list, or setting the property, that the workflow's triggers watch`;
	}
	if (!flow.isEnabled) return 'it is turned off. Turn it on in HubSpot first';
	return undefined;
}

/** What one run knows of each flow: the legacy workflow id to enroll with, or why it cannot be used. */
type WorkflowIds = Map<string, Promise<string>>;

/** The flow's legacy workflow id, checked and mapped once per run however many items name the flow. */
async function enrollableWorkflow(
	ctx: IExecuteFunctions,
	known: WorkflowIds,
	flowId: string,
	itemIndex: number,
): Promise<string> {
	let workflowId = known.get(flowId);
	if (!workflowId) {
		workflowId = (async () => {
			const flow = await getFlow(ctx, pathSegment(ctx, flowId, 'Workflow', itemIndex), itemIndex);
			const why = whyNotEnrollable(flow);
			const refusal = (reason: string) =>
				new NodeOperationError(
					ctx.getNode(),
					`Workflow ${flowId} (${flow.name ?? 'unnamed'}) cannot take contact enrollments: ${reason}`,
					{ itemIndex },
				);
			if (why) throw refusal(why);
			const legacyId = await legacyWorkflowId(ctx, flowId, itemIndex);
			if (legacyId === undefined)
				throw refusal('HubSpot maps it to no legacy workflow ID, which its enrollment call needs');
			return legacyId;
		})();
		known.set(flowId, workflowId);
	}
	return await workflowId;
}

/**
 * Enrolls (POST) or unenrolls (DELETE) each item's contact in its workflow: every item is read and
 * checked first, each flow is checked and mapped to its legacy id once, then one request per item
 * through the shared batch runner (a few at once, paced by the rate limiter), each answered on its item.
 */
export async function changeEnrollments(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	method: 'POST' | 'DELETE',
): Promise<INodeExecutionData[]> {
	const read = itemReader(ctx);
	const known: WorkflowIds = new Map();
	return await runItemBatches(
		ctx,
		items,
		(itemIndex) => {
			const flowId = flowIdOf(ctx, itemIndex);
			const email = readEmailAddress(ctx, read('email', itemIndex, ''), 'Contact Email', itemIndex);
			return { key: email.toLowerCase(), body: { email }, requestGroup: flowId };
		},
		(flowId) => ({
			// HubSpot enrolls one contact per call.
			maxPerRequest: 1,
			send: async ([input]) => {
				const workflowId = await enrollableWorkflow(ctx, known, flowId, input.itemIndex);
				const email = String(input.body.email);
				await hubSpotApi(ctx, {
					method,
					endpoint: ENDPOINTS.workflowContactEnrollment,
					segments: {
						workflowId: pathSegment(ctx, workflowId, 'Workflow', input.itemIndex),
						email: pathSegment(ctx, email, 'Contact Email', input.itemIndex),
					},
					itemIndex: input.itemIndex,
				});
				const result: IDataObject = {
					flowId,
					workflowId,
					email,
					[method === 'POST' ? 'enrolled' : 'unenrolled']: true,
				};
				return { results: [result] };
			},
			resultKeys: (result) => [String(result.email).toLowerCase()],
		}),
		(result) => result,
	);
}
