import { useActionSandbox } from './fixture';

const answerOf = (
	execution: { calls: Array<{ status?: number; answer?: string }> },
	index = 0,
) => ({
	status: execution.calls[index].status,
	body: JSON.parse(execution.calls[index].answer ?? 'null') as unknown,
});

describe('HubSpot Workflow Action Trigger', () => {
	const action = useActionSandbox();

	it('gives the action component, pointed at its production URL, that the project upload accepts', async () => {
		await action.publish({ options: { actionDescription: 'Scores a lead' } });
		const component = await (await fetch(action.host.productionUrl)).json();
		expect(component).toEqual({
			uid: 'n8n_score_lead_in_n8n',
			type: 'workflow-action',
			config: {
				actionUrl: action.host.productionUrl,
				isPublished: true,
				supportedClients: [{ client: 'WORKFLOWS' }],
				inputFields: [
					{
						typeDefinition: {
							name: 'tier',
							type: 'enumeration',
							fieldType: 'select',
							options: [
								{ value: 'gold', label: 'gold' },
								{ value: 'silver', label: 'silver' },
							],
						},
						supportedValueTypes: ['STATIC_VALUE', 'OBJECT_PROPERTY'],
						isRequired: true,
					},
					...[
						['note', 'string', 'text'],
						['amount', 'number', 'number'],
					].map(([name, type, fieldType]) => ({
						typeDefinition: { name, type, fieldType },
						supportedValueTypes: ['STATIC_VALUE', 'OBJECT_PROPERTY'],
						isRequired: false,
					})),
					{
						typeDefinition: {
							name: 'vip',
							type: 'bool',
							fieldType: 'booleancheckbox',
							options: [
								{ value: 'true', label: 'Yes' },
								{ value: 'false', label: 'No' },
							],
						},
						supportedValueTypes: ['STATIC_VALUE', 'OBJECT_PROPERTY'],
						isRequired: false,
					},
					{
						typeDefinition: { name: 'due', type: 'date', fieldType: 'date' },
						supportedValueTypes: ['STATIC_VALUE', 'OBJECT_PROPERTY'],
						isRequired: false,
					},
				],
				outputFields: [
					{ typeDefinition: { name: 'score', type: 'number', fieldType: 'number' } },
					{ typeDefinition: { name: 'grade', type: 'string', fieldType: 'text' } },
				],
				objectTypes: ['CONTACT', 'DEAL'],
				labels: {
					en: {
						actionName: 'Score Lead in n8n',
						actionDescription: 'Scores a lead',
						inputFieldLabels: {
							tier: 'Tier',
							note: 'note',
							amount: 'amount',
							vip: 'vip',
							due: 'due',
						},
						inputFieldDescriptions: { note: 'Shown to the scorer' },
						outputFieldLabels: { score: 'Score', grade: 'grade' },
					},
				},
			},
		});
		const [definition] = (
			await action.sb.control<{ results: Array<{ actionUrl: string }> }>(
				'GET',
				'project-app/workflow-actions',
			)
		).results;
		expect(definition.actionUrl).toBe(action.host.productionUrl);
	});

	it.each([
		[
			'an enumeration without values',
			{ inputFields: { field: [{ name: 'tier', type: 'enumeration', options: '' }] } },
			'Input Fields: "tier" is an enumeration: give its values',
		],
		[
			'a name of HubSpot’s',
			{ outputFields: { field: [{ name: 'hs_execution_state', type: 'string' }] } },
			'Output Fields: "hs_execution_state": names starting with hs_ are HubSpot\'s own',
		],
		[
			'a field declared twice',
			{ outputFields: { field: [{ name: 'score' }, { name: 'score' }] } },
			'Output Fields: "score" is declared twice',
		],
		['no object type', { objectTypes: [] }, 'Object Types: choose at least one'],
		[
			'an expiration that is not a duration',
			{ options: { expiration: '1 day' } },
			'Block Expiration: "1 day" is not an ISO 8601 duration such as P1D or PT12H',
		],
	])(
		'refuses to publish settings with %s, naming the field',
		async (_case, parameters, message) => {
			await expect(action.publish(parameters)).rejects.toThrow(message);
		},
	);

	it('answers BLOCK at once and starts the workflow with the callback ID, the record and the inputs', async () => {
		await action.publish({ options: { expiration: 'P2D' } });
		const inputs = {
			tier: 'silver',
			note: 'call back',
			amount: 12.5,
			vip: 'true',
			due: '2026-12-01',
		};
		const execution = await action.enroll(inputs);
		expect(answerOf(execution)).toEqual({
			status: 200,
			body: { outputFields: { hs_execution_state: 'BLOCK', hs_expiration_duration: 'P2D' } },
		});
		expect(execution.state).toBe('BLOCKED');
		expect(action.host.executions.map((items) => items.map((item) => item.json))).toEqual([
			[
				{
					callbackId: execution.callbackId,
					objectType: 'CONTACT',
					objectId: 901,
					inputFields: inputs,
					origin: expect.objectContaining({ actionDefinitionId: execution.definitionId }),
					context: { source: 'WORKFLOWS', workflowId: execution.workflowId },
				},
			],
		]);
	});

	it('answers a replayed call BLOCK again without starting the workflow twice', async () => {
		await action.publish();
		const { callbackId } = await action.enroll();
		const replay = await action.replay(callbackId);
		expect([replay.status, JSON.parse(replay.answer ?? '')]).toEqual([
			200,
			{ outputFields: { hs_execution_state: 'BLOCK' } },
		]);
		expect(action.host.executions).toHaveLength(1);
	});

	it.each([
		['forged', 'The v3 signature does not match'],
		['stale', 'The request timestamp is more than 5 minutes away from now'],
	] as const)('refuses a %s call with 401 and starts nothing', async (signature, reason) => {
		await action.publish();
		const execution = await action.enroll({ tier: 'gold' }, signature);
		expect(answerOf(execution)).toEqual({
			status: 401,
			body: { status: 'error', message: reason },
		});
		expect(execution.state).toBe('ERROR');
		expect(action.host.executions).toHaveLength(0);
	});

	it('answers from the workflow when the last node finishes, and refuses a repeat it cannot answer again', async () => {
		await action.publish({ responseMode: 'lastNode' });
		const execution = await action.enroll({ tier: 'gold' });
		// The hosted workflow is the trigger alone: its own item is the last node's.
		expect(answerOf(execution)).toEqual({
			status: 200,
			body: expect.objectContaining({ callbackId: execution.callbackId, objectId: 901 }),
		});
		expect([execution.state, execution.completedBy]).toEqual(['SUCCESS', 'answer']);
		const replay = await action.replay(execution.callbackId);
		expect([replay.status, JSON.parse(replay.answer ?? '')]).toEqual([
			409,
			{
				status: 'error',
				message: `The call ${execution.callbackId} already started this workflow`,
			},
		]);
		expect(action.host.executions).toHaveLength(1);
	});

	it('starts the workflow for every call when deduplication is off', async () => {
		await action.publish({ options: { deduplicate: false } });
		const { callbackId } = await action.enroll();
		await action.replay(callbackId);
		expect(action.host.executions).toHaveLength(2);
	});
});
