import type {
	IDataObject,
	IHookFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';
import { optionNames, subtitleOf } from '../shared/execution/subtitles';
import { CREDENTIAL_TYPES } from '../../credentials/credentialTypes';
import { APP_SECRET, appOf, appSecretShape } from '../shared/webhooks/appCredential';
import {
	answerConfirm,
	CONFIRM_HEADER,
	DEFAULT_SETTLE_MS,
	isConfirmRequest,
	readConfirm,
	receiveAcrossProcesses,
} from './crossProcess';
import { dropRepeatedEvents, type SeenStores } from '../shared/webhooks/deduplication';
import { parseDelivery } from './delivery';
import { triggerProperties } from './description';
import { readableEvent, type HubSpotEvent } from '../shared/webhooks/events';
import { isSelected, readSelection } from './filters';
import {
	checkedProjectSelection,
	isProjectMode,
	isSelectedInProject,
	projectWebhooksConfig,
	readProjectSelection,
} from './projectApp';
import { answer, refuse } from '../shared/webhooks/response';
import { verifySignature } from '../shared/webhooks/signature';
import {
	incomingRequestOf,
	rawBodyOf,
	signedUrlCandidates,
} from '../shared/webhooks/incomingRequest';
import { activateSubscriptions, pauseSubscriptions, subscriptionsExist } from './subscriptions';

/**
 * The project's webhooks component for this node's events, pointed at its production URL: what the
 * node's GET URL answers, to be saved as `src/app/webhooks/webhooks-hsmeta.json`.
 */
function answerProjectConfig(ctx: IWebhookFunctions): IWebhookResponseData {
	if (!isProjectMode(ctx)) {
		return refuse(
			ctx,
			404,
			'This trigger manages its subscriptions itself: there is no project configuration to show',
		);
	}
	const config = projectWebhooksConfig(
		readProjectSelection(ctx),
		ctx.getNodeWebhookUrl('default') ?? '',
	);
	return 'problem' in config ? refuse(ctx, 400, config.problem) : answer(ctx, 200, config.file);
}

export class HubSpotPlatformTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Platform Trigger',
		name: 'hubSpotPlatformTrigger',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['trigger'],
		version: [1, 2],
		defaultVersion: 2,
		subtitle: subtitleOf(
			`($parameter["subscriptions"] === "declaredInProject" ? [${optionNames(triggerProperties, 'genericEventTypes')}, ${optionNames(triggerProperties, 'legacyEventTypes')}].filter(Boolean).join(", ") : ${optionNames(triggerProperties, 'eventTypes')})`,
		),
		description:
			'Starts the workflow when HubSpot sends webhook events: verified, filtered and deduplicated',
		defaults: { name: 'HubSpot Platform Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		// Written out (not spread from the shared helper) so that n8n's lint sees which credential is tested how.
		credentials: [
			{
				name: CREDENTIAL_TYPES.developer,
				required: true,
				displayOptions: { show: { authentication: ['developerApiKey'] } },
			},
			{
				name: CREDENTIAL_TYPES.publicApp,
				required: true,
				displayOptions: { show: { authentication: ['oAuth2'] } },
			},
			{
				name: CREDENTIAL_TYPES.appClient,
				required: true,
				displayOptions: { show: { authentication: [APP_SECRET] } },
				testedBy: 'appSecretShape',
			},
		],
		webhooks: [
			{
				name: 'default',
				httpMethod: 'POST',
				// HubSpot retries deliveries not answered within 5 s: webhook() answers itself, before the run.
				responseMode: 'onReceived',
				path: 'webhook',
			},
			{
				// The same URL opened with GET answers the project configuration (project mode).
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
				// A project's subscriptions are uploaded by the user: nothing to check at HubSpot.
				if (isProjectMode(this)) return false;
				return await subscriptionsExist(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				if (isProjectMode(this)) {
					// Only the selection is checked, so that a workflow that could never match is not published.
					const config = projectWebhooksConfig(
						checkedProjectSelection(this),
						this.getNodeWebhookUrl('default') ?? '',
					);
					if ('problem' in config) throw new NodeOperationError(this.getNode(), config.problem);
					return true;
				}
				return await activateSubscriptions(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				if (isProjectMode(this)) return true;
				return await pauseSubscriptions(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		if (this.getWebhookName() === 'setup') return answerProjectConfig(this);
		const request = incomingRequestOf(this);
		const rawBody = await rawBodyOf(request);
		const options = this.getNodeParameter('options', {}) as IDataObject;
		const app = await appOf(this);
		// The editor's "listen for test event" keeps its own static data: there is nothing to share there.
		const acrossProcesses =
			options.deduplicate !== false &&
			options.deduplicateAcrossProcesses === true &&
			this.getMode() !== 'manual';

		if (acrossProcesses && isConfirmRequest(request.headers)) {
			const confirm = readConfirm(
				app.clientSecret,
				rawBody,
				request.headers[CONFIRM_HEADER],
				Date.now(),
			);
			if ('problem' in confirm) return refuse(this, 401, confirm.problem);
			return answerConfirm(this, storesOf(this), confirm, (events) => itemsOf(this, events));
		}

		if (options.skipSignatureVerification !== true) {
			const secret = app.clientSecret;
			if (!secret)
				return refuse(
					this,
					401,
					'The credential has no client secret to verify the signature with',
				);
			const verification = verifySignature(
				secret,
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
		}

		const delivery = parseDelivery(rawBody);
		if ('problem' in delivery) return refuse(this, 400, delivery.problem);
		const { events } = delivery;

		let wanted: HubSpotEvent[];
		if (isProjectMode(this)) {
			const selection = readProjectSelection(this);
			wanted = events.filter(
				(event) =>
					isSelectedInProject(event, selection) &&
					(app.appId === undefined || String(event.appId ?? app.appId) === app.appId),
			);
		} else {
			const selection = readSelection(this);
			wanted = events.filter((event) => isSelected(event, selection));
		}
		if (acrossProcesses) {
			if (!app.clientSecret)
				return refuse(
					this,
					401,
					"Deduplicate Across Processes needs the credential's client secret",
				);
			const settleMs = Number(options.settleDelayMs ?? DEFAULT_SETTLE_MS);
			const confirmUrl = this.getNodeWebhookUrl('default') ?? '';
			return receiveAcrossProcesses(
				this,
				{
					stores: storesOf(this),
					confirmUrl,
					secret: app.clientSecret,
					settleMs,
					received: events.length,
				},
				wanted,
			);
		}
		if (options.deduplicate !== false)
			wanted = dropRepeatedEvents(wanted, storesOf(this), Date.now());
		// HubSpot only needs a 2xx within 5 s: the acknowledgement says what this delivery started.
		const acknowledged = answer(this, 200, { received: events.length, started: wanted.length });
		if (wanted.length === 0) return acknowledged;
		return { ...acknowledged, workflowData: [itemsOf(this, wanted)] };
	}
}

/**
 * The trigger node's key and static data, where deduplication keeps what it saw. Only read when
 * needed: the first read adds the node's entry to the static data, which n8n then saves.
 */
function storesOf(ctx: IWebhookFunctions): SeenStores {
	return {
		nodeKey: `${ctx.getWorkflow().id ?? ''}:${ctx.getNode().id}`,
		staticData: ctx.getWorkflowStaticData('node'),
	};
}

/** The items a delivery's started events become: one per event, or one for them all. */
function itemsOf(ctx: IWebhookFunctions, events: HubSpotEvent[]): INodeExecutionData[] {
	const readable = events.map(readableEvent);
	return ctx.getNodeParameter('output', 'perEvent') === 'perDelivery'
		? [{ json: { events: readable, eventCount: readable.length } }]
		: readable.map((json) => ({ json }));
}
