import type {
	IDataObject,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication, optionsCollection } from '../shared/execution/descriptions';
import { optionName, subtitleOf } from '../shared/execution/subtitles';
import { invalidInput, readDateTime, readText } from '../shared/execution/validation';
import { flatSubmission, formLocator, listForms, submissionsPage } from '../shared/forms/forms';
import * as listSearch from './methods/listSearch';
import { readNewSubmissions } from './newSubmissions';
import { loadCursor, saveCursor } from './submissionCursor';
import { runPoll } from '../shared/polling/pollRunner';

const auth = authentication(['oAuth2', 'appToken']);

/** Submissions a manual test run shows. */
const TEST_RUN_SUBMISSIONS = 3;

/** Forms the trigger follows at most in All Forms. */
const MAX_FORMS = 10_000;

/** The followed form's ID, or `*` for every form. */
function scopeOf(ctx: IPollFunctions): string {
	if (ctx.getNodeParameter('forms', 'one') === 'all') return '*';
	const id = readText(
		ctx,
		ctx.getNodeParameter('formId', '', { extractValue: true }),
		'Form',
		0,
	).trim();
	if (!/^[0-9a-fA-F-]{8,64}$/.test(id))
		throw invalidInput(ctx, 'Form', undefined, `must be a form ID (a GUID), got "${id}"`);
	return id;
}

function startOf(ctx: IPollFunctions): number | undefined {
	const value = (ctx.getNodeParameter('options', {}) as IDataObject).startFrom;
	return readDateTime(ctx, value, 'Start From', undefined);
}

async function formIdsOf(ctx: IPollFunctions, scope: string): Promise<string[]> {
	if (scope !== '*') return [scope];
	return (await listForms(ctx, { formTypes: ['all'], returnAll: true, limit: MAX_FORMS })).map(
		(form) => form.id,
	);
}

/** Which forms the trigger follows. */
const formsField: INodeProperties = {
	displayName: 'Forms',
	name: 'forms',
	type: 'options',
	options: [
		{
			name: 'One Form',
			value: 'one',
			description: 'The submissions of the form chosen below',
		},
		{
			name: 'All Forms',
			value: 'all',
			description:
				'The submissions of every live form of the account (one request per form each poll)',
		},
	],
	default: 'one',
};

export class HubSpotFormTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Form Trigger',
		name: 'hubSpotFormTrigger',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: subtitleOf(optionName([formsField], 'forms')),
		description:
			'Starts the workflow when a HubSpot form is submitted, by polling the form’s submissions',
		defaults: { name: 'HubSpot Form Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties: [
			auth.property,
			formsField,
			{ ...formLocator, displayOptions: { show: { forms: ['one'] } } },
			optionsCollection([
				{
					displayName: 'Start From',
					name: 'startFrom',
					type: 'dateTime',
					default: '',
					description:
						'Emit the submissions made from this time on; those from the first poll on when empty. Applies until the forms followed change.',
				},
			]),
		],
	};

	methods = { listSearch };

	/**
	 * Emits each new submission once, oldest first, as a flat item. The cursor is saved with what a
	 * poll emits, and only then: a failing poll emits and saves nothing, and the next reads again.
	 * Bounded and serialised by the shared poll runner.
	 */
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const scope = scopeOf(this);
		// Every option is checked before the first request (All Forms lists the forms first).
		const start = startOf(this);
		return await runPoll(this, {
			testRun: async () => {
				const latest = [];
				for (const formId of await formIdsOf(this, scope)) {
					if (latest.length >= TEST_RUN_SUBMISSIONS) break;
					latest.push(
						...(await submissionsPage(this, formId, undefined, TEST_RUN_SUBMISSIONS)).results.map(
							(submission) => flatSubmission(formId, submission),
						),
					);
				}
				return latest.length
					? [latest.slice(0, TEST_RUN_SUBMISSIONS).map((json) => ({ json }))]
					: null;
			},
			scheduled: async ({ deadline }) => {
				const formIds = await formIdsOf(this, scope);
				const staticData = this.getWorkflowStaticData('node');
				const cursor = loadCursor(staticData, scope, start ?? Date.now());
				const { submissions, cursor: next } = await readNewSubmissions(
					this,
					formIds,
					cursor,
					deadline,
				);
				saveCursor(staticData, next);
				return submissions.length
					? [
							submissions.map(({ formId, submission }) => ({
								json: flatSubmission(formId, submission),
							})),
						]
					: null;
			},
		});
	}
}
