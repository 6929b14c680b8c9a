// The package's nodes as tools of AI agents outside n8n: a published workflow with n8n's MCP Server
// Trigger and the tool variants of five operations (their parameters filled by the agent with
// $fromAI), driven by the official MCP SDK client over Streamable HTTP. The tools are listed with
// their descriptions and input schemas, called with valid arguments (answers compared with the
// sandbox's state) and with wrong ones (the error comes back as the tool's text, naming the field),
// and no answer may hold a secret of the sandbox.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { waitUntil } from '../../../scripts/lib/server.mjs';

const WORKFLOW_ID = 'e2eMcpTools00001';
/** The trigger's `path`: n8n serves MCP servers under /mcp/. */
const MCP_PATH = 'mcp/hubspot-e2e-tools';
const EMAIL_ID = '6100001';
/** The requests each tool's operation sends, told apart from anything else the sandbox receives meanwhile. */
const REQUESTS_OF_TOOL = {
	Search_Records: /^\/crm\//,
	Read_Records: /^\/crm\//,
	Get_Email_Revision: /\/emails\//,
	List_Webhook_Subscriptions: /\/subscriptions/,
	Comment_On_Thread: /^\/conversations\//,
};

/**
 * What an agent is told: the tool name n8n makes of the node's name, the description n8n makes of
 * the operation's `action` ("<action> in <node>"), and the $fromAI inputs of the workflow.
 */
const EXPECTED_TOOLS = {
	Search_Records: {
		description: 'Search CRM records by text or filters and return their properties in HubSpot CRM',
		inputs: { objectType: 'string', query: 'string', limit: 'number' },
	},
	Read_Records: {
		description: 'Batch read CRM records by ID and return their properties in HubSpot CRM',
		inputs: { objectType: 'string', recordId: 'string' },
	},
	Get_Email_Revision: {
		description:
			'Get a marketing email as it was in one revision by email ID and revision ID in HubSpot Marketing Email',
		inputs: { emailId: 'string', revisionId: 'string' },
	},
	List_Webhook_Subscriptions: {
		description:
			'Get many webhook subscriptions of the app with their event type and state in HubSpot Webhooks',
		inputs: { limit: 'number', activeOnly: 'boolean' },
	},
	Comment_On_Thread: {
		description: 'Add an internal comment message to a thread in HubSpot Conversations',
		inputs: { threadId: 'string', text: 'string' },
	},
};

/** The text of a tool's answer (n8n sends one text part). */
const textOf = (result) => (result.content ?? []).map((part) => part.text ?? '').join('\n');

const brief = (value) => JSON.stringify(value).slice(0, 300);

/** Compares the properties both sides hold; returns the differences. */
function sameRecord(answered, stored) {
	const problems = [];
	if (answered?.id !== stored.id) problems.push(`id ${answered?.id}, stored ${stored.id}`);
	for (const [name, value] of Object.entries(stored.properties)) {
		if (value !== null && answered?.[name] !== value)
			problems.push(`${name} "${answered?.[name]}", stored "${value}"`);
	}
	return problems;
}

export async function checkMcpTools({ report, rest, sandbox, n8nUrl }) {
	const url = new URL(`${n8nUrl}/${MCP_PATH}`);
	const client = new Client({ name: 'n8n-nodes-hubspot-platform-e2e', version: '1.0.0' });
	const answers = [];
	/** Calls a tool and keeps its answer for the secrets check. */
	const call = async (name, args) => {
		const result = await client.callTool({ name, arguments: args });
		answers.push(result);
		return { result, text: textOf(result) };
	};
	/** The parsed answer of a call that must succeed. */
	const callOk = async (name, args) => {
		const { result, text } = await call(name, args);
		if (result.isError)
			throw new Error(`${name} ${brief(args)} answered an error: ${text.slice(0, 300)}`);
		return JSON.parse(text);
	};

	const connected = await report.attempt(
		"the MCP Server Trigger workflow with five of the package's tool nodes publishes, and the MCP SDK client connects to it (Streamable HTTP)",
		async () => {
			await rest.activate(WORKFLOW_ID);
			// n8n registers a published workflow's webhooks in the background: 404 until then.
			await waitUntil('the MCP server', 60_000, async () => {
				const probe = await fetch(url, {
					method: 'POST',
					headers: {
						'Content-Type': 'application/json',
						Accept: 'application/json, text/event-stream',
					},
					body: '{}',
				});
				return probe.status === 404 ? undefined : true;
			});
			await client.connect(new StreamableHTTPClientTransport(url));
			return [];
		},
	);
	if (!connected) return;
	try {
		await report.attempt(
			"tools/list: each tool is named after its node, described by its operation's action, and takes the $fromAI inputs (types, descriptions, all required)",
			async () => {
				const { tools } = await client.listTools();
				const problems = [];
				const names = tools.map((t) => t.name).sort();
				if (names.join() !== Object.keys(EXPECTED_TOOLS).sort().join())
					problems.push(`tools ${names.join(', ')}`);
				for (const tool of tools) {
					const expected = EXPECTED_TOOLS[tool.name];
					if (!expected) continue;
					if (tool.description !== expected.description)
						problems.push(`${tool.name}: description "${tool.description}"`);
					// The SDK types a property's schema as `object`; these are JSON Schemas.
					const { properties = {}, required = [] } =
						/** @type {{ properties?: Record<string, { type?: string, description?: string }>, required?: string[] }} */ (
							tool.inputSchema
						);
					const types = Object.fromEntries(
						Object.entries(properties).map(([key, schema]) => [key, schema.type]),
					);
					if (JSON.stringify(types) !== JSON.stringify(expected.inputs))
						problems.push(`${tool.name}: inputs ${brief(types)}`);
					if ([...required].sort().join() !== Object.keys(expected.inputs).sort().join())
						problems.push(`${tool.name}: required ${required.join(', ')}`);
					const undescribed = Object.entries(properties)
						.filter(([, schema]) => !schema.description?.trim())
						.map(([key]) => key);
					if (undescribed.length)
						problems.push(`${tool.name}: inputs without a description: ${undescribed.join(', ')}`);
				}
				return problems;
			},
		);

		const [company] = (
			await sandbox.api('POST', '/crm/v3/objects/companies/batch/create', {
				inputs: [{ properties: { name: 'Zylophone Tools MCP', domain: 'zylophone-mcp.example' } }],
			})
		).results;
		const stored = await sandbox.api('GET', `/crm/v3/objects/companies/${company.id}`);

		await report.attempt(
			"Search_Records finds the company created in the sandbox by its name, with the properties the sandbox stores, and sends the agent's query and limit",
			async () => {
				await sandbox.control('DELETE', 'requests');
				const found = await callOk('Search_Records', {
					objectType: 'companies',
					query: 'zylophone tools mcp',
					limit: 5,
				});
				const problems =
					found.length === 1
						? sameRecord(found[0], stored)
						: [`${found.length} records: ${brief(found)}`];
				const searches = (await sandbox.requests()).filter(
					(r) => r.method === 'POST' && r.path.endsWith('/companies/search'),
				);
				if (
					searches.length !== 1 ||
					searches[0].body?.query !== 'zylophone tools mcp' ||
					searches[0].body?.limit !== 5
				)
					problems.push(`search requests ${brief(searches)}`);
				return problems;
			},
		);
		await report.attempt(
			'Read_Records reads the company by its ID, with the properties the sandbox stores',
			async () => {
				const read = await callOk('Read_Records', {
					objectType: 'companies',
					recordId: company.id,
				});
				return read.length === 1
					? sameRecord(read[0], stored)
					: [`${read.length} records: ${brief(read)}`];
			},
		);
		await report.attempt(
			'Get_Email_Revision returns the revision the sandbox serves (its ID, subject and author)',
			async () => {
				const [revision] = await callOk('Get_Email_Revision', {
					emailId: EMAIL_ID,
					revisionId: '2',
				});
				const served = await sandbox.api('GET', `/marketing/v3/emails/${EMAIL_ID}/revisions/2`);
				const problems = [];
				if (revision?.id !== served.id)
					problems.push(`revision ${revision?.id}, served ${served.id}`);
				if (revision?.object?.subject !== served.object.subject)
					problems.push(
						`subject "${revision?.object?.subject}", served "${served.object.subject}"`,
					);
				if (revision?.user?.email !== served.user.email)
					problems.push(`author ${revision?.user?.email}, served ${served.user.email}`);
				return problems;
			},
		);
		await report.attempt(
			"List_Webhook_Subscriptions lists the app's subscriptions as the sandbox holds them, and only the active ones when the agent asks",
			async () => {
				for (const subscription of [
					{ eventType: 'ticket.propertyChange', propertyName: 'hs_pipeline_stage', active: true },
					{ eventType: 'line_item.deletion', active: false },
				]) {
					// Another check may have subscribed to the same event already: a conflict leaves that one.
					await sandbox.webhooks('POST', '/subscriptions', subscription).catch((error) => {
						if (!error.message.includes('HTTP 409')) throw error;
					});
				}
				const held = (await sandbox.webhooks('GET', '/subscriptions')).results;
				const ids = (list) =>
					list
						.map((s) => String(s.id))
						.sort()
						.join();
				const all = await callOk('List_Webhook_Subscriptions', { limit: 1000, activeOnly: false });
				const active = await callOk('List_Webhook_Subscriptions', {
					limit: 1000,
					activeOnly: true,
				});
				const problems = [];
				if (ids(all) !== ids(held))
					problems.push(`all: ${ids(all)}, the sandbox holds ${ids(held)}`);
				if (ids(active) !== ids(held.filter((s) => s.active)))
					problems.push(
						`active: ${ids(active)}, the sandbox has ${ids(held.filter((s) => s.active))} active`,
					);
				if (!held.some((s) => !s.active)) problems.push('no paused subscription to leave out');
				return problems;
			},
		);

		await report.attempt(
			"Comment_On_Thread: an agent answers a customer's thread with an internal comment, which the sandbox's thread holds afterwards (its text, as a COMMENT)",
			async () => {
				const { thread } = await sandbox.control('POST', 'conversations/incoming', {
					text: 'My parcel arrived damaged, what now?',
					email: 'mcp-customer@example.com',
				});
				const text = `Draft reply: we send a replacement today (${Date.now()})`;
				const [comment] = await callOk('Comment_On_Thread', { threadId: thread.id, text });
				const held = (
					await sandbox.control('GET', `conversations/threads/${thread.id}/messages`)
				).results.filter((message) => message.type === 'COMMENT');
				const problems = [];
				if (comment?.type !== 'COMMENT' || comment?.text !== text)
					problems.push(`answer ${brief(comment)}`);
				if (held.length !== 1 || held[0].text !== text || held[0].id !== comment?.id)
					problems.push(`the thread holds ${brief(held)}`);
				return problems;
			},
		);

		/** Wrong arguments an agent may send, and what the answer must say. */
		const wrongCalls = [
			{
				tool: 'Read_Records',
				args: { objectType: 'companies', recordId: 'abc' },
				says: [/Record ID: must be digits only, got "abc"/],
				refusedBeforeSending: true,
			},
			{
				tool: 'Read_Records',
				args: { objectType: 'companies', recordId: { id: company.id } },
				says: [/recordId/, /Expected string, received object/],
				refusedBeforeSending: true,
			},
			{
				tool: 'Search_Records',
				args: { objectType: 'companies/../owners', query: 'x', limit: 5 },
				says: [/Object Type: must be one of .*companies/],
				refusedBeforeSending: true,
			},
			{
				tool: 'Search_Records',
				args: { objectType: 'companies', query: 'x', limit: 'ten' },
				says: [/limit/, /Expected number, received string/],
				refusedBeforeSending: true,
			},
			{
				tool: 'Comment_On_Thread',
				args: { threadId: 'latest', text: 'Call the customer back' },
				says: [/Thread ID: must be digits only, got "latest"/],
				refusedBeforeSending: true,
			},
			{
				tool: 'Get_Email_Revision',
				args: { emailId: 'newsletter', revisionId: '2' },
				says: [/Email ID: must be digits only, got "newsletter"/],
				refusedBeforeSending: true,
			},
			{
				tool: 'List_Webhook_Subscriptions',
				args: { limit: 5000, activeOnly: false },
				says: [/Limit: must be a whole number from 1 to 1000, got 5000/],
				refusedBeforeSending: true,
			},
			// Made-up IDs reach HubSpot, which answers that they do not exist.
			{
				tool: 'Read_Records',
				args: { objectType: 'companies', recordId: '987654321' },
				says: [
					/Could not get some COMPANY objects, they may be deleted or not exist/,
					/OBJECT_NOT_FOUND/,
				],
			},
			{
				tool: 'Get_Email_Revision',
				args: { emailId: EMAIL_ID, revisionId: '99' },
				says: [/not found/i, /HTTP 404/, /Correlation ID/],
			},
		];
		await report.attempt(
			"wrong arguments (bad or made-up IDs, an object for text, text for a number, a limit too high) come back as the tool's error text naming the field, refused before any request where the input is the problem",
			async () => {
				const problems = [];
				for (const { tool, args, says, refusedBeforeSending } of wrongCalls) {
					await sandbox.control('DELETE', 'requests');
					const { result, text } = await call(tool, args);
					const sent = (await sandbox.requests()).filter((r) =>
						REQUESTS_OF_TOOL[tool].test(r.path),
					).length;
					if (!result.isError)
						problems.push(`${tool} ${brief(args)}: not an error: ${text.slice(0, 200)}`);
					const missing = says.filter((pattern) => !pattern.test(text));
					if (missing.length)
						problems.push(
							`${tool} ${brief(args)}: "${text.slice(0, 300)}" does not say ${missing.join(', ')}`,
						);
					if (refusedBeforeSending && sent !== 0)
						problems.push(`${tool} ${brief(args)}: ${sent} requests sent`);
				}
				return problems;
			},
		);
		await report.attempt(
			"a tool's failed call is its answer, not a failed run: each call is an execution of the MCP workflow, and every one finished successfully",
			async () => {
				const calls = answers.length;
				const executions = await waitUntil(
					`${calls} finished executions of the MCP workflow`,
					60_000,
					async () => {
						const stored = await rest.executions(WORKFLOW_ID);
						return stored.length >= calls &&
							stored.every((e) => !['running', 'new'].includes(e.status))
							? stored
							: undefined;
					},
				);
				return executions
					.filter((e) => e.status !== 'success')
					.map((e) => `execution ${e.id}: ${e.status}`);
			},
		);
		await report.attempt(
			"HubSpot refusing the developer key comes back as the tool's error text with HubSpot's message, without the key",
			async () => {
				await sandbox.control('POST', 'faults', [
					{
						method: 'GET',
						path: 'subscriptions',
						status: 401,
						body: {
							status: 'error',
							message: 'The API key provided is invalid.',
							category: 'INVALID_AUTHENTICATION',
							correlationId: 'c0ffee00-0000-4000-8000-000000000401',
						},
						times: 1,
					},
				]);
				const { result, text } = await call('List_Webhook_Subscriptions', {
					limit: 10,
					activeOnly: false,
				}).finally(() => sandbox.control('DELETE', 'faults'));
				const problems = [];
				if (!result.isError) problems.push(`not an error: ${text.slice(0, 200)}`);
				if (!text.includes('The API key provided is invalid.'))
					problems.push(`"${text.slice(0, 300)}" does not give HubSpot's message`);
				return problems;
			},
		);
		await report.attempt(
			'no tool answer holds a secret of the sandbox (private-app token, developer key, client secret)',
			async () => {
				const secrets = {
					privateAppToken: sandbox.info.privateAppToken,
					developerApiKey: sandbox.info.developerApiKey,
					clientSecret: sandbox.info.clientSecret,
				};
				const everything = answers.map((answer) => JSON.stringify(answer)).join('\n');
				const problems = Object.entries(secrets)
					.filter(([, value]) => everything.includes(value))
					.map(([name]) => `${name} in an answer`);
				if (/hapikey/i.test(everything)) problems.push('the hapikey parameter named in an answer');
				if (answers.length < 10) problems.push(`only ${answers.length} answers collected`);
				return problems;
			},
		);
	} finally {
		await client.close();
		await rest.deactivate(WORKFLOW_ID);
	}
}
