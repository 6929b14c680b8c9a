import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import { signatureHeaders } from '../delivery/signing';
import { SandboxHttpError, conflict, errorBody, objectNotFound, validationError } from '../errors';
import { PROJECT_APP } from '../state/projectApps';
import {
	DEFAULT_BLOCK_MS,
	FIELD_TYPES,
	OBJECT_TYPES,
	WorkflowActionState,
	type ActionCallRecord,
	type ActionDefinition,
	type ActionExecution,
	type DeclaredField,
} from '../state/workflowActions';
import type { Route, SandboxArea, SandboxRequest } from '../types';
import { servedIn, type PathForms } from '../versions';

/** The completion callbacks: v4 on the legacy path, then dated. */
const CALLBACK_PATHS: PathForms = {
	legacy: '/automation/v4/actions/callbacks',
	'2026-03': '/automation/actions/callbacks/2026-03',
	'2026-09': '/automation/actions/callbacks/2026-09',
};

const SCOPE = 'automation';
/** Completions per batch request. */
const MAX_BATCH = 100;
/** The workflow the simulated enrollments run in. */
const WORKFLOW_ID = 5550001;
/** How far from now a stale call's timestamp is put: beyond the 5 minutes receivers accept. */
const STALE_MS = 6 * 60 * 1000;
/** The secret a forged call is signed with: anything but the app's. */
const FORGED_SECRET = 'not-the-app-client-secret-000000';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** `P1DT2H30M` → milliseconds (years and months as 365 and 30 days); undefined when not a duration. */
export function durationMs(text: string): number | undefined {
	const match =
		/^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(
			text,
		);
	if (!match) return undefined;
	const [y, mo, w, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
	return ((((y * 365 + mo * 30 + w * 7 + d) * 24 + h) * 60 + mi) * 60 + s) * 1000;
}

function readField(raw: unknown, where: string, input: boolean): DeclaredField {
	const entry = isObject(raw) ? raw : {};
	const type = isObject(entry.typeDefinition) ? entry.typeDefinition : {};
	const name = String(type.name ?? '');
	if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name))
		throw validationError(
			`${where}.typeDefinition.name ${JSON.stringify(type.name)} is not a field name`,
		);
	if (!(FIELD_TYPES as readonly string[]).includes(String(type.type)))
		throw validationError(`${where}.typeDefinition.type must be one of ${FIELD_TYPES.join(', ')}`);
	const options = Array.isArray(type.options)
		? type.options.map((option) => String(isObject(option) ? option.value : ''))
		: undefined;
	if (type.type === 'enumeration' && !options?.length)
		throw validationError(`${where}.typeDefinition.options is required for enumerations`);
	if (input) {
		const valueTypes = entry.supportedValueTypes;
		if (!Array.isArray(valueTypes) || valueTypes.length === 0)
			throw validationError(`${where}.supportedValueTypes is required`);
	}
	return { name, type: String(type.type), options, isRequired: entry.isRequired === true };
}

/** Checks an uploaded `workflow-action` component as `hs project upload` would. */
function readComponent(body: unknown): Omit<ActionDefinition, 'definitionId'> {
	const component = isObject(body) ? body : {};
	if (component.type !== 'workflow-action') throw validationError('type must be "workflow-action"');
	if (typeof component.uid !== 'string' || !component.uid) throw validationError('uid is required');
	const config = isObject(component.config) ? component.config : {};
	let actionUrl: URL;
	try {
		actionUrl = new URL(String(config.actionUrl));
	} catch {
		throw validationError('config.actionUrl must be a URL');
	}
	if (!['http:', 'https:'].includes(actionUrl.protocol))
		throw validationError('config.actionUrl must be an http or https URL');
	const clients = Array.isArray(config.supportedClients) ? config.supportedClients : [];
	if (!clients.some((client) => isObject(client) && client.client === 'WORKFLOWS'))
		throw validationError('config.supportedClients must include {"client": "WORKFLOWS"}');
	const objectTypes = Array.isArray(config.objectTypes) ? config.objectTypes.map(String) : [];
	if (
		objectTypes.length === 0 ||
		objectTypes.some((t) => !(OBJECT_TYPES as readonly string[]).includes(t))
	)
		throw validationError(`config.objectTypes must list some of ${OBJECT_TYPES.join(', ')}`);
	const labels = isObject(config.labels) && isObject(config.labels.en) ? config.labels.en : {};
	if (typeof labels.actionName !== 'string' || !labels.actionName)
		throw validationError('config.labels.en.actionName is required');
	const list = (value: unknown, where: string, input: boolean) => {
		const fields = (Array.isArray(value) ? value : []).map((raw, index) =>
			readField(raw, `${where}[${index}]`, input),
		);
		const names = fields.map((field) => field.name);
		const twice = names.find((name, index) => names.indexOf(name) !== index);
		if (twice) throw validationError(`${where} declares ${twice} twice`);
		return fields;
	};
	return {
		uid: component.uid,
		actionUrl: actionUrl.toString(),
		published: config.isPublished === true,
		objectTypes,
		inputFields: list(config.inputFields, 'config.inputFields', true),
		outputFields: list(config.outputFields, 'config.outputFields', false),
		actionName: labels.actionName,
	};
}

/** What the enrolled record gives the action: each input checked against its declaration. */
function checkedInputs(definition: ActionDefinition, given: unknown): Json {
	const inputs = isObject(given) ? given : {};
	for (const field of definition.inputFields) {
		const value = inputs[field.name];
		if (value === undefined || value === '') {
			if (field.isRequired) throw validationError(`The input ${field.name} is required`);
			continue;
		}
		if (field.options && !field.options.includes(String(value)))
			throw validationError(`The input ${field.name} must be one of ${field.options.join(', ')}`);
	}
	const unknown = Object.keys(inputs).find(
		(name) => !definition.inputFields.some((field) => field.name === name),
	);
	if (unknown) throw validationError(`The action declares no input ${unknown}`);
	return inputs;
}

/** The service's reading of the action URL's answer: outputs at once, a block, a failure. */
function applyAnswer(
	execution: ActionExecution,
	definition: ActionDefinition,
	status: number,
	text: string,
	now: number,
): void {
	if (status < 200 || status > 299) {
		execution.state = 'ERROR';
		return;
	}
	let body: unknown;
	try {
		body = JSON.parse(text);
	} catch {
		body = undefined;
	}
	const outputs = isObject(body) && isObject(body.outputFields) ? body.outputFields : {};
	const state = String(outputs.hs_execution_state ?? 'SUCCESS');
	if (state === 'BLOCK') {
		const wait = durationMs(String(outputs.hs_expiration_duration ?? '')) ?? DEFAULT_BLOCK_MS;
		execution.state = 'BLOCKED';
		execution.expiresAt = now + wait;
		return;
	}
	execution.state = state === 'FAIL_CONTINUE' ? 'FAIL_CONTINUE' : 'SUCCESS';
	execution.outputFields = declaredOutputs(definition, outputs);
	execution.completedBy = 'answer';
}

/** The outputs the service keeps: the declared ones, as text. */
function declaredOutputs(definition: ActionDefinition, outputs: Json): Record<string, string> {
	return Object.fromEntries(
		definition.outputFields
			.filter((field) => outputs[field.name] !== undefined)
			.map((field) => [field.name, String(outputs[field.name])]),
	);
}

/**
 * The project app's custom workflow actions: the uploaded component defines an action, a control
 * route stands for a HubSpot workflow reaching it with an enrolled record (the action URL is called
 * signed with the app's client secret, and its answer is read as HubSpot reads it), and the
 * completion callbacks end blocked executions. How the service refuses a callback it cannot take is
 * not documented: unknown ids answer 404, expired ones 400, ended ones 409 (a batch with any such
 * id completes none).
 */
export function createWorkflowActionsArea(context: SandboxContext): SandboxArea {
	const state = new WorkflowActionState();
	const none = { kind: 'none' } as const;

	async function call(
		execution: ActionExecution,
		request: { url: string; headers: Record<string, string>; body: string },
		record: Omit<ActionCallRecord, 'at'>,
	): Promise<ActionCallRecord> {
		const made: ActionCallRecord = { ...record, at: context.clock.iso() };
		execution.calls.push(made);
		try {
			const response = await fetch(request.url, {
				method: 'POST',
				headers: request.headers,
				body: request.body,
				signal: AbortSignal.timeout(context.config.webhookReplyTimeoutMs),
			});
			made.status = response.status;
			made.answer = (await response.text()).slice(0, 2000);
		} catch (error) {
			made.error = (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message;
		}
		return made;
	}

	async function enroll(req: SandboxRequest) {
		const definition = state.definitions.get(Number(req.params.definitionId));
		if (!definition) throw objectNotFound(`No action definition ${req.params.definitionId}`);
		const given = isObject(req.body) ? req.body : {};
		const objectType = String(given.objectType ?? definition.objectTypes[0]);
		if (!definition.objectTypes.includes(objectType))
			throw validationError(`The action does not run on ${objectType} records`);
		const signature = String(given.signature ?? 'valid') as ActionCallRecord['signature'];
		if (!['valid', 'forged', 'stale'].includes(signature))
			throw validationError('signature must be valid, forged or stale');
		const execution: ActionExecution = {
			callbackId: state.newCallbackId(definition.definitionId, ACCOUNT.hubId),
			definitionId: definition.definitionId,
			workflowId: WORKFLOW_ID,
			objectType,
			objectId: Number(given.objectId ?? 1),
			inputFields: checkedInputs(definition, given.inputFields),
			state: 'CALLING',
			outputFields: {},
			calls: [],
		};
		state.executions.set(execution.callbackId, execution);
		const body = JSON.stringify({
			callbackId: execution.callbackId,
			origin: {
				portalId: ACCOUNT.hubId,
				actionDefinitionId: definition.definitionId,
				actionDefinitionVersion: 1,
			},
			context: { source: 'WORKFLOWS', workflowId: WORKFLOW_ID },
			object: { objectId: execution.objectId, objectType },
			inputFields: execution.inputFields,
		});
		const now = context.clock.now();
		const headers = {
			'Content-Type': 'application/json',
			...signatureHeaders(
				'v3',
				signature === 'forged' ? FORGED_SECRET : PROJECT_APP.clientSecret,
				definition.actionUrl,
				body,
				signature === 'stale' ? now - STALE_MS : now,
			),
		};
		const request = { url: definition.actionUrl, headers, body };
		state.sent.set(execution.callbackId, request);
		const made = await call(execution, request, { signature, replay: false });
		if (made.status === undefined) execution.state = 'ERROR';
		else applyAnswer(execution, definition, made.status, made.answer ?? '', context.clock.now());
		return { status: 201, body: execution };
	}

	/** Why a callback cannot be completed now, or undefined. */
	function refusal(callbackId: string): SandboxHttpError | undefined {
		const execution = state.executions.get(callbackId);
		if (!execution)
			return objectNotFound(`No action execution is waiting on callback ${callbackId}`);
		if (execution.state === 'BLOCKED' && (execution.expiresAt ?? 0) <= context.clock.now())
			return validationError(`The callback ${callbackId} expired`);
		if (execution.state !== 'BLOCKED')
			return conflict(
				`The action execution of callback ${callbackId} is not waiting (${execution.state})`,
			);
		return undefined;
	}

	/** Checks one completion body (the spec requires `outputFields` and `typedOutputs`). */
	function checkedCompletion(raw: unknown, where: string): { outputs: Json; state: string } {
		const body = isObject(raw) ? raw : {};
		if (!isObject(body.outputFields)) throw validationError(`${where}outputFields is required`);
		if (!isObject(body.typedOutputs)) throw validationError(`${where}typedOutputs is required`);
		const outputs = body.outputFields;
		for (const [name, value] of Object.entries(outputs))
			if (typeof value !== 'string')
				throw validationError(`${where}outputFields.${name} must be a string`);
		const executionState = String(outputs.hs_execution_state ?? 'SUCCESS');
		if (!['SUCCESS', 'FAIL_CONTINUE'].includes(executionState))
			throw validationError(
				`${where}outputFields.hs_execution_state must be SUCCESS or FAIL_CONTINUE`,
			);
		return { outputs, state: executionState };
	}

	function checkDeclared(callbackId: string, outputs: Json, where: string): void {
		const execution = state.executions.get(callbackId)!;
		const definition = state.definitions.get(execution.definitionId)!;
		const unknown = Object.keys(outputs).find(
			(name) =>
				name !== 'hs_execution_state' &&
				!definition.outputFields.some((field) => field.name === name),
		);
		if (unknown)
			throw validationError(`${where}outputFields.${unknown} is not an output field of the action`);
	}

	function complete(
		callbackId: string,
		completion: { outputs: Json; state: string },
		by: 'callback' | 'batchCallback',
	): void {
		const execution = state.executions.get(callbackId)!;
		const definition = state.definitions.get(execution.definitionId)!;
		execution.state = completion.state === 'FAIL_CONTINUE' ? 'FAIL_CONTINUE' : 'SUCCESS';
		execution.outputFields = declaredOutputs(definition, completion.outputs);
		execution.completedBy = by;
		execution.expiresAt = undefined;
	}

	const callbackRoutes = servedIn(CALLBACK_PATHS, () => [
		{
			method: 'POST',
			path: '/complete',
			auth: { kind: 'bearer', anyOfScopes: [SCOPE] },
			handler: (req) => {
				const inputs = isObject(req.body) ? req.body.inputs : undefined;
				if (!Array.isArray(inputs) || inputs.length === 0)
					throw validationError('inputs is required');
				if (inputs.length > MAX_BATCH)
					throw validationError(`At most ${MAX_BATCH} inputs per request`);
				const checked = inputs.map((input, index) => {
					const where = `inputs[${index}].`;
					const callbackId = isObject(input) ? String(input.callbackId ?? '') : '';
					if (!callbackId) throw validationError(`${where}callbackId is required`);
					return { callbackId, completion: checkedCompletion(input, where), where };
				});
				const ids = checked.map((c) => c.callbackId);
				const twice = ids.find((id, index) => ids.indexOf(id) !== index);
				if (twice) throw validationError(`The callback ${twice} is given twice`);
				const refused = checked.filter((c) => refusal(c.callbackId));
				if (refused.length > 0) {
					const first = refusal(refused[0].callbackId)!;
					throw new SandboxHttpError(
						first.status,
						errorBody(String((first.body as Json).message), String((first.body as Json).category), {
							context: { callbackIds: refused.map((c) => c.callbackId) },
						}),
					);
				}
				for (const c of checked) checkDeclared(c.callbackId, c.completion.outputs, c.where);
				for (const c of checked) complete(c.callbackId, c.completion, 'batchCallback');
				return { status: 204 };
			},
		},
		{
			method: 'POST',
			path: '/{callbackId}/complete',
			auth: { kind: 'bearer', anyOfScopes: [SCOPE] },
			handler: (req) => {
				const completion = checkedCompletion(req.body, '');
				const refused = refusal(req.params.callbackId);
				if (refused) throw refused;
				checkDeclared(req.params.callbackId, completion.outputs, '');
				complete(req.params.callbackId, completion, 'callback');
				return { status: 204 };
			},
		},
	]);

	const controlRoutes: Route[] = [
		{
			// `hs project upload` of a project whose src/app/workflow-actions/*-hsmeta.json is the body.
			method: 'PUT',
			pattern: '/__sandbox/project-app/workflow-actions',
			auth: none,
			handler: (req) => ({ status: 200, body: state.upload(readComponent(req.body)) }),
		},
		{
			method: 'GET',
			pattern: '/__sandbox/project-app/workflow-actions',
			auth: none,
			handler: () => ({ status: 200, body: { results: [...state.definitions.values()] } }),
		},
		{
			// A HubSpot workflow reaching the action with an enrolled record: {objectType?, objectId, inputFields, signature?}.
			method: 'POST',
			pattern: '/__sandbox/workflow-actions/{definitionId}/executions',
			auth: none,
			handler: enroll,
		},
		{
			method: 'GET',
			pattern: '/__sandbox/workflow-actions/executions',
			auth: none,
			handler: () => ({ status: 200, body: { results: [...state.executions.values()] } }),
		},
		{
			method: 'GET',
			pattern: '/__sandbox/workflow-actions/executions/{callbackId}',
			auth: none,
			handler: (req) => {
				const execution = state.executions.get(req.params.callbackId);
				if (!execution) throw objectNotFound(`No execution ${req.params.callbackId}`);
				return { status: 200, body: execution };
			},
		},
		{
			// Sends an execution's last call again byte for byte, as a captured request replayed by anyone.
			method: 'POST',
			pattern: '/__sandbox/workflow-actions/executions/{callbackId}/replay',
			auth: none,
			handler: async (req) => {
				const execution = state.executions.get(req.params.callbackId);
				const sent = state.sent.get(req.params.callbackId);
				if (!execution || !sent) throw objectNotFound(`No execution ${req.params.callbackId}`);
				const last = execution.calls[execution.calls.length - 1];
				const made = await call(execution, sent, { signature: last.signature, replay: true });
				return { status: 200, body: made };
			},
		},
	];
	return {
		name: 'workflowActions',
		routes: [
			...callbackRoutes,
			...controlRoutes.map((route) => ({ ...route, limitClass: 'unlimited' as const })),
		],
		reset: () => state.reset(),
	};
}
