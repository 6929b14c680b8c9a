import type { IDataObject } from 'n8n-workflow';

/** One execution of the custom action, as HubSpot's workflow sends it to the action URL. */
export interface ActionCall {
	/** Names this execution in the completion callback; HubSpot's retries of the call repeat it. */
	callbackId: string;
	objectType: string;
	objectId: string | number;
	/** The inputs' values, by field name (`fields` in HubSpot's older request format). */
	inputFields: IDataObject;
	/** `portalId`, `actionDefinitionId`, `actionDefinitionVersion`. */
	origin: IDataObject;
	/** `source` (`WORKFLOWS`…) and `workflowId`. */
	context: IDataObject;
}

const isObject = (value: unknown): value is IDataObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a call's raw body, or says why it is not what HubSpot sends. */
export function parseActionCall(rawBody: Buffer): ActionCall | { problem: string } {
	let body: unknown;
	try {
		body = JSON.parse(rawBody.toString('utf8'));
	} catch {
		return { problem: 'The body is not JSON' };
	}
	if (!isObject(body)) return { problem: 'The body is not a JSON object' };
	const { callbackId, object } = body;
	if (typeof callbackId !== 'string' || callbackId === '')
		return { problem: 'The body has no callbackId' };
	if (
		!isObject(object) ||
		typeof object.objectType !== 'string' ||
		!['string', 'number'].includes(typeof object.objectId)
	)
		return { problem: 'The body has no object with objectType and objectId' };
	const inputs = body.inputFields ?? body.fields ?? {};
	if (!isObject(inputs)) return { problem: 'inputFields is not an object' };
	return {
		callbackId,
		objectType: object.objectType,
		objectId: object.objectId as string | number,
		inputFields: inputs,
		origin: isObject(body.origin) ? body.origin : {},
		context: isObject(body.context) ? body.context : {},
	};
}

/** HubSpot's execution state that parks the enrolled record until the callback completes the action. */
export const BLOCK = 'BLOCK';

/** The answer that tells HubSpot to wait for the completion callback (for `expiration`, if given). */
export const blockAnswer = (expiration: string): IDataObject => ({
	outputFields: {
		hs_execution_state: BLOCK,
		...(expiration ? { hs_expiration_duration: expiration } : {}),
	},
});
