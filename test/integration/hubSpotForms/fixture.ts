import { LoadOptionsContext } from 'n8n-core';
import type {
	IDataObject,
	INode,
	INodeParameters,
	IWorkflowExecuteAdditionalData,
	ResourceMapperValue,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';
import { CrmSandbox, useEmptySandbox } from '../../harness/crmSandbox';
import type { NodeRunResult } from '../../harness/engine';
import { ACCOUNT } from '../../sandbox/account';
import { FORMS_HOST_PREFIX } from '../../sandbox/api/forms';

/** One sandbox per test file without CRM records, reset before each test. */
export const useFormsSandbox = useEmptySandbox;

/** Runs the HubSpot Forms node with the private-app credential. */
export async function runForms(
	sb: CrmSandbox,
	parameters: INodeParameters,
	input: IDataObject[] = [{}],
	continueOnFail = false,
): Promise<NodeRunResult> {
	return await sb.engine.runNode(
		{
			type: 'hubSpotForms',
			parameters: { authentication: 'appToken', resource: 'form', ...parameters },
			credentials: { hubSpotPlatformAppTokenApi: 'app' },
			continueOnFail,
		},
		input,
	);
}

/** A picker request of the Forms node as the editor sends it. */
export function editingForms(
	sb: CrmSandbox,
	parameters: INodeParameters,
	parameter: string,
): LoadOptionsContext {
	const node: INode = {
		id: 'forms',
		name: 'HubSpot Forms',
		type: 'n8n-nodes-hubspot-platform.hubSpotForms',
		typeVersion: 1,
		position: [0, 0],
		parameters: {
			authentication: 'appToken',
			resource: 'form',
			operation: 'submit',
			...parameters,
		},
		credentials: { hubSpotPlatformAppTokenApi: { id: 'app', name: 'app' } },
	};
	const workflow = new Workflow({
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: sb.engine.nodeTypes,
	});
	const additionalData = (
		sb.engine as unknown as { additionalData(): IWorkflowExecuteAdditionalData }
	).additionalData();
	additionalData.currentNodeParameters = node.parameters;
	return new LoadOptionsContext(workflow, node, additionalData, parameter);
}

/** A submission as a visitor's browser sends it: straight to the forms host, no token. */
export async function browserSubmit(
	sb: CrmSandbox,
	formId: string,
	fields: Array<[string, string]>,
	extra: IDataObject = {},
): Promise<number> {
	const response = await fetch(
		`${sb.baseUrl}${FORMS_HOST_PREFIX}/submissions/v3/integration/submit/${ACCOUNT.hubId}/${formId}`,
		{
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({
				fields: fields.map(([name, value]) => ({ objectTypeId: '0-1', name, value })),
				...extra,
			}),
		},
	);
	await response.text();
	return response.status;
}

/** The resource mapper's value with these fields set. */
export const mapped = (value: IDataObject): ResourceMapperValue => ({
	mappingMode: 'defineBelow',
	value: value as ResourceMapperValue['value'],
	matchingColumns: [],
	schema: [],
	attemptToConvertTypes: false,
	convertFieldsToString: false,
});
