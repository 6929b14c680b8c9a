// Every picker of every node, asked through the editor's own endpoints in a running n8n: for each node,
// node version, resource and operation, each picker the node's panel shows is loaded with the node's
// parameters as the editor sends them (defaults filled in, hidden ones left out), for every object type the
// Object Type picker offers (the account's custom objects included), with every credential the node
// offers (OAuth2 connected through n8n's flow with its default scopes, App Token, Developer key, App
// Client Secret, and the App Client Secret as the Platform Trigger's is made: the signature secret
// only) in each API-version mode. Each answer must be HTTP 200, not an error, not empty where the
// account has data, and must not say a scope is missing: the default scopes cover every picker.
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { connectOAuth2 } from '../../../scripts/lib/server.mjs';

// n8n-workflow's ESM build cannot be imported by Node itself (extensionless imports): its CommonJS one is.
const { NodeHelpers } = createRequire(import.meta.url)('n8n-workflow');

const PACKAGE = 'n8n-nodes-hubspot-platform';
const API_VERSION_MODES = ['latest', '2026-03', 'legacy'];
/** The editor's endpoint for each kind of picker. */
const ENDPOINT = {
	loadOptions: '/rest/dynamic-node-parameters/options',
	listSearch: '/rest/dynamic-node-parameters/resource-locator-results',
	resourceMapping: '/rest/dynamic-node-parameters/resource-mapper-fields',
};
/** Pickers whose answer cannot be empty in the sandbox's account (it has object types, properties and, once made here, a list and a custom event). */
const NON_EMPTY = new Set([
	'searchEvents',
	'getEventProperties',
	'getObjectTypes',
	'getProperties',
	'getWritableProperties',
	'getPropertyMappingFields',
	'searchLists',
]);
/** How a picker says the credential could not read a part of its answer. */
const MISSING_SCOPE = /lacks the scope|needs the scope/;
/** Requests in flight at once: the editor itself loads a panel's pickers together. */
const CONCURRENCY = 4;

/** The package's node descriptions, from the build n8n loaded (each class named after its file). */
function packageNodes(root) {
	const require = createRequire(join(root, 'package.json'));
	return require('./package.json').n8n.nodes.map((file) => {
		const NodeClass = require(join(root, file))[basename(file).split('.')[0]];
		return new NodeClass().description;
	});
}

/**
 * A credential of each type for one API-version mode, as the sandbox's account has them. The App
 * Client Secret one is the project-based app's, with every scope it is configured with (the CRM Events
 * Trigger's client-credentials token asks for them).
 */
function credentialData(info, projectApp, type, apiVersion) {
	const common = { baseUrl: info.baseUrl, apiVersion };
	switch (type) {
		case 'hubSpotPlatformAppTokenApi':
			return { ...common, accessToken: info.privateAppToken };
		case 'hubSpotPlatformDeveloperApi':
			return {
				...common,
				apiKey: info.developerApiKey,
				appId: String(info.appId),
				clientSecret: info.clientSecret,
			};
		case 'hubSpotPlatformAppSecretApi':
			return {
				...common,
				appId: String(projectApp.appId),
				clientId: projectApp.clientId,
				clientSecret: projectApp.clientSecret,
				scopes: projectApp.scopes.join(' '),
			};
		case 'hubSpotPlatformOAuth2Api':
			// No scope given: the credential's default scopes, which n8n puts into the install URL.
			return {
				...common,
				clientId: info.clientId,
				clientSecret: info.clientSecret,
				authUrl: `${info.baseUrl}/oauth/authorize`,
			};
		default:
			throw new Error(`no sandbox credential of type ${type}`);
	}
}

const nodeOf = (description, version, parameters) => ({
	id: 'picker-sweep',
	name: description.defaults.name,
	type: `${PACKAGE}.${description.name}`,
	typeVersion: version,
	position: [0, 0],
	parameters,
});

/** The node's parameters as the editor holds them: the given ones plus the defaults of the shown ones. */
const editorParameters = (description, version, given) =>
	NodeHelpers.getNodeParameters(
		description.properties,
		given,
		true,
		false,
		nodeOf(description, version, given),
	);

const shown = (description, version, parameters, property) =>
	NodeHelpers.displayParameter(
		parameters,
		property,
		nodeOf(description, version, parameters),
		description,
	);

const optionValues = (description, version, parameters, name) =>
	description.properties
		.filter((p) => p.name === name && shown(description, version, parameters, p))
		.flatMap((p) => (p.options ?? []).map((o) => o.value));

/** Every (resource, operation) choice of a node version, as parameters. */
function choicesOf(description, version) {
	const resources = optionValues(
		description,
		version,
		editorParameters(description, version, {}),
		'resource',
	);
	return (resources.length ? resources : [undefined]).flatMap((resource) => {
		const given = resource === undefined ? {} : { resource };
		const operations = optionValues(
			description,
			version,
			editorParameters(description, version, given),
			'operation',
		);
		return operations.length ? operations.map((operation) => ({ ...given, operation })) : [given];
	});
}

/** The pickers among shown parameters (inside collections too), with the path the editor sends. */
function pickersIn(description, version, parameters) {
	const found = [];
	const visit = (properties, path, values, top) => {
		for (const property of properties) {
			if (top && !shown(description, version, values, property)) continue;
			const at = `${path}.${property.name}`;
			const options = property.typeOptions ?? {};
			if (options.loadOptionsMethod)
				found.push({
					kind: 'loadOptions',
					method: options.loadOptionsMethod,
					path: at,
					dependsOn: options.loadOptionsDependsOn ?? [],
				});
			const mapper = options.resourceMapper;
			if (mapper?.resourceMapperMethod)
				found.push({
					kind: 'resourceMapping',
					method: mapper.resourceMapperMethod,
					mapperMode: mapper.mode,
					path: at,
					dependsOn: options.loadOptionsDependsOn ?? [],
				});
			for (const mode of property.modes ?? []) {
				if (mode.typeOptions?.searchListMethod)
					found.push({
						kind: 'listSearch',
						method: mode.typeOptions.searchListMethod,
						path: at,
						dependsOn: [],
					});
			}
			if (property.type === 'collection') visit(property.options ?? [], at, values, false);
			if (property.type === 'fixedCollection')
				for (const group of property.options ?? [])
					visit(group.values ?? [], `${at}.${group.name}`, values, false);
		}
	};
	visit(description.properties, 'parameters', parameters, true);
	return found;
}

/** Parameters that choose the node's screen; the other option lists are tried for the pickers they reveal. */
const SCREEN = new Set(['resource', 'operation', 'authentication']);

/**
 * The parameters of a choice, and each variant of it in which another value of a fixed option list
 * (e.g. Association Type: Label) shows pickers the defaults do not.
 */
function screensOf(description, version, given) {
	const parameters = editorParameters(description, version, given);
	const paths = new Set(pickersIn(description, version, parameters).map((p) => p.path));
	const variants = description.properties
		.filter(
			(p) =>
				p.type === 'options' &&
				!p.typeOptions?.loadOptionsMethod &&
				!SCREEN.has(p.name) &&
				shown(description, version, parameters, p),
		)
		.flatMap((p) =>
			(p.options ?? [])
				.filter((o) => o.value !== parameters[p.name])
				.map((o) => ({ ...given, [p.name]: o.value })),
		)
		.filter((variant) =>
			pickersIn(description, version, editorParameters(description, version, variant)).some(
				(p) => !paths.has(p.path),
			),
		);
	return [given, ...variants];
}

/** Every picker method the parameters name, at any level. */
const namedMethods = (properties) =>
	properties
		.flatMap((p) => [
			p.typeOptions?.loadOptionsMethod,
			p.typeOptions?.resourceMapper?.resourceMapperMethod,
			...(p.modes ?? []).map((mode) => mode.typeOptions?.searchListMethod),
			...namedMethods([
				...(p.values ?? []),
				...(Array.isArray(p.options)
					? p.options.filter(
							(o) => typeof o === 'object' && 'name' in o && ('type' in o || 'values' in o),
						)
					: []),
			]),
		])
		.filter(Boolean);

/** The values an answer offers: options, search results, or mapper fields. */
function entriesOf(kind, data) {
	if (kind === 'loadOptions') return Array.isArray(data) ? data : undefined;
	if (kind === 'listSearch') return Array.isArray(data?.results) ? data.results : undefined;
	return Array.isArray(data?.fields) ? data.fields : undefined;
}

/** Runs `work` over `items`, `limit` at a time. */
async function inParallel(items, limit, work) {
	let next = 0;
	const worker = async () => {
		while (next < items.length) await work(items[next++]);
	};
	await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function checkPickers({ report, rest, sandbox, root }) {
	const started = Date.now();
	const nodes = packageNodes(root);
	const credentials = new Map();
	const ready = await report.attempt(
		'picker sweep: a credential of every type the nodes offer, in each API-version mode (OAuth2 connected with its default scopes)',
		async () => {
			// The account's data the pickers list: a list and a custom event (the sandbox starts without them).
			await sandbox.api('POST', '/crm/v3/lists', {
				name: 'Picker sweep list',
				objectTypeId: '0-1',
				processingType: 'MANUAL',
			});
			await sandbox.api('POST', '/events/v3/event-definitions', {
				label: 'Picker sweep event',
				name: 'picker_sweep_event',
				includeDefaultProperties: false,
				propertyDefinitions: [{ name: 'plan', label: 'Plan', type: 'string' }],
			});
			const types = [
				...new Set(
					nodes.flatMap((description) => (description.credentials ?? []).map((c) => c.name)),
				),
			];
			const projectApp = await sandbox.control('GET', 'project-app');
			for (const type of types) {
				for (const mode of API_VERSION_MODES) {
					const created = await rest.call('POST', '/rest/credentials', {
						name: `Picker sweep ${type} ${mode}`,
						type,
						data: credentialData(sandbox.info, projectApp, type, mode),
					});
					if (type === 'hubSpotPlatformOAuth2Api') await connectOAuth2(rest, created.id);
					credentials.set(`${type}|${mode}`, [{ id: created.id, name: created.name }]);
					if (type !== 'hubSpotPlatformAppSecretApi') continue;
					// As the Platform Trigger's credential is made: the signature secret only, no client id.
					const signatureOnly = await rest.call('POST', '/rest/credentials', {
						name: `Picker sweep ${type} ${mode} signature only`,
						type,
						data: {
							baseUrl: sandbox.info.baseUrl,
							apiVersion: mode,
							appId: String(projectApp.appId),
							clientSecret: projectApp.clientSecret,
						},
					});
					credentials
						.get(`${type}|${mode}`)
						.push({ id: signatureOnly.id, name: signatureOnly.name });
				}
			}
			return [];
		},
	);
	if (!ready) return;

	// The requests, each once: a picker's answer depends on the node, the credential, the parameters it
	// depends on (as the editor reloads it) and, for the mapper, its mode (add, update, upsert: the batch
	// operations share their single form's). A node's versions share one class and its methods: a picker
	// is asked through the first version that shows it.
	const requests = new Map();
	const problems = [];
	let nodeVersions = 0;
	let choices = 0;
	const ask = async (request) => {
		const answer = await rest.send('POST', ENDPOINT[request.kind], request.body, {
			repeatable: true,
		});
		const entries = answer.status === 200 ? entriesOf(request.kind, answer.data) : undefined;
		const where = `${request.label} ${request.kind}.${request.body.methodName}`;
		if (answer.status !== 200)
			problems.push(`${where}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
		else if (!entries) problems.push(`${where}: answered ${answer.text.slice(0, 200)}`);
		else if (NON_EMPTY.has(request.body.methodName) && entries.length === 0)
			problems.push(`${where}: empty`);
		else if (MISSING_SCOPE.test(answer.text))
			problems.push(
				`${where}: says a scope is missing: ${answer.text.match(/[^"]*(lacks|needs) the scope[^"]*/)?.[0]}`,
			);
		return entries ?? [];
	};
	const requestFor = (description, version, credential, parameters, picker) => {
		const { type, mode, id, name } = credential;
		const dependsOn = Object.fromEntries(
			// A dependency may name a part of a value (`formId.value`: the form a locator holds).
			picker.dependsOn.map((dependency) => [
				dependency,
				dependency.split('.').reduce((value, key) => value?.[key], parameters),
			]),
		);
		const key = [
			description.name,
			type,
			id,
			mode,
			picker.kind,
			picker.method,
			JSON.stringify(dependsOn),
			picker.mapperMode ?? '',
		].join('|');
		if (!requests.has(key)) {
			requests.set(key, {
				kind: picker.kind,
				label: `${description.name} v${version} ${[parameters.resource, parameters.operation].filter(Boolean).join('.')} (${name}, ${mode}${Object.keys(dependsOn).length ? `, ${JSON.stringify(dependsOn)}` : ''})`,
				body: {
					nodeTypeAndVersion: { name: `${PACKAGE}.${description.name}`, version },
					methodName: picker.method,
					path: picker.path,
					currentNodeParameters: parameters,
					credentials: { [type]: { id, name } },
				},
			});
		}
		return requests.get(key);
	};

	await report.attempt(
		'picker sweep: every picker of every node, version, resource and operation answers through the editor’s endpoints with every credential, object type and API version',
		async () => {
			// Answers of the pickers other pickers depend on (the object types), by request.
			const driverAnswers = new Map();
			const answerOf = async (request) => {
				if (!driverAnswers.has(request)) driverAnswers.set(request, await ask(request));
				return driverAnswers.get(request);
			};
			const planned = new Set();
			/** Plans the pickers of one screen (parameters and credential); the ones others depend on are asked now. */
			const planScreen = async (description, version, given, credential) => {
				const parameters = editorParameters(description, version, given);
				const pickers = pickersIn(description, version, parameters);
				// A record locator whose choice shows more pickers (Forms Submit's fields once a form is
				// chosen) is chosen as a user chooses it: each value its list search offers.
				for (const picker of pickers.filter((p) => p.kind === 'listSearch')) {
					const name = picker.path.split('.').pop();
					if (given[name] !== undefined) continue;
					const chosen = (value) => ({ ...given, [name]: { __rl: true, mode: 'list', value } });
					const shows = (value) =>
						pickersIn(description, version, editorParameters(description, version, chosen(value)));
					if (shows('chosen').every((p) => pickers.some((shown) => shown.path === p.path)))
						continue;
					const offered = await answerOf(
						requestFor(description, version, credential, parameters, picker),
					);
					for (const { value } of offered)
						await planScreen(description, version, chosen(value), credential);
				}
				// A picker another depends on (Object Type) is asked first; the others once per value it offers.
				const drivers = new Map();
				for (const picker of pickers.filter(
					(p) =>
						p.kind === 'loadOptions' &&
						pickers.some((other) => other.dependsOn.includes(p.path.split('.').pop())),
				)) {
					const options = await answerOf(
						requestFor(description, version, credential, parameters, picker),
					);
					drivers.set(
						picker.path.split('.').pop(),
						options.map((o) => o.value).filter((value) => value !== 'custom'),
					);
				}
				for (const picker of pickers) {
					const varied = picker.dependsOn.filter((name) => drivers.has(name));
					const variants = varied.length
						? varied.flatMap((name) =>
								drivers
									.get(name)
									.map((value) =>
										editorParameters(description, version, { ...given, [name]: value }),
									),
							)
						: [parameters];
					for (const variant of variants) {
						if (pickersIn(description, version, variant).some((p) => p.path === picker.path))
							planned.add(requestFor(description, version, credential, variant, picker));
					}
				}
			};
			for (const description of nodes) {
				for (const version of [].concat(description.version)) {
					nodeVersions += 1;
					for (const choice of choicesOf(description, version)) {
						const authentications = optionValues(
							description,
							version,
							editorParameters(description, version, choice),
							'authentication',
						);
						for (const authentication of authentications.length ? authentications : [undefined]) {
							const chosen = {
								...choice,
								...(authentication === undefined ? {} : { authentication }),
							};
							const offered = (description.credentials ?? []).filter((c) =>
								shown(description, version, editorParameters(description, version, chosen), c),
							);
							for (const { name: type } of offered) {
								for (const mode of API_VERSION_MODES) {
									for (const made of credentials.get(`${type}|${mode}`)) {
										choices += 1;
										const credential = { type, mode, ...made };
										for (const given of screensOf(description, version, chosen))
											await planScreen(description, version, given, credential);
									}
								}
							}
						}
					}
				}
			}
			await inParallel(
				[...planned].filter((request) => !driverAnswers.has(request)),
				CONCURRENCY,
				ask,
			);
			const seconds = ((Date.now() - started) / 1000).toFixed(1);
			const methods = [
				...new Set([...requests.values()].map((r) => `${r.kind}.${r.body.methodName}`)),
			].sort();
			console.log(
				`e2e: picker sweep: ${requests.size} picker requests (${methods.join(', ')}) over ${nodes.length} nodes, ${nodeVersions} node versions, ${choices} operation × credential × API-version choices in ${seconds} s`,
			);
			if (requests.size < 100) problems.push(`only ${requests.size} picker requests were made`);
			const asked = new Set(methods.map((method) => method.split('.')[1]));
			const never = [
				...new Set(nodes.flatMap((description) => namedMethods(description.properties))),
			].filter((method) => !asked.has(method));
			if (never.length)
				problems.push(`pickers no screen of the sweep reached: ${never.join(', ')}`);
			return problems.length > 20
				? [...problems.slice(0, 20), `… and ${problems.length - 20} more`]
				: problems;
		},
	);
	// The sweep's credentials go again: later checks find n8n's credentials list as a user left it
	// (fifteen more would push the sandbox's own off the list's first page).
	for (const { id } of [...credentials.values()].flat())
		await rest.call('DELETE', `/rest/credentials/${id}`);
}
