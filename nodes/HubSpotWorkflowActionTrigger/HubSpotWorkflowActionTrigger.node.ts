import type {
	IDataObject,
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';
import { CREDENTIAL_TYPES } from '../../credentials/credentialTypes';
import { appClientOf, appSecretShape } from '../shared/webhooks/appCredential';
import { dropRepeated } from '../shared/webhooks/deduplication';
import {
	incomingRequestOf,
	rawBodyOf,
	signedUrlCandidates,
} from '../shared/webhooks/incomingRequest';
import { answer, refuse } from '../shared/webhooks/response';
import { verifySignature } from '../shared/webhooks/signature';
import { blockAnswer, parseActionCall, type ActionCall } from './actionCall';
import { readActionSettings, workflowActionComponent } from './actionComponent';
import { ANSWER_LATER, triggerProperties } from './description';

/** The action's component pointed at the production URL: what the node's URL answers to GET. */
function answerComponent(ctx: IWebhookFunctions): IWebhookResponseData {
	const component = workflowActionComponent(
		readActionSettings(ctx),
		ctx.getNodeWebhookUrl('default') ?? '',
	);
	return 'problem' in component
		? refuse(ctx, 400, component.problem)
		: answer(ctx, 200, component.file);
}

/** The item a call starts the workflow with: the callback ID first, the record, the inputs. */
const itemOf = (call: ActionCall): IDataObject => ({
	callbackId: call.callbackId,
	objectType: call.objectType,
	objectId: call.objectId,
	inputFields: call.inputFields,
	origin: call.origin,
	context: call.context,
});

export class HubSpotWorkflowActionTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Workflow Action Trigger',
		name: 'hubSpotWorkflowActionTrigger',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["actionName"]}}',
		description:
			"Runs the workflow as a custom action of HubSpot's workflows: verified calls, outputs answered at once or later",
		defaults: { name: 'HubSpot Workflow Action Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL_TYPES.appClient, required: true, testedBy: 'appSecretShape' }],
		webhooks: [
			{
				name: 'default',
				httpMethod: 'POST',
				// Later: webhook() answers BLOCK itself; otherwise n8n answers from the run, as its Webhook node does.
				responseMode: '={{$parameter["responseMode"]}}',
				responseData: 'firstEntryJson',
				path: 'webhook',
			},
			{
				// The same URL opened with GET answers the action's project component.
				name: 'setup',
				httpMethod: 'GET',
				responseMode: 'onReceived',
				path: 'webhook',
			},
		],
		properties: triggerProperties,
	};

	methods = { credentialTest: { appSecretShape } };

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				// The action is declared in the user's HubSpot project: nothing to check at HubSpot.
				return false;
			},
			async create(this: IHookFunctions): Promise<boolean> {
				// A workflow whose settings make no valid action is not published.
				const component = workflowActionComponent(
					readActionSettings(this),
					this.getNodeWebhookUrl('default') ?? '',
				);
				if ('problem' in component) throw new NodeOperationError(this.getNode(), component.problem);
				return true;
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return true;
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		if (this.getWebhookName() === 'setup') return answerComponent(this);
		const request = incomingRequestOf(this);
		const rawBody = await rawBodyOf(request);
		const options = this.getNodeParameter('options', {}) as IDataObject;
		const { clientSecret } = await appClientOf(this);
		if (!clientSecret)
			return refuse(this, 401, 'The credential has no client secret to verify the signature with');
		const verification = verifySignature(
			clientSecret,
			{
				method: request.method,
				urls: signedUrlCandidates(this, request),
				rawBody,
				headers: request.headers,
				nowMs: Date.now(),
			},
			{ acceptV1V2: options.acceptV1V2Signatures === true },
		);
		if (!verification.valid) return refuse(this, 401, verification.reason);

		const call = parseActionCall(rawBody);
		if ('problem' in call) return refuse(this, 400, call.problem);
		const later = this.getNodeParameter('responseMode', ANSWER_LATER) === ANSWER_LATER;
		const expiration = String(options.expiration ?? '').trim();
		if (options.deduplicate !== false) {
			const stores = {
				nodeKey: `${this.getWorkflow().id ?? ''}:${this.getNode().id}`,
				staticData: this.getWorkflowStaticData('node'),
			};
			const fresh = dropRepeated([call], (one) => one.callbackId, stores, Date.now());
			// A repeat of a blocked call is told to keep waiting; one answered from the run cannot be answered again.
			if (fresh.length === 0)
				return later
					? answer(this, 200, blockAnswer(expiration))
					: refuse(this, 409, `The call ${call.callbackId} already started this workflow`);
		}
		const workflowData = [[{ json: itemOf(call) }]];
		if (later) return { ...answer(this, 200, blockAnswer(expiration)), workflowData };
		return { workflowData };
	}
}
